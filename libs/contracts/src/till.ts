import { z } from 'zod';
import { CURRENCIES } from './enums';
import { fieldRule, pin, requiredText } from './fields';
import { MESSAGES, descriptor } from './messages';
import { paginationSchema, queryCode, queryDay, queryPaging, queryText } from './query';

/**
 * The dealer till (spec §3 "Credit redemption and revoked redemption", §5, §7 "Credit redemptions"): the
 * dealer finds a rider, the rider types their PIN, the employee checks an ID, the amount comes off the rider's dealer
 * credit (soonest expiry first). Every redemption is one journal transaction plus one `credit_redemptions` row with
 * its code; an administrator's refund reverses it and keeps it as a revoked redemption.
 */

/** Largest single redemption, in cents (a sanity bound, far above any credit balance). */
export const MAX_REDEMPTION_CENTS = 10_000_000;
/** Employee names are short: they go on the receipt. */
export const EMPLOYEE_NAME_MAX_LENGTH = 100;
/** Rider search at the till: at most this many matches, and at least this many characters typed. */
export const TILL_SEARCH_LIMIT = 20;
export const TILL_SEARCH_MIN_LENGTH = 2;

/** A redemption code as shown: the number in base 36, upper case (spec §3). */
export function redemptionCode(code: number): string {
  return code.toString(36).toUpperCase();
}

/** The ID check of spec §5: must be ticked ("Confirm you checked the rider's ID"). */
const idChecked = () => fieldRule<true>((value) => (value === true ? null : descriptor(MESSAGES.idCheckRequired))).pipe(z.literal(true));

const amountCents = () =>
  fieldRule<number>((value) => {
    if (value === undefined || value === null || value === '') return descriptor(MESSAGES.required);
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_REDEMPTION_CENTS ? null : descriptor(MESSAGES.money);
  });

