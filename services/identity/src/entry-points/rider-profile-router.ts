import Router from '@koa/router';
import type { Context } from 'koa';
import { bikeInputSchema, riderProfileInputSchema } from '@rr/contracts';
import { mailPreferencesInputSchema } from '@rr/contracts/mail-preferences';
import { allow } from '@rr/server-kit';
import type { AccountsContext } from '../domain/context.js';
import { changeMailPreferences, mailPreferencesOf } from '../domain/mail-preferences.js';
import { addBike, changeBike, removeBike } from '../domain/rider-bikes.js';
import { riderWriteAccess, updateRider } from '../domain/update-rider.js';
import { parseInput } from '../domain/validation.js';

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/** Who calls, checked before the body is read: the path's role is the caller's, a rider only reaches their own id. */
const access = (http: Context) => riderWriteAccess(http.state.identity, http.params.role ?? '', http.params.riderId ?? '');

/**
 * A rider's profile and bikes as the rider (their own) and the programme team change them,
 * reached through the BFF's proxy (`/api/:role/rider` row: written by riders and administrators, never by dealers),
 * and the rider's own mail switches (`/api/:role/mail-preferences` row: the rider only).
 */
export function riderProfileRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** `riderProfileInputSchema` (a partial update) → `{ rider }` · 403 · 404 · 409 EMAIL_TAKEN / COUNTRY_CURRENCY. */
  router.put('/:role/rider/:riderId', async (http) => {
    const by = access(http);
    const input = parseInput(riderProfileInputSchema, http.request.body);
    http.body = await updateRider(ctx, http.state.identity, http.params.riderId ?? '', by, input, auditRequest(http));
  });

  /** `{ year, make, model, vin }` → 201 `{ bike, rider }` · 400 VALIDATION (the VIN explained) · 409 VIN_TAKEN. */
  router.post('/:role/rider/:riderId/bikes', async (http) => {
    const by = access(http);
    const input = parseInput(bikeInputSchema, http.request.body);
    http.body = await addBike(ctx, http.state.identity, http.params.riderId ?? '', by, input, auditRequest(http));
    http.status = 201;
  });

  /** Corrects a bike: `{ year, make, model, vin }` → `{ bike, rider }` · 404 (not this rider's bike) · 409 VIN_TAKEN. */
  router.put('/:role/rider/:riderId/bikes/:bikeId', async (http) => {
    const by = access(http);
    const input = parseInput(bikeInputSchema, http.request.body);
    http.body = await changeBike(ctx, http.state.identity, http.params.riderId ?? '', http.params.bikeId ?? '', by, input, auditRequest(http));
  });

  /** → `{ rider }` · 404 (not this rider's bike). */
  router.delete('/:role/rider/:riderId/bikes/:bikeId', async (http) => {
    const by = access(http);
    http.body = await removeBike(ctx, http.state.identity, http.params.riderId ?? '', http.params.bikeId ?? '', by, auditRequest(http));
  });

  /** → `{ preferences }`: which mails about their money the signed-in rider gets (`mailPreferencesAnswerSchema`). */
  router.get('/rider/mail-preferences', allow('rider'), async (http) => {
    http.body = await mailPreferencesOf(ctx.db, http.state.identity.sub);
  });

  /** `mailPreferencesInputSchema` (any of the optional mails, on or off) → `{ preferences }` · 400 VALIDATION (a mail that is always sent). */
  router.put('/rider/mail-preferences', allow('rider'), async (http) => {
    const input = parseInput(mailPreferencesInputSchema, http.request.body);
    http.body = await changeMailPreferences(ctx, http.state.identity, input, auditRequest(http));
  });

  return router;
}
