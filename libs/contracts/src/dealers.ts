import { z } from 'zod';
import { queryActive, queryText } from './query';

/** Identity's public dealer lists (spec §7 "Dealers"). */

/** GET /api/dealers-lean `?name&state&country&active=true|false`: administrators get every dealer when `active` is absent; anyone else only active ones, whatever `active` says. */
export const dealersLeanQuerySchema = z.object({
  name: queryText(200),
  state: queryText(200),
  country: queryText(200).transform((value) => value?.toUpperCase()),
  active: queryActive({ allowAll: false, fallback: undefined }),
});
export type DealersLeanQuery = z.output<typeof dealersLeanQuerySchema>;
