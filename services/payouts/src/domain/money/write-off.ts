import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import type { Currency, JournalTransaction } from '../../data-access/models/index.js';
import { postTransaction, programmeAccount, riderAccount } from '../ledger.js';
import { positiveCents } from './lots.js';

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
