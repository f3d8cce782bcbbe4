import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { isRole } from '@rr/contracts';
import { authorize, matchRoute } from '@rr/contracts/server';
import { forbidden, notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findEventById } from '../data-access/events-repository.js';
import { findSeriesById } from '../data-access/series-repository.js';

const readOnly = (ctx: Context) => ctx.method === 'GET' || ctx.method === 'HEAD';

/** The registry's role rule for this request; a path it does not declare (404 there) is left to the routes. */
async function registryRoles(ctx: Context, next: Next) {
  const typ: string = ctx.state.identity.typ;
  // A promoter API token's call (the BFF's token entrance) reaches the token rows only, which check its scopes.
  const tokenRow = matchRoute(ctx.path)?.token === true;
  if (ctx.state.identity.tid) {
    if (!tokenRow || typ !== 'promoter') throw forbidden();
    return next();
  }
  const decision = authorize(ctx.method, ctx.path, isRole(typ) ? typ : null);
  if (!decision.ok && decision.status !== 404) throw forbidden();
  await next();
}

/**
 * Who may reach which events path, checked before every route of the service (docs/api.md "events").
 * The role rules are the `/api` policy of the route registry (`@rr/contracts`), the same rows the BFF checks first;
 * the service checks them again (defence in depth) and then judges what only it can know, who owns the object.
 * It holds for routes that do not exist yet, so a write route added later is already confined:
 *
 * - roles (registry): `/api/admin/…` programme staff only; `/api/{role}/events` the caller's own role, not dealers;
 *   `/api/promoter/{promoterId}/events|series` promoters and staff; writes to `/api/event/…` and `/api/serie/…`
 *   promoters and staff; writes to the public collections (`/api/events`, `/api/series`, categories…) staff only,
 *   reads public. Any refusal is a 403 here.
 * - ownership (this service): a promoter lists only their own events and series, and changes only the event or
 *   series they run; 404 when there is no such event or series (to the would-be owners only: others learn nothing).
 */
export function accessRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  router.all('/{*rest}', registryRoles);

  const ownPromoterLists = async (ctx: Context, next: Next) => {
    const { typ, sub } = ctx.state.identity;
    if (typ !== 'admin' && !(typ === 'promoter' && sub === ctx.params.promoterId)) throw forbidden('A promoter may only list their own events and series');
    await next();
  };
  router.all('/promoter/:promoterId/events', ownPromoterLists);
  router.all('/promoter/:promoterId/series', ownPromoterLists);

  /** Writes to something a promoter runs: that promoter or staff. */
  const ownerWrites = (kind: string, ownerOf: (id: string) => Promise<string | null>) => async (ctx: Context, next: Next) => {
    if (readOnly(ctx)) return next();
    const { typ, sub } = ctx.state.identity;
    if (typ !== 'admin' && typ !== 'promoter') throw forbidden(`Only the promoter of this ${kind} or programme staff may change it`);
    const owner = await ownerOf(ctx.params.id ?? '');
    if (owner === null) throw notFound(`${kind[0]!.toUpperCase()}${kind.slice(1)} not found`);
    if (typ === 'promoter' && owner !== sub) throw forbidden(`Only the promoter of this ${kind} or programme staff may change it`);
    await next();
  };
  const eventOwner = async (id: string) => (await findEventById(deps.db, id))?.promoterId ?? null;
  const seriesOwner = async (id: string) => (await findSeriesById(deps.db, id))?.promoterId ?? null;
  /** Reads only the event's promoter and staff may make (the tools' view with e-mails and matching, uploads, rider search and suggestions). */
  const ownerReads = async (ctx: Context, next: Next) => {
    const { typ, sub } = ctx.state.identity;
    if (typ !== 'admin' && typ !== 'promoter') throw forbidden('Only the promoter of this event or programme staff may see this');
    const owner = await eventOwner(ctx.params.id ?? '');
    if (owner === null || (typ === 'promoter' && owner !== sub)) throw notFound('Event not found');
    await next();
  };
  for (const path of ['/event/:id/manage', '/event/:id/imports/{*rest}', '/event/:id/rider-search', '/event/:id/suggestions', '/event/:id/invoice.pdf', '/event/:id/timecard/:timecardId']) router.get(path, ownerReads);
  router.all('/event/:id', ownerWrites('event', eventOwner));
  router.all('/event/:id/{*rest}', ownerWrites('event', eventOwner));
  router.all('/serie/:id', ownerWrites('series', seriesOwner));
  router.all('/serie/:id/{*rest}', ownerWrites('series', seriesOwner));

  /**
   * Which events of one day are different races decides what riders are paid across promoters (spec §9 double
   * sanction): programme staff only, read and write, even should a registry row ever be loosened.
   */
  const staffOnly = async (ctx: Context, next: Next) => {
    if (ctx.state.identity.typ !== 'admin') throw forbidden('Only programme staff may see or mark distinct races');
    await next();
  };
  router.all('/admin/event/:id/distinct-races', staffOnly);
  router.all('/admin/event/:id/same-day-events', staffOnly);

  return router;
}
