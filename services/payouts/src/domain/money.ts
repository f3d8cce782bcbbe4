import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { PayoutsDb } from '../data-access/database.js';
import { InsufficientFunds, dealerAccount, postTransaction, postTransactions, programmeAccount, riderAccount, type Leg, type NewTransaction } from './ledger.js';
import { PROGRAMME, type Currency, type JournalTransaction, type Lot, type LotType, type Wallet } from '../data-access/models/index.js';
import { awardAll } from './award-many.js';
import { createWallet, findWalletByRider } from '../data-access/wallets-repository.js';
import { addRiderNotices, debtNotices, type DebtRepayment } from './rider-notices.js';

/**
 * What money can do, each one or a few journal transactions inside the caller's database transaction: award, reverse
 * (what left becomes a debt), redeem at a dealer, refund a redemption, hold / settle / release a cash-out, expire, merge
 * riders, write a debt off. Lots are the spec's earnings view: every leg on a rider's cash, credit or bonus account
 * names its lot.
 */

async function walletOf(db: PayoutsDb, riderId: string, currency: Currency, transaction: Transaction): Promise<Wallet> {
  return (await findWalletByRider(db, riderId, transaction)) ?? (await createWallet(db, { riderId, currency }, transaction));
}

const parseDetails = (journal: JournalTransaction): Record<string, unknown> => (journal.details ? (JSON.parse(journal.details) as Record<string, unknown>) : {});

