import { changePasswordSchema, newPasswordSchema } from '@rr/contracts';
import { findUser, storePassword } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { hashSecret, verifySecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/**
 * Sets a user's password (change-password screens, and the recovery session's new password). When
 * `currentPassword` is given it must match (400 CURRENT_PASSWORD_WRONG). Voids the user's sessions
 * (`sessionsValidAfter = now`) and clears open reset tokens.
 */
export async function changePassword(ctx: AccountsContext, userId: string, body: unknown): Promise<{ user: SessionUser; sessionsValidAfter: number | null }> {
  const withCurrent = typeof body === 'object' && body !== null && (body as { currentPassword?: unknown }).currentPassword !== undefined;
  const { currentPassword, password } = withCurrent ? parseInput(changePasswordSchema, body) : { ...parseInput(newPasswordSchema, body), currentPassword: undefined };
  const user = await findUser(ctx.db, userId);
  if (!user) throw accountError('NOT_FOUND');
  if (user.deactivated) throw accountError('DEACTIVATED');
  if (currentPassword !== undefined && !(await verifySecret(user.passwordHash, currentPassword))) throw accountError('CURRENT_PASSWORD_WRONG');
  const passwordHash = await hashSecret(password);
  const now = ctx.now();
  await ctx.db.sequelize.transaction((transaction) => storePassword(ctx.db, user.id, passwordHash, now, transaction));
  return getSessionUser(ctx.db, user.id);
}
