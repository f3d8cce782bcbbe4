import type { Debt, DebtEntry, Receivable, ReceivablesAnswer, ReceivablesQuery, RiderDebtsAnswer, WriteOffInput } from '@rr/contracts';
import { pagination } from '@rr/contracts';
import { apiError, transactionWithRetry } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { owedAccountsOfRider, ridersWhoOwe } from '../data-access/accounts-repository.js';
import { eventTitles } from '../data-access/event-results-repository.js';
import { earningDetailsOfLots, journalIdBySourceKey, journalsByIds, postingsOfAccounts } from '../data-access/journal-repository.js';
import { InsufficientFunds } from './ledger.js';
import type { Account, JournalTransaction } from '../data-access/models/index.js';
import { writeOff } from './money.js';
import { addRiderNotices, debtNotices } from './rider-notices.js';

/**
 * What riders owe the programme (a rider's `owed` account: money a corrected or removed result had already paid out),
 * read from the journal: each posting on the account is a change — a reversal makes a debt, a repayment, a failed
 * cash-out's or a refund's money coming back, or a write-off lessens it, a merge moves it. The oldest debt is repaid
 * first, so what is still owed comes from the newest corrections.
 */

interface Change {
  at: Date;
  cents: number;
  journal: JournalTransaction;
  details: Record<string, unknown>;
}

const details = (journal: JournalTransaction): Record<string, unknown> => (journal.details ? (JSON.parse(journal.details) as Record<string, unknown>) : {});

async function changesOf(db: PayoutsDb, accounts: Account[]): Promise<Map<string, Change[]>> {
  const byAccount = new Map<string, Change[]>();
  if (accounts.length === 0) return byAccount;
  // In the order they were written: journal ids grow with each posting (a reversal and the award that repays it at once share an instant).
  const postings = await postingsOfAccounts(db, accounts.map((a) => a.id));
  const journals = new Map((await journalsByIds(db, [...new Set(postings.map((p) => p.transactionId))])).map((j) => [j.id, j]));
  for (const posting of postings) {
    const journal = journals.get(posting.transactionId)!;
    // Postings on `owed` are ≤ 0 when a debt is made: a change is what the rider owes more (+) or less (−).
    byAccount.set(posting.accountId, [...(byAccount.get(posting.accountId) ?? []), { at: posting.createdAt, cents: -posting.amountCents, journal, details: details(journal) }]);
  }
  return byAccount;
}

/** Titles of events, and the class and place each corrected award was for (from its lot's earning). */
async function describe(db: PayoutsDb, changes: Change[]): Promise<(change: Change) => { eventId: string | null; eventTitle: string; className: string | null; place: number | null }> {
  const eventIds = [...new Set(changes.map((c) => c.details.eventId).filter((id): id is string => typeof id === 'string'))];
  const titles = await eventTitles(db, eventIds);
  const lotIds = [...new Set(changes.map((c) => c.details.lotId).filter((id): id is string => typeof id === 'string'))];
  const earnings = lotIds.length
    ? await earningDetailsOfLots(db, lotIds)
    : [];
  const awarded = new Map(earnings.map((row) => [row.lot_id, row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {}]));
  return (change) => {
    const eventId = typeof change.details.eventId === 'string' ? change.details.eventId : null;
    const earning = typeof change.details.lotId === 'string' ? awarded.get(change.details.lotId) : undefined;
    return {
      eventId,
      eventTitle: (eventId && titles.get(eventId)) || '',
      className: typeof earning?.className === 'string' ? earning.className : null,
      place: typeof earning?.place === 'number' ? earning.place : null,
    };
  };
}