/** A lot's status from what is left in it (expired and moved lots keep theirs). */
async function settleLotStatuses(db: PayoutsDb, lotIds: string[], transaction: Transaction, emptied: 'spent' | 'funded' = 'spent'): Promise<void> {
  for (const id of new Set(lotIds)) {
    const lot = await db.models.Lot.findByPk(id, { transaction });
    // A corrected award keeps its status: what returns to it passes on to the rider's debt.
    if (!lot || lot.status === 'expired' || lot.reversedAt) continue;
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
  /** The award pays a bonus (an event's bonus in cash, too): `lots.bonus`. A `bonus` lot always is one. */
  bonus?: boolean;
  details?: Record<string, unknown>;
}

/**
 * Money from the contingency fund into a new lot of the rider (`awardAll` with one): with withholding, part of it
 * straight on to the withholding account; with a debt in that currency, part or all of it repays the debt first.
 */
export async function award(db: PayoutsDb, input: Award, transaction: Transaction): Promise<{ lot: Lot; journal: JournalTransaction; posted: boolean; repaidCents: number }> {
  const awarded = (await awardAll(db, [input], transaction, input.awardedAt ?? new Date())).get(input.sourceKey)!;
  return { lot: (await db.models.Lot.findByPk(awarded.lotId, { transaction }))!, journal: awarded.journal, posted: awarded.posted, repaidCents: awarded.repaidCents };
}

/** The rider whose wallet now holds a rider's money: the kept rider after a merge (followed to the end). */
export async function currentRiderOf(db: PayoutsDb, riderId: string, transaction: Transaction): Promise<string> {
  let wallet = await findWalletByRider(db, riderId, transaction);
  for (let hops = 0; wallet?.mergedIntoWalletId && hops < 20; hops += 1) wallet = await db.models.Wallet.findByPk(wallet.mergedIntoWalletId, { transaction });
  return wallet?.riderId ?? riderId;
}

/** What a rider owes the programme in each currency (cents, positive), from their `owed` accounts. */
export async function owedByRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Map<Currency, number>> {
  const accounts = await db.models.Account.findAll({ where: { holder: riderId, purpose: 'owed' }, ...(transaction ? { transaction } : {}) });
  return new Map(accounts.filter((a) => a.balanceCents < 0).map((a) => [a.currency, -a.balanceCents]));
}

/**
 * Where each lot's money went, from its own legs (on the rider's spendable account) by the kind of transaction:
 * withheld as tax, and expired (an expiry, or a refund passed straight on to the expired account — the only refund that
 * takes money out of a lot that was not taken back).
 */
async function lotWhereabouts(db: PayoutsDb, lotIds: string[], transaction: Transaction): Promise<Map<string, { withheld: number; expired: number }>> {
  const found = new Map<string, { withheld: number; expired: number }>();
  for (let start = 0; start < lotIds.length; start += 500) {
    const rows = await db.sequelize.query<{ lot_id: string; kind: string; cents: unknown }>(
      `SELECT p.lot_id, j.kind, SUM(p.amount_cents) AS cents FROM postings p
         JOIN journal_transactions j ON j.id = p.transaction_id JOIN accounts a ON a.id = p.account_id
       WHERE p.lot_id IN (:lotIds) AND p.amount_cents < 0 AND a.purpose IN ('cash', 'credit', 'bonus') AND j.kind IN ('withholding', 'expiry', 'refund')
       GROUP BY p.lot_id, j.kind`,
      { replacements: { lotIds: lotIds.slice(start, start + 500) }, type: QueryTypes.SELECT, transaction },
    );
    for (const row of rows) {
      const entry = found.get(row.lot_id) ?? { withheld: 0, expired: 0 };
      if (row.kind === 'withholding') entry.withheld -= Number(row.cents);
      else entry.expired -= Number(row.cents);
      found.set(row.lot_id, entry);
    }
  }
  return found;
}

export interface Reversal {
  /** What was taken back from the rider's lot. */
  reversedCents: number;
  /** What the rider could not give back (cashed out, spent, held, repaid a debt with): now owed. */
  owedCents: number;
  journal: JournalTransaction | null;
}

export interface ReverseInput {
  lotId: string;
  sourceKey: string;
  memo: string;
  details?: Record<string, unknown>;
  at?: Date;
}

/**
 * Takes an award back in full (its result changed or went): `reverseAwards` with one.
 */
export async function reverseAward(db: PayoutsDb, input: ReverseInput, transaction: Transaction): Promise<Reversal> {
  return (await reverseAwards(db, [input], transaction)).get(input.lotId) ?? { reversedCents: 0, owedCents: 0, journal: null };
}

/**
 * Takes awards back in full (their results changed or went), one `reversal` transaction each, written together: the
 * whole award returns to the contingency fund from wherever its money is now — what is left in its lot (or in the lot a
 * merge moved it to), the tax withheld from it, what of it expired — and whatever left the programme for the rider
 * (cashed out, spent at a dealer, held by a cash-out in flight, used to repay an earlier debt) becomes a debt on the
 * rider's `owed` account, repaid first from their later earnings in that currency. Never a loss, never a negative
 * balance. Once per lot: the lot is marked reversed, so money that comes back to it later (a failed cash-out, a dealer's
 * refund) repays the debt instead of becoming spendable again. Answers by lot id (lots reversed before: nothing).
 */
export async function reverseAwards(db: PayoutsDb, inputs: readonly ReverseInput[], transaction: Transaction): Promise<Map<string, Reversal>> {
  const answer = new Map<string, Reversal>();
  const byLot = new Map(inputs.map((input) => [input.lotId, input]));
  if (byLot.size === 0) return answer;
  const ids = [...byLot.keys()].sort();
  const lots: Lot[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    lots.push(...(await db.models.Lot.findAll({ where: { id: { [Op.in]: ids.slice(start, start + 500) } }, order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE })));
  }
  if (lots.length !== ids.length) throw new Error(`no lot ${ids.find((id) => !lots.some((lot) => lot.id === id))}`);
  const done = new Map<string, JournalTransaction>();
  for (let start = 0; start < inputs.length; start += 500) {
    const keys = inputs.slice(start, start + 500).map((input) => input.sourceKey);
    for (const journal of await db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.in]: keys } }, transaction })) done.set(journal.sourceKey!, journal);
  }
  const open = lots.filter((lot) => {
    const input = byLot.get(lot.id)!;
    if (lot.reversedAt || done.has(input.sourceKey)) {
      answer.set(lot.id, { reversedCents: 0, owedCents: 0, journal: done.get(input.sourceKey) ?? null });
      return false;
    }
    return true;
  });
  if (open.length === 0) return answer;

  // The lots each award's money went through (a merge moves what is left to a lot of the kept rider).
  const chains = new Map<string, Lot[]>();
  for (const lot of open) {
    const chain = [lot];
    while (chain.at(-1)!.movedToLotId && chain.length < 20) chain.push((await db.models.Lot.findByPk(chain.at(-1)!.movedToLotId!, { transaction, lock: transaction.LOCK.UPDATE }))!);
    chains.set(lot.id, chain);
  }
  const whereabouts = await lotWhereabouts(db, [...chains.values()].flat().map((lot) => lot.id), transaction);
  const wallets = new Map<string, { riderId: string; debtor: string }>();
  const walletOfLot = async (lot: Lot) => {
    if (!wallets.has(lot.walletId)) {
      const wallet = (await db.models.Wallet.findByPk(lot.walletId, { transaction }))!;
      wallets.set(lot.walletId, { riderId: wallet.riderId, debtor: await currentRiderOf(db, wallet.riderId, transaction) });
    }
    return wallets.get(lot.walletId)!;
  };
  const accounts = new Map<string, Leg['account']>();
  const accountOf = async (holder: string, purpose: 'cash' | 'credit' | 'bonus' | 'owed' | 'contingency' | 'withholding' | 'expired', currency: Currency) => {
    const key = `${holder}|${purpose}|${currency}`;
    if (!accounts.has(key)) accounts.set(key, holder === PROGRAMME ? await programmeAccount(db, purpose as 'contingency', currency, transaction) : await riderAccount(db, holder, purpose as 'cash', currency, transaction));
    return accounts.get(key)!;
  };
  const earnings = new Map<string, string>();
  for (let start = 0; start < open.length; start += 500) {
    const rows = await db.models.Posting.findAll({ where: { lotId: { [Op.in]: open.slice(start, start + 500).map((lot) => lot.id) }, amountCents: { [Op.gt]: 0 } }, order: [['createdAt', 'ASC']], attributes: ['lotId', 'transactionId'], transaction });
    for (const row of rows) if (!earnings.has(row.lotId!)) earnings.set(row.lotId!, row.transactionId);
  }

  const transactions: NewTransaction[] = [];
  const plans: Array<{ lot: Lot; chain: Lot[]; at: Date; taken: number; owed: number }> = [];
  for (const lot of open) {
    const input = byLot.get(lot.id)!;
    const chain = chains.get(lot.id)!;
    const last = chain.at(-1)!;
    const at = input.at ?? new Date();
    const withheld = whereabouts.get(lot.id)?.withheld ?? 0;
    const expired = chain.reduce((sum, l) => sum + (whereabouts.get(l.id)?.expired ?? 0), 0);
    const taken = Math.max(0, Math.min(last.currentCents, lot.initialCents - withheld - expired));
    const owed = lot.initialCents - withheld - expired - taken;
    const holder = await walletOfLot(last);
    const legs: Leg[] = [{ account: await accountOf(PROGRAMME, 'contingency', lot.currency), amountCents: lot.initialCents }];
    if (taken > 0) legs.push({ account: await accountOf(holder.riderId, last.type, last.currency), amountCents: -taken, lotId: last.id });
    if (withheld > 0) legs.push({ account: await accountOf(PROGRAMME, 'withholding', lot.currency), amountCents: -withheld });
    if (expired > 0) legs.push({ account: await accountOf(PROGRAMME, 'expired', lot.currency), amountCents: -expired });
    if (owed > 0) legs.push({ account: await accountOf(holder.debtor, 'owed', lot.currency), amountCents: -owed });
    transactions.push({
      kind: 'reversal',
      riderId: holder.debtor,
      sourceKey: input.sourceKey,
      reversesId: earnings.get(lot.id) ?? null,
      memo: input.memo,
      details: { ...input.details, lotId: lot.id, eventId: lot.eventId, takenCents: taken, owedCents: owed, withheldCents: withheld, expiredCents: expired },
      legs,
      at,
    });
    plans.push({ lot, chain, at, taken, owed });
  }
  const posted = await postTransactions(db, transactions, transaction);
  const byInstant = new Map<number, string[]>();
  for (const [index, plan] of plans.entries()) {
    answer.set(plan.lot.id, { reversedCents: plan.taken, owedCents: plan.owed, journal: posted[index]!.journal });
    byInstant.set(plan.at.getTime(), [...(byInstant.get(plan.at.getTime()) ?? []), ...plan.chain.map((lot) => lot.id)]);
  }
  // Marked reversed (the journal says why); a lot still current is spent now: nothing is left in it.
  for (const [instant, lotIds] of byInstant) {
    const at = new Date(instant);
    for (let start = 0; start < lotIds.length; start += 500) {
      const batch = lotIds.slice(start, start + 500);
      await db.models.Lot.update({ reversedAt: at, updatedAt: at }, { where: { id: { [Op.in]: batch } }, transaction });
      await db.models.Lot.update({ status: 'spent', redeemedAt: at }, { where: { id: { [Op.in]: batch }, status: 'current' }, transaction });
    }
  }
  return answer;
}

