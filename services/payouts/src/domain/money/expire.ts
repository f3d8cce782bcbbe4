import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { lockLot, lotsDueToExpire, markLotExpired } from '../../data-access/lots-repository.js';
import type { JournalTransaction, Lot } from '../../data-access/models/index.js';
import { findWallet } from '../../data-access/wallets-repository.js';
import { postTransaction, programmeAccount, riderAccount } from '../ledger.js';

/** Expires one lot past its date: what is left → the expired account, status `expired`. */
export async function expireLot(db: PayoutsDb, lot: Lot, transaction: Transaction): Promise<JournalTransaction | null> {
  const wallet = (await findWallet(db, lot.walletId, transaction))!;
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
  await markLotExpired(lot, transaction);
  return journal;
}

/** Every current lot whose expiry has passed, expired one transaction each; the count. */
export async function expireDue(db: PayoutsDb, now: Date, limit = 500): Promise<number> {
  const due = await lotsDueToExpire(db, now, limit);
  let expired = 0;
  for (const { id } of due) {
    await db.sequelize.transaction(async (transaction) => {
      const lot = await lockLot(db, id, transaction);
      if (!lot || lot.status !== 'current') return;
      await expireLot(db, lot, transaction);
      expired += 1;
    });
  }
  return expired;
}
