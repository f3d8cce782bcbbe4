import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { queryChoice, queryText } from '../query';
import { LOT_STATUS_CODES, payoutDecisionFields } from './payout-reasons';

/** Earnings: every result line explains itself (the rider's earnings page, and staff's view of a rider's). */

/** Spec §9 "Earnings periods": this year, last year, lifetime (by the race's programme year). */
export const EARNINGS_PERIODS = ['thisYear', 'lastYear', 'lifetime'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
/** `GET /api/rider/earnings?period=` (default this year). */
export const earningsQuerySchema = z.object({
  period: queryChoice(EARNINGS_PERIODS).transform((value) => value ?? 'thisYear'),
  /** Only this event's (the rider's event page). */
  eventId: queryText(36),
});
export type EarningsQuery = z.output<typeof earningsQuerySchema>;

/** One earning (or a result that did not pay, and why), newest race first. Amounts in cents of `currency`. */
export const earningSchema = z.object({
  _id: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  /** The race's first day (YYYY-MM-DD), or the award's day for an earning without an event. */
  date: z.string(),
  ...payoutDecisionFields,
  type: z.enum(['cash', 'credit', 'bonus']).nullable(),
  withholdPercent: z.number().int(),
  /** The tax the ledger withheld from what it paid (0 for none): never computed anywhere else. */
  withheldCents: z.number().int(),
  /**
   * What the line's money did, oldest first: each award (+, on the day it was paid) and each reversal when the result
   * was corrected or removed (−, the whole award; `owedCents` of it had already left and became owed). A line paid
   * once and never corrected has one entry; a correction of 1st ($250) to 2nd ($150) reads +250, −250, +150.
   */
  history: z.array(
    z.object({
      at: z.string(),
      change: z.enum(['paid', 'corrected', 'removed']),
      cents: z.number().int(),
      owedCents: z.number().int(),
    }),
  ),
  /** The lot it posted: what is left of it and its dates. */
  lot: z
    .object({
      _id: z.string(),
      status: z.enum(LOT_STATUS_CODES),
      initialCents: z.number().int(),
      currentCents: z.number().int(),
      awardedAt: z.string(),
      expiresAt: z.string().nullable(),
      /** The programme's "sent" mark (spec §3, §9: payouts can be marked sent and undone), or null. */
      sentAt: z.string().nullable(),
    })
    .nullable(),
});
export type Earning = z.infer<typeof earningSchema>;

/** `GET /api/admin/earnings?riderId=&period=`: one rider's earnings, as the rider sees them (programme staff). */
export const adminEarningsQuerySchema = earningsQuerySchema.extend({ riderId: z.string().trim().min(1).max(36) });
/** `PUT /api/admin/earnings/{lotId}/sent`: mark a payout sent, or undo the mark. */
export const sentMarkSchema = z.object({ sent: z.boolean() });
export const sentMarkAnswerSchema = z.object({ lot: z.object({ _id: z.string(), sentAt: z.string().nullable() }) });
export type SentMarkAnswer = z.infer<typeof sentMarkAnswerSchema>;

/** Per currency: what was paid (cash, dealer credit, bonus) and what waits, in the period. */
export const earningTotalsSchema = z.object({ currency: z.enum(CURRENCIES), cash: z.number().int(), credit: z.number().int(), bonus: z.number().int(), pending: z.number().int() });
export const earningsAnswerSchema = z.object({ period: z.enum(EARNINGS_PERIODS), totals: z.array(earningTotalsSchema), earnings: z.array(earningSchema) });
export type EarningsAnswer = z.infer<typeof earningsAnswerSchema>;
