import { z } from 'zod';
import { CURRENCIES } from './enums';
import { fieldRule, maxLength, requiredText } from './fields';
import { MESSAGES, descriptor } from './messages';
import { paginationSchema, queryChoice, queryInteger, queryPaging, queryText } from './query';
import { requiredChoice } from './results';

/**
 * Payout claims (spec §3 "Payout claim", §9 "within 45 days of the race"): a rider tells the
 * programme a result of theirs was not paid; an administrator searches the claims and approves (the earning is
 * posted, with the reason "approved claim") or rejects them (with a note the rider reads).
 *
 * Statuses: `open` (filed, waiting for an administrator), `approved` (decided for the rider: the money is in their
 * wallet), `rejected` (decided against, with the reason), `withdrawn` (the rider took it back while it was open).
 * Only an open claim changes; the three others are final.
 */
export const PAYOUT_CLAIM_STATUSES = ['open', 'approved', 'rejected', 'withdrawn'] as const;
export type PayoutClaimStatus = (typeof PAYOUT_CLAIM_STATUSES)[number];

/** Spec §9: a claim for a missing payment is filed within 45 days of the race (its last day). */
export const CLAIM_WINDOW_DAYS = 45;

/** How an approved claim pays: cash or dealer credit. */
export const CLAIM_PAYOUT_TYPES = ['cash', 'credit'] as const;
/** The most one approved claim may post ($10,000 or the same in CAD): a typing slip cannot empty the fund. */
export const MAX_CLAIM_CENTS = 1_000_000;

