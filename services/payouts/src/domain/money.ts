import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { PayoutsDb } from '../data-access/database.js';
import { InsufficientFunds, dealerAccount, postTransaction, programmeAccount, riderAccount, type Leg } from '../data-access/ledger.js';
import type { Currency, JournalTransaction, Lot, LotType, Wallet } from '../data-access/models.js';
import { createWallet, findWalletByRider } from '../data-access/wallets-repository.js';

/**
 * What money can do (issue 12 item 1), each one journal transaction inside the caller's database transaction:
 * award, reverse, redeem at a dealer, refund a redemption, hold / settle / release a cash-out, expire, merge riders.
 * Lots are the spec's earnings view: every leg on a rider's cash, credit or bonus account names its lot.
 */

async function walletOf(db: PayoutsDb, riderId: string, currency: Currency, transaction: Transaction): Promise<Wallet> {
  return (await findWalletByRider(db, riderId, transaction)) ?? (await createWallet(db, { riderId, currency }, transaction));
}

const parseDetails = (journal: JournalTransaction): Record<string, unknown> => (journal.details ? (JSON.parse(journal.details) as Record<string, unknown>) : {});

/** A lot's status from what is left in it (expired and moved lots keep theirs). */
async function settleLotStatuses(db: PayoutsDb, lotIds: string[], transaction: Transaction, emptied: 'spent' | 'funded' = 'spent'): Promise<void> {
  for (const id of new Set(lotIds)) {
    const lot = await db.models.Lot.findByPk(id, { transaction });
    if (!lot || lot.status === 'expired') continue;
    const status = lot.currentCents > 0 ? 'current' : lot.status === 'current' ? emptied : lot.status;
    if (status !== lot.status) await lot.update({ status, redeemedAt: status === 'current' ? null : new Date() }, { transaction });
  }
}

export interface Award {
  /** The new lot's id (default: a random one). */
  lotId?: string;
  riderId: string;
  type: LotType;
  amountCents: number;
  currency: Currency;
  awardedAt?: Date;
  expiresAt?: Date | null;
  eventId?: string | null;
  notes?: string | null;
  /** Makes the award happen once (e.g. `result:<event>:<line>:v<version>`). */
  sourceKey: string;
  /** Percent of a cash award withheld (non-resident aliens, spec §9): a posting to the withholding account. */
  withholdPercent?: number;
  details?: Record<string, unknown>;
}

/** Money from the contingency fund into a new lot of the rider; with withholding, part of it straight on to the withholding account. */
export async function award(db: PayoutsDb, input: Award, transaction: Transaction): Promise<{ lot: Lot; journal: JournalTransaction; posted: boolean }> {
  const existing = await db.models.JournalTransaction.findOne({ where: { sourceKey: input.sourceKey }, transaction });
  if (existing) {
    const posting = await db.models.Posting.findOne({ where: { transactionId: existing.id, lotId: { [Op.ne]: null } }, transaction });
    return { lot: (await db.models.Lot.findByPk(posting!.lotId!, { transaction }))!, journal: existing, posted: false };
  }
  const wallet = await walletOf(db, input.riderId, input.currency, transaction);
  const at = input.awardedAt ?? new Date();
  const lot = await db.models.Lot.create(
    {
      id: input.lotId ?? randomUUID(),
      walletId: wallet.id,
      type: input.type,
      currency: input.currency,
      initialCents: input.amountCents,
      currentCents: 0,
      status: 'current',
      awardedAt: at,
      expiresAt: input.expiresAt ?? null,
      eventId: input.eventId ?? null,
      notes: input.notes ?? null,
    },
    { transaction },
  );
  const rider = await riderAccount(db, input.riderId, input.type, input.currency, transaction);
  const fund = await programmeAccount(db, 'contingency', input.currency, transaction);
  const { journal } = await postTransaction(
    db,
    { kind: 'earning', riderId: input.riderId, sourceKey: input.sourceKey, memo: input.notes, details: { eventId: input.eventId ?? null, ...input.details }, at, legs: [{ account: fund, amountCents: -input.amountCents }, { account: rider, amountCents: input.amountCents, lotId: lot.id }] },
    transaction,
  );
  const withheld = input.type === 'cash' && input.withholdPercent ? Math.round((input.amountCents * input.withholdPercent) / 100) : 0;
  if (withheld > 0) {
    const withholding = await programmeAccount(db, 'withholding', input.currency, transaction);
    await postTransaction(
      db,
      { kind: 'withholding', riderId: input.riderId, sourceKey: `${input.sourceKey}:withholding`, memo: `${input.withholdPercent} % withheld`, details: { percent: input.withholdPercent, of: journal.id }, at, legs: [{ account: rider, amountCents: -withheld, lotId: lot.id }, { account: withholding, amountCents: withheld }] },
      transaction,
    );
  }
  await lot.reload({ transaction });
  return { lot, journal, posted: true };
}

