import { z } from 'zod';
import { CURRENCIES } from './enums';
import { queryInteger, queryText } from './query';

// Server-only (exported from @rr/contracts/server): the messages that feed payouts' reporting read model
// (docs/reports.md). Browsers never see them, so they stay out of the shared main entry.

const currency = z.enum(CURRENCIES);
const cents = z.number().int();

// ── messages that feed the read model ──

/**
 * `event.changed` (events → payouts' reporting): an event's facts as they are now, published in the events service's
 * outbox whenever the event, its payout table, its series (name too) or its results change, and when it is deleted.
 * The newest `at` wins (a late, older message changes nothing). `results` counts the market share of its result set.
 */
export const EVENT_CHANGED = 'event.changed';
export const eventChangedSchema = z.object({
  eventId: z.string(),
  at: z.string(),
  deleted: z.boolean(),
  title: z.string(),
  seriesId: z.string().nullable(),
  seriesName: z.string().nullable(),
  promoterId: z.string().nullable(),
  country: z.string(),
  currency,
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  canceled: z.boolean(),
  payingEvent: z.boolean(),
  /** The payout table's total (every class, every paid place), cents of `currency`. */
  contingencyCents: cents,
  results: z
    .object({
      version: z.number().int(),
      finishers: z.number().int(),
      makerFinishers: z.number().int(),
      paidPlaces: z.number().int(),
      makerPaidPlaces: z.number().int(),
    })
    .nullable(),
});
export type EventChanged = z.infer<typeof eventChangedSchema>;

/**
 * `GET /internal/reporting/events?after=<eventId>&limit=1..1000` (default 500): a page of the read model's rebuild,
 * after the last event id of the page before; `{ events }` in id order, an empty page the end.
 */
export const reportingEventsQuerySchema = z.object({ after: queryText(36), limit: queryInteger(1, 1000).transform((value) => value ?? 500) });
export const reportingEventsAnswerSchema = z.object({ events: z.array(eventChangedSchema) });

/** `rider.changed` (identity → payouts' reporting): a rider's reporting facts, at every change; the newest `at` wins. */
export const RIDER_CHANGED = 'rider.changed';
export const riderChangedSchema = z.object({
  riderId: z.string(),
  at: z.string(),
  deleted: z.boolean(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  pro: z.boolean(),
  active: z.boolean(),
});
export type RiderChanged = z.infer<typeof riderChangedSchema>;

/** The measures of the money read model (`report_money_daily.measure`). */
/**
 * `writtenOff`: what staff forgave of a rider's debt (the rider kept money the rules took back). `refunded`: what dealers
 * gave back (a revoked redemption), on the day of the refund: a measure of its own, never a negative `redeemed`, so a
 * day's redemptions stay what they were whenever one of them is refunded later.
 */
export const MONEY_MEASURES = ['earnedCash', 'earnedCredit', 'earnedBonus', 'withheld', 'redeemed', 'cashedOut', 'expired', 'writtenOff', 'refunded'] as const;
export type MoneyMeasure = (typeof MONEY_MEASURES)[number];

/**
 * `money.posted` (payouts' ledger → payouts' reporting): what one journal transaction means for the reports, written in
 * the same database transaction as its postings. Each leg is one measure of one rider's money, signed (a reversal is a
 * negative `earned*`; a refund is a positive `refunded`), with the series and country of the event the lot came from.
 */
export const MONEY_POSTED = 'money.posted';
export const moneyPostedSchema = z.object({
  transactionId: z.string(),
  kind: z.string(),
  at: z.string(),
  riderId: z.string().nullable(),
  legs: z.array(
    z.object({
      measure: z.enum(MONEY_MEASURES),
      currency,
      amountCents: cents,
      seriesId: z.string().nullable(),
      country: z.string().nullable(),
      /** +1 for a new earning (lot), -1 for one reversed in full, else 0: the "earnings" count. */
      earnings: z.number().int(),
    }),
  ),
});
export type MoneyPosted = z.infer<typeof moneyPostedSchema>;
