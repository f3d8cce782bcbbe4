import { z } from 'zod';
import { CURRENCIES } from './enums';
import { addressByCountry, checkedWithSiblings, country, fieldRule, maxLength, optionalBoolean, requiredText } from './fields';
import { MESSAGES, descriptor } from './messages';
import { cents, requiredChoice } from './results';

/**
 * What programme staff create and edit besides events (spec §3 Series and Category; issue 11 item 3):
 * `POST /api/admin/series`, `PUT /api/admin/serie/{id}`, `POST /api/admin/categories`, `PUT /api/admin/category/{id}`,
 * and adding an event to a series (`PUT /api/admin/serie/{id}/event/{eventId}`).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = () =>
  fieldRule<string | null | undefined>((value) => (value === undefined || value === null || value === '' || (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) ? null : descriptor(MESSAGES.date)));
const optionalCount = (max: number) =>
  fieldRule<number | null | undefined>((value) => (value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) ? null : descriptor(MESSAGES.numberRange, { min: 0, max })));

/** A series (spec §3): name, notes, where, races and distance, active, bonus and dealer credit with its expiry, its category and promoter. */
export const seriesInputSchema = z
  .object({
    name: requiredText(200),
    notes: maxLength(2000).optional(),
    country: country(),
    state: checkedWithSiblings<string | null | undefined>().optional(),
    zipcode: checkedWithSiblings<string>(),
    races: optionalCount(200).optional(),
    distance: optionalCount(100_000).optional(),
    active: optionalBoolean().optional(),
    currency: requiredChoice(CURRENCIES),
    bonus: cents().optional(),
    initialValue: cents().optional(),
    expirationDate: optionalDay().optional(),
    categoryId: maxLength(36).optional(),
    promoterId: requiredText(36),
  })
  .check(addressByCountry());
export type SeriesInput = z.infer<typeof seriesInputSchema>;

/** A category (spec §3): name, description, active. */
export const categoryInputSchema = z.object({
  name: requiredText(120),
  description: maxLength(1000).optional(),
  active: optionalBoolean().optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

