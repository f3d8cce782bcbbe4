import { z } from 'zod';
import { CURRENCIES } from './enums';
import { queryChoice } from './query';
import { EARNINGS_PERIODS } from './wallet';

/**
 * Dealer credit redemptions as the rider reads them ("my wallet"; spec §7 "Credit redemptions"): what was spent at
 * which dealer and when, and what an administrator refunded. The dealer till that makes them (till.ts) reads and
 * extends these.
 */
export const creditRedemptionSchema = z.object({
  _id: z.string(),
  dealerId: z.string().nullable(),
  /** The dealer's name as the redemption recorded it (null when it was not kept). */
  dealerName: z.string().nullable(),
  /** The receipt's code (base 36), when the till recorded one. */
  code: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** What was refunded of it (0 … amountCents); all of it = a revoked redemption. */
  refundedCents: z.number().int(),
  redeemedAt: z.string(),
});
export type CreditRedemption = z.infer<typeof creditRedemptionSchema>;

/** `GET /api/rider/credit-redemptions?period=` (this year by default; periods of the earnings page, by redemption day). */
export const creditRedemptionsQuerySchema = z.object({ period: queryChoice(EARNINGS_PERIODS).transform((value) => value ?? 'thisYear') });
export const creditRedemptionsAnswerSchema = z.object({
  period: z.enum(EARNINGS_PERIODS),
  redemptions: z.array(creditRedemptionSchema),
  /** Per currency: spent at dealers in the period, net of refunds. */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), spentCents: z.number().int() })),
});
export type CreditRedemptionsAnswer = z.infer<typeof creditRedemptionsAnswerSchema>;

/** `GET /api/payments/cashouts?period=`: lifetime unless a period is asked (the cash-out page shows them all). */
export const cashoutsQuerySchema = z.object({ period: queryChoice(EARNINGS_PERIODS).transform((value) => value ?? 'lifetime') });
