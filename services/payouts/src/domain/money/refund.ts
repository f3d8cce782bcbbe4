import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { findAccount } from '../../data-access/accounts-repository.js';
import { dealerLegOfRedemption, findJournal, lotLegsOfRedemption, lotLegsOfTransactions, refundsOfRedemption } from '../../data-access/journal-repository.js';
import { findLot } from '../../data-access/lots-repository.js';
import type { JournalTransaction } from '../../data-access/models/index.js';
import { findWallet } from '../../data-access/wallets-repository.js';
import { postTransaction, programmeAccount, riderAccount, type Leg } from '../ledger.js';
import { addRiderNotices, debtNotices, type DebtRepayment } from '../rider-notices.js';
import { parseDetails, positiveCents, settleLotStatuses } from './lots.js';
import { returnToReversed } from './return-to-reversed.js';

/**
 * A dealer refunds (part of) a redemption: the money goes back to the lots it came from, the last taken first. A
 * lot that has expired since does not come back to life: its part goes to the expired account.
 */
export async function refund(db: PayoutsDb, input: { redemptionId: string; amountCents: number; sourceKey?: string; memo?: string; now?: Date }, transaction: Transaction): Promise<JournalTransaction> {
  positiveCents(input.amountCents);
  const redemption = await findJournal(db, input.redemptionId, transaction);
  if (!redemption || redemption.kind !== 'redemption') throw new Error(`no redemption ${input.redemptionId}`);
  const taken = await lotLegsOfRedemption(db, redemption.id, transaction);
  const refunds = await refundsOfRedemption(db, redemption.id, transaction);
  const refunded = refunds.length ? await lotLegsOfTransactions(db, refunds.map((r) => r.id), transaction) : [];
  const left = new Map<string, number>();
  for (const posting of taken) left.set(posting.lotId!, (left.get(posting.lotId!) ?? 0) - posting.amountCents);
  // What each lot got back before: the refunds' legs that returned money to it (a lot's way on to the expired
  // account, or to a debt, is a second leg of the same refund and does not make it refundable again).
  for (const posting of refunded) if (posting.amountCents > 0) left.set(posting.lotId!, (left.get(posting.lotId!) ?? 0) - posting.amountCents);
  const refundable = [...left.values()].reduce((sum, cents) => sum + cents, 0);
  if (input.amountCents > refundable) throw new RangeError(`only ${refundable} of this redemption can be refunded`);

  const currency = taken[0]!.currency;
  // Back from the account the redemption paid (the dealer's own; the programme's for redemptions made before them).
  const paid = await dealerLegOfRedemption(db, redemption.id, transaction);
  const dealers = paid ? (await findAccount(db, paid.accountId, transaction))! : await programmeAccount(db, 'dealers', currency, transaction);
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
    const lot = (await findLot(db, lotId, transaction))!;
    const wallet = (await findWallet(db, lot.walletId, transaction))!;
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
