import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import type { Currency, JournalTransaction, Lot } from '../../data-access/models/index.js';
import { findWalletByRider, lockWalletOfRider } from '../../data-access/wallets-repository.js';
import { InsufficientFunds, dealerAccount, postTransaction, riderAccount, type Leg } from '../ledger.js';
import { positiveCents, settleLotStatuses, spendableLots, take } from './lots.js';

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
  const wallet = await lockWalletOfRider(db, input.riderId, transaction);
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
