import { createHash, randomInt } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { redeemRequestSchema, redemptionCode, type PinCheckAnswer, type RedeemAnswer, type RedeemRequest, type TillCredit, type TillRedemption } from '@rr/contracts';
import { AppError, apiError, parseBody, transactionWithRetry } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { findIdempotentAnswer, insertIdempotencyKey, recordIdempotentAnswer } from '../data-access/idempotency-keys-repository.js';
import type { CreditRedemptionRow } from '../data-access/models/index.js';
import { insertRedemptionRow, type SpendableLot } from '../data-access/redemption-ledger.js';
import { findRedemption, lockRedemption, markRedemptionRefunded } from '../data-access/redemptions-repository.js';
import { findWalletByRider } from '../data-access/wallets-repository.js';
import { InsufficientFunds } from './ledger.js';
import { redeem, refund, spendableCredit } from './money.js';
import { CreditMoved, type Spent } from './money/redeem.js';
import type { RiderFactsSource } from './rider-facts.js';

/**
 * The dealer till (docs/architecture.md "Money"): find a rider's dealer credit, redeem it with the
 * rider's PIN, and the administrator's refund (the redemptions' lists and export: redemption-lists.ts).
 *
 * A redemption (`POST /api/dealer/redeem`):
 * 1. A key this dealer sent before answers exactly what it answered (the stored body): a double tap, a retry after a
 *    lost answer, or 20 copies at once make one redemption. The same key with other details is 409.
 * 2. Identity checks the PIN (counts, audits, locks; domain/till-pin.ts there). Its refusals are answered as they
 *    are and recorded nowhere here, so the same key may be sent again with the right PIN.
 * 3. One database transaction: the key is recorded, the rider's wallet row locked, the lots spent soonest expiry
 *    first (guarded updates: never below zero), the `credit_redemptions` row written with its code, and the answer
 *    stored with the key. Too little credit is answered (and recorded for the key) as 409 CREDIT_TOO_LOW.
 */

export interface TillDeps {
  db: PayoutsDb;
  riders: RiderFactsSource;
}

export function tillView(row: CreditRedemptionRow): TillRedemption {
  return {
    _id: row.id,
    code: redemptionCode(row.code),
    riderId: row.riderId,
    riderName: row.riderName,
    riderCountry: row.riderCountry,
    dealerId: row.dealerId,
    dealerName: row.dealerName,
    dealerCountry: row.dealerCountry,
    employeeName: row.employeeName,
    amountCents: row.amountCents,
    currency: row.currency,
    category: row.category,
    idChecked: Boolean(row.idChecked),
    redeemedAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
    refundedByName: row.refundedByName ?? null,
  };
}

/** "Find awards": the rider's dealer credit in their wallet's currency, lot by lot in the order it is spent. */
/**
 * The till's "find awards" for a dealer: a rider identity does not know as active (deactivated, merged away, never
 * existed) answers 404 NOT_FOUND exactly as an id that never existed, as the till's other routes do, so a dealer
 * learns nothing of a closed account's credit.
 */
export async function tillAwards(deps: TillDeps, riderId: string, now = new Date()): Promise<TillCredit> {
  // No id is longer than a UUID: identity would refuse to be asked about such a one.
  if (riderId.length === 0 || riderId.length > 36) throw apiError('NOT_FOUND');
  const facts = (await deps.riders.facts([riderId])).get(riderId);
  if (!facts?.active) throw apiError('NOT_FOUND');
  return tillCredit(deps.db, riderId, now);
}

export async function tillCredit(db: PayoutsDb, riderId: string, now = new Date()): Promise<TillCredit> {
  const wallet = await findWalletByRider(db, riderId);
  if (!wallet) throw apiError('NOT_FOUND');
  const lots = await spendableCredit(db, riderId, wallet.currency, now);
  return {
    riderId,
    currency: wallet.currency,
    availableCents: lots.reduce((sum, lot) => sum + lot.currentCents, 0),
    lots: lots.map((lot) => ({
      _id: lot.id,
      type: lot.type === 'bonus' ? 'bonus' : 'credit',
      currentCents: lot.currentCents,
      currency: lot.currency,
      awardedAt: lot.awardedAt.toISOString(),
      expiresAt: lot.expiresAt ? lot.expiresAt.toISOString() : null,
      notes: lot.notes ?? null,
    })),
  };
}

