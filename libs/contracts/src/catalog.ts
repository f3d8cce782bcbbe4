import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES } from './enums';
import { addressByCountry, checkedWithSiblings, choice, country, fieldRule, maxLength, optionalBoolean, requiredText } from './fields';
import { MESSAGES, descriptor } from './messages';
import { cents, requiredChoice } from './results';

/**
 * What programme staff create and edit besides events (spec §3 Series and Category):
 * `POST /api/admin/series`, `PUT /api/admin/serie/{id}`, `POST /api/admin/categories`, `PUT /api/admin/category/{id}`,
 * and adding an event to a series (`PUT /api/admin/serie/{id}/event/{eventId}`).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = () =>
  fieldRule<string | null | undefined>((value) => (value === undefined || value === null || value === '' || (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) ? null : descriptor(MESSAGES.date)));
const optionalCount = (max: number) =>
  fieldRule<number | null | undefined>((value) => (value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) ? null : descriptor(MESSAGES.numberRange, { min: 0, max })));

/** The season a series runs in: a year; required or not as the schema says. */
const season = (required: boolean) =>
  fieldRule<number | null | undefined>((value) => {
    if (value === undefined || value === null || value === '') return required ? descriptor(MESSAGES.required) : null;
    return typeof value === 'number' && Number.isInteger(value) && value >= 2000 && value <= 2100 ? null : descriptor(MESSAGES.numberRange, { min: 2000, max: 2100 });
  });

/**
 * A series (spec §3): name, notes, where, races and distance, active, bonus and dealer credit with its expiry, its
 * category and promoter; its discipline (a race style) and season, which staff may leave out (they stay as they are).
 */
export const seriesInputSchema = z
  .object({
    name: requiredText(200),
    notes: maxLength(2000).optional(),
    discipline: choice(EVENT_TYPES).optional(),
    seasonYear: season(false).optional(),
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

/**
 * A promoter's own series (`POST /api/promoter/{id}/series`, `PUT /api/serie/{id}`): its name, discipline, where it
 * runs, its currency and season (one they are approved for), and notes. Money, planned rounds, category and
 * visibility stay programme staff's; a new one waits for staff review.
 */
export const promoterSeriesInputSchema = z
  .object({
    name: requiredText(200),
    discipline: requiredChoice(EVENT_TYPES),
    country: country(),
    state: checkedWithSiblings<string | null | undefined>().optional(),
    zipcode: checkedWithSiblings<string>(),
    currency: requiredChoice(CURRENCIES),
    seasonYear: season(true),
    notes: maxLength(2000).optional(),
  })
  .check(addressByCountry());
export type PromoterSeriesInput = z.infer<typeof promoterSeriesInputSchema>;

/** A category (spec §3): name, description, active. */
export const categoryInputSchema = z.object({
  name: requiredText(120),
  description: maxLength(1000).optional(),
  active: optionalBoolean().optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
