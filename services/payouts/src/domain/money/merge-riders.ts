import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { createLot, lotsLeftInWallet, markLotMoved, markLotSpent } from '../../data-access/lots-repository.js';
import type { Wallet } from '../../data-access/models/index.js';
import { findWalletByRider, markWalletMerged } from '../../data-access/wallets-repository.js';
import { postTransaction, riderAccount, type Leg } from '../ledger.js';
import { owedByRider, walletOf } from './lots.js';

/**
 * What is left in each of one wallet's lots moves to a new lot of another (same type, currency, award and expiry
 * dates, event), one transfer transaction; the old lot points to the new one. Holds in flight stay where they are
 * (`release` sends them on).
 */
export async function moveLots(db: PayoutsDb, from: Wallet, to: Wallet, transaction: Transaction, sourceKey: string): Promise<{ lots: number; cents: number }> {
  const lots = await lotsLeftInWallet(db, from.id, transaction);
  if (lots.length === 0) return { lots: 0, cents: 0 };
  const legs: Leg[] = [];
  let cents = 0;
  for (const lot of lots) {
    const moved = await createLot(
      db,
      { id: randomUUID(), walletId: to.id, type: lot.type, currency: lot.currency, initialCents: lot.currentCents, currentCents: 0, status: 'current', awardedAt: lot.awardedAt, expiresAt: lot.expiresAt, eventId: lot.eventId, notes: lot.notes, bonus: lot.bonus },
      transaction,
    );
    legs.push(
      { account: await riderAccount(db, from.riderId, lot.type, lot.currency, transaction), amountCents: -lot.currentCents, lotId: lot.id },
      { account: await riderAccount(db, to.riderId, lot.type, lot.currency, transaction), amountCents: lot.currentCents, lotId: moved.id },
    );
    cents += lot.currentCents;
    await markLotMoved(lot, moved.id, transaction);
  }
  await postTransaction(db, { kind: 'merge', riderId: to.riderId, sourceKey: `merge:${from.id}:${to.id}:${sourceKey}`, memo: `Moved from rider ${from.riderId}`, details: { fromRiderId: from.riderId, toRiderId: to.riderId }, legs }, transaction);
  for (const lot of lots) await markLotSpent(lot, new Date(), transaction);
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
  await markWalletMerged(removed, kept.id, transaction);
  return { status: 'merged', keptWalletId: kept.id, ...moved };
}
