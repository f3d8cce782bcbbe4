import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../data-access/database.js';
import type { Wallet } from '../data-access/models/index.js';
import { createWallet, findWalletByRider } from '../data-access/wallets-repository.js';
import type { RiderRegistered } from './messages.js';

/**
 * Opens a newly registered rider's wallet. A rider already holding one keeps it unchanged (a
 * redelivered or repeated message, or the seed having opened it first); the unique rider_id is
 * the last guard.
 */
export async function openWallet(db: PayoutsDb, registered: RiderRegistered, transaction: Transaction): Promise<{ wallet: Wallet; opened: boolean }> {
  const existing = await findWalletByRider(db, registered.riderId, transaction);
  if (existing) return { wallet: existing, opened: false };
  return { wallet: await createWallet(db, registered, transaction), opened: true };
}
