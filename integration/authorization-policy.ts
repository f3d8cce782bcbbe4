/**
 * Who may call every API operation: one row per operation of spec §7, per account endpoint of docs/accounts.md,
 * per BFF endpoint of docs/api.md and per routing-table row that is in neither. `authorization-matrix.test.ts`
 * sends every row as every caller (anonymous, rider, dealer, promoter, admin), on the caller's own object and on
 * a foreign one, through the real stack, and fails on any allow the policy does not grant.
 *
 * Sources of the grants: spec §6 (roles), spec §2 (each role's screens: a dealer's area has rider search and
 * rider/{riderId}; a promoter's has no riders), docs/api.md (who, per path) and docs/accounts.md.
 * Where the spec leaves a choice the row says which reading we took (`note`).
 *
 * Path templates: `{role}` expands to each of rider, dealer, promoter, admin (a caller may only ever use its own,
 * and the row's grant says which roles may use theirs); `{id}` is the row's object (`object`).
 */
import { randomUUID } from 'node:crypto';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../services/payouts/src/config.js';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from '../services/payouts/src/provider/payment-provider.js';
import { DEMO, FOREIGN, type PolicyRow, type Upload, type Who } from './policy-subjects.js';

export { DEMO, FOREIGN, OBJECTS, type Kind, type Method, type PolicyRow, type Who } from './policy-subjects.js';

const ADMIN: Who = { admin: 'any' };
const csv = (content: string, field = 'file'): Upload => ({ field, filename: 'probe.csv', contentType: 'text/csv', content });
const NEW_PASSWORD = { currentPassword: 'not-the-password', password: 'Password2x', confirmPassword: 'Password2x' };
const NOBODY = 'nobody.authz-matrix@example.com';
/** The last closed year (programme calendar): the newest a rider has a statement of. */
const LAST_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date())) - 1;

/** Current values of the two dealers / promoters whose records a PUT may rewrite (so an allowed PUT changes nothing). */
const DEALER_RECORD: Record<string, object> = {
  [DEMO.dealer.id]: { name: 'Demo Powersports', phone: '9515550101', websiteUrl: 'https://demo-powersports.example.com' },
  [FOREIGN.dealer.id]: { name: 'Lone Star Moto', phone: '5125550102', websiteUrl: 'https://lonestar-moto.example.com' },
};
const PROMOTER_RECORD: Record<string, object> = {
  [DEMO.promoter.id]: { name: 'Demo Racing Promotions', contactName: 'Pat Summers', phone: '9095550201' },
  [FOREIGN.promoter.id]: { name: 'Gulf Coast MX Series', contactName: 'Dana Whitfield', phone: '8135550202' },
};
const ADMIN_RECORD: Record<string, object> = {
  [DEMO.admin.id]: { firstName: 'Programme', lastName: 'Admin', email: DEMO.admin.email, phone: '8005550100' },
  [FOREIGN.admin.id]: { firstName: 'Second', lastName: 'Admin', email: FOREIGN.admin.email, phone: '8005550199' },
};

