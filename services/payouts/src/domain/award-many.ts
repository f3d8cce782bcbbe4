import { randomUUID } from 'node:crypto';
import { Op, literal, type Transaction } from 'sequelize';
import { orderedId } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { PROGRAMME, type Account, type Currency, type RiderPurpose } from '../data-access/models.js';
import type { Award } from './money.js';
import { countPostings } from '../data-access/payouts-metrics.js';
import { feedMoney, readEventPlaces, type FedTransaction } from '../reporting/feed.js';
import type { LotFacts } from '../reporting/measures.js';

const CHUNK = 500;
const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Many awards at once (an event's results: thousands of lines), the same journal as `award()` one by one — an
 * `earning` transaction per award (fund → a new lot), a `withholding` one where tax is withheld — written with a few
 * bulk statements: wallets, accounts, lots, transactions and postings inserted in chunks, each account's balance
 * moved once by the sum of its postings. Every amount here adds to a rider's account or lot (the withheld part is
 * less than the award), and the fund may go negative, so no guard can refuse; the caller's transaction makes it all
 * or nothing. Awards whose `sourceKey` was posted before are skipped. Answers the new lot id per source key.
 */
export async function awardMany(db: PayoutsDb, awards: Award[], transaction: Transaction, now = new Date()): Promise<Map<string, string>> {
  const lots = new Map<string, string>();
  if (awards.length === 0) return lots;
  for (const award of awards) {
    if (!Number.isSafeInteger(award.amountCents) || award.amountCents <= 0) throw new RangeError(`not a positive amount of cents: ${award.amountCents}`);
  }
  // Already posted (a retried message): find their lots instead, in one read per chunk.
  const posted = new Set<string>();
  for (const keys of chunks(awards.map((award) => award.sourceKey))) {
    const existing = await db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.in]: keys } }, attributes: ['id', 'sourceKey'], transaction });
    if (existing.length === 0) continue;
    const keyOf = new Map(existing.map((journal) => [journal.id, journal.sourceKey!]));
    for (const journal of existing) posted.add(journal.sourceKey!);
    const legs = await db.models.Posting.findAll({ where: { transactionId: { [Op.in]: [...keyOf.keys()] }, lotId: { [Op.ne]: null } }, attributes: ['transactionId', 'lotId'], transaction });
    for (const leg of legs) lots.set(keyOf.get(leg.transactionId)!, leg.lotId!);
  }
  const toPost = awards.filter((award) => !posted.has(award.sourceKey));
  if (toPost.length === 0) return lots;

  // Wallets (a rider's first earning opens theirs) and accounts.
  const currencyOf = new Map(toPost.map((award) => [award.riderId, award.currency]));
  const riderIds = [...currencyOf.keys()];
  const wallets = new Map<string, string>();
  for (const ids of chunks(riderIds)) for (const wallet of await db.models.Wallet.findAll({ where: { riderId: { [Op.in]: ids } }, attributes: ['id', 'riderId'], transaction })) wallets.set(wallet.riderId, wallet.id);
  const newWallets = riderIds.filter((id) => !wallets.has(id)).map((riderId) => ({ id: randomUUID(), riderId, currency: currencyOf.get(riderId)!, createdAt: now, updatedAt: now }));
  for (const batch of chunks(newWallets)) await db.models.Wallet.bulkCreate(batch, { transaction });
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
  for (const ids of chunks(holders)) for (const account of await db.models.Account.findAll({ where: { holder: { [Op.in]: ids } }, transaction })) accounts.set(accountKey(account.holder, account.purpose, account.currency), account);
  const missing = [...needed.entries()].filter(([key]) => !accounts.has(key));
  for (const batch of chunks(missing)) {
    const created = await db.models.Account.bulkCreate(
      batch.map(([, n]) => ({ id: randomUUID(), holder: n.holder, purpose: n.purpose, currency: n.currency, balanceCents: 0, mayGoNegative: n.holder === PROGRAMME && n.purpose === 'contingency', createdAt: now, updatedAt: now })),
      { transaction },
    );
    for (const account of created) accounts.set(accountKey(account.holder, account.purpose, account.currency), account);
  }
  const account = (holder: string, purpose: string, currency: string) => accounts.get(accountKey(holder, purpose, currency))!;

  // Lots, transactions, postings, and each account's total.
  const lotRows = [];
  const journalRows = [];
  const postingRows = [];
  const deltas = new Map<string, number>();
  const move = (accountId: string, cents: number) => deltas.set(accountId, (deltas.get(accountId) ?? 0) + cents);
  for (const award of toPost) {
    const at = award.awardedAt ?? now;
    const lotId = award.lotId ?? randomUUID();
    const withheld = award.type === 'cash' && award.withholdPercent ? Math.round((award.amountCents * award.withholdPercent) / 100) : 0;
    lotRows.push({
      id: lotId,
      walletId: wallets.get(award.riderId)!,
      type: award.type,
      currency: award.currency,
      initialCents: award.amountCents,
      currentCents: award.amountCents - withheld,
      status: 'current' as const,
      awardedAt: at,
      expiresAt: award.expiresAt ?? null,
      eventId: award.eventId ?? null,
      notes: award.notes ?? null,
      createdAt: now,
      updatedAt: now,
    });
    lots.set(award.sourceKey, lotId);
    const fund = account(PROGRAMME, 'contingency', award.currency);
    const rider = account(award.riderId, award.type, award.currency);
    const earningId = orderedId().id;
    journalRows.push({ id: earningId, kind: 'earning' as const, riderId: award.riderId, sourceKey: award.sourceKey, reversesId: null, memo: award.notes?.slice(0, 500) ?? null, details: JSON.stringify({ eventId: award.eventId ?? null, ...award.details }), createdAt: at });
    postingRows.push(
      { id: randomUUID(), transactionId: earningId, accountId: fund.id, lotId: null, amountCents: -award.amountCents, currency: award.currency, createdAt: at },
      { id: randomUUID(), transactionId: earningId, accountId: rider.id, lotId, amountCents: award.amountCents, currency: award.currency, createdAt: at },
    );
    move(fund.id, -award.amountCents);
    move(rider.id, award.amountCents);
    if (withheld > 0) {
      const withholding = account(PROGRAMME, 'withholding', award.currency);
      const withholdingId = orderedId().id;
      journalRows.push({ id: withholdingId, kind: 'withholding' as const, riderId: award.riderId, sourceKey: `${award.sourceKey}:withholding`, reversesId: null, memo: `${award.withholdPercent} % withheld`, details: JSON.stringify({ percent: award.withholdPercent, of: earningId }), createdAt: at });
      postingRows.push(
        { id: randomUUID(), transactionId: withholdingId, accountId: rider.id, lotId, amountCents: -withheld, currency: award.currency, createdAt: at },
        { id: randomUUID(), transactionId: withholdingId, accountId: withholding.id, lotId: null, amountCents: withheld, currency: award.currency, createdAt: at },
      );
      move(rider.id, -withheld);
      move(withholding.id, withheld);
    }
  }
  for (const batch of chunks(lotRows)) await db.models.Lot.bulkCreate(batch, { transaction });
  for (const batch of chunks(journalRows)) await db.models.JournalTransaction.bulkCreate(batch, { transaction });
  for (const batch of chunks(postingRows, 1_000)) await db.models.Posting.bulkCreate(batch, { transaction });
  countPostings(db, 'earning', postingRows.length, transaction);
  await feedAwards(db, journalRows, postingRows, lotRows, [...accounts.values()], transaction);
  // One statement per chunk of accounts: balance_cents + CASE id WHEN … (whole numbers, our own ids, escaped).
  const escape = (value: string) => db.sequelize.escape(value);
  for (const batch of chunks([...deltas.entries()].filter(([, cents]) => cents !== 0))) {
    const cases = batch.map(([id, cents]) => `WHEN ${escape(id)} THEN ${Math.trunc(cents)}`).join(' ');
    await db.models.Account.update(
      { balanceCents: literal(`balance_cents + CASE id ${cases} ELSE 0 END`) as unknown as number, updatedAt: now },
      { where: { id: { [Op.in]: batch.map(([id]) => id) } }, transaction },
    );
  }
  return lots;
}

