import { createHash, randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { Cashout, CreateOrder } from '@rr/contracts';
import { AppError, apiError, transactionWithRetry, type Logger } from '@rr/server-kit';
import { cashoutOfOrder, changeProcessingCashout, claimCashout, createCashout, dueCashouts, findCashout, keepRewardLink } from '../data-access/cashouts-repository.js';
import type { PayoutsDb } from '../data-access/database.js';
import { findIdempotencyKey, recordIdempotentAnswer, takeIdempotencyKey } from '../data-access/idempotency-keys-repository.js';
import { InsufficientFunds, riderAccount } from './ledger.js';
import { REWARD_LINK_LENGTH } from '../data-access/migrations/0017-cashout-reward-link.js';
import type { CashoutRow } from '../data-access/models/index.js';
import type { PaymentProvider } from '../provider/payment-provider.js';
import { hold, release, settle } from './money.js';
import { addRiderNotices } from './rider-notices.js';

/**
 * The cash-out saga (docs/architecture.md "Money"):
 *
 * 1. In one database transaction: the caller's idempotency key is recorded with the request's hash, the amount is
 *    held (the rider's cash lots → their hold account, guarded), and the `cashouts` row is written, claimed by this
 *    request. A key seen before answers what it answered (a different body under it is 409); a refused hold is
 *    answered, and recorded, as 409 INSUFFICIENT_FUNDS.
 * 2. Outside any transaction: the provider's order, `external_id` = the cash-out's id (so asking twice never pays
 *    twice).
 * 3. In one transaction: settle (hold → provider account, `paid`) or release (hold → back to the lots, `failed`). An
 *    unknown outcome (timeout, 5xx, 429, a crash before this step) leaves the row `processing` for the recovery job,
 *    which asks the provider by `external_id` and settles, releases or orders again, with backoff.
 */

const CLAIM_MS = 60_000;
/** Backoff of the recovery job: 5 s doubling to 10 min; after this many attempts an order the provider never saw is released. */
const MAX_ATTEMPTS = 12;
const backoff = (attempts: number) => Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
/**
 * How long a cash-out request waits for the provider before it answers 202 with the cash-out still `processing` (and
 * its id): well under the BFF's write timeout (10 s, bff/src/config.ts `timeouts.write`), so the rider always gets an
 * answer rather than a 503. The order goes on in the background, and the recovery job finishes whatever it leaves.
 */
export const CASHOUT_ANSWER_WITHIN_MS = 6_000;
/** A key whose first request has not recorded its answer yet (a moment between two statements) is read again this long. */
const REPLAY_WAIT_MS = 1_000;

const requestHash = (body: Pick<CreateOrder, 'amountCents' | 'currency' | 'method'>) =>
  createHash('sha256').update(JSON.stringify([body.amountCents, body.currency, body.method])).digest('hex');

/**
 * A cash-out as its rider sees it (the answer to the cash-out, the rider's history): with where to collect it once it
 * is paid. Only the owner's own answers are built from it; the link is a bearer credential (whoever opens it can
 * redeem the reward), so no list another role reads carries it.
 */
export function cashoutView(row: CashoutRow): Cashout {
  const paid = row.status === 'paid';
  return {
    _id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    previousBalanceCents: row.previousBalanceCents,
    newBalanceCents: row.newBalanceCents,
    orderId: row.providerOrderId ?? null,
    link: paid ? (row.rewardLink ?? null) : null,
    linkExpiresAt: paid && row.rewardExpiresAt ? row.rewardExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A link that fits where it is kept; a longer one is not kept, and generate_link is asked when the rider wants it. */
const keptLink = (link: string | null | undefined) => (link && link.length <= REWARD_LINK_LENGTH ? link : null);

export interface CashoutDeps {
  db: PayoutsDb;
  provider: PaymentProvider;
  logger: Logger;
  /** How long a request waits for the provider before answering `processing` (default CASHOUT_ANSWER_WITHIN_MS). */
  answerWithinMs?: number;
}

/** What a `POST /api/payments/create-order` answers: the cash-out (201 done, 202 still processing). */
export async function requestCashout(deps: CashoutDeps, riderId: string, body: CreateOrder): Promise<{ status: 201 | 202; cashout: Cashout }> {
  const { db } = deps;
  const hash = requestHash(body);
  let cashoutId: string | null = null;
  try {
    // Read committed, retried when InnoDB picks it as a deadlock victim (it was rolled back whole).
    cashoutId = await transactionWithRetry(db.sequelize, async (transaction) => {
      const seen = await findIdempotencyKey(db, riderId, body.idempotencyKey, transaction);
      if (seen) return null;
      await takeIdempotencyKey(db, { caller: riderId, key: body.idempotencyKey, operation: 'cashout', requestHash: hash }, transaction);
      const now = new Date();
      const cash = await riderAccount(db, riderId, 'cash', body.currency, transaction);
      const previous = cash.balanceCents;
      let holdId: string;
      try {
        holdId = (await hold(db, { riderId, amountCents: body.amountCents, currency: body.currency, sourceKey: `cashout:${riderId}:${body.idempotencyKey}`, details: { method: body.method } }, transaction)).id;
      } catch (error) {
        if (!(error instanceof InsufficientFunds)) throw error;
        const refusal = apiError('INSUFFICIENT_FUNDS');
        await recordIdempotentAnswer(db, riderId, body.idempotencyKey, { statusCode: refusal.status, response: JSON.stringify({ code: refusal.code, message: refusal.message }), completedAt: now }, transaction);
        return 'refused';
      }
      const id = randomUUID();
      await createCashout(
        db,
        { id, riderId, amountCents: body.amountCents, currency: body.currency, method: body.method, status: 'processing', holdId, previousBalanceCents: previous, newBalanceCents: previous - body.amountCents, nextAttemptAt: new Date(now.getTime() + CLAIM_MS), claimedUntil: new Date(now.getTime() + CLAIM_MS) },
        transaction,
      );
      // The answer is this cash-out (a replay renders its state then): recorded now, with the row.
      await recordIdempotentAnswer(db, riderId, body.idempotencyKey, { statusCode: 201, response: JSON.stringify({ cashoutId: id }), completedAt: now }, transaction);
      return id;
    });
  } catch (error) {
    // The same key at the same moment (MariaDB: the second insert waited for the first and found it): a replay.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
  if (cashoutId === 'refused') throw apiError('INSUFFICIENT_FUNDS');
  if (cashoutId) {
    const id = cashoutId;
    const advancing = advanceCashout(deps, id).catch((err: unknown) =>
      deps.logger.error({ err, cashoutId: id }, 'cash-out: the order step failed; the recovery job takes the cash-out up again'),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([advancing, new Promise((resolve) => (timer = setTimeout(resolve, deps.answerWithinMs ?? CASHOUT_ANSWER_WITHIN_MS)))]);
    clearTimeout(timer);
    return answer(db, id);
  }
  return replay(db, riderId, body.idempotencyKey, hash);
}

async function answer(db: PayoutsDb, cashoutId: string): Promise<{ status: 201 | 202; cashout: Cashout }> {
  const row = (await findCashout(db, cashoutId))!;
  return { status: row.status === 'processing' ? 202 : 201, cashout: cashoutView(row) };
}

/**
 * A key seen before: the same body gets the cash-out as it is now — 201 once it is paid or failed, 202 while it is
 * still `processing` (with its id, so the rider's screen can follow it), never a wait for the provider; a refusal
 * gets the same refusal; another body is 409.
 */
async function replay(db: PayoutsDb, riderId: string, key: string, hash: string): Promise<{ status: 201 | 202; cashout: Cashout }> {
  const until = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const seen = await findIdempotencyKey(db, riderId, key);
    if (!seen) throw apiError('CONFLICT');
    if (seen.requestHash !== hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
    const stored = seen.response ? (JSON.parse(seen.response) as { cashoutId?: string; code?: string; message?: string }) : null;
    if (stored?.code) throw new AppError(seen.statusCode ?? 409, stored.code, stored.message ?? '');
    if (stored?.cashoutId) return answer(db, stored.cashoutId);
    if (Date.now() > until) throw apiError('CONFLICT');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One step of a processing cash-out: ask the provider (create, or on a later attempt find by `external_id` first),
 * then settle, release, or schedule another attempt. The caller holds the row's claim.
 */
export async function advanceCashout(deps: CashoutDeps, cashoutId: string): Promise<void> {
  const { db, provider, logger } = deps;
  const row = await findCashout(db, cashoutId);
  if (!row || row.status !== 'processing') return;
  let outcome = row.attempts > 0 ? await provider.findOrder(row.id) : ({ kind: 'ok', value: null } as const);
  if (outcome.kind === 'ok' && outcome.value === null) {
    // Never created (or never seen): order now; the same external_id makes a second ask harmless.
    outcome = row.attempts >= MAX_ATTEMPTS ? { kind: 'rejected', reason: `the provider has no order after ${row.attempts} attempts` } : await provider.createOrder({ externalId: row.id, amountCents: row.amountCents, currency: row.currency, method: row.method, recipientName: `Race Rewards rider ${row.riderId}` });
  }
  const now = new Date();
  if (outcome.kind === 'ok' && outcome.value && outcome.value.status !== 'FAILED') {
    const order = outcome.value;
    // The first to move the row out of `processing` posts; a webhook and the recovery job racing here post once.
    const won = await transactionWithRetry(db.sequelize, async (transaction) => {
      const paid = await changeProcessingCashout(
        db,
        row.id,
        { status: 'paid', providerOrderId: order.id, rewardId: order.rewardId, rewardLink: keptLink(order.rewardLink), rewardExpiresAt: order.rewardExpiresAt ?? null, claimedUntil: null, lastError: null },
        transaction,
      );
      if (!paid) return false;
      await settle(db, row.holdId, transaction, { orderId: order.id, cashoutId: row.id });
      // The rider hears it is paid, with where to collect it when the provider gave that already.
      const link = keptLink(order.rewardLink);
      await addRiderNotices(
        db,
        [{ kind: 'cashout-paid', riderId: row.riderId, cashoutId: row.id, amountCents: row.amountCents, currency: row.currency, method: row.method, link: link && URL.canParse(link) ? link : null }],
        transaction,
      );
      return true;
    });
    if (won) logger.info({ cashoutId: row.id, orderId: order.id }, 'cash-out paid');
    return;
  }
  if (outcome.kind === 'rejected' || (outcome.kind === 'ok' && outcome.value?.status === 'FAILED')) {
    const reason = outcome.kind === 'rejected' ? outcome.reason : 'order failed';
    const won = await transactionWithRetry(db.sequelize, async (transaction) => {
      const failed = await changeProcessingCashout(db, row.id, { status: 'failed', claimedUntil: null, lastError: reason.slice(0, 500) }, transaction);
      if (!failed) return false;
      await release(db, row.holdId, transaction, { cashoutId: row.id, reason });
      // Always mailed: the rider must know the money did not leave and is back on their cash balance.
      const cash = await riderAccount(db, row.riderId, 'cash', row.currency, transaction);
      await addRiderNotices(db, [{ kind: 'cashout-failed', riderId: row.riderId, cashoutId: row.id, amountCents: row.amountCents, currency: row.currency, method: row.method, cashBalanceCents: cash.balanceCents }], transaction);
      return true;
    });
    if (won) logger.warn({ cashoutId: row.id, reason }, 'cash-out failed; the money is back');
    return;
  }
  const attempts = row.attempts + 1;
  const reason = outcome.kind === 'retry' ? outcome.reason : 'no answer';
  await changeProcessingCashout(db, row.id, { attempts, nextAttemptAt: new Date(now.getTime() + backoff(attempts)), claimedUntil: null, lastError: reason.slice(0, 500) });
  logger.warn({ cashoutId: row.id, attempts, reason }, 'cash-out outcome unknown; will ask the provider again');
}

/**
 * Claims a processing cash-out with a conditional update (one worker per row across replicas: not while the request
 * or another worker holds an unexpired claim) and advances it one step. Answers whether this worker took it. The
 * recovery job calls it for due rows; the provider's webhook for the row it names, at once.
 */
export async function claimAndAdvance(deps: CashoutDeps, cashoutId: string, now = new Date()): Promise<boolean> {
  if (!(await claimCashout(deps.db, cashoutId, now, new Date(now.getTime() + CLAIM_MS)))) return false;
  await advanceCashout(deps, cashoutId);
  return true;
}

/**
 * The recovery job's round: processing cash-outs due for another attempt (their claim expired or released), each
 * claimed and advanced (`claimAndAdvance`). Answers whether a full batch was taken.
 */
export async function recoverCashouts(deps: CashoutDeps, now = new Date(), batch = 20): Promise<boolean> {
  const { db } = deps;
  const due = await dueCashouts(db, now, batch);
  for (const row of due) await claimAndAdvance(deps, row.id, now);
  return due.length === batch;
}

/**
 * A rider's own cash-out's redemption link (the provider's reward link): the one kept with the cash-out, else one the
 * provider generates now, kept from then on (the history shows it, and asking again mints no second link).
 */
export async function rewardLink(deps: CashoutDeps, riderId: string, orderId: string): Promise<{ link: string }> {
  const row = await cashoutOfOrder(deps.db, riderId, orderId);
  if (!row?.rewardId || row.status !== 'paid') throw apiError('NOT_FOUND');
  if (row.rewardLink) return { link: row.rewardLink };
  const link = await deps.provider.rewardLink(row.rewardId);
  if (link.kind !== 'ok') throw apiError(link.kind === 'retry' ? 'UNAVAILABLE' : 'BAD_GATEWAY', { service: 'payments' });
  const kept = keptLink(link.value);
  if (!kept) return { link: link.value };
  // Two asks at once: the first link kept is the one both answer.
  if (await keepRewardLink(deps.db, row.id, kept)) return { link: kept };
  return { link: (await findCashout(deps.db, row.id))?.rewardLink ?? kept };
}

