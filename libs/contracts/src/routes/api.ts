import { isRole, type Role } from './roles';

/**
 * The `/api` role policy, declared once (spec §6, §7): which service owns each public `/api/...` path and who may
 * call it. The BFF's guard checks it before proxying; the events and payouts services check the same rows again
 * (defence in depth) and then judge who owns an object, which this table cannot know.
 *
 * Pattern syntax, matched segment by segment as a prefix (a pattern also matches deeper paths):
 *   `:role`  one of rider | dealer | promoter | admin (the spec's `{role}` / `{type}`)
 *   `:id`    any single segment
 *   `name*`  (last segment only) any segment starting with `name`, e.g. `categor*` → categories, category
 * The first matching row wins, so more specific rows come first.
 */

/** The services behind the BFF. */
export const API_SERVICES = ['identity', 'events', 'payouts'] as const;
export type ApiService = (typeof API_SERVICES)[number];

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

/** One row of the `/api` table: the path pattern, the service that answers it, and who may call it. */
export interface ApiRoute {
  pattern: string;
  service: ApiService;
  access: Access;
  /**
   * The dealer's till (finding riders, their credit, redeeming): a dealer must take part in the programme to call it
   * (`SessionUser.participating`); one that staff set inactive gets 403 DEALER_NOT_PARTICIPATING, whatever else it
   * may still read (its profile, its past redemptions, the cheat sheet).
   */
  till?: true;
  /**
   * Called with a promoter API token only (`Authorization: Bearer`, the BFF's token entrance), never with a session:
   * `access` then says who may call it with a session, which is nobody.
   */
  token?: true;
}

const ADMIN: readonly Role[] = ['admin'];
const PROMOTER_OR_ADMIN: readonly Role[] = ['promoter', 'admin'];
const own = (...roles: Role[]): RoleAccess => ({ ownRole: roles });
const PUBLIC_READ_ADMIN_WRITE: Access = { read: 'public', write: ADMIN };
/** Read by anyone, written by nobody (answers 401 signed out, 403 signed in). */
const PUBLIC_READ_ONLY: Access = { read: 'public', write: [] };
/** Nobody: a `{role}` path no role has (answers 401 signed out, 403 signed in). */
const NOBODY = own();

