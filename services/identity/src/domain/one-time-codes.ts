import { UniqueConstraintError, type Transaction } from 'sequelize';
import { claimAttempt, consumeCode, findCode, findCodeById, storeCode } from '../data-access/codes-repository.js';
import type { CodePurpose } from '../data-access/models/index.js';
import { codeHash, newCode, sameDigest } from './account-secrets.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';

/** docs/accounts.md "Email verification": 6 digits, 15 minutes, 5 attempts, one new code per 60 seconds. */
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

/** Seconds until the user may ask for another code of this purpose (0 = now). */
export async function secondsUntilNextCode(ctx: AccountsContext, userId: string, purpose: CodePurpose, transaction: Transaction): Promise<number> {
  const previous = await findCode(ctx.db, userId, purpose, transaction);
  if (!previous) return 0;
  return Math.max(0, Math.ceil((previous.issuedAt.getTime() + CODE_RESEND_SECONDS * 1000 - ctx.now().getTime()) / 1000));
}

/**
 * In the caller's transaction: a fresh code for (user, purpose) replacing the previous one; only its
 * HMAC is stored. 429 CODE_TOO_SOON `{ seconds }` within 60 s of the previous code. Returns the code.
 */
export async function issueCode(ctx: AccountsContext, transaction: Transaction, userId: string, purpose: CodePurpose): Promise<string> {
  const now = ctx.now();
  const previous = await findCode(ctx.db, userId, purpose, transaction);
  const wait = previous ? Math.ceil((previous.issuedAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000) : 0;
  if (wait > 0) throw accountError('CODE_TOO_SOON', { seconds: wait });

  const code = newCode();
  const record = {
    userId,
    purpose,
    codeHash: codeHash(ctx.secrets.codeKey, purpose, userId, code),
    issuedAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  };
  let stored: boolean;
  try {
    stored = await storeCode(ctx.db, record, previous, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000), transaction);
  } catch (err) {
    // A concurrent request stored a code of this user and purpose a moment ago (the unique index
    // refused ours, or MySQL chose this transaction as the victim of the race).
    if (!(err instanceof UniqueConstraintError) && !isDeadlock(err)) throw err;
    stored = false;
  }
  if (!stored) throw accountError('CODE_TOO_SOON', { seconds: CODE_RESEND_SECONDS });
  return code;
}

function isDeadlock(err: unknown): boolean {
  const parent = (err as { parent?: { code?: string } } | null)?.parent;
  return parent?.code === 'ER_LOCK_DEADLOCK';
}

/** Used when there is no user: the attempt claim runs against an id no code has, so the work matches. */
const NO_CODE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Checks a code and, when right, consumes it and runs `onSuccess` in one transaction. Every attempt is
 * claimed first with a conditional UPDATE (open, unexpired, fewer than 5 attempts), and consumption is
 * conditional too (`consumed_at IS NULL`), so a code works once even under concurrent requests.
 * An unknown user (`userId` null) gets the same answer, 400 CODE_INVALID, after the same work.
 */
export async function redeemCode<T>(
  ctx: AccountsContext,
  userId: string | null,
  purpose: CodePurpose,
  code: string,
  onSuccess: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  const row = userId ? await findCode(ctx.db, userId, purpose) : null;
  const claimed = await claimAttempt(ctx.db, row?.id ?? NO_CODE_ID, now, CODE_MAX_ATTEMPTS);
  const expected = codeHash(ctx.secrets.codeKey, purpose, userId ?? NO_CODE_ID, code.trim());
  // Compare with the row as it is after the claim (a new code may have replaced the one read above).
  const current = claimed && row ? await findCodeById(ctx.db, row.id) : null;
  const matches = sameDigest(current?.codeHash ?? '00', expected) && current !== null;
  if (!matches || !current) throw accountError('CODE_INVALID');

  return ctx.db.sequelize.transaction(async (transaction) => {
    if (!(await consumeCode(ctx.db, current.id, now, transaction))) throw accountError('CODE_INVALID');
    return onSuccess(transaction);
  });
}