/**
 * Takes an award back (a changed or deleted result): what is left of its lot returns to the contingency fund. What
 * the rider already spent stays spent (noted on the transaction: a balance never goes below zero).
 */
export async function reverseAward(db: PayoutsDb, input: { lotId: string; sourceKey: string; memo: string }, transaction: Transaction): Promise<{ reversedCents: number; unrecoveredCents: number; journal: JournalTransaction | null }> {
  const lot = await db.models.Lot.findByPk(input.lotId, { transaction });
  if (!lot) throw new Error(`no lot ${input.lotId}`);
  const wallet = (await db.models.Wallet.findByPk(lot.walletId, { transaction }))!;
  const postings = await db.models.Posting.findAll({ where: { lotId: lot.id }, transaction });
  const kinds = new Map((await db.models.JournalTransaction.findAll({ where: { id: { [Op.in]: [...new Set(postings.map((p) => p.transactionId))] } }, attributes: ['id', 'kind'], transaction })).map((t) => [t.id, t.kind]));
  const note = () => lot.update({ notes: `${lot.notes ?? ''} · ${input.memo}`.slice(0, 500) }, { transaction });
  // Reversed once only: a later version finds nothing left to take back.
  if (postings.some((p) => kinds.get(p.transactionId) === 'reversal')) return { reversedCents: 0, unrecoveredCents: 0, journal: null };
  // A merge moved what was left to the kept rider's lot: take it back from there.
  if (lot.movedToLotId) await reverseAward(db, { lotId: lot.movedToLotId, sourceKey: `${input.sourceKey}:moved`, memo: input.memo }, transaction);
  const remaining = lot.currentCents;
  // Tax withheld from the award goes back to the fund with it.
  const withheld = -postings.filter((p) => kinds.get(p.transactionId) === 'withholding').reduce((sum, p) => sum + p.amountCents, 0);
  const unrecovered = lot.initialCents - remaining - withheld;
  if (remaining + withheld === 0) {
    await note();
    return { reversedCents: 0, unrecoveredCents: unrecovered, journal: null };
  }
  const rider = await riderAccount(db, wallet.riderId, lot.type, lot.currency, transaction);
  const fund = await programmeAccount(db, 'contingency', lot.currency, transaction);
  const earning = postings.find((p) => kinds.get(p.transactionId) === 'earning');
  const legs: Leg[] = [{ account: fund, amountCents: remaining + withheld }];
  if (remaining > 0) legs.push({ account: rider, amountCents: -remaining, lotId: lot.id });
  if (withheld > 0) legs.push({ account: await programmeAccount(db, 'withholding', lot.currency, transaction), amountCents: -withheld });
  const { journal } = await postTransaction(
    db,
    { kind: 'reversal', riderId: wallet.riderId, sourceKey: input.sourceKey, reversesId: earning?.transactionId ?? null, memo: input.memo, details: { lotId: lot.id, unrecoveredCents: unrecovered, withheldCents: withheld }, legs },
    transaction,
  );
  await lot.update({ status: 'spent', redeemedAt: new Date(), notes: `${lot.notes ?? ''} · ${input.memo}`.slice(0, 500) }, { transaction });
  return { reversedCents: remaining, unrecoveredCents: unrecovered, journal };
}

/** The rider's lots of these types with money in them, in the order they are spent. */
async function spendableLots(db: PayoutsDb, walletId: string, types: LotType[], currency: Currency, now: Date, transaction?: Transaction): Promise<Lot[]> {
  const lots = await db.models.Lot.findAll({
    where: { walletId, type: { [Op.in]: types }, currency, status: 'current', currentCents: { [Op.gt]: 0 }, [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: now } }] },
    transaction,
  });
  // Soonest expiry first (never-expiring last), then the oldest award.
  const expiry = (lot: Lot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return lots.sort((a, b) => expiry(a) - expiry(b) || a.awardedAt.getTime() - b.awardedAt.getTime() || a.id.localeCompare(b.id));
}

