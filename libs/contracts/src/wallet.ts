import { z } from 'zod';
import { CURRENCIES } from './enums';

/** The payouts service's wallet answer (spec §3 Wallet). Amounts are integer cents. */

/** What a rider can spend now: `cash` from cash lots, `credit` (dealer credit) from credit and bonus lots. */
export const balancesSchema = z.object({ cash: z.number().int(), credit: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/** A rider's wallet: balances in its currency, and any lots left in another one (only after merging riders of different countries). */
export const walletSchema = z.object({
  currency: z.enum(CURRENCIES),
  balances: balancesSchema,
  otherCurrencyBalances: z.array(balancesSchema.extend({ currency: z.enum(CURRENCIES) })),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/rider/wallet → `{ wallet }` (404 before the wallet opens). */
export const walletAnswerSchema = z.object({ wallet: walletSchema });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
