import type { Balances, WalletAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import type { BalanceRow } from '../data-access/wallets-repository.js';
import { currentLotSums, findWalletByRider } from '../data-access/wallets-repository.js';

/** Cents available now: `cash` from cash lots, `credit` (dealer credit) from credit and bonus lots (@rr/contracts `walletSchema`). */
function toBalances(rows: BalanceRow[]): Balances {
  const balances: Balances = { cash: 0, credit: 0 };
  for (const row of rows) {
    if (row.type === 'cash') balances.cash += row.cents;
    else balances.credit += row.cents;
  }
  return balances;
}

/** A rider's wallet with what they can spend now: current lots that have not passed their expiry. */
export async function getWallet(db: PayoutsDb, riderId: string, now = new Date()): Promise<WalletAnswer> {
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
