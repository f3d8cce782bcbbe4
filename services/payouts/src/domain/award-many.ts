import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { withheldCents } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { accountsOfHolders, createAccounts, lockDebtsOfRiders } from '../data-access/accounts-repository.js';
import { eventPlaces } from '../data-access/event-results-repository.js';
import { journalsBySourceKeys, lotCreditsOfTransactions } from '../data-access/journal-repository.js';
import { createLots } from '../data-access/lots-repository.js';
import { createWallets, walletsOfRiders } from '../data-access/wallets-repository.js';
import { postTransactions, type NewTransaction } from './ledger.js';
import { PROGRAMME, type Account, type Currency, type JournalTransaction, type RiderPurpose } from '../data-access/models/index.js';
import type { Award } from './money.js';
import type { LotFacts } from '../reporting/measures.js';

const CHUNK = 500;
const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface Awarded {
  lotId: string;
  /** The `earning` transaction (the first one, for an award posted before). */
  journal: JournalTransaction;
  /** False when its source key was posted before (nothing was written). */
  posted: boolean;
  /** What of it went straight to repay what the rider owed in that currency. */
  repaidCents: number;
}

/**
 * Awards, one or thousands (an event's results), in a few statements: the wallets and accounts they need, a lot each
 * (opened empty), and through the journal's one writer an `earning` transaction per award (fund → the lot), a
 * `withholding` one where tax is withheld (contracts' `withheldCents`), and a `repayment` per lot that repays what
 * the rider owes in that currency (the lot → their `owed` account) — a rider with a debt is paid it back first,
 * automatically, each repayment a transaction of its own. The riders' `owed` accounts are read under a row lock, so two
 * awards at once never both repay one debt. Awards whose source key was posted before are answered with their first
 * lot and write nothing. All in the caller's database transaction.
 */