// prettier-ignore
export const POLICY: readonly PolicyRow[] = [
  // ── BFF's own endpoints (docs/api.md "BFF endpoints", docs/accounts.md) ──
  { method: 'POST', path: '/api/login', who: 'public', bff: true, session: 'login', source: 'api.md',
    note: 'each caller signs in as itself (anonymous: as the rider) on a new agent',
    body: ({ caller }) => ({ email: DEMO[caller === 'anonymous' ? 'rider' : caller].email, password: 'Password1' }) },
  { method: 'GET', path: '/api/logout', who: 'public', bff: true, session: true, source: 'api.md' },
  { method: 'GET', path: '/api/session', who: 'public', bff: true, source: 'api.md' },
  { method: 'GET', path: '/api/config', who: 'public', bff: true, source: 'api.md' },
  { method: 'GET', path: '/api/set-lang?lang=fr', who: 'public', bff: true, source: 'api.md, spec §7 Other' },
  { method: 'PUT', path: '/api/account/locale', who: { rider: 'any', dealer: 'any', promoter: 'any', admin: 'any' }, bff: true, source: 'i18n.md, api.md',
    body: { locale: 'en' }, note: 'the signed-in user\'s own language only (no id in the path); the body repeats the demo users\' English' },
  { method: 'POST', path: '/api/admin/proxy/rider/{id}', object: 'rider', who: ADMIN, bff: true, session: true, source: 'accounts.md Impersonation',
    restore: { method: 'POST', path: '/api/proxy-remove' } },
  { method: 'POST', path: '/api/admin/proxy/dealer/{id}', object: 'dealer', who: ADMIN, bff: true, session: true, source: 'accounts.md Impersonation',
    restore: { method: 'POST', path: '/api/proxy-remove' } },
  { method: 'POST', path: '/api/admin/proxy/promoter/{id}', object: 'promoter', who: ADMIN, bff: true, session: true, source: 'accounts.md Impersonation',
    restore: { method: 'POST', path: '/api/proxy-remove' } },
  { method: 'POST', path: '/api/admin/proxy/admin/{id}', object: 'admin', who: {}, bff: true, session: true, source: 'accounts.md Impersonation',
    note: 'an admin (or oneself) can never be proxied: 403 PROXY_NOT_ALLOWED' },
  { method: 'POST', path: '/api/proxy-remove', who: { rider: 'any', dealer: 'any', promoter: 'any', admin: 'any' }, bff: true, source: 'accounts.md Impersonation',
    note: 'ends an impersonation (tested in the impersonation block); with none under way it changes nothing and answers the caller as they are' },
  { method: 'POST', path: '/api/register', who: 'public', bff: true, source: 'accounts.md Registration',
    body: { email: NOBODY }, note: 'an incomplete body: 400 VALIDATION, nobody is registered' },
  { method: 'POST', path: '/api/email-verify/send', who: { rider: 'any', dealer: 'any', promoter: 'any', admin: 'any' }, bff: true, source: 'accounts.md Email verification' },
  { method: 'POST', path: '/api/email-verify', who: { rider: 'any', dealer: 'any', promoter: 'any', admin: 'any' }, bff: true, source: 'accounts.md Email verification',
    body: { code: '000000' } },
  { method: 'POST', path: '/api/forgot-password', who: 'public', bff: true, source: 'accounts.md Recovery', body: { email: NOBODY, captchaToken: 'x' } },
  { method: 'POST', path: '/api/forgot-password-reset', who: 'public', bff: true, source: 'accounts.md Recovery',
    body: { token: 'not-a-reset-token', password: 'Password2x', confirmPassword: 'Password2x' } },
  { method: 'POST', path: '/api/account-recovery', who: 'public', bff: true, source: 'accounts.md Recovery', body: { email: NOBODY, captchaToken: 'x' } },
  { method: 'POST', path: '/api/account-recovery/verify', who: 'public', bff: true, source: 'accounts.md Recovery', body: { email: NOBODY, code: '000000' } },
  { method: 'POST', path: '/api/password-lost-reset', who: {}, bff: true, source: 'accounts.md Recovery',
    body: { password: 'Password2x', confirmPassword: 'Password2x' },
    refusals: { anonymous: [401, 403], signedIn: [403] }, note: 'only in a recovery session: 403 RECOVERY_REQUIRED otherwise' },
  { method: 'GET', path: '/api/oauth/login?redirect=/auth/admin', who: 'public', bff: true, source: 'accounts.md Single sign-on' },
  { method: 'POST', path: '/api/oauth/callback', who: 'public', bff: true, source: 'accounts.md Single sign-on', body: { code: 'x', state: 'y' } },

  // ── Admin (spec §7 "Admin"; docs/accounts.md "Account administration") ──
  { method: 'PUT', path: '/api/admin/admin/{id}', object: 'admin', who: { admin: 'own' }, mutates: true, source: 'spec §7 Admin, accounts.md',
    body: ({ id }) => ADMIN_RECORD[id] ?? {}, note: 'own id only; the body repeats the current values' },
  { method: 'PUT', path: '/api/{role}/{role}/change-password', who: { rider: 'any', dealer: 'any', admin: 'any' }, source: 'spec §7 Admin/Dealers/Riders, accounts.md',
    body: NEW_PASSWORD, note: 'the wrong current password: 400, nothing changes. Promoters have no change-password (spec §6, accounts.md)' },
  { method: 'GET', path: '/api/aggregates/contingency', who: 'public', source: 'spec §7 Admin, api.md' },
  ...['summary', 'market-share-month', 'market-share-series', 'top-pro-riders', 'pro-rider-stats', 'top-amateur-riders', 'amateur-rider-stats', 'top-dealers', 'payouts', 'rider-earnings', 'rider-redemptions', 'cash-out-report']
    .map((report): PolicyRow => ({ method: 'GET', path: `/api/admin/aggregates/${report}`, who: ADMIN, source: 'spec §7 Admin, docs/reports.md' })),
  // Every report's export: staff only, whatever the format.
  ...['summary', 'market-share-month', 'market-share-series', 'rider-earnings', 'rider-redemptions', 'cash-out-report', 'top-pro-riders', 'top-amateur-riders', 'top-dealers']
    .map((report): PolicyRow => ({ method: 'GET', path: `/api/admin/aggregates/${report}/export?format=csv&locale=fr`, who: ADMIN, source: 'docs/reports.md' })),
  { method: 'GET', path: '/api/admin/events-late/export?format=xlsx', who: ADMIN, source: 'docs/reports.md' },
  { method: 'GET', path: '/api/admin/events-finished/export?format=csv', who: ADMIN, source: 'docs/reports.md' },
  { method: 'GET', path: '/api/admin/events-exceptions?limit=1', who: ADMIN, source: 'docs/reports.md (the dashboard)' },
  { method: 'GET', path: '/api/admin/result-exceptions?limit=1', who: ADMIN, source: 'docs/api.md (staff\'s queue of result lines to match; the dashboard\'s count)' },
  { method: 'GET', path: '/api/admin/result-exceptions/ids?promoterId=probe', who: ADMIN, source: 'docs/api.md (the queue\'s "select all matching")' },
  { method: 'GET', path: '/api/events-lean?limit=5', who: 'public', source: 'spec §7 Admin, api.md' },
  { method: 'GET', path: '/api/{role}/audit-log?page=1&limit=15', who: ADMIN, source: 'accounts.md Impersonation' },
  { method: 'POST', path: '/api/admin/riders-merge', who: ADMIN, source: 'spec §7 Riders, accounts.md',
    body: { keepRiderId: 'rider-seed-11', deleteRiderId: 'rider-seed-13', confirmation: 'not the confirmation' },
    note: 'a wrong confirmation: 400 MERGE_CONFIRMATION, nothing is merged' },
  { method: 'PUT', path: '/api/{role}/rider/{id}/activation', object: 'rider', who: ADMIN, consumes: true, source: 'accounts.md Account administration', body: { deActivated: true } },
  { method: 'PUT', path: '/api/{role}/dealer/{id}/activation', object: 'dealer', who: ADMIN, consumes: true, source: 'accounts.md Account administration', body: { deActivated: true } },
  { method: 'PUT', path: '/api/{role}/promoter/{id}/activation', object: 'promoter', who: ADMIN, consumes: true, source: 'accounts.md Account administration', body: { deActivated: true } },

  // ── Categories ──
  { method: 'GET', path: '/api/category/{id}', object: 'category', who: 'public', source: 'spec §7 Categories' },
  { method: 'GET', path: '/api/categories?active=true', who: 'public', source: 'spec §7 Categories' },
  { method: 'POST', path: '/api/admin/categories', who: ADMIN, mutates: true, source: 'spec §7 Categories',
    body: { name: 'Authorization probe', description: 'Created by the authorization matrix test', active: false } },
  { method: 'PUT', path: '/api/admin/category/{id}', object: 'category', who: ADMIN, mutates: true, source: 'spec §7 Categories',
    body: { name: 'Motocross', active: true } },
  { method: 'DELETE', path: '/api/admin/category/{id}', object: 'category', who: ADMIN, consumes: true, source: 'spec §7 Categories' },

  // ── Dealers ──
  { method: 'GET', path: '/api/dealers-lean?active=true', who: 'public', source: 'spec §7 Dealers' },
  { method: 'POST', path: '/api/{role}/dealers', who: ADMIN, mutates: true, source: 'spec §7 Dealers',
    body: { name: 'Authorization Probe Motors', email: 'probe.dealer.authz@example.com', country: 'US', state: 'CA', city: 'Riverside', zipcode: '92501', addressLine1: '1 Probe Way', phone: '9515550999' },
    note: 'creating dealers is programme staff work (spec §6 admin manages dealers); no other role has a dealer-creation screen' },
  { method: 'GET', path: '/api/{role}/dealer/{id}', object: 'dealer', who: { dealer: 'own', admin: 'any' }, source: 'spec §7 Dealers, §6 dealer edits own record' },
  { method: 'PUT', path: '/api/{role}/dealer/{id}', object: 'dealer', who: { dealer: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Dealers, §6',
    body: ({ id }) => DEALER_RECORD[id] ?? {} },
  { method: 'GET', path: '/api/{role}/dealers?page=1', who: ADMIN, source: 'the admin dealers list' },
  { method: 'GET', path: '/api/{role}/dealer-logins?page=1', who: ADMIN, source: 'the admin list of dealer logins' },
  { method: 'POST', path: '/api/{role}/dealer-login/{id}/invite', object: 'dealer', who: ADMIN, mutates: true, source: 'a dealer login’s invitation or password-reset mail',
    note: 'mails the dealer a link; changes no account' },
  { method: 'GET', path: '/api/{role}/favourite-dealers', who: { rider: 'any' }, source: 'favourite dealers, read on the rider profile', note: "the caller's own favourites only" },
  { method: 'PUT', path: '/api/{role}/favourite-dealers/{id}', object: 'dealer', who: { rider: 'any' }, mutates: true, source: 'a rider marks a favourite dealer on the finder',
    body: { favourite: true }, note: "any dealer, into the caller's own favourites" },
  { method: 'GET', path: '/api/{role}/mail-preferences', who: { rider: 'any' }, source: 'rider mails about money: the profile’s Mail card', note: "the caller's own switches only" },
  { method: 'PUT', path: '/api/{role}/mail-preferences', who: { rider: 'any' }, mutates: true, source: 'rider mails about money: the profile’s Mail card',
    body: { earnings: true }, note: "the caller's own switches; every mail starts on, so this changes nothing" },

  // ── Events ──
  { method: 'GET', path: '/api/event/{id}', object: 'event', who: 'public', source: 'spec §7 Events' },
  { method: 'PUT', path: '/api/admin/event/{id}', object: 'event', who: ADMIN, mutates: true, source: 'spec §7 Events', body: { active: true } },
  { method: 'POST', path: '/api/admin/event/{id}/duplicate', object: 'event', who: ADMIN, mutates: true, source: 'spec §7 Events' },
  { method: 'POST', path: '/api/admin/events', who: ADMIN, mutates: true, source: 'spec §7 Events',
    body: { title: 'Authorization probe', type: 'motocross', startDate: '2030-01-01', city: 'Riverside', state: 'CA', zipcode: '92501', country: 'US', promoterId: DEMO.promoter.id } },
  { method: 'PUT', path: '/api/event/{id}/result', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Events, §6 promoter manages own results',
    body: { classId: 'probe-class', place: 1, riderId: DEMO.rider.id } },
  { method: 'PUT', path: '/api/event/{id}/results', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Events', body: { results: [] } },
  { method: 'DELETE', path: '/api/event/{id}/result', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Events', body: { resultId: 'probe-result' } },
  ...['upload-class-result', 'upload-all-class-result', 'upload-all-formatted-class-result', 'upload-class'].map((upload): PolicyRow => ({
    method: 'POST', path: `/api/event/{id}/${upload}`, object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true,
    source: 'spec §7 Events, §5 CSV uploads', upload: csv('class,1,2,3\n450 B,100,50,25\n'),
  })),
  { method: 'DELETE', path: '/api/event/{id}', object: 'event', who: { promoter: 'own', admin: 'any' }, consumes: true, source: 'spec §7 Events' },
  // The event tools: a promoter's own events, any event for staff; reads with private fields likewise.
  { method: 'PUT', path: '/api/event/{id}', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'promoter event tools',
    body: { title: '' } },
  { method: 'POST', path: '/api/event/{id}/duplicate', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 duplicate event' },
  { method: 'POST', path: '/api/event/{id}/bonuses', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 add bonus',
    body: { riderId: 'rider-not-in-the-results', amount: 100, payoutType: 'cash' }, note: 'a rider who did not race it: 400, nothing is written' },
  { method: 'DELETE', path: '/api/event/{id}/bonus/bonus-probe', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 add bonus (remove)',
    note: 'no such bonus: 404, nothing changes' },
  { method: 'POST', path: '/api/event/{id}/timecards', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 timecard upload',
    upload: csv('not,a,timecard\n'), note: 'a CSV is not a timecard: 400 TIMECARD_TYPE, nothing is kept' },
  { method: 'GET', path: '/api/event/{id}/timecard/timecard-probe', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'spec §2 timecard upload (download)',
    note: 'no such timecard: 404 to its promoter and staff; another promoter learns nothing (404)' },
  { method: 'DELETE', path: '/api/event/{id}/timecard/timecard-probe', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 timecard upload (remove)' },
  { method: 'PUT', path: '/api/serie/{id}/bonus', object: 'serie', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 series bonus',
    body: { bonus: -1 }, note: 'a negative bonus: 400, nothing changes' },
  { method: 'GET', path: '/api/event/{id}/manage', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'promoter event tools',
    note: 'the tools view carries e-mails and matching: the event service refuses anyone but its promoter and staff' },
  { method: 'PUT', path: '/api/event/{id}/classes', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 classes and places',
    body: { classes: 'not a list' } },
  { method: 'PUT', path: '/api/event/{id}/result/probe-result/match', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'event tools: result lines to match (exceptions)',
    body: { notRider: true } },
  { method: 'POST', path: '/api/event/{id}/result/probe-result/wrong-rider', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true,
    source: 'event tools: wrong rider on a matched line', body: {}, note: 'no such line: 404 to its promoter and staff; nothing is unmatched or published' },
  { method: 'GET', path: '/api/event/{id}/rider-search?q=probe', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'event tools: result lines to match (exceptions)' },
  // Result lines to resolve at scale (docs/api.md "Result lines to resolve"): the single decision's callers.
  { method: 'PUT', path: '/api/event/{id}/results/match', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'docs/api.md bulk decisions',
    body: { resultIds: ['probe-result'], notRider: true }, note: 'no such line: 404 to its promoter and staff; nothing is decided, remembered or published' },
  { method: 'POST', path: '/api/event/{id}/result/probe-result/undo-remembered', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'docs/api.md remembered decisions',
    body: {}, note: 'no such line: 404 to its promoter and staff; nothing is undone or forgotten' },
  { method: 'GET', path: '/api/event/{id}/suggestions', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'docs/api.md suggestions',
    note: 'riders suggested for the event\'s open lines: its promoter and staff; another promoter learns nothing (404)' },
  { method: 'GET', path: '/api/event/{id}/imports/probe-import', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'event tools: result import previews' },
  { method: 'GET', path: '/api/event/{id}/invoice.pdf', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'spec §2 Canada invoices',
    note: 'the seeded events of the demo promoter in Canada answer a PDF, the others 404 INVOICE_CANADA_ONLY' },
  { method: 'POST', path: '/api/event/{id}/imports/probe-import/commit', object: 'event', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'event tools: result import previews' },
  { method: 'POST', path: '/api/promoter/{id}/events', object: 'promoter', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §2 promoter add event',
    body: { title: '' } },
  { method: 'DELETE', path: '/api/admin/event/{id}', object: 'event', who: ADMIN, consumes: true, source: 'admin events' },
  // Which events of one day and country are different races (spec §9: a double-sanctioned race pays once): staff only.
  { method: 'GET', path: '/api/admin/event/{id}/same-day-events', object: 'event', who: ADMIN, source: 'spec §9 double-sanctioned events pay once, docs/api.md' },
  { method: 'GET', path: '/api/admin/event/{id}/distinct-races', object: 'event', who: ADMIN, source: 'spec §9 double-sanctioned events pay once, docs/api.md' },
  { method: 'PUT', path: '/api/admin/event/{id}/distinct-races', object: 'event', who: ADMIN, mutates: true, source: 'spec §9 double-sanctioned events pay once, docs/api.md',
    body: { eventIds: [] }, note: 'the seeded events have no marks: the same (none) again changes nothing and publishes nothing' },
  { method: 'POST', path: '/api/admin/serie/{id}/imports/probe-import/commit', object: 'serie', who: ADMIN, mutates: true, source: 'admin series event upload' },
  { method: 'GET', path: '/api/events?page=1', who: 'public', source: 'spec §7 Events' },
  { method: 'PUT', path: '/api/rider/events/{id}/favourite', object: 'event', who: { rider: 'any' }, mutates: true, source: 'spec §2 rider favourites (upcoming favourite events)',
    body: { favourite: false }, note: 'unmarking: nothing to change for a probe' },
  { method: 'PUT', path: '/api/rider/events/series/{id}/favourite', object: 'serie', who: { rider: 'any' }, mutates: true, source: 'the rider’s favourite series',
    body: { favourite: false }, note: 'unmarking: nothing to change for a probe' },
  { method: 'GET', path: '/api/rider/events/series/{id}/standing', object: 'serie', who: { rider: 'any' }, source: 'the rider’s standing in a series',
    note: "the caller's own standing (the service reads the rider from the token)" },
  { method: 'GET', path: '/api/promoter/{id}/events', object: 'promoter', who: { promoter: 'own', admin: 'any' }, source: 'spec §7 Events, api.md "promoter, admin"' },
  { method: 'GET', path: '/api/admin/events-late', who: ADMIN, source: 'spec §7 Events' },
  { method: 'GET', path: '/api/admin/events-finished', who: ADMIN, source: 'spec §7 Events' },
  { method: 'GET', path: '/api/{role}/events', who: { rider: 'any', promoter: 'any', admin: 'any' }, source: 'spec §7 Promoters, §2',
    note: "the caller's own events (a rider's favourites and races, a promoter's events, all for staff); dealers have no events screen" },

  // ── Payments ──
  { method: 'POST', path: '/api/payments/create-order', who: { rider: 'any' }, source: 'spec §7 Payments, §6 rider cashes out',
    body: { amountCents: 0, currency: 'USD', method: 'bank', idempotencyKey: 'authz-matrix-probe' }, note: 'amountCents 0: 400, nothing is paid' },
  { method: 'GET', path: '/api/payments/get-reward-link/{id}', object: 'order', who: { rider: 'any' }, source: 'spec §7 Payments',
    note: "a rider's own orders only; the seed has no order, so own/foreign cannot be told apart yet" },
  { method: 'GET', path: '/api/rider/wallet', who: { rider: 'any' }, source: 'routing.ts (the rider wallet screen, spec §2)' },
  { method: 'GET', path: '/api/payments/cashouts', who: { rider: 'any' }, source: 'the rider’s cash-out history', note: "the caller's own cash-outs only" },
  { method: 'POST', path: '/api/payments/webhook', who: 'public', source: 'the payment provider’s signed webhook, docs/api.md',
    body: () => ({ event: 'REWARDS.DELIVERY.SUCCEEDED', uuid: randomUUID(), created_utc: new Date().toISOString(), payload: { resource: { id: 'AUTHZPROBE', type: 'rewards' }, meta: {} } }),
    headers: (json) => ({ [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(json, DEV_PAYMENT_WEBHOOK_SECRET) }),
    note: 'no session: the provider proves itself with its signature (the stack runs with the development secret); a reward no order of ours has: recorded and ignored, nothing changes' },
  { method: 'GET', path: '/api/rider/earnings?period=lifetime', who: { rider: 'any' }, source: 'the rider earnings screen, spec §2', note: "the caller's own earnings only (the service reads the rider from the token)" },
  { method: 'GET', path: '/api/admin/earnings?riderId=rider-demo&period=lifetime', who: ADMIN, source: 'staff read a rider’s earnings for the sent mark' },
  // Year-end statements (docs/reports.md): a rider's own closed years (the rider is the token's, never a parameter); staff any rider's.
  { method: 'GET', path: '/api/rider/statements', who: { rider: 'any' }, source: 'the wallet’s year-end statements', note: "the caller's own years only" },
  { method: 'GET', path: `/api/rider/statement/${LAST_YEAR}.json?riderId=rider-seed-01`, who: { rider: 'any' }, source: 'the wallet’s year-end statements', note: "the caller's own statement, whatever the query names" },
  { method: 'GET', path: '/api/admin/statements?riderId=rider-demo', who: ADMIN, source: 'the admin rider page’s statements' },
  { method: 'GET', path: `/api/admin/statement/${LAST_YEAR}.csv?riderId=rider-demo`, who: ADMIN, source: 'the admin rider page’s statements' },
  { method: 'GET', path: `/api/admin/aggregates/year-end?year=${LAST_YEAR}`, who: ADMIN, source: 'the finance team’s year-end report, docs/reports.md' },
  { method: 'GET', path: `/api/admin/aggregates/year-end/export?year=${LAST_YEAR}&format=xlsx`, who: ADMIN, source: 'the finance team’s year-end report, docs/reports.md' },
  { method: 'PUT', path: '/api/admin/earnings/authz-no-lot/sent', who: ADMIN, mutates: true, source: 'payouts can be marked sent and undone, spec §9',
    body: { sent: true }, note: 'a lot that does not exist: 404, nothing changes' },
  { method: 'GET', path: '/api/rider/credit-redemptions?period=lifetime', who: { rider: 'any' }, source: 'the rider’s wallet', note: "the caller's own redemptions only" },
  { method: 'GET', path: '/api/{role}/event-payouts/{id}', object: 'event', who: { promoter: 'own', admin: 'any' }, source: 'the event results page explains every line',
    note: "the seed's events have no published results in payouts yet (404 until they do); another promoter's event is 404" },
  { method: 'GET', path: '/api/event-payouts/{id}', object: 'event', who: 'public', source: 'docs/api.md (the public event page shows what the payout rules decided)',
    note: "no rider, facts or withholding in it; the seed's events have no published results in payouts yet (404 until they do)" },
  { method: 'POST', path: '/api/event-payouts/{id}', object: 'event', who: {}, source: 'docs/api.md (read-only)', body: {} },

  // ── Payout claims (spec §6: admin or rider) ──
  { method: 'GET', path: '/api/{role}/payout-claims', who: { rider: 'any', admin: 'any' }, source: 'spec §7 Payout claims, §6' },
  { method: 'PUT', path: '/api/{role}/payout-claim/{id}', object: 'payoutClaim', who: { rider: 'any', admin: 'any' }, mutates: true, source: 'spec §7 Payout claims, §6',
    body: { notes: 'authorization probe' }, note: "a rider's own claims only; the seed has no claim, so own/foreign cannot be told apart yet" },
  { method: 'POST', path: '/api/admin/payout-claims', who: ADMIN, mutates: true, source: 'spec §7 Payout claims', body: { riderId: 'rider-seed-14', amount: 0 } },
  { method: 'POST', path: '/api/rider/payout-claims', who: { rider: 'any' }, mutates: true, source: 'a rider files a claim', body: { eventId: '' },
    note: 'an incomplete claim: 400, nothing is stored' },

  // ── Promoters ──
  { method: 'GET', path: '/api/promoters?active=true&page=1&limit=15', who: ADMIN, source: 'spec §7 Promoters, api.md', note: 'contacts and application answers: staff only' },
  { method: 'GET', path: '/api/promoters/all', who: ADMIN, source: 'spec §7 Promoters, api.md' },
  { method: 'GET', path: '/api/promoters/summary', who: ADMIN, source: 'spec §7 Promoters, api.md' },
  { method: 'POST', path: '/api/promoter-applications', who: 'public', source: 'promoter application form',
    body: { seriesName: 'Authorization probe', captchaToken: 'x' }, note: 'an incomplete application: 400, nothing is stored' },
  { method: 'PUT', path: '/api/admin/promoter-application/app-none', who: ADMIN, source: 'staff correct an application', body: {},
    note: 'an empty body: 400, nothing changes' },
  { method: 'GET', path: '/api/{role}/promoter/{id}', object: 'promoter', who: { promoter: 'own', admin: 'any' }, source: 'spec §7 Promoters, §6' },
  { method: 'PUT', path: '/api/{role}/promoter/{id}', object: 'promoter', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Promoters, §6',
    body: ({ id }) => PROMOTER_RECORD[id] ?? {} },
  { method: 'GET', path: '/api/{role}/promoter/{id}/api-tokens', object: 'promoter', who: { promoter: 'own', admin: 'any' }, source: 'docs/api.md Integrations (API tokens)' },
  { method: 'POST', path: '/api/{role}/promoter/{id}/api-tokens', object: 'promoter', who: { promoter: 'own', admin: 'any' }, source: 'docs/api.md Integrations (API tokens)',
    body: {}, note: 'an empty body: 400 VALIDATION, no token is made' },
  // The token family takes a promoter API token only (bff/test/integrations.test.ts): no session is let in.
  { method: 'GET', path: '/api/integrations/events', who: {}, source: 'docs/api.md Integrations', note: 'Bearer tokens only' },
  { method: 'POST', path: '/api/admin/promoters', who: ADMIN, mutates: true, source: 'spec §7 Promoters',
    body: { name: 'Authorization Probe Racing', email: 'probe.promoter.authz@example.com', contactName: 'Probe', phone: '9515550998', country: 'US', state: 'CA' } },
  ...['approve', 'reject', 'undo'].map((action): PolicyRow => ({
    method: 'PUT', path: `/api/{role}/promoter/{id}/${action}`, object: 'promoter', who: ADMIN, consumes: true, source: 'spec §7 Promoters, §4 application review',
  })),
  ...['approve', 'reject'].map((action): PolicyRow => ({
    method: 'POST', path: `/api/admin/promoters/${action}`, who: ADMIN, mutates: true, source: 'spec §7 Promoters (bulk)', body: { ids: ['promoter-03'] },
  })),
  { method: 'POST', path: '/api/admin/promoters/delete', who: ADMIN, mutates: true, source: 'spec §4 bulk delete', body: { ids: ['promoter-demo'] },
    note: 'an approved promoter cannot be deleted: 409, nothing changes' },

  // ── Credit redemptions ──
  { method: 'GET', path: '/api/{role}/credit-redemptions', who: { rider: 'any', dealer: 'any', admin: 'any' }, source: 'spec §7 Credit redemptions, §6',
    note: "each sees its own (rider: redeemed from its wallet, dealer: at its till); staff all" },
  { method: 'DELETE', path: '/api/{role}/credit-redemption/{id}', object: 'redemption', who: ADMIN, consumes: true, source: 'spec §7, §4 refund deletes a redemption, §1 admin manages refunds',
    note: 'dealers only view refunds (spec §6)' },
  { method: 'GET', path: '/api/{role}/revoked-redemptions', who: { dealer: 'any', admin: 'any' }, source: 'spec §7, §6 dealer views refunds' },
  { method: 'GET', path: '/api/{role}/credit-redemptions/export?afterDate=2020-01-01', who: { dealer: 'any', admin: 'any' }, source: 'the dealer history’s CSV export and the refunds export',
    note: "a dealer's own till only; riders read theirs on the wallet page (no export: 404)" },
  { method: 'GET', path: '/api/{role}/revoked-redemptions/export', who: { dealer: 'any', admin: 'any' }, source: 'revoked redemptions export' },
  { method: 'GET', path: '/api/{role}/awards/{id}', object: 'rider', who: { dealer: 'any' }, source: 'the till’s “find awards”, spec §5',
    note: "any rider's dealer credit lots, to redeem them; staff read a rider's earnings instead" },
  { method: 'GET', path: '/api/{role}/cheat-sheet/en.pdf', who: { dealer: 'any', admin: 'any' }, source: 'the dealer cheat sheets, spec §5' },
  { method: 'GET', path: '/api/{role}/cheat-sheet/fr.pdf', who: { dealer: 'any', admin: 'any' }, source: 'the dealer cheat sheets, spec §5' },

  // ── Riders ──
  { method: 'GET', path: '/api/{role}/rider/{id}', object: 'rider', who: { rider: 'own', dealer: 'any', admin: 'any' }, source: 'spec §7 Riders, §2 dealer rider/{riderId}',
    note: 'a dealer looks riders up to redeem their credit (spec §2 dealer area: riders, rider/{riderId}); promoters have no rider screens' },
  { method: 'GET', path: '/api/{role}/riders?page=1&limit=15', who: { dealer: 'any', admin: 'any' }, source: 'spec §7 Riders, §2 dealer rider search' },
  { method: 'GET', path: '/api/{role}/riders-lean', who: { dealer: 'any', admin: 'any' }, source: 'spec §7 Riders' },
  // Every rider with contacts and addresses: programme staff only (a dealer's search at the till is /api/dealer/riders).
  { method: 'GET', path: '/api/admin/riders/export?format=csv', who: ADMIN, source: 'the Rider Manager’s export (every matching rider, every column)' },
  { method: 'PUT', path: '/api/{role}/rider/{id}', object: 'rider', who: { rider: 'own', admin: 'any' }, mutates: true, source: 'spec §7 Riders, §6',
    body: { bio: 'Written by the authorization matrix test' } },
  { method: 'PUT', path: '/api/{role}/rider/{id}/withholding', object: 'rider', who: ADMIN, mutates: true, source: 'the non-resident alien flag is set by an admin, spec §9',
    body: { nonResidentAlien: false } },
  { method: 'PUT', path: '/api/{role}/rider/{id}/flags', object: 'rider', who: ADMIN, mutates: true, source: 'docs/rules.md (the flags a programme’s payout rules read, set by staff)',
    body: { flags: [] } },
  { method: 'PUT', path: '/api/{role}/rider/{id}/pin', object: 'rider', who: { rider: 'own' }, source: 'accounts.md create-PIN step',
    body: { pin: '4321', confirmPin: '4321', currentPin: '0000' }, note: 'a wrong current PIN: 400 CURRENT_PIN_WRONG, nothing changes' },
  { method: 'POST', path: '/api/{role}/rider/{id}/upload-id-files', object: 'rider', who: { rider: 'own' }, source: 'spec §7 Riders, §5 documents',
    upload: { field: 'file', filename: 'probe.txt', contentType: 'text/plain', content: 'not an image' },
    note: 'no kind and a text file: 400, nothing is stored. Only the rider themself uploads (an administrator proxies the rider to)' },
  { method: 'GET', path: '/api/{role}/rider/{id}/documents', object: 'rider', who: { rider: 'own', admin: 'any' }, source: 'documents: their rider and staff only, never a dealer' },
  { method: 'GET', path: '/api/{role}/rider/{id}/documents/licence', object: 'rider', who: { rider: 'own', admin: 'any' }, source: 'view licence and W-9',
    note: 'the seed keeps no document: 404 to those allowed' },
  { method: 'GET', path: '/api/rider-photos/{id}', object: 'rider', who: { rider: 'own', dealer: 'any', admin: 'any' }, source: 'photo: the rider, the till, staff',
    note: 'the seed keeps no photo: 404 to those allowed; dealers see active riders only' },
  { method: 'POST', path: '/api/{role}/redeem', who: { dealer: 'any' }, source: 'spec §7 Riders, §6 dealer redeems with PIN',
    body: { riderId: DEMO.rider.id, amountCents: 100, currency: 'USD', pin: '0000', employeeName: 'Probe', idChecked: true, idempotencyKey: 'authz-matrix-redeem' },
    note: 'a wrong PIN: refused as 400 PIN_WRONG (one of the rider’s 5 tries), nothing is redeemed' },
  { method: 'DELETE', path: '/api/{role}/rider/{id}/remove-races', object: 'rider', who: ADMIN, consumes: true, source: 'spec §7 Riders',
    body: { resultIds: [] }, note: 'an empty list: 400 VALIDATION, nothing is removed (bff/test/rider-races.test.ts removes a real race)' },
  { method: 'GET', path: '/api/{role}/rider/{id}/races', object: 'rider', who: ADMIN, source: 'the admin rider page lists and removes the rider’s races' },
  { method: 'POST', path: '/api/{role}/riders', who: ADMIN, mutates: true, source: 'staff create a rider (“New rider” in the Rider Manager)',
    body: { email: NOBODY }, note: 'an incomplete body: 400 VALIDATION, nobody is created' },
  { method: 'POST', path: '/api/{role}/rider/{id}/timecard', object: 'rider', who: ADMIN, mutates: true, source: 'spec §7 Riders',
    upload: { field: 'file', filename: 'timecard.png', contentType: 'image/png', content: 'not really a png' } },
  { method: 'DELETE', path: '/api/{role}/rider/{id}/timecard/timecard-probe.png', object: 'rider', who: ADMIN, mutates: true, source: 'spec §7 Riders' },
  { method: 'GET', path: '/api/{role}/rider/{id}/timecards', object: 'rider', who: ADMIN, source: 'the admin rider page lists timecards' },
  { method: 'GET', path: '/api/{role}/rider/{id}/timecard/timecard-probe', object: 'rider', who: ADMIN, source: 'the admin rider page downloads a timecard',
    note: 'no such timecard: 404' },
  { method: 'POST', path: '/api/admin/riders/send-expire-mail', who: ADMIN, mutates: true, source: 'spec §7 Riders' },
  { method: 'GET', path: '/api/admin/receivables', who: ADMIN, source: 'what riders owe after a correction (docs/architecture.md "Money")' },
  { method: 'GET', path: '/api/admin/receivables/{id}', object: 'rider', who: ADMIN, source: 'a rider’s debts and their history' },
  { method: 'POST', path: '/api/admin/receivables/{id}/write-off', object: 'rider', who: ADMIN, mutates: true, source: 'staff write a debt off with a reason',
    body: { currency: 'USD', amountCents: 100, reason: 'probe', idempotencyKey: 'authz-probe-key' }, note: 'the rider owes nothing: 409 WRITE_OFF_TOO_LARGE, nothing written' },
  { method: 'GET', path: '/api/admin/rule-sets?year=2027', who: ADMIN, source: 'docs/rules.md (the programme’s rule set versions)' },
  { method: 'GET', path: '/api/admin/rule-sets/rule-set-probe', who: ADMIN, source: 'docs/rules.md (one version and its audit)', note: 'no such version: 404' },
  { method: 'POST', path: '/api/admin/rule-sets', who: ADMIN, mutates: true, source: 'docs/rules.md (a new draft)',
    body: { scope: { year: 2027, country: 'US' }, effectiveFrom: '2026-01-01' }, note: 'an effective day outside the year: 400, nothing written' },
  { method: 'POST', path: '/api/admin/rule-sets/rule-set-probe/simulations', who: ADMIN, mutates: true, source: 'docs/rules.md (simulation)',
    body: { from: '2026-01-01', to: '2026-12-31' }, note: 'no such version: 404' },

  // ── Series ──
  { method: 'GET', path: '/api/serie/{id}', object: 'serie', who: 'public', source: 'spec §7 Series' },
  { method: 'GET', path: '/api/serie/{id}/standings', object: 'serie', who: 'public', source: 'docs/api.md (a series’ public standings: riders by name and hometown only)' },
  { method: 'GET', path: '/api/series?page=1', who: 'public', source: 'spec §7 Series' },
  { method: 'GET', path: '/api/admin/series?page=1', who: ADMIN, source: 'spec §7 Series' },
  { method: 'GET', path: '/api/promoter/{id}/series?page=1', object: 'promoter', who: { promoter: 'own', admin: 'any' }, source: 'spec §7 Series, api.md "promoter, admin"' },
  // A promoter's own series (spec §6 "manage own series"): created pending staff review, edited by its promoter.
  { method: 'POST', path: '/api/promoter/{id}/series', object: 'promoter', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §6 promoter manages own series; api.md "Series"',
    body: { name: '' }, note: 'an incomplete series: 400, nothing is stored' },
  { method: 'PUT', path: '/api/serie/{id}', object: 'serie', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §6 promoter manages own series; api.md "Series"',
    body: { name: '' }, note: 'an incomplete series: 400, nothing changes' },
  { method: 'PUT', path: '/api/admin/serie/{id}/approve', object: 'serie', who: ADMIN, mutates: true, source: 'api.md "Series" (staff review a promoter’s new series)',
    note: 'the seeded series are approved already: approving again changes nothing' },
  { method: 'POST', path: '/api/admin/series', who: ADMIN, mutates: true, source: 'spec §7 Series',
    body: { name: 'Authorization Probe Series', type: 'motocross', state: 'CA', zipcode: '92501', country: 'US', promoterId: DEMO.promoter.id, active: false } },
  { method: 'PUT', path: '/api/admin/serie/{id}', object: 'serie', who: ADMIN, mutates: true, source: 'spec §7 Series', body: { active: true } },
  { method: 'DELETE', path: '/api/admin/serie/{id}', object: 'serie', who: ADMIN, consumes: true, source: 'spec §7 Series' },
  { method: 'POST', path: '/api/serie/{id}/close', object: 'serie', who: { promoter: 'own', admin: 'any' }, mutates: true, source: 'spec §9 dealer credit at the end of a series; architecture.md "Series end"',
    body: {}, note: 'the series finishes without a planned number of rounds; closing a closed series changes nothing' },
  { method: 'POST', path: '/api/admin/serie/{id}/reopen', object: 'serie', who: ADMIN, mutates: true, source: 'architecture.md "Series end" (reopen: staff only)',
    body: {}, note: 'a series not closed: 409 SERIES_NOT_CLOSED; one whose close already published series.finished: 409 SERIES_CLOSE_PAID' },
  { method: 'PUT', path: '/api/admin/serie/{id}/event/evt-gulf-mx-01', object: 'serie', who: ADMIN, mutates: true, source: 'spec §4 add an event to a series',
    note: "another promoter's event: 400 SERIES_OF_OTHER_PROMOTER, nothing changes" },
  { method: 'DELETE', path: '/api/admin/serie/{id}/event/evt-gulf-mx-01', object: 'serie', who: ADMIN, mutates: true, source: 'spec §4 remove an event from a series',
    note: 'an event not in the series: 404, nothing changes' },
  { method: 'POST', path: '/api/admin/serie/{id}/upload-events', object: 'serie', who: ADMIN, mutates: true, source: 'spec §7 Series', upload: csv('title,startDate\nProbe,2030-01-01\n') },

  // ── VIN patterns ──
  { method: 'GET', path: '/api/vin-patterns?query=MX', who: ADMIN, source: 'spec §7 VIN patterns' },
  { method: 'POST', path: '/api/vin-patterns/import', who: ADMIN, mutates: true, source: 'spec §7 VIN patterns', upload: csv('pattern,model,year\n5RRZZ*,Probe,2030\n'),
    note: 'a model year too far ahead: 409 IMPORT_HAS_ERRORS, nothing is stored' },
  { method: 'POST', path: '/api/vin-patterns/import?dryRun=1', who: ADMIN, source: 'the VIN pattern import preview', upload: csv('pattern,model,year\n5RRZZ*,Probe,2026\n') },
  { method: 'DELETE', path: '/api/vin-patterns/{id}', object: 'vinPattern', who: ADMIN, consumes: true, source: 'spec §7 VIN patterns' },
  ...['verify', 'unverify', 'verify-bikes'].map((action): PolicyRow => ({
    method: 'POST', path: `/api/vin-patterns/${action}`, who: ADMIN, mutates: true, source: 'spec §7 VIN patterns', body: { ids: ['vin-pattern-probe'] },
  })),
  { method: 'GET', path: '/api/vin-report', who: ADMIN, source: 'spec §7 VIN patterns' },
  { method: 'GET', path: '/api/vin-report?format=csv', who: ADMIN, source: 'the VIN report’s CSV export' },
  // The VIN explained and matched as it is typed (registration, profile), and the makes registration offers: read by anyone, written by nobody.
  { method: 'GET', path: '/api/vin-check?vin=5RRMX4508RA123456&year=2024', who: 'public', source: 'VIN explanation at entry' },
  { method: 'POST', path: '/api/vin-check', who: {}, source: 'the VIN check is read-only', body: {} },
  { method: 'GET', path: '/api/vin-makes', who: 'public', source: 'registration offers the accepted makes' },

  // ── Other ──
  { method: 'POST', path: '/api/contact-us', who: 'public', source: 'spec §7 Other, §2 contact form',
    body: { name: 'Probe', email: NOBODY, company: '', message: 'Sent by the authorization matrix test', reason: 'other' } },

  // Last: removes a spare promoter that earlier cells (activation, approve/reject/undo) use as their foreign target.
  { method: 'POST', path: '/api/admin/promoters/delete', who: ADMIN, mutates: true, source: 'spec §7 Promoters (bulk)', body: { ids: ['promoter-04'] } },
];
