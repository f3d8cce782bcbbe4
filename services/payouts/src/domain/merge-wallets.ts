import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../data-access/database.js';
import { createWallet, findEntryByKey, findWalletByRider, moveWalletContents } from '../data-access/wallets-repository.js';
import type { RidersMerged } from './messages.js';

export type MergeOutcome =
  | { status: 'merged'; keptWalletId: string; lots: number; entries: number }
  | { status: 'already-merged' }
  | { status: 'nothing-to-move' };

/**
 * Two riders became one: the removed rider's lots and ledger entries move to the kept rider's
 * wallet with their amounts untouched, and one linking `adjustment` entry of 0 records the move
 * (its idempotency key names both wallets, so the same merge never links twice). The removed wallet
 * stays, empty, marked as merged. Lots keep their own currency, so a cross-currency merge loses nothing.
 */
export async function mergeWallets(db: PayoutsDb, merge: RidersMerged, transaction: Transaction): Promise<MergeOutcome> {
  const removed = await findWalletByRider(db, merge.removedRiderId, transaction);
  if (!removed) return { status: 'nothing-to-move' };
  if (removed.mergedIntoWalletId) return { status: 'already-merged' };

  const kept = (await findWalletByRider(db, merge.keptRiderId, transaction)) ?? (await createWallet(db, { riderId: merge.keptRiderId, currency: removed.currency }, transaction));
  const idempotencyKey = `riders.merged:${removed.id}:${kept.id}`;
  if (await findEntryByKey(db, idempotencyKey, transaction)) return { status: 'already-merged' };

  const moved = await moveWalletContents(db, removed.id, kept.id, transaction);
  await db.models.LedgerEntry.create(
    {
      id: randomUUID(),
      walletId: kept.id,
      kind: 'adjustment',
      amountCents: 0,
      currency: kept.currency,
      idempotencyKey,
      reference: `merged rider ${merge.removedRiderId} (wallet ${removed.id})`.slice(0, 200),
    },
    { transaction },
  );
  await removed.update({ mergedIntoWalletId: kept.id }, { transaction });
  return { status: 'merged', keptWalletId: kept.id, ...moved };
}
