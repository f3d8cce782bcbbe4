import { paths, pinCheckRequestSchema, type PinCheckAnswer } from '@rr/contracts';
import type { Transaction } from 'sequelize';
import { apiError, tooManyAttempts, type LockoutPolicy } from '@rr/server-kit';
import { clearPinFailures, countWrongPin, findRiderRecordForUpdate, lockPin } from '../data-access/rider-records-repository.js';
import { findTillTry, giveBudgetPlacesBack, insertAuditEntry, lockPinRow, takeBudgetPlace } from '../data-access/till-pin-repository.js';
import { findUser } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { currencyForCountry } from './currency.js';
import { mailLocale } from './locale.js';
import { queueMail } from './mail/mail-message.js';
import { verifyPin } from './pin.js';
import { parseInput } from './validation.js';

/**
 * The PIN a rider types at a dealer's till (docs/security.md "Rider PINs at the till"), checked for
 * the payouts service before it redeems:
 *
 * - **Per rider**: wrong PINs in a row are counted on the rider's row, read and written under a row lock, so
 *   concurrent tries are judged one after the other and exactly 5 wrong ones lock the PIN — then even the right PIN is
 *   refused (423 PIN_LOCKED) until the rider sets a new one; the rider is mailed at once and their dashboard says so.
 *   A right PIN starts the count again.
 * - **Per dealer login, and per dealer login and address**: budgets of wrong PINs an hour (the shared counters), so a
 *   login or a device spraying guesses over many riders is stopped (429 TOO_MANY_ATTEMPTS). A try is counted
 *   **before** the check, atomically, and judged by the count it got, so tries sent at once reach the check at most
 *   the budget's number of times; a try that turns out right (or never reached a PIN) is given back, so a busy
 *   counter's right PINs never use a budget up. Both budgets are the dealer's own: another dealer behind the same
 *   address (a shop's NAT) spends none of them, and a stolen login used from elsewhere can spend only the address
 *   share, leaving the shop's counter the rest.
 * - **Unknown ids spend no PIN budget**: an id that is not an active rider never reaches a PIN, so it answers 404
 *   NOT_FOUND and is counted on a budget of its own (per dealer login), which bounds enumeration without ever
 *   refusing a real rider's right PIN.
 * - **Every try is audited** (`till.pin.right|wrong|locked|refused`, the dealer as actor, the rider as subject).
 * - The answers tell a dealer nothing the search did not: an unknown or deactivated rider is 404 NOT_FOUND, like an
 *   id that never existed.
 */
export const TILL_PIN_POLICY = {
  /** Wrong PINs in a row that lock a rider's PIN. */
  riderMaxFailures: 5,
  /** Wrong PINs one dealer login may type in an hour, over all riders and addresses. */
  dealer: { maxAttempts: 30, windowMs: 60 * 60_000 },
  /**
   * Of those, how many may come from one network address: a counter's whole budget, while a stolen login used from
   * elsewhere can take only this much, leaving the shop the rest.
   */
  dealerAddress: { maxAttempts: 20, windowMs: 60 * 60_000 },
  /** Redemptions for ids that are no active rider one dealer login may send in an hour. */
  unknownRiders: { maxAttempts: 30, windowMs: 60 * 60_000 },
} as const;

export const TILL_AUDIT = {
  right: 'till.pin.right',
  wrong: 'till.pin.wrong',
  locked: 'till.pin.locked',
  refused: 'till.pin.refused',
} as const;

type Outcome =
  | { kind: 'right'; answer: PinCheckAnswer }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'now-locked' }
  | { kind: 'locked' }
  | { kind: 'no-pin' }
  | { kind: 'unknown' };

