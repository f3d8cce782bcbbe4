import type { DealerInviteAnswer } from '@rr/contracts';
import { apiError, type Identity } from '@rr/server-kit';
import { findLatestResetToken } from '../data-access/reset-tokens-repository.js';
import type { AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { auditDealer, DEALER_AUDIT, loadDealer, queueLoginLink } from './dealer-records.js';
import { RESET_RESEND_SECONDS } from './password-reset.js';

/**
 * `POST /api/admin/dealer-login/{id}/invite`: mails the invitation again (no password yet) or a password-reset link
 * (a password is set). Refused for a deactivated login (409 DEALER_LOGIN_DEACTIVATED: the link would not let it in)
 * and within a minute of the last link (429 LINK_TOO_SOON, a double click). Audited.
 */
export async function sendDealerLink(ctx: AccountsContext, caller: Identity, dealerId: string, request: AuditRequest): Promise<DealerInviteAnswer> {
  const sent = await ctx.db.sequelize.transaction(async (transaction) => {
    const { dealer, user } = await loadDealer(ctx, dealerId, transaction);
    if (user.deactivated) throw apiError('DEALER_LOGIN_DEACTIVATED');
    const last = await findLatestResetToken(ctx.db, dealerId, transaction);
    const waited = last ? (ctx.now().getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < RESET_RESEND_SECONDS) {
      const seconds = Math.max(1, Math.ceil(RESET_RESEND_SECONDS - waited));
      throw apiError('LINK_TOO_SOON', { seconds }, { 'Retry-After': String(seconds) });
    }
    const kind = await queueLoginLink(ctx, user, dealer.name, transaction);
    await auditDealer(ctx, caller, kind === 'invitation' ? DEALER_AUDIT.invitationSent : DEALER_AUDIT.resetSent, dealerId, request, { email: user.email }, transaction);
    return kind;
  });
  return { sent };
}