/** The last day a claim for a race that ended on `raceDay` (YYYY-MM-DD) can be filed. */
export function claimDeadline(raceDay: string): string {
  const day = new Date(`${raceDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + CLAIM_WINDOW_DAYS);
  return day.toISOString().slice(0, 10);
}

/** A class a claim can name: a paying class of the event's payout table, and what each place pays (index 0 = 1st). */
export interface ClaimClassChoice {
  name: string;
  /** How the class pays, as a claim's approval pays: cash or dealer credit. */
  payoutType: (typeof CLAIM_PAYOUT_TYPES)[number];
  /** Cents of the event's currency, one per paid place of the payout table. */
  places: number[];
}

/** A class name as people type it: case and spacing aside (the results and the rules compare classes so too). */
const comparableClassName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The classes a claim can name, from the event's payout table (the events service's classes, `GET /api/event/{id}`):
 * the ones that pay, in the table's order. A claim is for a place the table pays; a class that pays nothing has none.
 */
export function claimClassChoices(classes: ReadonlyArray<{ name: string; payoutType: string; places: readonly number[] }>): ClaimClassChoice[] {
  return classes
    .filter((c) => c.payoutType !== 'noPayout' && c.places.length > 0)
    .map((c) => ({ name: c.name, payoutType: c.payoutType === 'cash' ? 'cash' : 'credit', places: [...c.places] }));
}

/** The class a claim names among the choices (case and spacing aside), or undefined. */
export function claimClassOf(choices: readonly ClaimClassChoice[], className: string): ClaimClassChoice | undefined {
  const wanted = comparableClassName(className);
  return choices.find((c) => comparableClassName(c.name) === wanted);
}

/** What a place of a class pays in its payout table (cents), or undefined when the table has no such place. */
export function claimPlaceAmount(choice: ClaimClassChoice | undefined, place: number): number | undefined {
  return choice && Number.isInteger(place) && place >= 1 ? choice.places[place - 1] : undefined;
}

const place = () =>
  fieldRule<number>(
    (value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null),
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999 ? null : descriptor(MESSAGES.numberRange, { min: 1, max: 999 })),
  );
const claimCents = () =>
  fieldRule<number>(
    (value) => (value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null),
    (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_CLAIM_CENTS ? null : descriptor(MESSAGES.money)),
  );
/** A VIN of one of the rider's bikes, or blank when the claim is not about a bike. */
const claimVin = () =>
  fieldRule<string | null | undefined>((value) => (value === undefined || value === null || value === '' || (typeof value === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/i.test(value)) ? null : descriptor(MESSAGES.vin)));

/** What a rider files (`POST /api/rider/payout-claims`): the event, the class and place they finished, the bike, a message. */
export const payoutClaimInputSchema = z.object({
  eventId: requiredText(36),
  className: requiredText(120),
  place: place(),
  vin: claimVin().optional(),
  message: maxLength(1000).optional(),
});
export type PayoutClaimInput = z.infer<typeof payoutClaimInputSchema>;

/** An administrator files one for a rider (`POST /api/admin/payout-claims`): the same, and whose it is. */
export const adminPayoutClaimInputSchema = payoutClaimInputSchema.extend({ riderId: requiredText(36) });
export type AdminPayoutClaimInput = z.infer<typeof adminPayoutClaimInputSchema>;

/**
 * `PUT /api/{role}/payout-claim/{id}`: the rider edits or withdraws their own open claim; an administrator approves
 * (amount and how it pays) or rejects (a note the rider reads is required).
 */
export const payoutClaimUpdateSchema = z.discriminatedUnion('action', [
  payoutClaimInputSchema.omit({ eventId: true }).extend({ action: z.literal('edit') }),
  z.object({ action: z.literal('withdraw') }),
  z.object({ action: z.literal('approve'), amountCents: claimCents(), payoutType: requiredChoice(CLAIM_PAYOUT_TYPES), note: maxLength(1000).optional() }),
  z.object({ action: z.literal('reject'), note: requiredText(1000) }),
]);
export type PayoutClaimUpdate = z.infer<typeof payoutClaimUpdateSchema>;
export type PayoutClaimAction = PayoutClaimUpdate['action'];

/** One claim as both roles read it (the rider sees only their own). */
export const payoutClaimSchema = z.object({
  _id: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  riderEmail: z.string(),
  country: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** The race's last day (YYYY-MM-DD). */
  eventDate: z.string(),
  currency: z.enum(CURRENCIES),
  className: z.string(),
  place: z.number().int(),
  vin: z.string().nullable(),
  bikeModel: z.string(),
  bikeYear: z.number().int().nullable(),
  message: z.string(),
  status: z.enum(PAYOUT_CLAIM_STATUSES),
  createdByRole: z.enum(['rider', 'admin']),
  payoutType: z.enum(CLAIM_PAYOUT_TYPES).nullable(),
  amountCents: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The lot an approval posted. */
  lotId: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutClaim = z.infer<typeof payoutClaimSchema>;

/** `GET /api/admin/payout-claims` (spec §3 search fields, plus the status) and the rider's own list. */
export const payoutClaimsQuerySchema = z.object({
  query: queryText(100),
  name: queryText(100),
  email: queryText(254),
  country: queryText(2),
  bikeModel: queryText(120),
  bikeYear: queryInteger(1900, 2100),
  status: queryChoice(PAYOUT_CLAIM_STATUSES),
  /** Administrators filing a claim: the events with published results whose title has this text (`claimableEvents`). */
  eventQuery: queryText(100),
  /** Administrators filing a claim: this rider's bikes (`bikes`), and only this rider's claims. */
  riderId: queryText(36),
  ...queryPaging(25),
});
export type PayoutClaimsQuery = z.output<typeof payoutClaimsQuerySchema>;

/** An event the rider can still claim for: published results, race ended at most 45 days ago. */
export const claimableEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  deadline: z.string(),
  currency: z.enum(CURRENCIES),
  /** The rider has results there (their own list: these come first). */
  raced: z.boolean(),
});
export type ClaimableEvent = z.infer<typeof claimableEventSchema>;

export const payoutClaimsAnswerSchema = z.object({
  payoutClaims: z.array(payoutClaimSchema),
  pagination: paginationSchema,
  /** The events a new claim can name: the rider's own list, or an administrator's `eventQuery`. */
  claimableEvents: z.array(claimableEventSchema).optional(),
  /** The bikes a new claim can name (VIN, model, year): the rider's own list, or an administrator's `riderId`. */
  bikes: z.array(z.object({ vin: z.string(), model: z.string(), year: z.number().int() })).optional(),
});
export type PayoutClaimsAnswer = z.infer<typeof payoutClaimsAnswerSchema>;
export const payoutClaimAnswerSchema = z.object({ payoutClaim: payoutClaimSchema });
