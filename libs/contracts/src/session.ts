import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import { ROLES } from './routes/roles';

/** How far a bike's VIN has been checked (spec §3). */
export const BIKE_VALIDITY = ['verified', 'invalid', 'unverified'] as const;
export type BikeValidity = (typeof BIKE_VALIDITY)[number];

/** A rider's bike as the session (and the route guard) sees it. */
export const sessionBikeSchema = z.object({
  _id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  vin: z.string(),
  valid: z.enum(BIKE_VALIDITY),
});
export type SessionBike = z.infer<typeof sessionBikeSchema>;

/**
 * The signed-in user (docs/accounts.md "Session user"), as identity answers it, the BFF relays it and the browser
 * holds it. Which name fields are present depends on the type (spec §2). Fields this schema does not name pass
 * through, so identity can add one before every reader knows it.
 */
export const sessionUserSchema = z.looseObject({
  _id: z.string().min(1),
  type: z.enum(ROLES),
  email: z.string(),
  emailVerified: z.boolean(),
  deActivated: z.boolean(),
  phone: z.string().nullish(),
  profileImage: z.string().nullish(),
  /** The user's stored locale (their mail goes out in it). */
  locale: z.enum(LOCALES).optional(),
  /** admin */
  firstName: z.string().optional(),
  /** admin */
  lastName: z.string().optional(),
  /** dealer, promoter */
  name: z.string().optional(),
  /** dealer: whether the dealership takes part in the programme (staff set it); one that does not has no till */
  participating: z.boolean().optional(),
  /** dealer: the zone its times are shown in (IANA name; its address's, or the one chosen on its profile) */
  timeZone: z.string().optional(),
  /** rider */
  fullName: z.string().optional(),
  /** rider */
  bikes: z.array(sessionBikeSchema).optional(),
  /** rider: whether a 4-digit PIN exists (the create-PIN step is shown until it does) */
  hasPin: z.boolean().optional(),
  /** rider: five wrong PINs at a dealer's till locked it until the rider sets a new one */
  pinLocked: z.boolean().optional(),
  /** rider: pro (cash earners upload licence and W-9) or amateur */
  pro: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
