import type { OidcSignIn as OidcIdentity } from '@rr/contracts/server';
import { UniqueConstraintError } from 'sequelize';
import { createOidcLink, findOidcLink } from '../data-access/oidc-repository.js';
import { findUserByEmail, findUserWithProfile, markEmailVerified, recordLogin } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { toSessionUser, type SessionUser } from './session-user.js';

/** Who the organisation's provider says signed in (POST /internal/auth/oidc, @rr/contracts). */
export type { OidcSignIn as OidcIdentity } from '@rr/contracts/server';

/**
 * Single sign-on: the account linked to the provider's issuer + subject or, the first time, the active
 * account whose e-mail the provider verified (the link is then stored and the e-mail counts as verified).
 * 403 OIDC_NO_ACCOUNT when there is none, 403 DEACTIVATED for a deactivated account. A success is
 * recorded like a login.
 */
export async function oidcSignIn(ctx: AccountsContext, identity: OidcIdentity): Promise<SessionUser> {
  const { db } = ctx;
  let userId = (await findOidcLink(db, identity.issuer, identity.subject))?.userId;
  if (!userId) {
    const email = identity.email?.trim().toLowerCase();
    if (!email || !identity.emailVerified) throw accountError('OIDC_NO_ACCOUNT');
    const user = await findUserByEmail(db, email);
    if (!user) throw accountError('OIDC_NO_ACCOUNT');
    if (user.deactivated) throw accountError('DEACTIVATED');
    try {
      await db.sequelize.transaction(async (transaction) => {
        await createOidcLink(db, { issuer: identity.issuer, subject: identity.subject, userId: user.id, createdAt: ctx.now() }, transaction);
        if (!user.emailVerified) await markEmailVerified(db, user.id, transaction);
      });
      userId = user.id;
    } catch (err) {
      // The same provider account signed in twice at once: the other request stored the link.
      if (!(err instanceof UniqueConstraintError)) throw err;
      userId = (await findOidcLink(db, identity.issuer, identity.subject))?.userId;
      if (!userId) throw err;
    }
  }
  const user = await findUserWithProfile(db, { id: userId });
  if (!user) throw accountError('OIDC_NO_ACCOUNT');
  if (user.deactivated) throw accountError('DEACTIVATED');
  await recordLogin(db, user.id, ctx.now());
  return toSessionUser(user);
}
