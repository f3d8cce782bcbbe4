import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import { PAYOUT_TYPES } from './enums';
import { addressByCountry, bikeYear, checkedWithSiblings, objectRule, requiredText } from './fields';
import { fieldErrors } from './issues';
import { riderContactFields, riderNameFields } from './rider-fields';
import { bikeVin } from './rider-profile';

/**
 * The administrator's rider tools on the rider detail page: a rider created by programme staff
 * (`POST /api/admin/riders`, identity) and a rider's races as staff manage them (`GET /api/admin/rider/{id}/races`,
 * `DELETE /api/admin/rider/{id}/remove-races`, events).
 */

/** The first bike's fields: all four or none (a rider created without a bike adds one on their profile). */
export const FIRST_BIKE_FIELDS = ['bikeYear', 'bikeMake', 'bikeModel', 'vin'] as const;

/** The first bike as a bike added later is checked (`bikeInputSchema`): the VIN explained when it cannot be one. */
const firstBikeSchema = z.object({ bikeYear: bikeYear(), bikeMake: requiredText(100), bikeModel: requiredText(100), vin: bikeVin() });
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** When any field of the first bike is given, every one must be (with the registration's rules). */
function firstBikeIfAny() {
  return objectRule((input) => {
    if (FIRST_BIKE_FIELDS.every((field) => isBlank(Object.hasOwn(input, field) ? input[field] : undefined))) return [];
    const parsed = firstBikeSchema.safeParse(Object.fromEntries(FIRST_BIKE_FIELDS.map((field) => [field, Object.hasOwn(input, field) ? input[field] : undefined])));
    return parsed.success ? [] : Object.entries(fieldErrors(parsed.error));
  });
}

/**
 * `POST /api/admin/riders`: the registration's fields (spec §2 rider registration, `registrationSchema`) without the
 * password, the rider's own confirmation and the bot check — the rider chooses a password from the invitation mail
 * (valid 7 days; it also proves the e-mail) — with the first bike optional as a whole, and the language of that mail.
 * `confirmDuplicates`: staff saw the riders with the same name and date of birth and create this one anyway.
 */
export const adminRiderCreateSchema = z
  .object({
    ...riderNameFields,
    ...riderContactFields,
    bikeYear: checkedWithSiblings<number | string | null | undefined>().optional(),
    bikeMake: checkedWithSiblings<string | null | undefined>().optional(),
    bikeModel: checkedWithSiblings<string | null | undefined>().optional(),
    vin: checkedWithSiblings<string | null | undefined>().optional(),
    /** The language of the invitation mail (and the rider's mail afterwards). */
    locale: z.enum(LOCALES).optional().catch(undefined),
    confirmDuplicates: z.boolean().optional().catch(undefined),
  })
  .check(addressByCountry(), firstBikeIfAny());
export type AdminRiderCreateInput = z.infer<typeof adminRiderCreateSchema>;

/**
 * Why an account on file may be the rider staff are creating: the same e-mail (any kind of account) or a bike with the
 * same VIN — both unique, so the rider cannot be created with them (409 EMAIL_TAKEN / VIN_TAKEN) — or a rider with the
 * same name and date of birth, who may be another person (409 POSSIBLE_DUPLICATE_RIDER until `confirmDuplicates`).
 */
export const RIDER_DUPLICATE_KINDS = ['email', 'vin', 'nameBirthDate'] as const;
export type RiderDuplicateKind = (typeof RIDER_DUPLICATE_KINDS)[number];

/** One possible duplicate as the 409's `details.duplicates` list it: who, so staff can open them and compare. */
export const riderDuplicateSchema = z.object({
  kind: z.enum(RIDER_DUPLICATE_KINDS),
  /** Creating is refused while it stands (the e-mail, the VIN); else staff may go on. */
  blocking: z.boolean(),
  accountType: z.enum(['rider', 'dealer', 'promoter', 'admin']),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});
export type RiderDuplicate = z.infer<typeof riderDuplicateSchema>;

/** The possible duplicates a refused `POST /api/admin/riders` names (none when its details hold no such list). */
export function riderDuplicatesOf(details: unknown): RiderDuplicate[] {
  const parsed = z.object({ duplicates: z.array(riderDuplicateSchema) }).safeParse(details);
  return parsed.success ? parsed.data.duplicates : [];
}

// ---- a rider's races (events) ----

/**
 * One result line of the rider at an event, as the events service keeps it: the race, the class, the place and how
 * it finished, and what the line posts (`payoutCents`, `eligibility`; what was actually paid is the payouts service's
 * earning of that race, class and place).
 */
export const riderRaceSchema = z.object({
  /** The result line's id (what `remove-races` takes). */
  _id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  seriesId: z.string().nullable(),
  seriesName: z.string().nullable(),
  canceled: z.boolean(),
  payingEvent: z.boolean(),
  classId: z.string(),
  className: z.string(),
  place: z.number().int(),
  /** finished | DNS | DNF … */
  status: z.string(),
  resultType: z.string(),
  payoutType: z.enum(PAYOUT_TYPES),
  payoutCents: z.number().int(),
  eligibility: z.string(),
  number: z.string(),
  bike: z.string(),
  vin: z.string(),
  /** How the line was linked to the rider (email, ama, vin, plate, nameHometown, manual). */
  matchMethod: z.string().nullable(),
});
export type RiderRace = z.infer<typeof riderRaceSchema>;

/** `GET /api/admin/rider/{riderId}/races` → the rider's result lines, newest race first. */
export const riderRacesAnswerSchema = z.object({ races: z.array(riderRaceSchema) });
export type RiderRacesAnswer = z.infer<typeof riderRacesAnswerSchema>;

/** The most result lines one removal takes. */
export const REMOVE_RACES_MAX = 200;

/** `DELETE /api/admin/rider/{riderId}/remove-races` body: result lines of that rider (any other id: 404, nothing removed). */
export const removeRacesSchema = z.object({ resultIds: z.array(z.string().min(1).max(48)).min(1).max(REMOVE_RACES_MAX) });
export type RemoveRacesInput = z.infer<typeof removeRacesSchema>;

/**
 * What a removal did: the lines deleted and the events whose results were published again (each publication makes
 * the payouts service take back the unspent part of what those lines had paid).
 */
export const removeRacesAnswerSchema = z.object({ removed: z.number().int(), events: z.array(z.object({ eventId: z.string(), eventTitle: z.string(), removed: z.number().int() })) });
export type RemoveRacesAnswer = z.infer<typeof removeRacesAnswerSchema>;