const requestHash = (body: { riderId: string; amountCents: number; currency: string; employeeName: string }) =>
  createHash('sha256').update(JSON.stringify([body.riderId, body.amountCents, body.currency, body.employeeName.trim()])).digest('hex');

/** How long a copy of a key still in flight waits for the first request's answer. */
const REPLAY_WAIT_MS = 10_000;
/** Codes: 6 characters in base 36 (36^5 … 36^6 − 1), random so they say nothing of the volume and cannot be guessed in turn. */
const CODE_MIN = 36 ** 5;
const CODE_MAX = 36 ** 6;

interface StoredAnswer {
  status: number;
  body: RedeemAnswer | { code: string; message: string; details?: unknown };
}

export async function redeemAtTill(deps: TillDeps, dealerId: string, input: unknown, ip: string | null, now = () => new Date()): Promise<RedeemAnswer> {
  const body = parseBody(redeemRequestSchema, input);
  const caller = `dealer:${dealerId}`;
  const hash = requestHash(body);
  const { db } = deps;

  if (await findIdempotentAnswer(db, caller, body.idempotencyKey)) return replay(db, caller, body.idempotencyKey, hash);

  const who = await deps.riders.checkTillPin({ riderId: body.riderId, pin: body.pin, dealerId, ip });
  if (who.currency !== body.currency) throw apiError('CREDIT_CURRENCY', { currency: who.currency });

  let stored: StoredAnswer | null = null;
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        stored = await transactionWithRetry(db.sequelize, (transaction) => redeemInTransaction(db, { body, dealerId, caller, hash, who, at: now() }, transaction));
        break;
      } catch (error) {
        // Rolled back whole: a lot moved under the redemption, or its random code was taken. Run it again.
        if (!(error instanceof CreditMoved || error instanceof CodeTaken) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    // The same key at the same moment (MariaDB: the second insert waited for the first and found it): a copy.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
  if (!stored) return replay(db, caller, body.idempotencyKey, hash);
  return answerOf(stored);
}

/** The receipt's code was drawn again by luck: the redemption runs again with another. */
class CodeTaken extends Error {
  override name = 'CodeTaken';
}

/**
 * One database transaction: the key taken, the rider's wallet locked, the lots spent (guarded updates: never below
 * zero), the journal, the reports' feed and the rider's notice in one outbox insert, the `credit_redemptions` row with
 * its code, and the answer stored with the key. Too little credit is answered (and recorded for the key) as 409
 * CREDIT_TOO_LOW.
 */
async function redeemInTransaction(
  db: PayoutsDb,
  input: { body: RedeemRequest; dealerId: string; caller: string; hash: string; who: PinCheckAnswer; at: Date },
  transaction: Transaction,
): Promise<StoredAnswer> {
  const { body, dealerId, who, at } = input;
  // A copy of this key racing us makes this insert fail (unique): answered as a replay.
  await insertIdempotencyKey(db, { caller: input.caller, key: body.idempotencyKey, operation: 'redeem', requestHash: input.hash, at }, transaction);
  const finish = async (answer: StoredAnswer) => {
    await recordIdempotentAnswer(db, input.caller, body.idempotencyKey, { statusCode: answer.status, response: JSON.stringify(answer.body), completedAt: at }, transaction);
    return answer;
  };
  const code = randomInt(CODE_MIN, CODE_MAX);
  const employeeName = body.employeeName.trim();
  const receipt = (spent: Spent): TillRedemption => ({
    _id: spent.journal.id,
    code: redemptionCode(code),
    riderId: body.riderId,
    riderName: who.fullName,
    riderCountry: who.country,
    dealerId,
    dealerName: who.dealerName,
    dealerCountry: who.dealerCountry,
    employeeName,
    amountCents: body.amountCents,
    currency: body.currency,
    category: creditSource(spent.lots.map(([lot]) => lot)),
    idChecked: body.idChecked,
    redeemedAt: spent.journal.createdAt.toISOString(),
    refundedAt: null,
    refundedByName: null,
  });
  let spent: Spent;
  try {
    spent = await redeem(
      db,
      {
        riderId: body.riderId,
        amountCents: body.amountCents,
        currency: body.currency,
        dealerId,
        sourceKey: `redeem:${dealerId}:${body.idempotencyKey}`,
        sourceKeyIsNew: true,
        memo: `Redeemed at ${who.dealerName}`,
        details: { dealerName: who.dealerName, employeeName: body.employeeName },
        now: at,
      },
      transaction,
      {
        // The rider hears what was spent where, with the receipt code and what credit is left.
        notices: (made) => [
          { kind: 'credit-redeemed', riderId: body.riderId, redemptionId: made.journal.id, code: redemptionCode(code), dealerName: who.dealerName.slice(0, 200), amountCents: body.amountCents, currency: body.currency, creditLeftCents: made.remainingCents },
        ],
      },
    );
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    const refusal = apiError('CREDIT_TOO_LOW');
    return finish({ status: refusal.status, body: { code: refusal.code, message: refusal.message } });
  }
  const redemption = receipt(spent);
  try {
    await insertRedemptionRow(
      db,
      {
        id: redemption._id,
        code,
        riderId: redemption.riderId,
        riderName: redemption.riderName,
        riderCountry: redemption.riderCountry,
        dealerId,
        dealerName: redemption.dealerName,
        dealerCountry: redemption.dealerCountry,
        employeeName,
        amountCents: redemption.amountCents,
        currency: redemption.currency,
        category: redemption.category,
        idChecked: body.idChecked,
        createdAt: spent.journal.createdAt,
      },
      transaction,
    );
  } catch (error) {
    // The row's id is the journal's, just made: only its code can be taken.
    if (error instanceof UniqueConstraintError) throw new CodeTaken(`redemption code ${code} is taken`);
    throw error;
  }
  return finish({ status: 201, body: { redemption, remainingCents: spent.remainingCents } });
}

function answerOf(stored: StoredAnswer): RedeemAnswer {
  if ('redemption' in stored.body) return stored.body;
  throw new AppError(stored.status, stored.body.code, stored.body.message, stored.body.details);
}

/** A key seen before: the same details get the first answer (waiting while it is in flight); others are 409. */
async function replay(db: PayoutsDb, caller: string, key: string, hash: string): Promise<RedeemAnswer> {
  const until = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const seen = await findIdempotentAnswer(db, caller, key);
    if (!seen) throw apiError('CONFLICT');
    if (seen.requestHash !== hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
    if (seen.response && seen.statusCode) return answerOf({ status: seen.statusCode, body: JSON.parse(seen.response) as StoredAnswer['body'] });
    if (Date.now() > until) throw apiError('CONFLICT');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Where the spent credit came from: the events' titles (as payouts knows them), else the lots' notes. */
function creditSource(lots: readonly SpendableLot[]): string | null {
  const names = [...new Set(lots.map((lot) => (lot.eventId ? lot.eventTitle : null) ?? lot.notes ?? '').filter(Boolean))];
  return names.length ? names.join(' · ').slice(0, 200) : null;
}

/**
 * `DELETE /api/admin/credit-redemption/{id}`: the administrator's refund. The whole redemption goes back to the lots
 * it came from (a lot that expired since goes to the expired account), and the row stays as a revoked redemption
 * with who refunded it and when. Refunding a revoked redemption again changes nothing and answers the same.
 */
export async function refundRedemption(deps: TillDeps, admin: { id: string }, id: string, now = () => new Date()): Promise<TillRedemption> {
  const { db } = deps;
  const existing = await findRedemption(db, id);
  if (!existing) throw apiError('NOT_FOUND');
  if (existing.refundedAt) return tillView(existing);
  const adminName = (await deps.riders.userName(admin.id)) ?? admin.id;
  const row = await transactionWithRetry(db.sequelize, async (transaction) => {
    const locked = (await lockRedemption(db, id, transaction))!;
    if (locked.refundedAt) return locked;
    const at = now();
    const journal = await refund(db, { redemptionId: id, amountCents: locked.amountCents, sourceKey: `refund:${id}`, memo: `Refunded by ${adminName}`, now: at }, transaction);
    await markRedemptionRefunded(locked, { at, by: admin.id, byName: adminName, transactionId: journal.id }, transaction);
    return locked;
  });
  return tillView(row);
}
