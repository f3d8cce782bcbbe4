import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { mergeSchema } from '@rr/contracts';
import { ACTIVATION_TYPES, activationSchema, auditLogQuerySchema, riderFlagsSchema, withholdingSchema, type ActivationType } from '@rr/contracts/server';
import type { CallerType } from '@rr/server-kit';
import { listAuditLog } from '../domain/audit.js';
import type { AccountsContext } from '../domain/context.js';
import { accountError } from '../domain/errors.js';
import { mergeRiders } from '../domain/merge-riders.js';
import { parseInput } from '../domain/validation.js';
import { setWithholding } from '../domain/set-withholding.js';
import { setRiderFlags } from '../domain/set-flags.js';
import { setActivation } from '../domain/set-activation.js';
import { setRiderPin } from '../domain/set-pin.js';
import { updateAdminProfile } from '../domain/update-admin-profile.js';

/** Route guard with the contract's 403 body (`FORBIDDEN`, 'You are not allowed to do that'). */
function only(...types: CallerType[]) {
  return async function onlyCallerTypes(http: Context, next: Next) {
    if (!types.includes(http.state.identity.typ)) throw accountError('FORBIDDEN');
    await next();
  };
}

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/** Account administration and the rider's PIN (docs/accounts.md), reached through the BFF's proxy. */
export function accountsRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** `{ pin, confirmPin, currentPin? }` → `{ user }`: the rider's own PIN only (403 otherwise). */
  router.put('/rider/rider/:riderId/pin', async (http) => {
    http.body = { user: await setRiderPin(ctx, http.state.identity, http.params.riderId ?? '', http.request.body) };
  });

  /** `{ deActivated }` → `{ user }` (administrators; `:type` rider | dealer | promoter and the target's type). */
  router.put('/admin/:type/:id/activation', only('admin'), async (http) => {
    const type = http.params.type ?? '';
    if (!(ACTIVATION_TYPES as readonly string[]).includes(type)) throw accountError('NOT_FOUND');
    const { deActivated } = parseInput(activationSchema, http.request.body);
    http.body = {
      user: await setActivation(ctx, http.state.identity, { type: type as ActivationType, id: http.params.id ?? '', deActivated }, auditRequest(http)),
    };
  });

  /** `{ nonResidentAlien }` → `{ rider }` (administrators): whether part of the rider's cash prizes is withheld for tax (spec §9). */
  router.put('/admin/rider/:riderId/withholding', only('admin'), async (http) => {
    const { nonResidentAlien } = parseInput(withholdingSchema, http.request.body);
    http.body = { rider: await setWithholding(ctx, http.state.identity, http.params.riderId ?? '', nonResidentAlien, auditRequest(http)) };
  });

  /** `{ flags }` → `{ rider }` (administrators): the rider's flags the payout rules read (`factory-supported`, …), audited. */
  router.put('/admin/rider/:riderId/flags', only('admin'), async (http) => {
    const { flags } = parseInput(riderFlagsSchema, http.request.body);
    http.body = { rider: await setRiderFlags(ctx, http.state.identity, http.params.riderId ?? '', flags, auditRequest(http)) };
  });

  /** `{ keepRiderId, deleteRiderId, confirmation }` → `{ rider }` (administrators; irreversible). */
  router.post('/admin/riders-merge', only('admin'), async (http) => {
    const merge = parseInput(mergeSchema, http.request.body);
    http.body = { rider: await mergeRiders(ctx, http.state.identity, merge, auditRequest(http)) };
  });

  /** `{ firstName, lastName, email, phone, profileImage? }` → `{ admin }` (the administrator's own profile). */
  router.put('/admin/admin/:adminId', only('admin'), async (http) => {
    http.body = { admin: await updateAdminProfile(ctx, http.state.identity, http.params.adminId ?? '', http.request.body, auditRequest(http)) };
  });

  /** `?userId&page=1&limit=15` → `{ entries, pagination }` (administrators), newest first. */
  router.get('/admin/audit-log', only('admin'), async (http) => {
    http.body = await listAuditLog(ctx.db, parseInput(auditLogQuerySchema, http.query));
  });

  return router;
}
