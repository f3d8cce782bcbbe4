import { randomUUID } from 'node:crypto';
import type { AdminPromoterInput, ApplicationUpdateInput, PromoterApplication as ApplicationView, PromoterDetail, PromoterRecordInput } from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import { addPromoterAccount } from '../data-access/accounts-repository.js';
import {
  addApplication,
  countStepsTo,
  findApplication,
  findPromoterApplications,
  findSeasonApplication,
  storeApplication,
} from '../data-access/promoter-applications-repository.js';
import { findPromoterRecord, removeApplicant, storePromoterRecord } from '../data-access/promoters-repository.js';
import { findUserByEmail, findUserForUpdate } from '../data-access/users-repository.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import {
  addStep,
  applicationFields,
  auditPromoter,
  checkSeason,
  PROMOTER_AUDIT,
  publishSeason,
  recordFields,
  syncPromoterStatus,
} from './promoter-applications.js';
import { decideOne } from './promoter-decisions.js';
import { applicationView, getPromoter } from './promoter-views.js';

/**
 * `POST /api/admin/promoters/delete`: removes applicants who were never approved (their login, record and
 * applications), all or none. A promoter who was ever approved may have events and earnings behind them: 409
 * PROMOTER_NOT_DELETABLE (deactivate them instead).
 */
export async function deleteApplicants(ctx: AccountsContext, caller: Identity, ids: string[], request: AuditRequest): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  await ctx.db.sequelize.transaction(async (transaction) => {
    for (const id of unique) {
      const user = await findUserForUpdate(ctx.db, id, transaction);
      if (!user || user.type !== 'promoter') throw accountError('NOT_FOUND');
      const applicationIds = (await findPromoterApplications(ctx.db, id, transaction)).map((a) => a.id);
      const everApproved = await countStepsTo(ctx.db, applicationIds, 'approved', transaction);
      const promoter = await findPromoterRecord(ctx.db, id, transaction);
      if (everApproved > 0 || user.passwordHash || promoter?.status === 'approved') throw accountError('PROMOTER_NOT_DELETABLE');
      await removeApplicant(ctx.db, id, applicationIds, transaction);
      await auditPromoter(ctx, caller, PROMOTER_AUDIT.deleted, id, request, { email: user.email, name: promoter?.name ?? null }, transaction);
    }
  });
  return { deleted: unique.length };
}

/**
 * `POST /api/admin/promoters`: staff enter an application (a phone call, a paper form) for a new e-mail, pending,
 * or approved at once (`approve`), which mails the set-password link. An e-mail already in use is 409 EMAIL_TAKEN.
 */
export async function createPromoter(ctx: AccountsContext, caller: Identity, input: AdminPromoterInput, request: AuditRequest): Promise<PromoterDetail> {
  checkSeason(ctx, input.seasonYear);
  const email = input.email.trim().toLowerCase();
  const id = randomUUID();
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (await findUserByEmail(ctx.db, email, transaction)) throw accountError('EMAIL_TAKEN');
    await addPromoterAccount(ctx.db, { id, email, passwordHash: null, emailVerified: false }, { ...recordFields(input), status: 'pending', active: false }, transaction);
    const application = await addApplication(ctx.db, { id: randomUUID(), promoterId: id, status: 'pending', locale: 'en', ...applicationFields(input) }, transaction);
    await addStep(ctx, { applicationId: application.id, action: 'submitted', fromStatus: null, toStatus: 'pending', actorId: actorOf(caller) }, transaction);
    await auditPromoter(ctx, caller, PROMOTER_AUDIT.created, id, request, { email, seasonYear: input.seasonYear }, transaction);
    if (input.approve) await decideOne(ctx, caller, id, 'approve', request, transaction);
  });
  return getPromoter(ctx, id, true);
}

/** `PUT /api/{role}/promoter/{id}`: the promoter's own record (the promoter themselves, or staff). */
export async function updatePromoter(ctx: AccountsContext, caller: Identity, promoterId: string, input: PromoterRecordInput, request: AuditRequest): Promise<PromoterDetail> {
  if (caller.typ !== 'admin' && caller.sub !== promoterId) throw accountError('NOT_FOUND');
  await ctx.db.sequelize.transaction(async (transaction) => {
    const promoter = await findPromoterRecord(ctx.db, promoterId, transaction, true);
    if (!promoter) throw accountError('NOT_FOUND');
    const fields = recordFields(input);
    await storePromoterRecord(promoter, fields, transaction);
    await auditPromoter(ctx, caller, PROMOTER_AUDIT.updated, promoterId, request, { fields: Object.keys(fields) }, transaction);
  });
  return getPromoter(ctx, promoterId, caller.typ === 'admin');
}

/** `PUT /api/admin/promoter-application/{id}`: staff correct a season's answers (kept as an `updated` step). */
export async function updateApplication(ctx: AccountsContext, caller: Identity, applicationId: string, input: ApplicationUpdateInput, request: AuditRequest): Promise<{ application: ApplicationView }> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const application = await findApplication(ctx.db, applicationId, transaction, true);
    if (!application) throw accountError('NOT_FOUND');
    if (input.seasonYear !== application.seasonYear) {
      const clash = await findSeasonApplication(ctx.db, application.promoterId, input.seasonYear, transaction);
      if (clash) throw accountError('APPLICATION_DECIDED', { year: input.seasonYear });
    }
    await storeApplication(application, applicationFields(input), transaction);
    await addStep(ctx, { applicationId, action: 'updated', fromStatus: application.status, toStatus: application.status, actorId: actorOf(caller) }, transaction);
    await syncPromoterStatus(ctx, application.promoterId, transaction);
    await publishSeason(ctx, application, transaction);
    await auditPromoter(ctx, caller, PROMOTER_AUDIT.applicationUpdated, application.promoterId, request, { applicationId }, transaction);
  });
  return { application: await applicationView(ctx, applicationId) };
}