/** What a rider owes now, per currency, and the corrections it still comes from (newest first). */
export async function debtsOf(db: PayoutsDb, riderId: string): Promise<Debt[]> {
  const accounts = (await owedAccountsOfRider(db, riderId)).filter((a) => a.balanceCents < 0);
  if (accounts.length === 0) return [];
  const changes = await changesOf(db, accounts);
  const about = await describe(db, [...changes.values()].flat());
  return accounts
    .map((account) => {
      // Oldest debts are repaid first: walk the changes and keep what of each debt is left.
      const open: Array<{ change: Change; left: number }> = [];
      for (const change of changes.get(account.id) ?? []) {
        if (change.cents > 0) open.push({ change, left: change.cents });
        else {
          let repaid = -change.cents;
          for (const debt of open) {
            const part = Math.min(debt.left, repaid);
            debt.left -= part;
            repaid -= part;
            if (repaid === 0) break;
          }
        }
      }
      return {
        currency: account.currency,
        owedCents: -account.balanceCents,
        from: open
          .filter((debt) => debt.left > 0)
          .reverse()
          .map(({ change, left }) => ({ at: change.at.toISOString(), ...about(change), cents: left })),
      };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Every change of what a rider owes, newest first (staff's rider page). */
export async function debtHistory(db: PayoutsDb, riderId: string): Promise<DebtEntry[]> {
  const accounts = await owedAccountsOfRider(db, riderId);
  const changes = await changesOf(db, accounts);
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  const all = [...changes.entries()].flatMap(([accountId, list]) => list.map((change) => ({ change, currency: currencyOf.get(accountId)! })));
  const about = await describe(db, all.map((a) => a.change));
  const kind = (change: Change): DebtEntry['change'] => {
    if (change.journal.kind === 'writeoff') return 'writtenOff';
    if (change.journal.kind === 'merge') return 'merged';
    return change.cents > 0 ? 'owed' : 'repaid';
  };
  return all
    .map(({ change, currency }) => {
      const { eventId, eventTitle } = about(change);
      return {
        at: change.at.toISOString(),
        change: kind(change),
        currency,
        cents: change.cents,
        eventId,
        eventTitle,
        note: change.journal.memo ?? '',
        by: typeof change.details.by === 'string' ? change.details.by : null,
      };
    })
    // Oldest first in the order written (stable), then turned: newest first, a repayment after the debt it repays.
    .sort((a, b) => a.at.localeCompare(b.at))
    .reverse();
}

export async function riderDebts(db: PayoutsDb, riderId: string): Promise<RiderDebtsAnswer> {
  const [debts, history] = await Promise.all([debtsOf(db, riderId), debtHistory(db, riderId)]);
  return { riderId, debts, history };
}

/**
 * Staff's receivables: every rider who owes, largest debt first, with the totals of all of them per currency. Names
 * come from the reports' copy of the riders (identity's facts, kept by `rider.changed`).
 */
export async function listReceivables(db: PayoutsDb, query: ReceivablesQuery): Promise<ReceivablesAnswer> {
  const [rows, totals] = await ridersWhoOwe(db, { currency: query.currency, query: query.query, limit: query.limit, offset: (query.page - 1) * query.limit });
  const receivables: Receivable[] = rows.map((row) => ({
    riderId: row.holder,
    name: row.name ?? '',
    email: row.email ?? '',
    country: row.country ?? '',
    currency: row.currency,
    owedCents: -Number(row.balance_cents),
    changedAt: new Date(row.updated_at).toISOString(),
  }));
  const count = totals.reduce((sum, t) => sum + Number(t.riders), 0);
  return { receivables, totals: totals.map((t) => ({ currency: t.currency, owedCents: Number(t.owed), riders: Number(t.riders) })), pagination: pagination(query.page, query.limit, count) };
}

/**
 * Staff write (part of) a debt off, with a reason: once per idempotency key (a retry answers the same), never more
 * than is owed (409 WRITE_OFF_TOO_LARGE, nothing written).
 */
export async function writeOffDebt(db: PayoutsDb, riderId: string, input: WriteOffInput, by: string): Promise<RiderDebtsAnswer> {
  try {
    await transactionWithRetry(db.sequelize, async (transaction) => {
      const sourceKey = `writeoff:${by}:${input.idempotencyKey}`;
      const before = await journalIdBySourceKey(db, sourceKey, transaction);
      await writeOff(db, { riderId, currency: input.currency, amountCents: input.amountCents, reason: input.reason.trim(), by, sourceKey }, transaction);
      // The rider hears what the programme forgave and what is still owed (a retried request tells nobody twice).
      if (!before) await addRiderNotices(db, await debtNotices(db, { repaid: [{ riderId, currency: input.currency, cents: input.amountCents, via: 'writtenOff', eventTitle: null }] }, transaction), transaction);
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw apiError('WRITE_OFF_TOO_LARGE');
    throw error;
  }
  return riderDebts(db, riderId);
}