// prettier-ignore
const ROWS = [
  // ── identity: accounts, riders, dealers, promoters, admins, VIN patterns, contact ──
  // (The BFF answers /api/{admin,dealer,rider}/{same}/change-password itself, before this table; see routes/account.ts.)
  { pattern: '/api/admin/audit-log',                   service: 'identity', access: ADMIN },
  { pattern: '/api/:role/rider/:id/activation',        service: 'identity', access: own('admin') },
  { pattern: '/api/:role/dealer/:id/activation',       service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/activation',     service: 'identity', access: own('admin') },
  { pattern: '/api/:role/rider/:id/timecard',          service: 'identity', access: own('admin') },
  { pattern: '/api/:role/rider/:id/pin',               service: 'identity', access: own('rider') },
  { pattern: '/api/:role/rider/:id/upload-id-files',   service: 'identity', access: own('rider') },
  // A rider's driver's licence and W-9: their owner and programme staff only; never a dealer's.
  { pattern: '/api/:role/rider/:id/documents',         service: 'identity', access: own('rider', 'admin') },
  { pattern: '/api/:role/rider/:id/timecards',         service: 'identity', access: own('admin') },
  // Rider photos: the rider, the till (to recognise the rider) and staff; one path whoever looks.
  { pattern: '/api/rider-photos',                      service: 'identity', access: ['rider', 'dealer', 'admin'], till: true },
  { pattern: '/api/admin/admin',                       service: 'identity', access: ADMIN },
  { pattern: '/api/admin/riders-merge',                service: 'identity', access: ADMIN },
  { pattern: '/api/admin/promoters',                   service: 'identity', access: ADMIN },
  { pattern: '/api/admin/promoter-application',        service: 'identity', access: ADMIN },
  { pattern: '/api/dealers-lean',                      service: 'identity', access: 'public' },
  { pattern: '/api/:role/dealers',                     service: 'identity', access: own('admin') },
  // The dealers' logins (one per dealer): invitations, password resets.
  { pattern: '/api/:role/dealer-logins',               service: 'identity', access: own('admin') },
  { pattern: '/api/:role/dealer-login',                service: 'identity', access: own('admin') },
  // A rider's favourite dealers (the dealer finder's mark; the rider profile lists them).
  { pattern: '/api/:role/favourite-dealers',           service: 'identity', access: own('rider') },
  // Which mails about their money a rider gets (the profile's Mail card); the rider's own only.
  { pattern: '/api/:role/mail-preferences',            service: 'identity', access: own('rider') },
  { pattern: '/api/:role/dealer',                      service: 'identity', access: own('dealer', 'admin') },
  // The promoter lists carry contacts and application answers: programme staff only.
  { pattern: '/api/promoters',                         service: 'identity', access: ADMIN },
  // The BFF answers the promoter application form itself (bot check, throttle) and hands it to identity's internal API.
  { pattern: '/api/promoter-applications',             service: 'identity', access: 'public' },
  { pattern: '/api/:role/promoter/:id/approve',        service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/reject',         service: 'identity', access: own('admin') },
  { pattern: '/api/:role/promoter/:id/undo',           service: 'identity', access: own('admin') },
  // Promoters have no change-password (spec §6, docs/accounts.md); the other roles' are the BFF's own routes.
  { pattern: '/api/:role/promoter/change-password',    service: 'identity', access: NOBODY },
  // A promoter's API tokens (create, rotate, revoke): the promoter themselves and staff for any promoter (ownership: identity).
  { pattern: '/api/:role/promoter/:id/api-tokens',     service: 'identity', access: own('promoter', 'admin') },
  { pattern: '/api/:role/promoter',                    service: 'identity', access: own('promoter', 'admin') },
  { pattern: '/api/vin-patterns',                      service: 'identity', access: ADMIN },
  { pattern: '/api/vin-report',                        service: 'identity', access: ADMIN },
  // The VIN explained and matched at entry (registration, profile) and the makes the programme accepts (from the VIN
  // patterns): read by anyone; nothing to write (the patterns are written under /api/vin-patterns).
  { pattern: '/api/vin-check',                         service: 'identity', access: PUBLIC_READ_ONLY },
  { pattern: '/api/vin-makes',                         service: 'identity', access: PUBLIC_READ_ONLY },
  // The BFF answers the contact form itself (bot check, throttle) and hands it to identity's internal API.
  { pattern: '/api/contact-us',                        service: 'identity', access: 'public' },

  // ── events: categories, series, events, classes, results ──
  { pattern: '/api/:role/rider/:id/remove-races',      service: 'events',   access: own('admin') },
  // A rider's races (results) as staff manage them on the rider detail page.
  { pattern: '/api/:role/rider/:id/races',             service: 'events',   access: own('admin') },
  // Payouts' (its section is below), but it must come before `/api/admin/event*`, which would take the admin's path.
  { pattern: '/api/:role/event-payouts',               service: 'payouts',  access: own('promoter', 'admin') },
  // Staff's marks of events on one day in one country that are different races, not one race published twice (spec §9).
  { pattern: '/api/admin/event/:id/distinct-races',    service: 'events',   access: ADMIN },
  { pattern: '/api/admin/event/:id/same-day-events',   service: 'events',   access: ADMIN },
  { pattern: '/api/admin/event*',                      service: 'events',   access: ADMIN },
  // Programme staff's queue of every open result line across events (and the dashboard's count of it).
  { pattern: '/api/admin/result-exceptions',           service: 'events',   access: ADMIN },
  // Staff approve a series a promoter created (it waits, hidden from riders, until then).
  { pattern: '/api/admin/serie/:id/approve',           service: 'events',   access: ADMIN },
  { pattern: '/api/admin/serie*',                      service: 'events',   access: ADMIN },
  { pattern: '/api/admin/categor*',                    service: 'events',   access: ADMIN },
  { pattern: '/api/promoter/:id/events',               service: 'events',   access: PROMOTER_OR_ADMIN },
  // A promoter's series: GET lists them, POST creates one (pending staff review); ownership: events (their own id only).
  { pattern: '/api/promoter/:id/series',               service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/:role/events',                      service: 'events',   access: own('rider', 'promoter', 'admin') },
  // The public collections are read by anyone and written by programme staff only.
  { pattern: '/api/events-lean',                       service: 'events',   access: PUBLIC_READ_ADMIN_WRITE },
  { pattern: '/api/events',                            service: 'events',   access: PUBLIC_READ_ADMIN_WRITE },
  // The event tools' reads carry e-mails, matching and uploads: the event's promoter and staff only (ownership: events).
  { pattern: '/api/event/:id/manage',                  service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/event/:id/imports',                 service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/event/:id/rider-search',            service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/event/:id/invoice*',                service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/event/:id/timecard*',               service: 'events',   access: PROMOTER_OR_ADMIN },
  // Riders suggested for the event's open lines (names of programme riders by similarity, e-mail, plate): its promoter and staff.
  { pattern: '/api/event/:id/suggestions',             service: 'events',   access: PROMOTER_OR_ADMIN },
  // Many of the event's lines decided in one call: the single decision's callers (its promoter and staff; ownership: events).
  { pattern: '/api/event/:id/results/match',           service: 'events',   access: PROMOTER_OR_ADMIN },
  { pattern: '/api/event',                             service: 'events',   access: { read: 'public', write: PROMOTER_OR_ADMIN } },
  { pattern: '/api/series',                            service: 'events',   access: PUBLIC_READ_ADMIN_WRITE },
  // A series' championship tables (riders by name and hometown, as its events' results show them): read by anyone.
  { pattern: '/api/serie/:id/standings',               service: 'events',   access: PUBLIC_READ_ONLY },
  // Writes (PUT /api/serie/{id}: its promoter edits it; close; bonus) are its promoter's or staff's (ownership: events).
  { pattern: '/api/serie',                             service: 'events',   access: { read: 'public', write: PROMOTER_OR_ADMIN } },
  // Timing systems push results with a promoter's API token (`Authorization: Bearer`): the BFF's token entrance forwards
  // them as the token's promoter, and events keeps them to the token's scopes. No session may call them.
  { pattern: '/api/integrations',                      service: 'events',   access: [], token: true },
  { pattern: '/api/categories',                        service: 'events',   access: PUBLIC_READ_ADMIN_WRITE },
  { pattern: '/api/category',                          service: 'events',   access: { read: 'public', write: ADMIN } },

  // ── payouts: wallet, redemptions, payout claims, payments, reports ──
  // The signed-in rider's own wallet.
  { pattern: '/api/:role/wallet',                      service: 'payouts',  access: own('rider') },
  // The signed-in rider's earnings, each result explained; staff read any rider's and set the sent mark.
  { pattern: '/api/:role/earnings',                    service: 'payouts',  access: own('rider', 'admin') },
  // An event's results explained: `/api/:role/event-payouts` is declared in the events section above,
  // ahead of `/api/admin/event*` (the first matching row wins).
  // The same decisions as the public event page shows them (no rider, facts or withholding): read by anyone.
  { pattern: '/api/event-payouts',                     service: 'payouts',  access: PUBLIC_READ_ONLY },
  { pattern: '/api/admin/riders/send-expire-mail',     service: 'payouts',  access: ADMIN },
  // What riders owe after a correction took back money that had left (docs/architecture.md "Money"): staff only.
  { pattern: '/api/admin/receivables',                 service: 'payouts',  access: ADMIN },
  { pattern: '/api/admin/aggregates',                  service: 'payouts',  access: ADMIN },
  // The programme's payout rules as data (docs/rules.md): versions, drafts, publishing and the audit. Staff only.
  { pattern: '/api/admin/rule-sets',                   service: 'payouts',  access: ADMIN },
  // The home page headline is a sum over events, so the events service answers it (the admin reports are payouts').
  { pattern: '/api/aggregates/contingency',            service: 'events',   access: 'public' },
  // The payment provider's webhook: no session (the provider calls it), so public here; the payouts service accepts
  // only a body signed with PAYMENT_WEBHOOK_SECRET (docs/api.md "Payment provider webhook").
  { pattern: '/api/payments/webhook',                  service: 'payouts',  access: 'public' },
  { pattern: '/api/payments',                          service: 'payouts',  access: ['rider'] },
  // The lists' CSV exports are the dealer's (their till) and staff's; a rider reads theirs on the wallet page.
  { pattern: '/api/:role/credit-redemptions/export',   service: 'payouts',  access: own('dealer', 'admin') },
  { pattern: '/api/:role/credit-redemptions',          service: 'payouts',  access: own('rider', 'dealer', 'admin') },
  // Refunds (delete a redemption) are the administrator's (spec §1, §4); dealers only view them (§6).
  { pattern: '/api/:role/credit-redemption',           service: 'payouts',  access: own('admin') },
  { pattern: '/api/:role/revoked-redemptions',         service: 'payouts',  access: own('dealer', 'admin') },
  { pattern: '/api/:role/redeem',                      service: 'payouts',  access: own('dealer'), till: true },
  // The till's "find awards": a rider's dealer credit lots, soonest expiry first.
  { pattern: '/api/:role/awards',                      service: 'payouts',  access: own('dealer'), till: true },
  // The dealers' cheat sheets (PDF, English and French), generated with the programme's name.
  { pattern: '/api/:role/cheat-sheet',                 service: 'payouts',  access: own('dealer', 'admin') },
  // Year-end statements (docs/reports.md): a rider's own closed years; staff any rider's (`?riderId=`).
  { pattern: '/api/:role/statement*',                  service: 'payouts',  access: own('rider', 'admin') },
  { pattern: '/api/:role/payout-claims',               service: 'payouts',  access: own('rider', 'admin') },
  { pattern: '/api/:role/payout-claim',                service: 'payouts',  access: own('rider', 'admin') },

  // ── identity again: rider records (after the more specific rider rows above) ──
  { pattern: '/api/:role/riders-lean',                 service: 'identity', access: own('dealer', 'admin'), till: true },
  // Every rider with contacts and addresses as a file (the Rider Manager's export): staff only, never the till.
  { pattern: '/api/admin/riders/export',               service: 'identity', access: ADMIN },
  // Dealers search riders at the till; only staff create one (POST /api/admin/riders).
  { pattern: '/api/:role/riders',                      service: 'identity', access: { read: own('dealer', 'admin'), write: own('admin') }, till: true },
  // The tax withholding flag is the administrator's alone (spec §9), though riders write their own record below.
  { pattern: '/api/:role/rider/:id/withholding',       service: 'identity', access: own('admin') },
  // So are the flags the payout rules read (docs/rules.md: factory-supported, …).
  { pattern: '/api/:role/rider/:id/flags',             service: 'identity', access: own('admin') },
  // Dealers read a rider to redeem for them (spec §2 dealer rider/{riderId}) but never change one.
  { pattern: '/api/:role/rider',                       service: 'identity', access: { read: own('rider', 'dealer', 'admin'), write: own('rider', 'admin') }, till: true },
] as const satisfies readonly ApiRoute[];

export const API_ROUTES: readonly ApiRoute[] = ROWS;
/** Every pattern of the table as a type: what `apiPath` checks each client call's template against. */
export type ApiPattern = (typeof ROWS)[number]['pattern'];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = API_ROUTES.map((route) => ({ route, parts: segments(route.pattern) }));

function segmentMatches(part: string, actual: string, isLast: boolean): boolean {
  if (part === ':role') return isRole(actual);
  if (part === ':id') return actual.length > 0;
  if (isLast && part.endsWith('*')) return actual.startsWith(part.slice(0, -1));
  return part === actual;
}

/** The routing-table row owning `path` (query string ignored), or undefined. */
export function matchRoute(path: string): ApiRoute | undefined {
  const actual = segments(path.split('?')[0] ?? '');
  for (const { route, parts } of compiled) {
    if (actual.length < parts.length) continue;
    if (parts.every((part, i) => segmentMatches(part, actual[i] ?? '', i === parts.length - 1))) return route;
  }
  return undefined;
}

/**
 * The spec's file uploads (§7): the only state-changing calls that may be `multipart/form-data`; every other one must
 * be JSON (docs/security.md "Cross-site requests").
 */
export const UPLOAD_ROUTES: readonly string[] = [
  '/api/event/:id/upload-class-result',
  '/api/event/:id/upload-all-class-result',
  '/api/event/:id/upload-all-formatted-class-result',
  '/api/event/:id/upload-class',
  // Spec §2 "timecard upload" (the promoter's event tools).
  '/api/event/:id/timecards',
  '/api/:role/rider/:id/upload-id-files',
  '/api/:role/rider/:id/timecard',
  '/api/admin/serie/:id/upload-events',
  '/api/vin-patterns/import',
  // A timing system's results push with a promoter API token (also JSON lines or CSV as such: docs/api.md "Integrations").
  '/api/integrations/events/:id/results',
];

const compiledUploads = UPLOAD_ROUTES.map(segments);

/** True when `path` (query string ignored) is one of UPLOAD_ROUTES exactly. */
export function takesUpload(path: string): boolean {
  const actual = segments(path.split('?')[0] ?? '');
  return compiledUploads.some((parts) => parts.length === actual.length && parts.every((part, i) => segmentMatches(part, actual[i] ?? '', false)));
}

export type Decision =
  | { ok: true; route: ApiRoute }
  | { ok: false; status: 401 | 403 | 404; code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'; message: string };

/** English texts of the guard's refusals (clients translate `error.<code>`). */
export const GUARD_MESSAGES = {
  unauthenticated: 'You need to log in to do that',
  forbidden: 'You are not allowed to do that',
  notFound: 'Not found',
} as const;

const UNAUTHENTICATED = { ok: false, status: 401, code: 'UNAUTHENTICATED', message: GUARD_MESSAGES.unauthenticated } as const;
const FORBIDDEN = { ok: false, status: 403, code: 'FORBIDDEN', message: GUARD_MESSAGES.forbidden } as const;
const NOT_FOUND = { ok: false, status: 404, code: 'NOT_FOUND', message: GUARD_MESSAGES.notFound } as const;

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
