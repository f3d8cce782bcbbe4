import { UniqueConstraintError } from 'sequelize';
import type { Identity } from '@rr/server-kit';
import { adminProfileSchema } from '@rr/contracts';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { emailTakenByOther, findUserWithProfile, storeAdminProfile } from '../data-access/users-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * An administrator edits their own profile (`adminProfileSchema`); 403 for anyone else's. 409
 * EMAIL_TAKEN when another account has the e-mail. `profileImage` changes only when sent. The change
 * and its audit entry (`admin.profile.updated`, the changed field names) commit together.
 */
export async function updateAdminProfile(ctx: AccountsContext, caller: Identity, adminId: string, body: unknown, request: AuditRequest): Promise<SessionUser> {
  if (caller.typ !== 'admin' || caller.sub !== adminId) throw accountError('FORBIDDEN');
  const input = parseInput(adminProfileSchema, body);
  const admin = await findUserWithProfile(ctx.db, { id: adminId });
  if (!admin || admin.type !== 'admin') throw accountError('NOT_FOUND');

  const next = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    phone: orNull(input.phone),
    ...(Object.hasOwn(input, 'profileImage') ? { profileImage: orNull(input.profileImage) } : {}),
  };
  const before: Record<string, unknown> = {
    firstName: admin.admin?.firstName,
    lastName: admin.admin?.lastName,
    email: admin.email,
    phone: admin.phone ?? null,
    profileImage: admin.profileImage ?? null,
  };
  const changed = Object.entries(next)
    .filter(([field, value]) => before[field] !== value)
    .map(([field]) => field);

  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      if (await emailTakenByOther(ctx.db, next.email, adminId, transaction)) throw accountError('EMAIL_TAKEN', { field: 'email' });
      await storeAdminProfile(ctx.db, adminId, next, transaction);
      await addAuditEntry(
        ctx.db,
        { at: ctx.now(), action: AUDIT_ACTIONS.adminProfileUpdated, actorId: actorOf(caller), subjectId: adminId, method: request.method, path: request.path, status: 200, details: { fields: changed } },
        transaction,
      );
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw accountError('EMAIL_TAKEN', { field: 'email' });
    throw err;
  }
  return (await getSessionUser(ctx.db, adminId)).user;
}
