import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { findAccount } from '../../data-access/accounts-repository.js';
import { closingOfHold, findJournal, heldLegsOf } from '../../data-access/journal-repository.js';
import { findLot } from '../../data-access/lots-repository.js';
import type { Currency, JournalTransaction } from '../../data-access/models/index.js';
import { findWallet, findWalletByRider } from '../../data-access/wallets-repository.js';
import { InsufficientFunds, postTransaction, programmeAccount, riderAccount, type Leg } from '../ledger.js';
import { addRiderNotices, debtNotices, type DebtRepayment } from '../rider-notices.js';
import { parseDetails, positiveCents, settleLotStatuses, spendableLots, take } from './lots.js';
import { moveLots } from './merge-riders.js';
import { returnToReversed } from './return-to-reversed.js';

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
  const journal = await findJournal(db, holdId, transaction);
  if (!journal || journal.kind !== 'hold') throw new Error(`no hold ${holdId}`);
  const done = await closingOfHold(db, holdId, transaction);
  const postings = await heldLegsOf(db, holdId, transaction);
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
  const held = (await findAccount(db, postings[0]!.accountId, transaction))!;
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
  const held = (await findAccount(db, postings[0]!.accountId, transaction))!;
  const cash = await riderAccount(db, held.holder, 'cash', held.currency, transaction);
  const legs: Leg[] = [];
  const repaid: DebtRepayment[] = [];
  for (const posting of postings) {
    legs.push({ account: held, amountCents: -posting.amountCents, lotId: posting.lotId }, { account: cash, amountCents: posting.amountCents, lotId: posting.lotId });
    const lot = posting.lotId ? await findLot(db, posting.lotId, transaction) : null;
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
    const kept = (await findWallet(db, wallet.mergedIntoWalletId, transaction))!;
    await moveLots(db, wallet, kept, transaction, `release:${holdId}`);
  }
  return released;
}
