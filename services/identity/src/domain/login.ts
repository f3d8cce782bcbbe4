import { ERRORS } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { findUserWithProfile, recordLogin } from '../data-access/users-repository.js';
import { hashSecret, needsRehash, verifySecret } from './secrets.js';
import { toSessionUser, type SessionUser } from './session-user.js';
import { accountError } from './errors.js';

export const LOGIN_FAILED_MESSAGE = ERRORS.LOGIN_FAILED.message;
export const DEACTIVATED_MESSAGE = ERRORS.DEACTIVATED.message;

export const loginFailed = () => accountError('LOGIN_FAILED');
export const deactivated = () => accountError('DEACTIVATED');

/**
 * Checks an e-mail + password pair. An unknown e-mail and a wrong password give the same answer
 * after the same work (a dummy hash is verified); the deactivated answer comes only after a correct
 * password, so it never reveals that an address has an account. A success is recorded (time, count).
 */
export async function login(db: IdentityDb, credentials: { email: string; password: string }, now = new Date()): Promise<SessionUser> {
  const user = await findUserWithProfile(db, { email: credentials.email });
  // Sign-in hashing joins only a short queue: under a flood it answers 503 LOGIN_BUSY at once (see secrets.ts).
  const matches = await verifySecret(user?.passwordHash, credentials.password, 'login');
  if (!user || !matches) throw loginFailed();
  if (user.deactivated) throw deactivated();

  // Upgrading an old hash is best effort: a busy pool must not turn a correct password into a refusal.
  const rehash =
    user.passwordHash && needsRehash(user.passwordHash) ? await hashSecret(credentials.password, 'login').catch(() => undefined) : undefined;
  await recordLogin(db, user.id, now, rehash);
  return toSessionUser(user);
}
