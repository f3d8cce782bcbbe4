import type { PromoterDetail, PromoterStatus } from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import type { Locale, PromoterApplication } from '../data-access/models/index.js';
import { findApplicationSteps, findLatestApplication, storeApplication } from '../data-access/promoter-applications-repository.js';
import { deactivatePromoter, findPromoterRecord, storePromoterRecord } from '../data-access/promoters-repository.js';
import { createResetToken } from '../data-access/reset-tokens-repository.js';
import { findUser } from '../data-access/users-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { addStep, auditPromoter, PROMOTER_AUDIT, publishSeason, syncPromoterStatus, WELCOME_LINK_DAYS, type Effects } from './promoter-applications.js';
import { getPromoter } from './promoter-views.js';

export type Decision = 'approve' | 'reject';
/** What staff add to a decision: a rejection's reason (trimmed; blank is none). */
export interface DecisionNote {
  reason?: string | null | undefined;
}

async function latestApplication(ctx: AccountsContext, promoterId: string, transaction: Transaction): Promise<PromoterApplication> {
  const user = await findUser(ctx.db, promoterId, transaction);
  if (!user || user.type !== 'promoter') throw accountError('NOT_FOUND');
  const application = await findLatestApplication(ctx.db, promoterId, transaction, true);
  if (!application) throw accountError('NOT_FOUND');
  return application;
}

/** A rejection's reason as kept and mailed: trimmed, null when blank. */
const reasonOf = (note: DecisionNote): string | null => (typeof note.reason === 'string' && note.reason.trim() !== '' ? note.reason.trim() : null);

/**
 * Approves or rejects a promoter's latest application. Approving turns the promoter active; someone who has never
 * had a password gets the set-password link (valid 7 days), a returning promoter a sign-in link. Rejecting keeps the
 * reason staff gave (if any) with the step and mails the applicant, in the language of their application, with it.
 * Deciding what is already decided that way changes nothing (a double click: no second mail). Each step is kept with
 * who and when, and audited.
 */
export async function decideOne(ctx: AccountsContext, caller: Identity, promoterId: string, decision: Decision, request: AuditRequest, transaction: Transaction, note: DecisionNote = {}): Promise<void> {
  const application = await latestApplication(ctx, promoterId, transaction);
  const toStatus: PromoterStatus = decision === 'approve' ? 'approved' : 'rejected';
  if (application.status === toStatus) return;
  const user = (await findUser(ctx.db, promoterId, transaction))!;
  const promoter = (await findPromoterRecord(ctx.db, promoterId, transaction))!;
  const effects: Effects = {};
  const reason = decision === 'reject' ? reasonOf(note) : null;
  if (decision === 'reject') {
    const values = { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName, ...(reason ? { reason } : {}) };
    await queueMail(ctx, transaction, { template: 'promoter-rejected', to: user.email, locale: application.locale as Locale, userId: user.id, values });
  }
  if (decision === 'approve') {
    if (!promoter.active) {
      await storePromoterRecord(promoter, { active: true }, transaction);
      effects.activated = true;
    }
    const values = { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName };
    const base = ctx.publicUrl ?? 'http://localhost:8080';
    if (!user.passwordHash) {
      const token = newResetToken();
      const now = ctx.now();
      await createResetToken(ctx.db, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + WELCOME_LINK_DAYS * 86_400_000) }, transaction);
      await queueMail(ctx, transaction, { template: 'promoter-approved', to: user.email, locale: (user.locale ?? application.locale) as Locale, userId: user.id, values, link: linkWith(`${base}/forgot-password-reset`, 'token', token), token });
      effects.loginMailed = true;
    } else {
      await queueMail(ctx, transaction, { template: 'promoter-approved', to: user.email, locale: (user.locale ?? application.locale) as Locale, userId: user.id, values, link: `${base}/login` });
    }
  }
  const fromStatus = application.status;
  await storeApplication(application, { status: toStatus }, transaction);
  await addStep(ctx, { applicationId: application.id, action: decision === 'approve' ? 'approved' : 'rejected', fromStatus, toStatus, actorId: actorOf(caller), effects, reason }, transaction);
  await syncPromoterStatus(ctx, promoterId, transaction);
  await publishSeason(ctx, application, transaction);
  await auditPromoter(
    ctx,
    caller,
    decision === 'approve' ? PROMOTER_AUDIT.approved : PROMOTER_AUDIT.rejected,
    promoterId,
    request,
    { applicationId: application.id, seasonYear: application.seasonYear, fromStatus, ...effects, ...(decision === 'reject' ? { reason } : {}) },
    transaction,
  );
}

/**
 * Undo: the latest application returns to the state before its last decision (kept as an `undone` step, with who
 * and when). Undoing an approval that activated the promoter deactivates them again; a mailed set-password link
 * stays valid (the mail cannot be recalled), but signing in needs an active promoter to be useful.
 */
async function undoOne(ctx: AccountsContext, caller: Identity, promoterId: string, request: AuditRequest, transaction: Transaction): Promise<void> {
  const application = await latestApplication(ctx, promoterId, transaction);
  const steps = await findApplicationSteps(ctx.db, [application.id], transaction);
  // The decisions still in force: each undo cancels the latest decision before it.
  const standing: typeof steps = [];
  for (const step of steps) {
    if (step.action === 'approved' || step.action === 'rejected') standing.push(step);
    else if (step.action === 'undone') standing.pop();
  }
  const last = standing.at(-1);
  if (!last || !last.fromStatus) throw accountError('NOTHING_TO_UNDO');
  const effects = last.effects ? (JSON.parse(last.effects) as Effects) : {};
  if (effects.activated) await deactivatePromoter(ctx.db, promoterId, transaction);
  const fromStatus = application.status;
  await storeApplication(application, { status: last.fromStatus }, transaction);
  await addStep(ctx, { applicationId: application.id, action: 'undone', fromStatus, toStatus: last.fromStatus, actorId: actorOf(caller) }, transaction);
  await syncPromoterStatus(ctx, promoterId, transaction);
  await publishSeason(ctx, application, transaction);
  await auditPromoter(ctx, caller, PROMOTER_AUDIT.undone, promoterId, request, { applicationId: application.id, fromStatus, toStatus: last.fromStatus }, transaction);
}

/** `PUT /api/admin/promoter/{id}/approve|reject|undo` (reject with `{ reason? }`). */
export async function decide(ctx: AccountsContext, caller: Identity, promoterId: string, action: Decision | 'undo', request: AuditRequest, note: DecisionNote = {}): Promise<PromoterDetail> {
  await ctx.db.sequelize.transaction((transaction) => (action === 'undo' ? undoOne(ctx, caller, promoterId, request, transaction) : decideOne(ctx, caller, promoterId, action, request, transaction, note)));
  return getPromoter(ctx, promoterId, true);
}

/** `POST /api/admin/promoters/approve|reject` (reject with one `reason?` for all): every one or none (one transaction); unknown ids are 404. */
export async function decideMany(ctx: AccountsContext, caller: Identity, ids: string[], action: Decision, request: AuditRequest, note: DecisionNote = {}): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  await ctx.db.sequelize.transaction(async (transaction) => {
    for (const id of unique) await decideOne(ctx, caller, id, action, request, transaction, note);
  });
  return { updated: unique.length };
}
