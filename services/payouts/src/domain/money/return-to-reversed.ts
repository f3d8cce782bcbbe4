import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { lockAccount } from '../../data-access/accounts-repository.js';
import { createLot } from '../../data-access/lots-repository.js';
import type { Currency, Lot, LotType } from '../../data-access/models/index.js';
import { programmeAccount, riderAccount, type Leg } from '../ledger.js';
import type { DebtRepayment } from '../rider-notices.js';
import { currentRiderOf, walletOf } from './lots.js';

/**
 * Money coming back to lots whose award was taken back (a failed cash-out's hold, a dealer's refund): it repays what
 * the rider owes in that currency, and what is more than the debt (the rider repaid it meanwhile from other earnings)
 * is theirs again, in a new lot like the old one. Answers the legs to add (the caller posts them with its own), and
 * adds what repaid the debt to `repaid` (the caller tells the rider once the legs are posted).
 */
export async function returnToReversed(
  db: PayoutsDb,
  input: { riderId: string; currency: Currency; type: LotType; cents: number; like: Lot; note: string; at: Date; via: DebtRepayment['via']; repaid: DebtRepayment[] },
  transaction: Transaction,
): Promise<Leg[]> {
  const debtor = await currentRiderOf(db, input.riderId, transaction);
  const owedAccount = await riderAccount(db, debtor, 'owed', input.currency, transaction);
  const locked = (await lockAccount(db, owedAccount.id, transaction))!;
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
      const lot = await createLot(
        db,
        { id: randomUUID(), walletId: wallet.id, type: input.type, currency: input.currency, initialCents: rest, currentCents: 0, status: 'current', awardedAt: input.at, expiresAt: input.like.expiresAt, eventId: input.like.eventId, notes: input.note.slice(0, 500), bonus: input.like.bonus },
        transaction,
      );
      legs.push({ account: await riderAccount(db, debtor, input.type, input.currency, transaction), amountCents: rest, lotId: lot.id });
    }
  }
  return legs;
}
