import type { ServiceName } from './config.js';

/**
 * Which service owns each public `/api/...` path (spec §7), and who may call it (spec §6).
 *
 * Pattern syntax, matched segment by segment as a prefix (a pattern also matches deeper paths):
 *   `:role`  one of rider | dealer | promoter | admin (the spec's `{role}` / `{type}`)
 *   `:id`    any single segment
 *   `name*`  (last segment only) any segment starting with `name`, e.g. `categor*` → categories, category
 * The first matching row wins, so more specific rows come first.
 *
 * Every row declares who may call it; access is checked by the BFF before proxying (services still enforce their
 * own permissions, including who owns an object, which the BFF cannot know).
 */
export const ROLES = ['rider', 'dealer', 'promoter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a row, whatever the method. */
export type RoleAccess =
  /** Anyone, signed in or not. */
  | 'public'
  /** The caller's type must be one of these (for literal paths such as `/api/admin/…`, `/api/promoter/:id/events`). */
  | readonly Role[]
  /**
   * For `/api/:role/…` rows: the path's `{role}` segment must equal the caller's type AND that type must be one of
   * these (so `/api/rider/…` is never an admin's, and `/api/dealer/events` is nobody's).
   */
  | { readonly ownRole: readonly Role[] };

export type Access =
  | RoleAccess
  /** Method-aware: `read` for GET/HEAD, `write` for every other method. */
  | { readonly read: RoleAccess; readonly write: RoleAccess };

export interface Route {
  pattern: string;
  service: ServiceName;
  access: Access;
}

const ADMIN: readonly Role[] = ['admin'];
const PROMOTER_OR_ADMIN: readonly Role[] = ['promoter', 'admin'];
const own = (...roles: Role[]): RoleAccess => ({ ownRole: roles });
/** Nobody: a `{role}` path no role has (answers 401 signed out, 403 signed in). */
const NOBODY = own();

// prettier-ignore
export const ROUTES: readonly Route[] = [
  // ── identity: accounts, riders, dealers, promoters, admins, VIN patterns, contact ──
  // (The BFF answers /api/{admin,dealer,rider}/{same}/change-password itself, before this table; see routes/account.ts.)
  { pattern: '/api/admin/audit-log',                   service: 'identity', access: ADMIN },
  { pattern: '/api/:role/rider/:id/activation',        service: 'identity', access: own('admin') },
  { pattern: '/api/:role/dealer/:id/activation',       service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/activation',     service: 'identity', access: own('admin') },
  { pattern: '/api/:role/rider/:id/timecard',          service: 'identity', access: own('admin') },
  { pattern: '/api/:role/rider/:id/pin',               service: 'identity', access: own('rider') },
  { pattern: '/api/:role/rider/:id/upload-id-files',   service: 'identity', access: own('rider') },
  { pattern: '/api/admin/admin',                       service: 'identity', access: ADMIN },
  { pattern: '/api/admin/riders-merge',                service: 'identity', access: ADMIN },
  { pattern: '/api/admin/promoters',                   service: 'identity', access: ADMIN },
  { pattern: '/api/dealers-lean',                      service: 'identity', access: 'public' },
  { pattern: '/api/:role/dealers',                     service: 'identity', access: own('admin') },
  { pattern: '/api/:role/dealer',                      service: 'identity', access: own('dealer', 'admin') },
  { pattern: '/api/promoters',                         service: 'identity', access: 'public' },
  { pattern: '/api/:role/promoter/:id/approve',        service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/reject',         service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/undo',           service: 'identity', access: own('admin') },
  // Promoters have no change-password (spec §6, docs/accounts.md); the other roles' are the BFF's own routes.
  { pattern: '/api/:role/promoter/change-password',    service: 'identity', access: NOBODY },
  { pattern: '/api/:role/promoter',                    service: 'identity', access: own('promoter', 'admin') },
  { pattern: '/api/vin-patterns',                      service: 'identity', access: ADMIN },
  { pattern: '/api/vin-report',                        service: 'identity', access: ADMIN },
  { pattern: '/api/contact-us',                        service: 'identity', access: 'public' },

  // ── events: categories, series, events, classes, results ──
  { pattern: '/api/:role/rider/:id/remove-races',      service: 'events',   access: own('admin') },
  { pattern: '/api/admin/event*',                      service: 'events',   access: ADMIN },
  { pattern: '/api/admin/serie*',                      service: 'events',   access: ADMIN },
  { pattern: '/api/admin/categor*',                    service: 'events',   access: ADMIN },
  { pattern: '/api/promoter/:id/events',               service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/promoter/:id/series',               service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/:role/events',                      service: 'events',   access: own('rider', 'promoter', 'admin') },
  { pattern: '/api/events-lean',                       service: 'events',   access: 'public' },
  { pattern: '/api/events',                            service: 'events',   access: 'public' },
  { pattern: '/api/event',                             service: 'events',   access: { read: 'public', write: PROMOTER_OR_ADMIN } },
  { pattern: '/api/series',                            service: 'events',   access: 'public' },
  { pattern: '/api/serie',                             service: 'events',   access: { read: 'public', write: PROMOTER_OR_ADMIN } },
  { pattern: '/api/categories',                        service: 'events',   access: 'public' },
  { pattern: '/api/category',                          service: 'events',   access: { read: 'public', write: ADMIN } },

  // ── payouts: wallet, redemptions, payout claims, payments, reports ──
  { pattern: '/api/rider/wallet',                      service: 'payouts',  access: ['rider'] },
  { pattern: '/api/admin/riders/send-expire-mail',     service: 'payouts',  access: ADMIN },
  { pattern: '/api/admin/aggregates',                  service: 'payouts',  access: ADMIN },
  { pattern: '/api/aggregates',                        service: 'payouts',  access: 'public' },
  { pattern: '/api/payments',                          service: 'payouts',  access: ['rider'] },
  { pattern: '/api/:role/credit-redemptions',          service: 'payouts',  access: own('rider', 'dealer', 'admin') },
  // Refunds (delete a redemption) are the administrator's (spec §1, §4); dealers only view them (§6).
  { pattern: '/api/:role/credit-redemption',           service: 'payouts',  access: own('admin') },
  { pattern: '/api/:role/revoked-redemptions',         service: 'payouts',  access: own('dealer', 'admin') },
  { pattern: '/api/:role/redeem',                      service: 'payouts',  access: own('dealer') },
  { pattern: '/api/:role/payout-claims',               service: 'payouts',  access: own('rider', 'admin') },
  { pattern: '/api/:role/payout-claim',                service: 'payouts',  access: own('rider', 'admin') },

  // ── identity again: rider records (after the more specific rider rows above) ──
  { pattern: '/api/:role/riders-lean',                 service: 'identity', access: own('dealer', 'admin') },
  { pattern: '/api/:role/riders',                      service: 'identity', access: own('dealer', 'admin') },
  // Dealers read a rider to redeem for them (spec §2 dealer rider/{riderId}) but never change one.
  { pattern: '/api/:role/rider',                       service: 'identity', access: { read: own('rider', 'dealer', 'admin'), write: own('rider', 'admin') } },
];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = ROUTES.map((route) => ({ route, parts: segments(route.pattern) }));

function segmentMatches(part: string, actual: string, isLast: boolean): boolean {
  if (part === ':role') return isRole(actual);
  if (part === ':id') return actual.length > 0;
  if (isLast && part.endsWith('*')) return actual.startsWith(part.slice(0, -1));
  return part === actual;
}

/** The routing-table row owning `path` (query string ignored), or undefined. */
export function matchRoute(path: string): Route | undefined {
  const actual = segments(path.split('?')[0] ?? '');
  for (const { route, parts } of compiled) {
    if (actual.length < parts.length) continue;
    if (parts.every((part, i) => segmentMatches(part, actual[i] ?? '', i === parts.length - 1))) return route;
  }
  return undefined;
}

export type Decision =
  | { ok: true; route: Route }
  | { ok: false; status: 401 | 403 | 404; code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'; message: string };

export const MESSAGES = {
  unauthenticated: 'You need to log in to do that',
  forbidden: 'You are not allowed to do that',
  notFound: 'Not found',
} as const;

const UNAUTHENTICATED = { ok: false, status: 401, code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated } as const;
const FORBIDDEN = { ok: false, status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden } as const;
const NOT_FOUND = { ok: false, status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound } as const;

function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The role access that applies to `method` on a row. */
export function accessFor(access: Access, method: string): RoleAccess {
  if (typeof access === 'object' && 'read' in access) return isRead(method) ? access.read : access.write;
  return access;
}

/** Whether a caller (session type, or null when signed out) may call `method path`, and which service answers it. */
export function authorize(method: string, path: string, callerType: Role | null): Decision {
  const route = matchRoute(path);
  const roleSegment = segments(path.split('?')[0] ?? '')[1];
  // `/api/{role}/…` is the caller's own area, even for paths no service owns.
  const ownRoleCheck = (): Decision | null => {
    if (!callerType) return UNAUTHENTICATED;
    if (callerType !== roleSegment) return FORBIDDEN;
    return null;
  };

  if (!route) {
    if (isRole(roleSegment)) {
      const denied = ownRoleCheck();
      if (denied) return denied;
    }
    return NOT_FOUND;
  }

  const access = accessFor(route.access, method);
  if (access === 'public') return { ok: true, route };
  if (!callerType) return UNAUTHENTICATED;
  if ('ownRole' in access) {
    const denied = ownRoleCheck();
    if (denied) return denied;
    return access.ownRole.includes(callerType) ? { ok: true, route } : FORBIDDEN;
  }
  if (!access.includes(callerType)) return FORBIDDEN;
  return { ok: true, route };
}
