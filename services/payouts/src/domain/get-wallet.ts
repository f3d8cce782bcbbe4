import type { Balances, WalletAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import type { Currency } from '../data-access/models/index.js';
import { walletFigures } from '../data-access/wallets-repository.js';
import { debtsOf } from './debts.js';

/**
 * A rider's wallet with what they can spend now (@rr/contracts `walletSchema`): `cash` from the cash account,
 * `credit` (dealer credit) from the credit and bonus accounts, less what sits in lots past their expiry that the
 * expiry job has not taken yet. Cash held for a cash-out in flight is not spendable. `debts`: what the rider owes
 * after a correction took back money that had already left, repaid first from their next earnings.
 */
export async function getWallet(db: PayoutsDb, riderId: string, now = new Date()): Promise<WalletAnswer> {
  const { currency, balances: rows, overdue } = await walletFigures(db, riderId, now);
  if (!currency) throw notFound('No wallet for this rider yet');
  const wallet = { currency };
  const byCurrency = new Map<Currency, Balances>();
  const balances = (currency: Currency) => byCurrency.get(currency) ?? byCurrency.set(currency, { cash: 0, credit: 0 }).get(currency)!;
  for (const row of rows) {
    if (row.purpose === 'cash') balances(row.currency).cash += row.cents;
    else if (row.purpose === 'credit' || row.purpose === 'bonus') balances(row.currency).credit += row.cents;
  }
  for (const row of overdue) {
    if (row.type === 'cash') balances(row.currency).cash -= row.cents;
    else balances(row.currency).credit -= row.cents;
  }
  const others = [...byCurrency.keys()].filter((currency) => currency !== wallet.currency && (balances(currency).cash !== 0 || balances(currency).credit !== 0)).sort();
  return {
    wallet: {
      currency: wallet.currency,
      balances: balances(wallet.currency),
      otherCurrencyBalances: others.map((currency) => ({ currency, ...balances(currency) })),
      // The figures hold the owed accounts' balances already: the debts' history is read only for a rider who owes.
      debts: rows.some((row) => row.purpose === 'owed' && row.cents < 0) ? await debtsOf(db, riderId) : [],
    },
  };
}
