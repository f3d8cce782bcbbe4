import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { forbidden, notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findEventById } from '../data-access/events-repository.js';
import { findSeriesById } from '../data-access/series-repository.js';

const ROLES = ['rider', 'dealer', 'promoter', 'admin'];
/** Roles with an events list of their own (`/api/{role}/events`): a rider's, a promoter's, staff's; dealers have none. */
const ROLES_WITH_EVENTS = ['rider', 'promoter', 'admin'];
const readOnly = (ctx: Context) => ctx.method === 'GET' || ctx.method === 'HEAD';

/**
 * Who may reach which events path, checked before every route of the service (issue 3 item 7, docs/api.md "events";
 * the BFF checks the same table first, and services enforce permissions themselves). It holds for routes that do not
 * exist yet, so a write route added later is already confined to its owner:
 *
 * - `/api/admin/…`: programme staff only.
 * - `/api/promoter/{promoterId}/events|series`: that promoter (or an administrator proxying them) and staff.
 * - `/api/{role}/events`: only the caller's own role, and not for dealers (no events screen, spec §2).
 * - writes to `/api/event/{eventId}…` and `/api/serie/{seriesId}…`: the promoter who runs the event or series, and
 *   staff; 404 when there is no such event or series (to those two only: others learn nothing).
 * - writes to the public collections (`/api/events`, `/api/series`, categories…): staff only; reads stay public.
 */
export function accessRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  const staffOnly = async (ctx: Context, next: Next) => {
    if (ctx.state.identity.typ !== 'admin') throw forbidden('Only programme staff may do that');
    await next();
  };
  router.all('/admin', staffOnly);
  router.all('/admin/{*rest}', staffOnly);

  const ownPromoterLists = async (ctx: Context, next: Next) => {
    const { typ, sub } = ctx.state.identity;
    if (typ !== 'admin' && !(typ === 'promoter' && sub === ctx.params.promoterId)) throw forbidden('A promoter may only list their own events and series');
    await next();
  };
  router.all('/promoter/:promoterId/events', ownPromoterLists);
  router.all('/promoter/:promoterId/series', ownPromoterLists);

  router.all('/:role/events', async (ctx, next) => {
    const role = ctx.params.role ?? '';
    if (ROLES.includes(role) && (ctx.state.identity.typ !== role || !ROLES_WITH_EVENTS.includes(role))) throw forbidden();
    await next();
  });

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
  router.all('/event/:id', ownerWrites('event', eventOwner));
  router.all('/event/:id/{*rest}', ownerWrites('event', eventOwner));
  router.all('/serie/:id', ownerWrites('series', seriesOwner));
  router.all('/serie/:id/{*rest}', ownerWrites('series', seriesOwner));

  const staffWrites = async (ctx: Context, next: Next) => (readOnly(ctx) ? next() : staffOnly(ctx, next));
  for (const path of ['/events', '/events-lean', '/series', '/categories', '/category', '/category/{*rest}']) router.all(path, staffWrites);

  return router;
}
