import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { adminPromoterSchema, applicationUpdateSchema, promoterIdsSchema, promoterListQuerySchema, promoterRecordSchema, promoterRejectManySchema, promoterRejectSchema } from '@rr/contracts';
import { createApiToken, listApiTokens, revokeApiToken, rotateApiToken } from '../domain/api-tokens.js';
import { apiTokenInputSchema } from '@rr/contracts/api-tokens';
import type { AccountsContext } from '../domain/context.js';
import { accountError } from '../domain/errors.js';
import { decide, decideMany } from '../domain/promoter-decisions.js';
import { createPromoter, deleteApplicants, updateApplication, updatePromoter } from '../domain/promoter-records.js';
import { allPromoters, canReadPromoter, getPromoter, listPromoters, promoterSummary } from '../domain/promoter-views.js';
import { parseInput } from '../domain/validation.js';

async function staffOnly(http: Context, next: Next) {
  if (http.state.identity.typ !== 'admin') throw accountError('FORBIDDEN');
  await next();
}

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/**
 * Promoters and their applications (spec §7 "Promoters"), reached through the BFF's proxy. The
 * public application form comes in through the BFF's own route and identity's internal API (bot check).
 */
export function promotersRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** `?query&status&active&year&page&limit` → `{ promoters, pagination }`: promoters with their latest application. */
  router.get('/promoters', staffOnly, async (http) => {
    http.body = await listPromoters(ctx, parseInput(promoterListQuerySchema, http.query));
  });
  router.get('/promoters/summary', staffOnly, async (http) => {
    http.body = await promoterSummary(ctx);
  });
  router.get('/promoters/all', staffOnly, async (http) => {
    http.body = await allPromoters(ctx);
  });

  /** An application entered by staff, pending or approved at once (`approve`). */
  router.post('/admin/promoters', staffOnly, async (http) => {
    http.status = 201;
    http.body = await createPromoter(ctx, http.state.identity, parseInput(adminPromoterSchema, http.request.body), auditRequest(http));
  });

  router.post('/admin/promoters/approve', staffOnly, async (http) => {
    const { ids } = parseInput(promoterIdsSchema, http.request.body);
    http.body = await decideMany(ctx, http.state.identity, ids, 'approve', auditRequest(http));
  });
  /** `{ ids, reason? }`: one reason, kept with each rejection and mailed to each applicant. */
  router.post('/admin/promoters/reject', staffOnly, async (http) => {
    const { ids, reason } = parseInput(promoterRejectManySchema, http.request.body);
    http.body = await decideMany(ctx, http.state.identity, ids, 'reject', auditRequest(http), { reason });
  });
  router.post('/admin/promoters/delete', staffOnly, async (http) => {
    const { ids } = parseInput(promoterIdsSchema, http.request.body);
    http.body = await deleteApplicants(ctx, http.state.identity, ids, auditRequest(http));
  });

  for (const action of ['approve', 'undo'] as const) {
    router.put(`/admin/promoter/:id/${action}`, staffOnly, async (http) => {
      http.body = await decide(ctx, http.state.identity, http.params.id ?? '', action, auditRequest(http));
    });
  }
  /** `{ reason? }` (at most REJECT_REASON_MAX characters): kept with the decision and mailed to the applicant. */
  router.put('/admin/promoter/:id/reject', staffOnly, async (http) => {
    const { reason } = parseInput(promoterRejectSchema, http.request.body ?? {});
    http.body = await decide(ctx, http.state.identity, http.params.id ?? '', 'reject', auditRequest(http), { reason });
  });

  /** Staff correct a season's answers. */
  router.put('/admin/promoter-application/:id', staffOnly, async (http) => {
    http.body = await updateApplication(ctx, http.state.identity, http.params.id ?? '', parseInput(applicationUpdateSchema, http.request.body), auditRequest(http));
  });

  /** The record and every application: the promoter themselves or staff; anyone else 404. */
  router.get('/:role/promoter/:id', async (http) => {
    const id = http.params.id ?? '';
    if (!canReadPromoter(http.state.identity, http.params.role ?? '', id)) throw accountError('NOT_FOUND');
    http.body = await getPromoter(ctx, id, http.state.identity.typ === 'admin');
  });
  router.put('/:role/promoter/:id', async (http) => {
    const id = http.params.id ?? '';
    if (!canReadPromoter(http.state.identity, http.params.role ?? '', id)) throw accountError('NOT_FOUND');
    http.body = await updatePromoter(ctx, http.state.identity, id, parseInput(promoterRecordSchema, http.request.body), auditRequest(http));
  });

  // ---- API tokens: the promoter themselves, or staff for any promoter; anyone else 404 ----

  /** → `{ tokens }`: the live tokens (never a secret). */
  router.get('/:role/promoter/:id/api-tokens', async (http) => {
    http.body = await listApiTokens(ctx, http.state.identity, http.params.role ?? '', http.params.id ?? '');
  });
  /** `{ name, scopes }` → 201 `{ token, secret }`: the whole token, shown this once. */
  router.post('/:role/promoter/:id/api-tokens', async (http) => {
    // Whose tokens first: a stranger learns nothing from a validation answer either.
    if (!canReadPromoter(http.state.identity, http.params.role ?? '', http.params.id ?? '')) throw accountError('NOT_FOUND');
    const input = parseInput(apiTokenInputSchema, http.request.body);
    http.status = 201;
    http.body = await createApiToken(ctx, http.state.identity, http.params.role ?? '', http.params.id ?? '', input, auditRequest(http));
  });
  /** → `{ token, secret }`: a new secret, shown this once; the old one fails from now on. */
  router.post('/:role/promoter/:id/api-tokens/:tokenId/rotate', async (http) => {
    http.body = await rotateApiToken(ctx, http.state.identity, http.params.role ?? '', http.params.id ?? '', http.params.tokenId ?? '', auditRequest(http));
  });
  /** → 204: the token answers 401 from its next call on. */
  router.post('/:role/promoter/:id/api-tokens/:tokenId/revoke', async (http) => {
    await revokeApiToken(ctx, http.state.identity, http.params.role ?? '', http.params.id ?? '', http.params.tokenId ?? '', auditRequest(http));
    http.status = 204;
  });

  return router;
}