/** The reports' feed of the awards just written (`money.posted` per transaction): one read of the events' series and country. */
async function feedAwards(
  db: PayoutsDb,
  journals: Array<{ id: string; kind: 'earning' | 'withholding'; riderId: string; details: string; createdAt: Date }>,
  postings: Array<{ transactionId: string; accountId: string; lotId: string | null; amountCents: number; currency: Currency }>,
  lots: Array<{ id: string; type: Award['type']; initialCents: number; eventId: string | null }>,
  accounts: Account[],
  transaction: Transaction,
): Promise<void> {
  const places = await readEventPlaces(db, [...new Set(lots.map((lot) => lot.eventId).filter((id): id is string => id !== null))], transaction);
  const facts = new Map<string, LotFacts>(lots.map((lot) => [lot.id, { type: lot.type, initialCents: lot.initialCents, seriesId: places.get(lot.eventId ?? '')?.seriesId ?? null, country: places.get(lot.eventId ?? '')?.country ?? null }]));
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const fed = new Map<string, FedTransaction>(journals.map((journal) => [journal.id, { journal: { id: journal.id, kind: journal.kind, riderId: journal.riderId, at: journal.createdAt, details: JSON.parse(journal.details) as Record<string, unknown> }, postings: [] }]));
  for (const posting of postings) {
    const account = byId.get(posting.accountId)!;
    fed.get(posting.transactionId)!.postings.push({ purpose: account.purpose, holder: account.holder, lotId: posting.lotId, amountCents: posting.amountCents, currency: posting.currency });
  }
  await feedMoney(db, [...fed.values()], transaction, facts);
}