export async function checkTillPin(ctx: AccountsContext, body: unknown): Promise<PinCheckAnswer> {
  const input = parseInput(pinCheckRequestSchema, body);
  // One read: the dealer (only a participating dealer's till redeems: a deactivated login has no session, an inactive
  // dealer no till) and whether the rider is an active one, before any budget is touched.
  const { dealer, riderActive } = await findTillTry(ctx.db, input.dealerId, input.riderId);
  if (!dealer || !dealer.active) throw apiError('FORBIDDEN');

  if (!riderActive) {
    const { maxAttempts, windowMs } = TILL_PIN_POLICY.unknownRiders;
    const key = `till-unknown:${input.dealerId}`;
    const window = await ctx.attempts.hit(key, windowMs);
    if (window.count > maxAttempts) {
      await ctx.attempts.release(key);
      await audit(ctx, input, TILL_AUDIT.refused, { reason: 'unknownRiderBudget' });
      throw tooManyAttempts(window.resetMs);
    }
    await audit(ctx, input, TILL_AUDIT.refused, { reason: 'unknownRider' });
    throw apiError('NOT_FOUND');
  }

  // Counted before the check; given back below unless a wrong PIN was typed.
  const budgets = [
    { key: `till-dealer:${input.dealerId}`, policy: TILL_PIN_POLICY.dealer, reason: 'dealerBudget' },
    ...(input.ip ? [{ key: `till-dealer-address:${input.dealerId}:${input.ip}`, policy: TILL_PIN_POLICY.dealerAddress, reason: 'addressBudget' }] : []),
  ];
  const held: Reservation[] = [];
  // A try that was not a wrong PIN gives its places back in the judging transaction (one commit fewer).
  const released = { committed: false };
  let outcome: Outcome;
  try {
    for (const budget of budgets) held.push(await reserve(ctx, input, budget));
    outcome = await judge(ctx, input, { dealerName: dealer.name, dealerCountry: dealer.country ?? null }, held, released);
  } catch (err) {
    // Unless the judging transaction committed them given back, the places are given back now.
    if (!released.committed) await giveBack(ctx, held);
    throw err;
  }
  if (wrongPin(outcome)) for (const reservation of held) await reservation.keep();

  switch (outcome.kind) {
    case 'right':
      return outcome.answer;
    case 'wrong':
      throw apiError('PIN_WRONG', { attemptsLeft: outcome.attemptsLeft });
    case 'now-locked':
    case 'locked':
      throw apiError('PIN_LOCKED');
    case 'no-pin':
      throw apiError('PIN_NOT_SET');
    case 'unknown':
      throw apiError('NOT_FOUND');
  }
}

interface Reservation {
  /** The budget's counter the place was taken in. */
  key: string;
  /** The PIN was wrong: the try stays counted. */
  keep(): Promise<void>;
}

/** The PIN was right, or never checked: the tries are given back (one statement for all the budgets). */
async function giveBack(ctx: AccountsContext, held: readonly Reservation[], transaction?: Transaction): Promise<void> {
  await giveBudgetPlacesBack(
    ctx.db,
    held.map((reservation) => reservation.key),
    transaction,
  );
}

/** A wrong PIN keeps its places in the budgets; every other outcome gives them back. */
const wrongPin = (outcome: Outcome) => outcome.kind === 'wrong' || outcome.kind === 'now-locked';

/** How long a try waits for a budget that is full of tries still being checked, rather than of wrong PINs. */
const RESERVE_WAIT_MS = 2_000;

/**
 * One place in a budget of wrong PINs, taken before the PIN is checked. The budget's counter holds the wrong PINs of
 * its window plus the tries being checked, and each step on it is atomic, so no more tries than the budget can be
 * checked at once; a right PIN gives its place back. A second counter holds the wrong PINs alone: when the budget is
 * full but not of wrong PINs (a busy counter's right PINs in flight), the try waits a moment for a place instead of
 * being refused, so right PINs are never turned away by each other. A window with a place free (a busy till's usual
 * case) gives it in one statement; the rest (no window yet, an expired or a full one) goes through the counters.
 */
async function reserve(ctx: AccountsContext, input: TryInput, budget: { key: string; policy: LockoutPolicy; reason: string }): Promise<Reservation> {
  const { key, policy } = budget;
  const wrongKey = `${key}:wrong`;
  const reservation = { key, keep: async () => void (await ctx.attempts.hit(wrongKey, policy.windowMs)) };
  if (await takeBudgetPlace(ctx.db, key, policy.maxAttempts, ctx.now())) return reservation;
  const started = Date.now();
  for (;;) {
    const window = await ctx.attempts.hit(key, policy.windowMs);
    if (window.count <= policy.maxAttempts) return reservation;
    await ctx.attempts.release(key);
    const wrong = await ctx.attempts.peek(wrongKey);
    if ((wrong?.count ?? 0) >= policy.maxAttempts || Date.now() - started >= RESERVE_WAIT_MS) {
      await audit(ctx, input, TILL_AUDIT.refused, { reason: budget.reason });
      throw tooManyAttempts(wrong?.resetMs ?? window.resetMs);
    }
    // A random pause, so tries waiting together do not keep filling the budget for each other in step.
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
  }
}