export async function awardAll(db: PayoutsDb, awards: Award[], transaction: Transaction, now = new Date()): Promise<Map<string, Awarded>> {
  const answer = new Map<string, Awarded>();
  if (awards.length === 0) return answer;
  for (const award of awards) {
    if (!Number.isSafeInteger(award.amountCents) || award.amountCents <= 0) throw new RangeError(`not a positive amount of cents: ${award.amountCents}`);
  }
  // Already posted (a retried message): their lots instead, one read per chunk.
  for (const keys of chunks([...new Set(awards.map((award) => award.sourceKey))])) {
    const existing = await journalsBySourceKeys(db, keys, transaction);
    if (existing.length === 0) continue;
    const byId = new Map(existing.map((journal) => [journal.id, journal]));
    const legs = await lotCreditsOfTransactions(db, [...byId.keys()], transaction);
    for (const leg of legs) {
      const journal = byId.get(leg.transactionId)!;
      answer.set(journal.sourceKey!, { lotId: leg.lotId!, journal, posted: false, repaidCents: 0 });
    }
  }
  const toPost: Award[] = [];
  const queued = new Set<string>();
  for (const award of awards) {
    if (answer.has(award.sourceKey) || queued.has(award.sourceKey)) continue;
    queued.add(award.sourceKey);
    toPost.push(award);
  }
  if (toPost.length === 0) return answer;

  // Wallets (a rider's first earning opens theirs) and accounts.
  const currencyOf = new Map(toPost.map((award) => [award.riderId, award.currency]));
  const riderIds = [...currencyOf.keys()];
  const wallets = new Map<string, string>();
  for (const ids of chunks(riderIds)) for (const wallet of await walletsOfRiders(db, ids, transaction)) wallets.set(wallet.riderId, wallet.id);
  const newWallets = riderIds.filter((id) => !wallets.has(id)).map((riderId) => ({ id: randomUUID(), riderId, currency: currencyOf.get(riderId)!, createdAt: now, updatedAt: now }));
  for (const batch of chunks(newWallets)) await createWallets(db, batch, transaction);
  for (const wallet of newWallets) wallets.set(wallet.riderId, wallet.id);

  const accountKey = (holder: string, purpose: string, currency: string) => `${holder}|${purpose}|${currency}`;
  const accounts = new Map<string, Account>();
  const needed = new Map<string, { holder: string; purpose: RiderPurpose | 'contingency' | 'withholding'; currency: Currency }>();
  for (const award of toPost) {
    needed.set(accountKey(award.riderId, award.type, award.currency), { holder: award.riderId, purpose: award.type, currency: award.currency });
    needed.set(accountKey(PROGRAMME, 'contingency', award.currency), { holder: PROGRAMME, purpose: 'contingency', currency: award.currency });
    if (award.type === 'cash' && award.withholdPercent) needed.set(accountKey(PROGRAMME, 'withholding', award.currency), { holder: PROGRAMME, purpose: 'withholding', currency: award.currency });
  }
  const holders = [...new Set([...needed.values()].map((n) => n.holder))];
  for (const ids of chunks(holders)) {
    for (const account of await accountsOfHolders(db, ids, transaction)) accounts.set(accountKey(account.holder, account.purpose, account.currency), account);
  }
  // What the riders owe, locked: the repayments below are computed from it.
  const debts = new Map<string, { account: Account; left: number }>();
  for (const ids of chunks(riderIds)) {
    const owed = await lockDebtsOfRiders(db, ids, transaction);
    for (const account of owed) debts.set(accountKey(account.holder, 'owed', account.currency), { account, left: -account.balanceCents });
  }
  const missing = [...needed.entries()].filter(([key]) => !accounts.has(key));
  for (const batch of chunks(missing)) {
    const created = await createAccounts(
      db,
      batch.map(([, n]) => ({ id: randomUUID(), holder: n.holder, purpose: n.purpose, currency: n.currency, balanceCents: 0, mayGoNegative: n.holder === PROGRAMME && n.purpose === 'contingency', createdAt: now, updatedAt: now })),
      transaction,
    );
    for (const account of created) accounts.set(accountKey(account.holder, account.purpose, account.currency), account);
  }
  const account = (holder: string, purpose: string, currency: string) => accounts.get(accountKey(holder, purpose, currency))!;

  // Lots (empty: the writer fills them), and their transactions.
  const lotRows = [];
  const transactions: NewTransaction[] = [];
  const earningIndex = new Map<string, number>();
  const repaid = new Map<string, number>();
  for (const award of toPost) {
    const at = award.awardedAt ?? now;
    const lotId = award.lotId ?? randomUUID();
    const withheld = award.type === 'cash' ? withheldCents(award.amountCents, award.withholdPercent ?? 0) : 0;
    const debt = debts.get(accountKey(award.riderId, 'owed', award.currency));
    const repay = debt ? Math.min(debt.left, award.amountCents - withheld) : 0;
    lotRows.push({
      id: lotId,
      walletId: wallets.get(award.riderId)!,
      type: award.type,
      currency: award.currency,
      initialCents: award.amountCents,
      currentCents: 0,
      status: award.amountCents - withheld - repay > 0 ? ('current' as const) : ('spent' as const),
      awardedAt: at,
      expiresAt: award.expiresAt ?? null,
      redeemedAt: award.amountCents - withheld - repay > 0 ? null : at,
      eventId: award.eventId ?? null,
      notes: award.notes ?? null,
      bonus: award.type === 'bonus' || award.bonus === true,
      createdAt: now,
      updatedAt: now,
    });
    const fund = account(PROGRAMME, 'contingency', award.currency);
    const rider = account(award.riderId, award.type, award.currency);
    earningIndex.set(award.sourceKey, transactions.length);
    transactions.push({
      kind: 'earning',
      riderId: award.riderId,
      sourceKey: award.sourceKey,
      memo: award.notes,
      details: { eventId: award.eventId ?? null, ...award.details },
      at,
      legs: [{ account: fund, amountCents: -award.amountCents }, { account: rider, amountCents: award.amountCents, lotId }],
    });
    if (withheld > 0) {
      transactions.push({
        kind: 'withholding',
        riderId: award.riderId,
        sourceKey: `${award.sourceKey}:withholding`,
        memo: `${award.withholdPercent} % withheld`,
        details: { percent: award.withholdPercent, lotId },
        at,
        legs: [{ account: rider, amountCents: -withheld, lotId }, { account: account(PROGRAMME, 'withholding', award.currency), amountCents: withheld }],
      });
    }
    if (debt && repay > 0) {
      debt.left -= repay;
      repaid.set(award.sourceKey, repay);
      transactions.push({
        kind: 'repayment',
        riderId: award.riderId,
        sourceKey: `${award.sourceKey}:repayment`,
        memo: 'Repays what the rider owed from a corrected result',
        details: { lotId, eventId: award.eventId ?? null, reason: 'owed' },
        at,
        legs: [{ account: rider, amountCents: -repay, lotId }, { account: debt.account, amountCents: repay }],
      });
    }
  }
  for (const batch of chunks(lotRows)) await createLots(db, batch, transaction);
  const places = await eventPlaces(db, [...new Set(lotRows.map((lot) => lot.eventId).filter((id): id is string => id !== null))], transaction);
  const lotFacts = new Map<string, LotFacts>(lotRows.map((lot) => [lot.id, { type: lot.type, bonus: lot.bonus, initialCents: lot.initialCents, seriesId: places.get(lot.eventId ?? '')?.seriesId ?? null, country: places.get(lot.eventId ?? '')?.country ?? null }]));
  const posted = await postTransactions(db, transactions, transaction, { lotFacts });
  for (const [index, award] of toPost.entries()) {
    const result = posted[earningIndex.get(award.sourceKey)!]!;
    answer.set(award.sourceKey, { lotId: lotRows[index]!.id, journal: result.journal, posted: true, repaidCents: repaid.get(award.sourceKey) ?? 0 });
  }
  return answer;
}

/** `awardAll`, answering only the lot of each source key (the callers that pay an event's results). */
export async function awardMany(db: PayoutsDb, awards: Award[], transaction: Transaction, now = new Date()): Promise<Map<string, string>> {
  const awarded = await awardAll(db, awards, transaction, now);
  return new Map([...awarded].map(([key, a]) => [key, a.lotId]));
}