/** `POST /api/dealer/redeem`. The idempotency key is made once per till form: a double tap or a retry sends the same one. */
export const redeemRequestSchema = z.object({
  riderId: requiredText(64),
  amountCents: amountCents(),
  currency: z.enum(CURRENCIES),
  pin: pin(),
  employeeName: requiredText(EMPLOYEE_NAME_MAX_LENGTH),
  idChecked: idChecked(),
  idempotencyKey: z.string().min(8).max(100),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** One redemption as the till, the dealer's history and the programme team read it (never the PIN). */
export const tillRedemptionSchema = z.object({
  _id: z.string(),
  /** Base 36, upper case (the receipt's number). */
  code: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  riderCountry: z.string().nullable(),
  dealerId: z.string(),
  dealerName: z.string(),
  dealerCountry: z.string().nullable(),
  employeeName: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Where the spent credit was earned (spec §3 "category"): the events' titles, or the lots' notes; null when unknown. */
  category: z.string().nullable(),
  /** The rider confirmed their ID to the employee (spec §5). */
  idChecked: z.boolean(),
  redeemedAt: z.string(),
  /** Set once an administrator refunded it: then it is a revoked redemption. */
  refundedAt: z.string().nullable(),
  refundedByName: z.string().nullable(),
});
export type TillRedemption = z.infer<typeof tillRedemptionSchema>;

/** What `POST /api/dealer/redeem` answers (201; a replay of the same key answers the same body). */
export const redeemAnswerSchema = z.object({
  redemption: tillRedemptionSchema,
  /** The rider's dealer credit left in the redemption's currency. */
  remainingCents: z.number().int(),
});
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/**
 * History filters (spec §3: afterDate, beforeDate, country, riderName; taken from the URL query, spec §7). Administrators
 * also filter by dealer. `riderId` keeps one rider's (the admin rider page; a scope like the dealer's, so the period
 * totals are that rider's too). Days are inclusive, in UTC.
 */
export const redemptionFiltersSchema = z.object({
  afterDate: queryDay(),
  beforeDate: queryDay(),
  country: queryCode(/^[A-Z]{2}$/, MESSAGES.invalid),
  riderName: queryText(200),
  riderId: queryText(64),
  dealerId: queryText(64),
  dealerName: queryText(200),
  ...queryPaging(25, 200),
});
export type RedemptionFilters = z.output<typeof redemptionFiltersSchema>;

/** The lists' CSV export: the same filters and `locale`, the language of its headers and yes / no (unknown: English). */
export const redemptionExportQuerySchema = redemptionFiltersSchema.extend({ locale: queryText(5) });

/** Per currency: how many, and their amount net of refunds. */
export const redemptionTotalSchema = z.object({ currency: z.enum(CURRENCIES), count: z.number().int(), amountCents: z.number().int() });
export type RedemptionTotal = z.infer<typeof redemptionTotalSchema>;

/** `GET /api/{dealer|admin}/credit-redemptions?…` (not revoked ones) and `GET /api/{dealer|admin}/revoked-redemptions?…`. */
export const redemptionListSchema = z.object({
  redemptions: z.array(tillRedemptionSchema),
  pagination: paginationSchema,
  /** The filtered list's totals per currency. */
  totals: z.array(redemptionTotalSchema),
  /** The caller's redemptions (not revoked) this calendar year, last year and ever, whatever the filters. */
  periods: z.object({ thisYear: z.array(redemptionTotalSchema), lastYear: z.array(redemptionTotalSchema), lifetime: z.array(redemptionTotalSchema) }),
  /** Countries of the riders in the caller's redemptions (the country filter's choices). */
  distinctCountry: z.array(z.string()),
});
export type RedemptionList = z.infer<typeof redemptionListSchema>;

/** A rider's dealer credit as the till reads it: the lots to spend, soonest expiry first ("find awards"). */
export const tillCreditSchema = z.object({
  riderId: z.string(),
  currency: z.enum(CURRENCIES),
  availableCents: z.number().int(),
  lots: z.array(
    z.object({
      _id: z.string(),
      type: z.enum(['credit', 'bonus']),
      currentCents: z.number().int(),
      currency: z.enum(CURRENCIES),
      awardedAt: z.string(),
      expiresAt: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
});
export type TillCredit = z.infer<typeof tillCreditSchema>;

/**
 * A rider in the till's search and view: who they are and where, their bikes, whether they can redeem. Nothing private
 * (no e-mail, address, phones, birth date, AMA number or VINs: the search matches an e-mail or AMA number without
 * showing one).
 */
export const tillRiderSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  profileImage: z.string().nullable(),
  bikes: z.array(z.object({ year: z.number().int(), make: z.string(), model: z.string() })),
  /** A PIN exists (spec §5: needed to redeem). */
  hasPin: z.boolean(),
  /** Five wrong PINs locked it until the rider sets a new one. */
  pinLocked: z.boolean(),
});
export type TillRider = z.infer<typeof tillRiderSchema>;

/** `GET /api/dealer/riders?query=` (name, e-mail, city or AMA number; at least 2 characters). */
export const tillSearchQuerySchema = z.object({ query: queryText(200) });
export const tillSearchAnswerSchema = z.object({ riders: z.array(tillRiderSchema) });
export type TillSearchAnswer = z.infer<typeof tillSearchAnswerSchema>;

/**
 * Internal (payouts → identity): check the PIN a rider typed at a dealer's till. Identity counts and audits the
 * attempt (per rider, per dealer, per address) and answers the rider's name and country for the receipt.
 */
export const pinCheckRequestSchema = z.object({
  riderId: z.string().min(1).max(64),
  pin: z.string().max(20),
  dealerId: z.string().min(1).max(64),
  ip: z.string().max(100).nullable(),
});
export const pinCheckAnswerSchema = z.object({
  riderId: z.string(),
  fullName: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  /** The dealer as the receipt names it. */
  dealerName: z.string(),
  dealerCountry: z.string().nullable(),
});
export type PinCheckAnswer = z.infer<typeof pinCheckAnswerSchema>;
