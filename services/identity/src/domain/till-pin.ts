import { paths, pinCheckRequestSchema, type PinCheckAnswer } from '@rr/contracts';
import { apiError, tooManyAttempts } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { AccountsContext } from './context.js';
import { currencyForCountry } from './currency.js';
import { mailLocale } from './locale.js';
import { queueMail } from './mail/mail-message.js';
import { verifyPin } from './pin.js';
import { parseInput } from './validation.js';

/**
 * The PIN a rider types at a dealer's till (issue 13 item 3, docs/security.md "Rider PINs at the till"), checked for
 * the payouts service before it redeems:
 *
 * - **Per rider**: wrong PINs in a row are counted on the rider's row, read and written under a row lock, so
 *   concurrent tries are judged one after the other and exactly 5 wrong ones lock the PIN — then even the right PIN is
 *   refused (423 PIN_LOCKED) until the rider sets a new one; the rider is mailed at once and their dashboard says so.
 *   A right PIN starts the count again.
 * - **Per dealer and per address**: a budget of wrong PINs an hour (the shared counters), read before the check and
 *   counted after a wrong PIN, so a dealer's login or a device spraying guesses over many riders is stopped (429
 *   TOO_MANY_ATTEMPTS) while a busy counter typing right PINs never is. Tries in flight at once can pass a budget by
 *   their number; the per-rider limit, which is what guards a PIN, is exact.
 * - **Every try is audited** (`till.pin.right|wrong|locked|refused`, the dealer as actor, the rider as subject).
 * - The answers tell a dealer nothing the search did not: an unknown or deactivated rider is 404 NOT_FOUND, like an
 *   id that never existed.
 */
export const TILL_PIN_POLICY = {
  /** Wrong PINs in a row that lock a rider's PIN. */
  riderMaxFailures: 5,
  /** Wrong PINs one dealer login may type in an hour, over all riders. */
  dealer: { maxAttempts: 20, windowMs: 60 * 60_000 },
  /** Wrong PINs one network address may send in an hour, over all dealers and riders. */
  address: { maxAttempts: 40, windowMs: 60 * 60_000 },
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
  // Only a participating dealer's till redeems (a deactivated login has no session; an inactive dealer no till).
  const dealer = await ctx.db.models.Dealer.findByPk(input.dealerId, { attributes: ['userId', 'name', 'country', 'active'] });
  if (!dealer || !dealer.active) throw apiError('FORBIDDEN');
  const budgets = [
    { key: `till-dealer:${input.dealerId}`, ...TILL_PIN_POLICY.dealer },
    ...(input.ip ? [{ key: `till-address:${input.ip}`, ...TILL_PIN_POLICY.address }] : []),
  ];
  // Budgets: read before the check, counted after a wrong PIN (so a busy counter's right PINs never use them up).
  for (const budget of budgets) {
    const window = await ctx.attempts.peek(budget.key);
    if (window && window.count >= budget.maxAttempts) {
      await audit(ctx, input, TILL_AUDIT.refused, { reason: budget.key.startsWith('till-dealer:') ? 'dealerBudget' : 'addressBudget' });
      throw tooManyAttempts(window.resetMs);
    }
  }

  const outcome = await judge(ctx, input, { dealerName: dealer.name, dealerCountry: dealer.country ?? null });
  if (outcome.kind === 'wrong' || outcome.kind === 'now-locked' || outcome.kind === 'unknown') {
    for (const budget of budgets) await ctx.attempts.hit(budget.key, budget.windowMs);
  }

  switch (outcome.kind) {
    case 'right':
      await audit(ctx, input, TILL_AUDIT.right);
      return outcome.answer;
    case 'wrong':
      await audit(ctx, input, TILL_AUDIT.wrong, { attemptsLeft: outcome.attemptsLeft });
      throw apiError('PIN_WRONG', { attemptsLeft: outcome.attemptsLeft });
    case 'now-locked':
      await audit(ctx, input, TILL_AUDIT.locked);
      throw apiError('PIN_LOCKED');
    case 'locked':
      await audit(ctx, input, TILL_AUDIT.refused, { reason: 'locked' });
      throw apiError('PIN_LOCKED');
    case 'no-pin':
      await audit(ctx, input, TILL_AUDIT.refused, { reason: 'noPin' });
      throw apiError('PIN_NOT_SET');
    case 'unknown':
      await audit(ctx, input, TILL_AUDIT.refused, { reason: 'unknownRider' });
      throw apiError('NOT_FOUND');
  }
}

/** One try against the rider's row, under its lock (concurrent tries for one rider wait for each other). */
async function judge(ctx: AccountsContext, input: { riderId: string; pin: string }, dealer: { dealerName: string; dealerCountry: string | null }): Promise<Outcome> {
  const { db } = ctx;
  return db.sequelize.transaction(async (transaction) => {
    const rider = await db.models.Rider.findByPk(input.riderId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!rider) return { kind: 'unknown' };
    const user = await db.models.User.findByPk(rider.userId, { transaction, attributes: ['id', 'email', 'deactivated', 'locale'] });
    if (!user || user.deactivated) return { kind: 'unknown' };
    if (!rider.pinHash) return { kind: 'no-pin' };
    if (rider.pinLockedAt) return { kind: 'locked' };
    const check = await verifyPin(ctx.secrets.pinKey, rider.userId, rider.pinHash, input.pin);
    if (check.matches) {
      if (rider.pinFailures > 0 || check.rehash) await rider.update({ pinFailures: 0, ...(check.rehash ? { pinHash: check.rehash } : {}) }, { transaction });
      const fullName = `${rider.firstName} ${rider.lastName}`.trim();
      return { kind: 'right', answer: { riderId: rider.userId, fullName, country: rider.country, currency: currencyForCountry(rider.country), ...dealer } };
    }
    const failures = rider.pinFailures + 1;
    if (failures < TILL_PIN_POLICY.riderMaxFailures) {
      await rider.update({ pinFailures: failures }, { transaction });
      return { kind: 'wrong', attemptsLeft: TILL_PIN_POLICY.riderMaxFailures - failures };
    }
    await rider.update({ pinFailures: failures, pinLockedAt: ctx.now() }, { transaction });
    await queueMail(ctx, transaction, {
      template: 'pin-locked',
      to: user.email,
      locale: mailLocale(user.locale),
      userId: user.id,
      link: `${ctx.publicUrl ?? 'http://localhost:8080'}${paths.rider.profile()}`,
    });
    return { kind: 'now-locked' };
  });
}

async function audit(ctx: AccountsContext, input: { riderId: string; dealerId: string; ip: string | null }, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await addAuditEntry(ctx.db, { action, actorId: input.dealerId, subjectId: input.riderId, details: { ip: input.ip, ...details }, at: ctx.now() });
}