/** Splits an amount over lots in order: [lot, cents taken] until it is covered, or null when they hold less. */
function take(lots: Lot[], amountCents: number): Array<[Lot, number]> | null {
  const parts: Array<[Lot, number]> = [];
  let left = amountCents;
  for (const lot of lots) {
    if (left === 0) break;
    const cents = Math.min(lot.currentCents, left);
    parts.push([lot, cents]);
    left -= cents;
  }
  return left === 0 ? parts : null;
}

function positiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`not a positive amount of cents: ${amountCents}`);
}

/** A rider's dealer credit (credit and bonus lots with money in them, not expired), in the order a redemption spends it. */
export async function spendableCredit(db: PayoutsDb, riderId: string, currency: Currency, now: Date, transaction?: Transaction): Promise<Lot[]> {
  const wallet = await findWalletByRider(db, riderId, transaction);
  return wallet ? spendableLots(db, wallet.id, ['credit', 'bonus'], currency, now, transaction) : [];
}

/**
 * Dealer credit (credit, then bonus lots by soonest expiry) spent at a dealer: the rider's lots → that dealer's
 * account (what the programme owes the dealer; one account per dealer, so busy tills never queue on one row). The
 * rider's wallet row is locked first, so concurrent redemptions of one rider pick their lots one after the other and
 * none is refused for a lot another just emptied while the rider still has credit elsewhere.
 */
export async function redeem(
  db: PayoutsDb,
  input: { riderId: string; amountCents: number; currency: Currency; dealerId: string; sourceKey?: string; memo?: string; now?: Date; details?: Record<string, unknown> },
  transaction: Transaction,
): Promise<{ journal: JournalTransaction; lots: Array<[Lot, number]>; remainingCents: number }> {
  positiveCents(input.amountCents);
  const wallet = await db.models.Wallet.findOne({ where: { riderId: input.riderId }, transaction, lock: transaction.LOCK.UPDATE });
  const lots = wallet ? await spendableLots(db, wallet.id, ['credit', 'bonus'], input.currency, input.now ?? new Date(), transaction) : [];
  const parts = take(lots, input.amountCents);
  if (!parts) throw new InsufficientFunds('credit', null, -input.amountCents);
  const dealer = await dealerAccount(db, input.dealerId, input.currency, transaction);
  const legs: Leg[] = [{ account: dealer, amountCents: input.amountCents }];
  for (const [lot, cents] of parts) legs.push({ account: await riderAccount(db, input.riderId, lot.type, lot.currency, transaction), amountCents: -cents, lotId: lot.id });
  const { journal } = await postTransaction(db, { kind: 'redemption', riderId: input.riderId, sourceKey: input.sourceKey, memo: input.memo, details: { dealerId: input.dealerId, ...input.details }, legs, at: input.now }, transaction);
  await settleLotStatuses(db, parts.map(([lot]) => lot.id), transaction);
  // What is left (the wallet's lock keeps anyone else from spending it meanwhile).
  return { journal, lots: parts, remainingCents: lots.reduce((sum, lot) => sum + lot.currentCents, 0) - input.amountCents };
}

/**
 * A dealer refunds (part of) a redemption: the money goes back to the lots it came from, the last taken first. A
 * lot that has expired since does not come back to life: its part goes to the expired account.
 */
