import type { Identity } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findUser, storeActivation } from '../data-access/users-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { publishRiderChanged } from './rider-facts.js';
import type { SessionUser } from './session-user.js';

/** Account types an administrator may activate or deactivate (@rr/contracts). */
export { ACTIVATION_TYPES, type ActivationType } from '@rr/contracts/server';
import type { ActivationType } from '@rr/contracts/server';

/**
 * Activates or deactivates a rider, dealer or promoter (administrators). The target must have that
 * type (404 otherwise). Deactivation voids the user's sessions at once (`sessionsValidAfter = now`).
 * The change and its audit entry (and, for a rider, `rider.changed` with the new `active`) commit together.
 */
export async function setActivation(
  ctx: AccountsContext,
  caller: Identity,
  target: { type: ActivationType; id: string; deActivated: boolean },
  request: AuditRequest,
): Promise<SessionUser> {
  const user = await findUser(ctx.db, target.id);
  if (!user || user.type !== target.type) throw accountError('NOT_FOUND');
  const now = ctx.now();
  await ctx.db.sequelize.transaction(async (transaction) => {
    await storeActivation(ctx.db, user.id, target.deActivated, now, transaction);
    if (user.type === 'rider') await publishRiderChanged(ctx.db, ctx.outbox, transaction, user.id, now);
    await addAuditEntry(
      ctx.db,
      {
        at: now,
        action: target.deActivated ? AUDIT_ACTIONS.deactivated : AUDIT_ACTIONS.activated,
        actorId: actorOf(caller),
        subjectId: user.id,
        method: request.method,
        path: request.path,
        status: 200,
        details: { type: user.type, wasDeActivated: Boolean(user.deactivated) },
      },
      transaction,
    );
  });
  return (await getSessionUser(ctx.db, user.id)).user;
}