/**
 * Money coming back to lots whose award was taken back (a failed cash-out's hold, a dealer's refund): it repays what
 * the rider owes in that currency, and what is more than the debt (the rider repaid it meanwhile from other earnings)
 * is theirs again, in a new lot like the old one. Answers the legs to add (the caller posts them with its own), and
 * adds what repaid the debt to `repaid` (the caller tells the rider once the legs are posted).
 */
async function returnToReversed(
  db: PayoutsDb,
  input: { riderId: string; currency: Currency; type: LotType; cents: number; like: Lot; note: string; at: Date; via: DebtRepayment['via']; repaid: DebtRepayment[] },
  transaction: Transaction,
): Promise<Leg[]> {
  const debtor = await currentRiderOf(db, input.riderId, transaction);
  const owedAccount = await riderAccount(db, debtor, 'owed', input.currency, transaction);
  const locked = (await db.models.Account.findByPk(owedAccount.id, { transaction, lock: transaction.LOCK.UPDATE }))!;
  const repay = Math.min(input.cents, -locked.balanceCents);
  const legs: Leg[] = [];
  if (repay > 0) {
    legs.push({ account: owedAccount, amountCents: repay });
    input.repaid.push({ riderId: debtor, currency: input.currency, cents: repay, via: input.via, eventTitle: null });
  }
  const rest = input.cents - repay;
  if (rest > 0) {
    const wallet = await walletOf(db, debtor, input.currency, transaction);
    const expired = input.like.expiresAt !== null && input.like.expiresAt <= input.at;
    if (expired) legs.push({ account: await programmeAccount(db, 'expired', input.currency, transaction), amountCents: rest });
    else {
      const lot = await db.models.Lot.create(
        { id: randomUUID(), walletId: wallet.id, type: input.type, currency: input.currency, initialCents: rest, currentCents: 0, status: 'current', awardedAt: input.at, expiresAt: input.like.expiresAt, eventId: input.like.eventId, notes: input.note.slice(0, 500), bonus: input.like.bonus },
        { transaction },
      );
      legs.push({ account: await riderAccount(db, debtor, input.type, input.currency, transaction), amountCents: rest, lotId: lot.id });
    }
  }
  return legs;
}

