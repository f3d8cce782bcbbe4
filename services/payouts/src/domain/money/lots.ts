import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { owedAccountsOfRider } from '../../data-access/accounts-repository.js';
import { findLot, setLotStatus, spendableLotsOfWallet } from '../../data-access/lots-repository.js';
import type { Currency, JournalTransaction, Lot, LotType, Wallet } from '../../data-access/models/index.js';
import { createWallet, findWallet, findWalletByRider } from '../../data-access/wallets-repository.js';

// What the money use-cases share: a rider's wallet and lots, the order lots are spent in, and where merged money went.

export async function walletOf(db: PayoutsDb, riderId: string, currency: Currency, transaction: Transaction): Promise<Wallet> {
  return (await findWalletByRider(db, riderId, transaction)) ?? (await createWallet(db, { riderId, currency }, transaction));
}

export const parseDetails = (journal: JournalTransaction): Record<string, unknown> => (journal.details ? (JSON.parse(journal.details) as Record<string, unknown>) : {});

/** A lot's status from what is left in it (expired and moved lots keep theirs). */
export async function settleLotStatuses(db: PayoutsDb, lotIds: string[], transaction: Transaction, emptied: 'spent' | 'funded' = 'spent'): Promise<void> {
  for (const id of new Set(lotIds)) {
    const lot = await findLot(db, id, transaction);
    // A corrected award keeps its status: what returns to it passes on to the rider's debt.
    if (!lot || lot.status === 'expired' || lot.reversedAt) continue;
    const status = lot.currentCents > 0 ? 'current' : lot.status === 'current' ? emptied : lot.status;
    if (status !== lot.status) await setLotStatus(lot, status, status === 'current' ? null : new Date(), transaction);
  }
}

/** The rider whose wallet now holds a rider's money: the kept rider after a merge (followed to the end). */
export async function currentRiderOf(db: PayoutsDb, riderId: string, transaction: Transaction): Promise<string> {
  let wallet = await findWalletByRider(db, riderId, transaction);
  for (let hops = 0; wallet?.mergedIntoWalletId && hops < 20; hops += 1) wallet = await findWallet(db, wallet.mergedIntoWalletId, transaction);
  return wallet?.riderId ?? riderId;
}

/** What a rider owes the programme in each currency (cents, positive), from their `owed` accounts. */
export async function owedByRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Map<Currency, number>> {
  const accounts = await owedAccountsOfRider(db, riderId, transaction);
  return new Map(accounts.filter((a) => a.balanceCents < 0).map((a) => [a.currency, -a.balanceCents]));
}

/** The rider's lots of these types with money in them, in the order they are spent. */
export async function spendableLots(db: PayoutsDb, walletId: string, types: LotType[], currency: Currency, now: Date, transaction?: Transaction): Promise<Lot[]> {
  const lots = await spendableLotsOfWallet(db, walletId, types, currency, now, transaction);
  // Soonest expiry first (never-expiring last), then the oldest award.
  const expiry = (lot: Lot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return lots.sort((a, b) => expiry(a) - expiry(b) || a.awardedAt.getTime() - b.awardedAt.getTime() || a.id.localeCompare(b.id));
}

/** Splits an amount over lots in order: [lot, cents taken] until it is covered, or null when they hold less. */
export function take<L extends Pick<Lot, 'currentCents'>>(lots: readonly L[], amountCents: number): Array<[L, number]> | null {
  const parts: Array<[L, number]> = [];
  let left = amountCents;
  for (const lot of lots) {
    if (left === 0) break;
    const cents = Math.min(lot.currentCents, left);
    parts.push([lot, cents]);
    left -= cents;
  }
  return left === 0 ? parts : null;
}

export function positiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`not a positive amount of cents: ${amountCents}`);
}