export async function refund(db: PayoutsDb, input: { redemptionId: string; amountCents: number; sourceKey?: string; memo?: string; now?: Date }, transaction: Transaction): Promise<JournalTransaction> {
  positiveCents(input.amountCents);
  const redemption = await db.models.JournalTransaction.findByPk(input.redemptionId, { transaction });
  if (!redemption || redemption.kind !== 'redemption') throw new Error(`no redemption ${input.redemptionId}`);
  const taken = await db.models.Posting.findAll({ where: { transactionId: redemption.id, lotId: { [Op.ne]: null } }, order: [['id', 'ASC']], transaction });
  const refunds = await db.models.JournalTransaction.findAll({ where: { reversesId: redemption.id, kind: 'refund' }, transaction });
  const refunded = refunds.length ? await db.models.Posting.findAll({ where: { transactionId: { [Op.in]: refunds.map((r) => r.id) }, lotId: { [Op.ne]: null } }, transaction }) : [];
  const left = new Map<string, number>();
  for (const posting of taken) left.set(posting.lotId!, (left.get(posting.lotId!) ?? 0) - posting.amountCents);
  for (const posting of refunded) left.set(posting.lotId!, (left.get(posting.lotId!) ?? 0) - posting.amountCents);
  const refundable = [...left.values()].reduce((sum, cents) => sum + cents, 0);
  if (input.amountCents > refundable) throw new RangeError(`only ${refundable} of this redemption can be refunded`);

  const currency = taken[0]!.currency;
  // Back from the account the redemption paid (the dealer's own; the programme's for redemptions made before them).
  const paid = await db.models.Posting.findOne({ where: { transactionId: redemption.id, lotId: null, amountCents: { [Op.gt]: 0 } }, transaction });
  const dealers = paid ? (await db.models.Account.findByPk(paid.accountId, { transaction }))! : await programmeAccount(db, 'dealers', currency, transaction);
  const legs: Leg[] = [{ account: dealers, amountCents: -input.amountCents }];
  const now = input.now ?? new Date();
  let owed = input.amountCents;
  let toExpired = 0;
  for (const lotId of [...left.keys()].reverse()) {
    const cents = Math.min(owed, left.get(lotId)!);
    if (cents <= 0) continue;
    owed -= cents;
    const lot = (await db.models.Lot.findByPk(lotId, { transaction }))!;
    const wallet = (await db.models.Wallet.findByPk(lot.walletId, { transaction }))!;
    const account = await riderAccount(db, wallet.riderId, lot.type, lot.currency, transaction);
    legs.push({ account, amountCents: cents, lotId });
    if (lot.status === 'expired' || lot.movedToLotId || (lot.expiresAt && lot.expiresAt <= now)) {
      // Straight on: an expired (or merged-away) lot keeps nothing. Both legs name the lot, so the journal says
      // which lot's money expired (the reports count it as its event's).
      legs.push({ account, amountCents: -cents, lotId });
      toExpired += cents;
    }
    if (owed === 0) break;
  }
  if (toExpired > 0) legs.push({ account: await programmeAccount(db, 'expired', currency, transaction), amountCents: toExpired });
  const { journal } = await postTransaction(db, { kind: 'refund', riderId: redemption.riderId, sourceKey: input.sourceKey, reversesId: redemption.id, memo: input.memo, details: { ...parseDetails(redemption), expiredCents: toExpired }, legs }, transaction);
  await settleLotStatuses(db, [...left.keys()], transaction);
  return journal;
}

/**
 * The programme's "sent" mark on a payout (spec §9: marked sent and undone), e.g. once a cheque or a credit
 * certificate went out: marking a marked lot keeps its first date, undoing clears it. It moves no money. Null for a lot
 * that does not exist.
 */
export async function markSent(db: PayoutsDb, lotId: string, sent: boolean, now = new Date()): Promise<{ _id: string; sentAt: string | null } | null> {
  const lot = await db.models.Lot.findByPk(lotId);
  if (!lot) return null;
  if (sent !== Boolean(lot.sentAt)) await lot.update({ sentAt: sent ? now : null });
  return { _id: lot.id, sentAt: lot.sentAt ? lot.sentAt.toISOString() : null };
}

/** Cash set aside for a cash-out: the rider's cash lots (oldest first) → their hold account, each leg naming its lot. */
export async function hold(db: PayoutsDb, input: { riderId: string; amountCents: number; currency: Currency; sourceKey?: string; details?: Record<string, unknown>; at?: Date }, transaction: Transaction): Promise<JournalTransaction> {
  positiveCents(input.amountCents);
  const wallet = await findWalletByRider(db, input.riderId, transaction);
  const parts = wallet ? take(await spendableLots(db, wallet.id, ['cash'], input.currency, new Date(8.64e15), transaction), input.amountCents) : null;
  if (!parts) throw new InsufficientFunds('cash', null, -input.amountCents);
  const cash = await riderAccount(db, input.riderId, 'cash', input.currency, transaction);
  const held = await riderAccount(db, input.riderId, 'hold', input.currency, transaction);
  const legs: Leg[] = parts.flatMap(([lot, cents]) => [
    { account: cash, amountCents: -cents, lotId: lot.id },
    { account: held, amountCents: cents, lotId: lot.id },
  ]);
  const { journal } = await postTransaction(db, { kind: 'hold', riderId: input.riderId, sourceKey: input.sourceKey, details: input.details ?? null, legs, at: input.at }, transaction);
  return journal;
}

