import { notFound } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { findUserWithProfile } from '../data-access/users-repository.js';
import { toSessionUser, type SessionUser } from './session-user.js';

/** The user as the session should see it now (the BFF re-reads it on every /api/session). */
export async function getSessionUser(db: IdentityDb, userId: string): Promise<SessionUser> {
  const user = await findUserWithProfile(db, { id: userId });
  if (!user) throw notFound('No user with that id');
  return toSessionUser(user);
}