/** The audit entry of each outcome (the dealer as actor, the rider as subject, never the PIN). */
const AUDITED: { [K in Outcome['kind']]: (outcome: Extract<Outcome, { kind: K }>) => [string, Record<string, unknown>] } = {
  right: () => [TILL_AUDIT.right, {}],
  wrong: (outcome) => [TILL_AUDIT.wrong, { attemptsLeft: outcome.attemptsLeft }],
  'now-locked': () => [TILL_AUDIT.locked, {}],
  locked: () => [TILL_AUDIT.refused, { reason: 'locked' }],
  'no-pin': () => [TILL_AUDIT.refused, { reason: 'noPin' }],
  // Deactivated between the first look and the check.
  unknown: () => [TILL_AUDIT.refused, { reason: 'unknownRider' }],
};

/**
 * One try against the rider's row, under its lock (concurrent tries for one rider wait for each other), audited in
 * the same transaction, which also gives the budgets' places back unless the PIN was wrong (the counters' rows are
 * written last, so a try holds them only while it commits). A right PIN with no wrong ones before it changes nothing
 * of the row: the lock, the check, the audit entry and the places given back are all it costs. Anything that changes
 * the row (a count, the lock, a re-hash) goes through the rider's model, whose hooks announce what a session shows of it.
 */
async function judge(
  ctx: AccountsContext,
  input: TryInput & { pin: string },
  dealer: { dealerName: string; dealerCountry: string | null },
  held: readonly Reservation[],
  released: { committed: boolean },
): Promise<Outcome> {
  const { db } = ctx;
  return db.sequelize.transaction(async (transaction) => {
    // Registered first, so it is known even if a later hook of the commit throws.
    let givenBack = false;
    transaction.afterCommit(() => void (released.committed = givenBack));
    const outcome = await decide(ctx, input, dealer, transaction);
    const [action, details] = (AUDITED[outcome.kind] as (o: Outcome) => [string, Record<string, unknown>])(outcome);
    await audit(ctx, input, action, details, transaction);
    if (!wrongPin(outcome)) {
      await giveBack(ctx, held, transaction);
      givenBack = true;
    }
    return outcome;
  });
}

async function decide(ctx: AccountsContext, input: TryInput & { pin: string }, dealer: { dealerName: string; dealerCountry: string | null }, transaction: Transaction): Promise<Outcome> {
  const { db } = ctx;
  const row = await lockPinRow(db, input.riderId, transaction);
  if (!row || row.deactivated) return { kind: 'unknown' };
  if (!row.pinHash) return { kind: 'no-pin' };
  if (row.pinLocked) return { kind: 'locked' };
  const check = await verifyPin(ctx.secrets.pinKey, row.userId, row.pinHash, input.pin);
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  const right: Outcome = { kind: 'right', answer: { riderId: row.userId, fullName, country: row.country, currency: currencyForCountry(row.country), ...dealer } };
  if (check.matches && row.pinFailures === 0 && !check.rehash) return right;

  // The row changes: read through its model (its lock is already this transaction's).
  const rider = (await findRiderRecordForUpdate(db, input.riderId, transaction))!;
  if (check.matches) {
    await clearPinFailures(rider, check.rehash, transaction);
    return right;
  }
  const failures = rider.pinFailures + 1;
  if (failures < TILL_PIN_POLICY.riderMaxFailures) {
    await countWrongPin(rider, failures, transaction);
    return { kind: 'wrong', attemptsLeft: TILL_PIN_POLICY.riderMaxFailures - failures };
  }
  await lockPin(rider, failures, ctx.now(), transaction);
  const user = (await findUser(db, rider.userId, transaction))!;
  await queueMail(ctx, transaction, {
    template: 'pin-locked',
    to: user.email,
    locale: mailLocale(user.locale),
    userId: user.id,
    link: `${ctx.publicUrl ?? 'http://localhost:8080'}${paths.rider.profile()}`,
  });
  return { kind: 'now-locked' };
}

type TryInput = { riderId: string; dealerId: string; ip: string | null };

async function audit(ctx: AccountsContext, input: TryInput, action: string, details: Record<string, unknown> = {}, transaction?: Transaction): Promise<void> {
  await insertAuditEntry(ctx.db, { action, actorId: input.dealerId, subjectId: input.riderId, details: { ip: input.ip, ...details }, at: ctx.now() }, transaction);
}