/** The hold's postings per lot that are still held (a hold is settled or released once, whole). */
async function heldParts(db: PayoutsDb, holdId: string, transaction: Transaction) {
  const journal = await db.models.JournalTransaction.findByPk(holdId, { transaction });
  if (!journal || journal.kind !== 'hold') throw new Error(`no hold ${holdId}`);
  const done = await db.models.JournalTransaction.findOne({ where: { reversesId: holdId, kind: { [Op.in]: ['settle', 'release'] } }, transaction });
  const postings = await db.models.Posting.findAll({ where: { transactionId: holdId, amountCents: { [Op.gt]: 0 } }, transaction });
  return { journal, done, postings };
}

/** The provider paid the cash-out: the hold → the provider clearing account. Once per hold. `at`: when (default now). */
export async function settle(db: PayoutsDb, holdId: string, transaction: Transaction, details: Record<string, unknown> = {}, at?: Date): Promise<JournalTransaction> {
  const { journal, done, postings } = await heldParts(db, holdId, transaction);
  if (done) return done;
  const total = postings.reduce((sum, posting) => sum + posting.amountCents, 0);
  const held = (await db.models.Account.findByPk(postings[0]!.accountId, { transaction }))!;
  const provider = await programmeAccount(db, 'provider', held.currency, transaction);
  const legs: Leg[] = [...postings.map((posting) => ({ account: held, amountCents: -posting.amountCents, lotId: posting.lotId })), { account: provider, amountCents: total }];
  const { journal: settled } = await postTransaction(db, { kind: 'settle', riderId: journal.riderId, sourceKey: `settle:${holdId}`, reversesId: holdId, details: { ...parseDetails(journal), ...details }, legs, at }, transaction);
  await settleLotStatuses(db, postings.map((posting) => posting.lotId!), transaction, 'funded');
  return settled;
}

/** The cash-out failed: the hold goes back to the lots it came from. Once per hold. `at`: when (default now). */
export async function release(db: PayoutsDb, holdId: string, transaction: Transaction, details: Record<string, unknown> = {}, at?: Date): Promise<JournalTransaction> {
  const { journal, done, postings } = await heldParts(db, holdId, transaction);
  if (done) return done;
  const held = (await db.models.Account.findByPk(postings[0]!.accountId, { transaction }))!;
  const cash = await riderAccount(db, held.holder, 'cash', held.currency, transaction);
  const legs: Leg[] = postings.flatMap((posting) => [
    { account: held, amountCents: -posting.amountCents, lotId: posting.lotId },
    { account: cash, amountCents: posting.amountCents, lotId: posting.lotId },
  ]);
  const { journal: released } = await postTransaction(db, { kind: 'release', riderId: journal.riderId, sourceKey: `release:${holdId}`, reversesId: holdId, details: { ...parseDetails(journal), ...details }, legs, at }, transaction);
  await settleLotStatuses(db, postings.map((posting) => posting.lotId!), transaction);
  // Released into a wallet that a merge emptied meanwhile: on to the kept rider.
  const wallet = await findWalletByRider(db, held.holder, transaction);
  if (wallet?.mergedIntoWalletId) {
    const kept = (await db.models.Wallet.findByPk(wallet.mergedIntoWalletId, { transaction }))!;
    await moveLots(db, wallet, kept, transaction, `release:${holdId}`);
  }
  return released;
}

