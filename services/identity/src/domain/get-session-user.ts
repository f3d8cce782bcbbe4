import { accountError } from './errors.js';
import type { IdentityDb } from '../data-access/database.js';
import { findUserWithProfile } from '../data-access/users-repository.js';
import { toSessionUser, type SessionUser } from './session-user.js';

/**
 * The user as the session should see it now (the BFF re-reads it on every signed-in request), with the
 * instant (ms) before which every session of the user is void, or null.
 */
export async function getSessionUser(db: IdentityDb, userId: string): Promise<{ user: SessionUser; sessionsValidAfter: number | null }> {
  const user = await findUserWithProfile(db, { id: userId });
  if (!user) throw accountError('NOT_FOUND');
  return { user: toSessionUser(user), sessionsValidAfter: user.sessionsValidAfter ? user.sessionsValidAfter.getTime() : null };
}
