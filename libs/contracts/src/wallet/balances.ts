import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** The payouts service's wallet answer (spec §3 Wallet). Amounts are integer cents. */

/** What a rider can spend now: `cash` from cash lots, `credit` (dealer credit) from credit and bonus lots. */
export const balancesSchema = z.object({ cash: z.number().int(), credit: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/**
 * What a rider owes the programme in one currency: money a corrected or removed result had already paid out (cashed
 * out, spent at a dealer, held for a cash-out), repaid first from their next earnings in that currency. `from`: the
 * corrections the debt still comes from (the oldest is repaid first), newest first.
 */
export const debtSchema = z.object({
  currency: z.enum(CURRENCIES),
  owedCents: z.number().int(),
  from: z.array(
    z.object({
      at: z.string(),
      eventId: z.string().nullable(),
      eventTitle: z.string(),
      className: z.string().nullable(),
      place: z.number().int().nullable(),
      /** What of this correction is still owed. */
      cents: z.number().int(),
    }),
  ),
});
export type Debt = z.infer<typeof debtSchema>;

/** A rider's wallet: balances in its currency, and any lots left in another one (only after merging riders of different countries). */
export const walletSchema = z.object({
  currency: z.enum(CURRENCIES),
  balances: balancesSchema,
  otherCurrencyBalances: z.array(balancesSchema.extend({ currency: z.enum(CURRENCIES) })),
  /** What the rider owes, per currency (none: empty). */
  debts: z.array(debtSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/rider/wallet → `{ wallet }` (404 before the wallet opens). */
export const walletAnswerSchema = z.object({ wallet: walletSchema });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
