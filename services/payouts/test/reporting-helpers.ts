import { QueryTypes } from 'sequelize';
import { MONEY_POSTED } from '@rr/contracts/server';
import type { PayoutsDb } from '../src/data-access/database.js';
import type { MoneyDailyRow, RiderDailyRow } from '../src/data-access/reports-repository.js';
import { recomputeMoney } from '../src/reporting/rebuild-read-model.js';
import type { TestService } from './helpers.js';

/** Publishes every `money.posted` the ledger wrote (the service's relay, its queue) and waits for the reporting consumers. */
export async function syncReadModel(service: Pick<TestService, 'db' | 'outbox' | 'queue'>): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    await service.outbox.relayOnce();
    await service.queue.drain();
    const [{ n }] = await service.db.sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM outbox_messages WHERE topic = :topic AND published_at IS NULL', {
      replacements: { topic: MONEY_POSTED },
      type: QueryTypes.SELECT,
    }) as [{ n: number | string }];
    if (Number(n) === 0) return;
  }
  throw new Error('money.posted messages left unpublished');
}

/** A read-model row as the tests compare it: the currency and measure as plain text (a table may hold any). */
export type MoneyRow = Omit<MoneyDailyRow, 'currency' | 'measure'> & { currency: string; measure: string };
export type RiderRow = Omit<RiderDailyRow, 'currency'> & { currency: string };

const moneyKey = (row: MoneyRow) => [row.day, row.seriesId, row.country, row.currency, row.measure].join('|');
const riderKey = (row: RiderRow) => [row.day, row.riderId, row.currency].join('|');

/** report_money_daily as plain rows, in key order. */
export async function moneyTable(db: PayoutsDb): Promise<MoneyRow[]> {
  const rows = await db.models.ReportMoneyDaily.findAll();
  return rows
    .map((row) => ({ day: row.day, seriesId: row.seriesId, country: row.country, currency: row.currency, measure: row.measure, amountCents: row.amountCents, entries: row.entries, earnings: row.earnings }))
    .sort((a, b) => moneyKey(a).localeCompare(moneyKey(b)));
}

/** report_rider_daily as plain rows, in key order. */
export async function riderTable(db: PayoutsDb): Promise<RiderRow[]> {
  const rows = await db.models.ReportRiderDaily.findAll();
  return rows
    .map((row) => ({
      day: row.day,
      riderId: row.riderId,
      currency: row.currency,
      earnedCashCents: row.earnedCashCents,
      earnedCreditCents: row.earnedCreditCents,
      earnedBonusCents: row.earnedBonusCents,
      withheldCents: row.withheldCents,
      redeemedCents: row.redeemedCents,
      cashedOutCents: row.cashedOutCents,
      expiredCents: row.expiredCents,
      writtenOffCents: row.writtenOffCents,
      refundedCents: row.refundedCents,
      earnings: row.earnings,
    }))
    .sort((a, b) => riderKey(a).localeCompare(riderKey(b)));
}

/** The two money tables recomputed from the postings (nothing written). */
export async function recomputedTables(db: PayoutsDb): Promise<{ money: MoneyRow[]; riders: RiderRow[] }> {
  const { totals } = await recomputeMoney(db, { batchSize: 7 });
  return {
    money: totals.moneyRows().map((row) => ({ ...row })).sort((a, b) => moneyKey(a).localeCompare(moneyKey(b))),
    riders: totals.riderRows().map((row) => ({ ...row })).sort((a, b) => riderKey(a).localeCompare(riderKey(b))),
  };
}

/**
 * The read model against the ledger itself, not through the measures' code: per currency, earned (every type) is
 * what left the contingency fund, withheld what the withholding account holds, redeemed less refunded the dealers',
 * cashed out the provider's, expired the expired account's, written off what the written-off account lost; and each
 * rider's rows add up to what their accounts hold (earned − withheld − redeemed + refunded − cashed out − expired +
 * written off = cash + credit + bonus + hold − owed).
 */
export async function ledgerIdentities(db: PayoutsDb): Promise<{ programme: Record<string, Record<string, number>>; fromPostings: Record<string, Record<string, number>>; riders: Record<string, number>; balances: Record<string, number> }> {
  const money = await moneyTable(db);
  const programme: Record<string, Record<string, number>> = {};
  for (const row of money) {
    // What the dealers hold: redemptions less refunds (two measures of the read model, one account of the ledger).
    const measure = row.measure.startsWith('earned') ? 'earned' : row.measure === 'refunded' ? 'redeemed' : row.measure;
    programme[row.currency] ??= {};
    programme[row.currency]![measure] = (programme[row.currency]![measure] ?? 0) + (row.measure === 'refunded' ? -row.amountCents : row.amountCents);
  }
  const sums = await db.sequelize.query<{ currency: string; purpose: string; total: number | string }>(
    `SELECT p.currency, a.purpose, SUM(p.amount_cents) AS total FROM postings p JOIN accounts a ON a.id = p.account_id
      WHERE a.purpose IN ('contingency', 'withholding', 'dealers', 'provider', 'expired', 'writtenOff') GROUP BY p.currency, a.purpose`,
    { type: QueryTypes.SELECT },
  );
  const names: Record<string, string> = { contingency: 'earned', withholding: 'withheld', dealers: 'redeemed', provider: 'cashedOut', expired: 'expired', writtenOff: 'writtenOff' };
  const fromPostings: Record<string, Record<string, number>> = {};
  for (const row of sums) {
    fromPostings[row.currency] ??= {};
    fromPostings[row.currency]![names[row.purpose]!] = (row.purpose === 'contingency' || row.purpose === 'writtenOff' ? -1 : 1) * Number(row.total);
  }
  // Measures with no money at all are absent on both sides.
  for (const side of [programme, fromPostings]) for (const currency of Object.keys(side)) for (const [measure, cents] of Object.entries(side[currency]!)) if (cents === 0) delete side[currency]![measure];
  const riders: Record<string, number> = {};
  for (const row of await riderTable(db)) {
    const key = `${row.riderId}|${row.currency}`;
    riders[key] = (riders[key] ?? 0) + row.earnedCashCents + row.earnedCreditCents + row.earnedBonusCents - row.withheldCents - row.redeemedCents + row.refundedCents - row.cashedOutCents - row.expiredCents + row.writtenOffCents;
  }
  const balances: Record<string, number> = {};
  const accounts = await db.sequelize.query<{ holder: string; currency: string; total: number | string }>(
    "SELECT holder, currency, SUM(balance_cents) AS total FROM accounts WHERE purpose IN ('cash', 'credit', 'bonus', 'hold', 'owed') GROUP BY holder, currency",
    { type: QueryTypes.SELECT },
  );
  for (const row of accounts) balances[`${row.holder}|${row.currency}`] = Number(row.total);
  for (const side of [riders, balances]) for (const [key, cents] of Object.entries(side)) if (cents === 0) delete side[key];
  return { programme, fromPostings, riders, balances };
}
