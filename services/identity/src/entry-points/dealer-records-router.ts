import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { dealerActiveSchema, dealerAdminRecordSchema, dealerListQuerySchema, dealerLoginListQuerySchema, dealerOwnRecordSchema } from '@rr/contracts';
import type { AccountsContext } from '../domain/context.js';
import { createDealer, setDealerActive, updateDealer } from '../domain/change-dealer.js';
import { dealerAccess, getDealer } from '../domain/dealer-records.js';
import { getDealerLogin, listDealerLogins, listDealers } from '../domain/dealer-record-lists.js';
import { sendDealerLink } from '../domain/dealer-links.js';
import { accountError } from '../domain/errors.js';
import { parseInput } from '../domain/validation.js';

async function staffOnly(http: Context, next: Next) {
  if (http.state.identity.typ !== 'admin') throw accountError('FORBIDDEN');
  await next();
}

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/**
 * The dealers' records and logins (spec §7 "Dealers"), reached through the BFF's proxy: the
 * programme team's list, create and edit, the dealer's own record, and the logins (invitation, password reset). The
 * login's activation is accounts-router's `PUT /api/admin/dealer/{id}/activation`.
 */
export function dealerRecordsRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** `?query&active&country&page&limit` → `{ dealers, pagination, distinctCountry }`. */
  router.get('/admin/dealers', staffOnly, async (http) => {
    http.body = await listDealers(ctx, parseInput(dealerListQuerySchema, http.query));
  });

  /** A dealer and its login, invited by mail → 201 `{ dealer, distinctCountry }`. */
  router.post('/admin/dealers', staffOnly, async (http) => {
    const input = parseInput(dealerAdminRecordSchema, http.request.body);
    http.body = await createDealer(ctx, http.state.identity, input, auditRequest(http));
    http.status = 201;
  });

  /** `{ active }` → `{ dealer, distinctCountry }`: whether the dealer takes part (not its login). */
  router.put('/admin/dealer/:id/active', staffOnly, async (http) => {
    const { active } = parseInput(dealerActiveSchema, http.request.body);
    http.body = await setDealerActive(ctx, http.state.identity, http.params.id ?? '', active, auditRequest(http));
  });

  /** The record: staff any dealer, a dealer only its own (another id: 404). */
  router.get('/:role/dealer/:id', async (http) => {
    const id = http.params.id ?? '';
    dealerAccess(http.state.identity, http.params.role ?? '', id);
    http.body = await getDealer(ctx, id);
  });
  router.put('/:role/dealer/:id', async (http) => {
    const id = http.params.id ?? '';
    const by = dealerAccess(http.state.identity, http.params.role ?? '', id);
    const change =
      by === 'staff' ? ({ by, input: parseInput(dealerAdminRecordSchema, http.request.body) } as const) : ({ by, input: parseInput(dealerOwnRecordSchema, http.request.body) } as const);
    http.body = await updateDealer(ctx, http.state.identity, id, change, auditRequest(http));
  });

  /** `?query&status=invited|active|deactivated&page&limit` → `{ logins, pagination }`. */
  router.get('/admin/dealer-logins', staffOnly, async (http) => {
    http.body = await listDealerLogins(ctx, parseInput(dealerLoginListQuerySchema, http.query));
  });
  router.get('/admin/dealer-login/:id', staffOnly, async (http) => {
    http.body = await getDealerLogin(ctx, http.params.id ?? '');
  });
  /** → `{ sent: 'invitation' | 'reset' }` · 409 DEALER_LOGIN_DEACTIVATED · 429 LINK_TOO_SOON. */
  router.post('/admin/dealer-login/:id/invite', staffOnly, async (http) => {
    http.body = await sendDealerLink(ctx, http.state.identity, http.params.id ?? '', auditRequest(http));
  });

  return router;
}