/**
 * Staff forgive (part of) what a rider owes, with a reason: the rider's `owed` account → the programme's written-off
 * account, one `writeoff` transaction naming who and why. Never more than is owed (the account's guard refuses it).
 */
export async function writeOff(db: PayoutsDb, input: { riderId: string; currency: Currency; amountCents: number; reason: string; by: string; sourceKey?: string; at?: Date }, transaction: Transaction): Promise<JournalTransaction> {
  positiveCents(input.amountCents);
  const owed = await riderAccount(db, input.riderId, 'owed', input.currency, transaction);
  const writtenOff = await programmeAccount(db, 'writtenOff', input.currency, transaction);
  const { journal } = await postTransaction(
    db,
    { kind: 'writeoff', riderId: input.riderId, sourceKey: input.sourceKey, memo: input.reason.slice(0, 500), details: { reason: input.reason, by: input.by }, legs: [{ account: owed, amountCents: input.amountCents }, { account: writtenOff, amountCents: -input.amountCents }], at: input.at },
    transaction,
  );
  return journal;
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
  // What each lot got back before: the refunds' legs that returned money to it (a lot's way on to the expired
  // account, or to a debt, is a second leg of the same refund and does not make it refundable again).
  for (const posting of refunded) if (posting.amountCents > 0) left.set(posting.lotId!, (left.get(posting.lotId!) ?? 0) - posting.amountCents);
  const refundable = [...left.values()].reduce((sum, cents) => sum + cents, 0);
  if (input.amountCents > refundable) throw new RangeError(`only ${refundable} of this redemption can be refunded`);

  const currency = taken[0]!.currency;
  // Back from the account the redemption paid (the dealer's own; the programme's for redemptions made before them).
  const paid = await db.models.Posting.findOne({ where: { transactionId: redemption.id, lotId: null, amountCents: { [Op.gt]: 0 } }, transaction });
  const dealers = paid ? (await db.models.Account.findByPk(paid.accountId, { transaction }))! : await programmeAccount(db, 'dealers', currency, transaction);
  const legs: Leg[] = [{ account: dealers, amountCents: -input.amountCents }];
  const now = input.now ?? new Date();
  const repaid: DebtRepayment[] = [];
  let owed = input.amountCents;
  let toExpired = 0;
  const expiredLotIds: string[] = [];
  for (const lotId of [...left.keys()].reverse()) {
    const cents = Math.min(owed, left.get(lotId)!);
    if (cents <= 0) continue;
    owed -= cents;
    const lot = (await db.models.Lot.findByPk(lotId, { transaction }))!;
    const wallet = (await db.models.Wallet.findByPk(lot.walletId, { transaction }))!;
    const account = await riderAccount(db, wallet.riderId, lot.type, lot.currency, transaction);
    legs.push({ account, amountCents: cents, lotId });
    if (lot.reversedAt) {
      // Its award was taken back: the money repays what the rider owes for it (the rest is theirs, in a new lot).
      legs.push({ account, amountCents: -cents, lotId });
      legs.push(...(await returnToReversed(db, { riderId: wallet.riderId, currency: lot.currency, type: lot.type, cents, like: lot, note: `Refunded after the award was corrected · ${lot.notes ?? ''}`, at: now, via: 'refund', repaid }, transaction)));
    } else if (lot.status === 'expired' || lot.movedToLotId || (lot.expiresAt && lot.expiresAt <= now)) {
      // Straight on: an expired (or merged-away) lot keeps nothing. Both legs name the lot, so the journal says
      // which lot's money expired (the reports count it as its event's).
      legs.push({ account, amountCents: -cents, lotId });
      toExpired += cents;
      expiredLotIds.push(lotId);
    }
    if (owed === 0) break;
  }
  if (toExpired > 0) legs.push({ account: await programmeAccount(db, 'expired', currency, transaction), amountCents: toExpired });
  const { journal, posted } = await postTransaction(db, { kind: 'refund', riderId: redemption.riderId, sourceKey: input.sourceKey, reversesId: redemption.id, memo: input.memo, details: { ...parseDetails(redemption), expiredCents: toExpired, expiredLotIds }, legs, at: now }, transaction);
  await settleLotStatuses(db, [...left.keys()], transaction);
  // A debt the refund repaid is always mailed.
  if (posted) await addRiderNotices(db, await debtNotices(db, { repaid }, transaction), transaction);
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

/**
 * Settling and releasing a hold exclude each other: both post under the same source key, so whichever commits first
 * is the hold's only outcome — the database's unique key refuses the other, even when both read "not done" at once.
 */
const closeKey = (holdId: string) => `hold-closed:${holdId}`;

/** The provider paid the cash-out: the hold → the provider clearing account. Once per hold. `at`: when (default now). */
export async function settle(db: PayoutsDb, holdId: string, transaction: Transaction, details: Record<string, unknown> = {}, at?: Date): Promise<JournalTransaction> {
  const { journal, done, postings } = await heldParts(db, holdId, transaction);
  if (done) return done;
  const total = postings.reduce((sum, posting) => sum + posting.amountCents, 0);
  const held = (await db.models.Account.findByPk(postings[0]!.accountId, { transaction }))!;
  const provider = await programmeAccount(db, 'provider', held.currency, transaction);
  const legs: Leg[] = [...postings.map((posting) => ({ account: held, amountCents: -posting.amountCents, lotId: posting.lotId })), { account: provider, amountCents: total }];
  const { journal: settled } = await postTransaction(db, { kind: 'settle', riderId: journal.riderId, sourceKey: closeKey(holdId), reversesId: holdId, details: { ...parseDetails(journal), ...details }, legs, at }, transaction);
  if (settled.kind === 'settle') await settleLotStatuses(db, postings.map((posting) => posting.lotId!), transaction, 'funded');
  return settled;
}

/**
 * The cash-out failed: the hold goes back to the lots it came from — except to a lot whose award was taken back
 * meanwhile: that part repays what the rider owes for it (the rest is theirs, in a new cash lot). Once per hold.
 * `at`: when (default now).
 */
export async function release(db: PayoutsDb, holdId: string, transaction: Transaction, details: Record<string, unknown> = {}, at?: Date): Promise<JournalTransaction> {
  const { journal, done, postings } = await heldParts(db, holdId, transaction);
  if (done) return done;
  const when = at ?? new Date();
  const held = (await db.models.Account.findByPk(postings[0]!.accountId, { transaction }))!;
  const cash = await riderAccount(db, held.holder, 'cash', held.currency, transaction);
  const legs: Leg[] = [];
  const repaid: DebtRepayment[] = [];
  for (const posting of postings) {
    legs.push({ account: held, amountCents: -posting.amountCents, lotId: posting.lotId }, { account: cash, amountCents: posting.amountCents, lotId: posting.lotId });
    const lot = posting.lotId ? await db.models.Lot.findByPk(posting.lotId, { transaction }) : null;
    if (lot?.reversedAt) {
      legs.push({ account: cash, amountCents: -posting.amountCents, lotId: posting.lotId });
      legs.push(...(await returnToReversed(db, { riderId: held.holder, currency: held.currency, type: 'cash', cents: posting.amountCents, like: lot, note: `Back from a failed cash-out after the award was corrected · ${lot.notes ?? ''}`, at: when, via: 'cashoutFailed', repaid }, transaction)));
    }
  }
  const { journal: released, posted } = await postTransaction(db, { kind: 'release', riderId: journal.riderId, sourceKey: closeKey(holdId), reversesId: holdId, details: { ...parseDetails(journal), ...details }, legs, at: when }, transaction);
  if (released.kind !== 'release') return released;
  await settleLotStatuses(db, postings.map((posting) => posting.lotId!), transaction);
  // A debt the money coming back repaid is always mailed.
  if (posted) await addRiderNotices(db, await debtNotices(db, { repaid }, transaction), transaction);
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
      { id: randomUUID(), walletId: to.id, type: lot.type, currency: lot.currency, initialCents: lot.currentCents, currentCents: 0, status: 'current', awardedAt: lot.awardedAt, expiresAt: lot.expiresAt, eventId: lot.eventId, notes: lot.notes, bonus: lot.bonus },
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
  // What the removed rider owed, the kept rider owes (one person): repaid from the kept rider's next earnings.
  for (const [currency, cents] of await owedByRider(db, removed.riderId, transaction)) {
    await postTransaction(
      db,
      {
        kind: 'merge',
        riderId: kept.riderId,
        sourceKey: `merge-owed:${removed.id}:${kept.id}:${currency}`,
        memo: `Owed, moved from rider ${removed.riderId}`,
        details: { fromRiderId: removed.riderId, toRiderId: kept.riderId, owedCents: cents },
        legs: [
          { account: await riderAccount(db, removed.riderId, 'owed', currency, transaction), amountCents: cents },
          { account: await riderAccount(db, kept.riderId, 'owed', currency, transaction), amountCents: -cents },
        ],
      },
      transaction,
    );
  }
  await removed.update({ mergedIntoWalletId: kept.id }, { transaction });
  return { status: 'merged', keptWalletId: kept.id, ...moved };
}