/** Expires one lot past its date: what is left → the expired account, status `expired`. */
export async function expireLot(db: PayoutsDb, lot: Lot, transaction: Transaction): Promise<JournalTransaction | null> {
  const wallet = (await db.models.Wallet.findByPk(lot.walletId, { transaction }))!;
  let journal: JournalTransaction | null = null;
  if (lot.currentCents > 0) {
    const rider = await riderAccount(db, wallet.riderId, lot.type, lot.currency, transaction);
    const expired = await programmeAccount(db, 'expired', lot.currency, transaction);
    ({ journal } = await postTransaction(
      db,
      { kind: 'expiry', riderId: wallet.riderId, sourceKey: `expiry:${lot.id}`, details: { lotId: lot.id }, legs: [{ account: rider, amountCents: -lot.currentCents, lotId: lot.id }, { account: expired, amountCents: lot.currentCents }] },
      transaction,
    ));
  }
  await lot.update({ status: 'expired' }, { transaction });
  return journal;
}

/** Every current lot whose expiry has passed, expired one transaction each; the count. */
export async function expireDue(db: PayoutsDb, now: Date, limit = 500): Promise<number> {
  const due = await db.models.Lot.findAll({ where: { status: 'current', expiresAt: { [Op.lte]: now } }, order: [['expiresAt', 'ASC'], ['id', 'ASC']], limit });
  let expired = 0;
  for (const { id } of due) {
    await db.sequelize.transaction(async (transaction) => {
      const lot = await db.models.Lot.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!lot || lot.status !== 'current') return;
      await expireLot(db, lot, transaction);
      expired += 1;
    });
  }
  return expired;
}

/**
 * What is left in each of one wallet's lots moves to a new lot of another (same type, currency, award and expiry
 * dates, event), one transfer transaction; the old lot points to the new one. Holds in flight stay where they are
 * (`release` sends them on).
 */
async function moveLots(db: PayoutsDb, from: Wallet, to: Wallet, transaction: Transaction, sourceKey: string): Promise<{ lots: number; cents: number }> {
  const lots = await db.models.Lot.findAll({ where: { walletId: from.id, status: 'current', currentCents: { [Op.gt]: 0 } }, order: [['awardedAt', 'ASC'], ['id', 'ASC']], transaction });
  if (lots.length === 0) return { lots: 0, cents: 0 };
  const legs: Leg[] = [];
  let cents = 0;
  for (const lot of lots) {
    const moved = await db.models.Lot.create(
      { id: randomUUID(), walletId: to.id, type: lot.type, currency: lot.currency, initialCents: lot.currentCents, currentCents: 0, status: 'current', awardedAt: lot.awardedAt, expiresAt: lot.expiresAt, eventId: lot.eventId, notes: lot.notes },
      { transaction },
    );
    legs.push(
      { account: await riderAccount(db, from.riderId, lot.type, lot.currency, transaction), amountCents: -lot.currentCents, lotId: lot.id },
      { account: await riderAccount(db, to.riderId, lot.type, lot.currency, transaction), amountCents: lot.currentCents, lotId: moved.id },
    );
    cents += lot.currentCents;
    await lot.update({ movedToLotId: moved.id }, { transaction });
  }
  await postTransaction(db, { kind: 'merge', riderId: to.riderId, sourceKey: `merge:${from.id}:${to.id}:${sourceKey}`, memo: `Moved from rider ${from.riderId}`, details: { fromRiderId: from.riderId, toRiderId: to.riderId }, legs }, transaction);
  for (const lot of lots) await lot.update({ status: 'spent', redeemedAt: new Date() }, { transaction });
  return { lots: lots.length, cents };
}

export type MergeOutcome = { status: 'merged'; keptWalletId: string; lots: number; cents: number } | { status: 'already-merged' } | { status: 'nothing-to-move' };

/** Two riders became one: the removed rider's money moves to the kept rider with transfer postings; history stays where it happened. */
export async function mergeRiders(db: PayoutsDb, merge: { keptRiderId: string; removedRiderId: string }, transaction: Transaction): Promise<MergeOutcome> {
  const removed = await findWalletByRider(db, merge.removedRiderId, transaction);
  if (!removed) return { status: 'nothing-to-move' };
  if (removed.mergedIntoWalletId) return { status: 'already-merged' };
  const kept = await walletOf(db, merge.keptRiderId, removed.currency, transaction);
  const moved = await moveLots(db, removed, kept, transaction, 'riders.merged');
  await removed.update({ mergedIntoWalletId: kept.id }, { transaction });
  return { status: 'merged', keptWalletId: kept.id, ...moved };
}
