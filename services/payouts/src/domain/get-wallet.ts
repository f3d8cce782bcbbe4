import { notFound } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import type { BalanceRow } from '../data-access/wallets-repository.js';
import { currentLotSums, findWalletByRider } from '../data-access/wallets-repository.js';
import type { Currency } from '../data-access/models.js';

/** Cents available now: `cash` from cash lots, `credit` (dealer credit) from credit and bonus lots. */
export interface Balances {
  cash: number;
  credit: number;
}

export interface WalletView {
  currency: Currency;
  balances: Balances;
  /** Lots in another currency (only after merging riders of different countries); normally empty. */
  otherCurrencyBalances: Array<{ currency: Currency } & Balances>;
}

function toBalances(rows: BalanceRow[]): Balances {
  const balances: Balances = { cash: 0, credit: 0 };
  for (const row of rows) {
    if (row.type === 'cash') balances.cash += row.cents;
    else balances.credit += row.cents;
  }
  return balances;
}

/** A rider's wallet with what they can spend now: current lots that have not passed their expiry. */
export async function getWallet(db: PayoutsDb, riderId: string, now = new Date()): Promise<{ wallet: WalletView }> {
  const wallet = await findWalletByRider(db, riderId);
  if (!wallet) throw notFound('No wallet for this rider yet');
  const rows = await currentLotSums(db, wallet.id, now);
  const currencies = [...new Set(rows.map((r) => r.currency).filter((c) => c !== wallet.currency))].sort();
  return {
    wallet: {
      currency: wallet.currency,
      balances: toBalances(rows.filter((r) => r.currency === wallet.currency)),
      otherCurrencyBalances: currencies.map((currency) => ({ currency, ...toBalances(rows.filter((r) => r.currency === currency)) })),
    },
  };
}
