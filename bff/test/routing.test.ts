import { describe, expect, it } from 'vitest';
import { ROLES, ROUTES, accessFor, authorize, matchRoute, type Role, type RoleAccess } from '../src/routing.js';

describe('routing table: every spec §7 path has an owner', () => {
  // [path as the client calls it, owning service]
  const cases: Array<[string, 'identity' | 'events' | 'payouts']> = [
    ['/api/admin/admin/a1', 'identity'],
    ['/api/admin/admin/change-password', 'identity'],
    ['/api/aggregates/contingency', 'events'],
    ['/api/admin/aggregates/summary', 'payouts'],
    ['/api/admin/aggregates/market-share-month', 'payouts'],
    ['/api/admin/aggregates/top-pro-riders', 'payouts'],
    ['/api/admin/aggregates/payouts', 'payouts'],
    ['/api/events-lean', 'events'],
    ['/api/category/c1', 'events'],
    ['/api/categories', 'events'],
    ['/api/admin/categories', 'events'],
    ['/api/admin/category/c1', 'events'],
    ['/api/dealers-lean', 'identity'],
    ['/api/admin/dealers', 'identity'],
    ['/api/dealer/dealer/d1', 'identity'],
    ['/api/dealer/dealer/change-password', 'identity'],
    ['/api/event/e1', 'events'],
    ['/api/admin/event/e1', 'events'],
    ['/api/admin/event/e1/duplicate', 'events'],
    ['/api/admin/events', 'events'],
    ['/api/event/e1/result', 'events'],
    ['/api/event/e1/results', 'events'],
    ['/api/event/e1/upload-all-formatted-class-result', 'events'],
    ['/api/events', 'events'],
    ['/api/promoter/p1/events', 'events'],
    ['/api/admin/events-late', 'events'],
    ['/api/admin/events-finished', 'events'],
    ['/api/payments/create-order', 'payouts'],
    ['/api/payments/get-reward-link/o1', 'payouts'],
    ['/api/rider/payout-claims', 'payouts'],
    ['/api/admin/payout-claim/pc1', 'payouts'],
    ['/api/admin/payout-claims', 'payouts'],
    ['/api/promoters', 'identity'],
    ['/api/promoters/all', 'identity'],
    ['/api/promoters/summary', 'identity'],
    ['/api/promoter/promoter/p1', 'identity'],
    ['/api/admin/promoters', 'identity'],
    ['/api/admin/promoter/p1/approve', 'identity'],
    ['/api/admin/promoters/delete', 'identity'],
    ['/api/promoter/events', 'events'],
    ['/api/dealer/credit-redemptions', 'payouts'],
    ['/api/dealer/credit-redemption/x1', 'payouts'],
    ['/api/admin/revoked-redemptions', 'payouts'],
    ['/api/dealer/rider/r1', 'identity'],
    ['/api/admin/riders', 'identity'],
    ['/api/dealer/riders-lean', 'identity'],
    ['/api/dealer/redeem', 'payouts'],
    ['/api/rider/rider/change-password', 'identity'],
    ['/api/rider/rider/r1/upload-id-files', 'identity'],
    ['/api/admin/riders-merge', 'identity'],
    ['/api/admin/rider/r1/remove-races', 'events'],
    ['/api/admin/rider/r1/timecard', 'identity'],
    ['/api/admin/rider/r1/timecard/file.pdf', 'identity'],
    ['/api/admin/riders/send-expire-mail', 'payouts'],
    ['/api/serie/s1', 'events'],
    ['/api/series', 'events'],
    ['/api/admin/series', 'events'],
    ['/api/promoter/p1/series', 'events'],
    ['/api/admin/serie/s1', 'events'],
    ['/api/admin/serie/s1/upload-events', 'events'],
    ['/api/vin-patterns', 'identity'],
    ['/api/vin-patterns/import', 'identity'],
    ['/api/vin-patterns/verify-bikes', 'identity'],
    ['/api/vin-report', 'identity'],
    ['/api/contact-us', 'identity'],
    // identity and access
    ['/api/admin/audit-log', 'identity'],
    ['/api/admin/rider/r1/activation', 'identity'],
    ['/api/admin/dealer/d1/activation', 'identity'],
    ['/api/admin/promoter/p1/activation', 'identity'],
    ['/api/rider/rider/r1/pin', 'identity'],
  ];

  it.each(cases)('%s → %s', (path, service) => {
    expect(matchRoute(path)?.service).toBe(service);
  });

  it('ignores the query string', () => {
    expect(matchRoute('/api/events?title=x&sortBy=startDate')?.service).toBe('events');
  });

  it('matches whole segments only', () => {
    expect(matchRoute('/api/eventsx')).toBeUndefined();
    expect(matchRoute('/api/vin-patterns-old')).toBeUndefined();
    expect(matchRoute('/api/nothing')).toBeUndefined();
    expect(matchRoute('/api/visitor/credit-redemptions')).toBeUndefined();
  });

  it('has no row that a row above it always shadows', () => {
    ROUTES.forEach((route, i) => {
      const example = route.pattern.replace(':role', 'rider').replace(':id', 'x1').replace(/\*$/, '');
      expect(matchRoute(example), route.pattern).toBe(ROUTES[i]);
    });
  });
});

describe('authorize', () => {
  it('needs a session for a role path (401) and the same type (403)', () => {
    expect(authorize('GET', '/api/rider/credit-redemptions', null)).toMatchObject({ ok: false, status: 401 });
    expect(authorize('GET', '/api/rider/credit-redemptions', 'dealer')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/rider/credit-redemptions', 'rider')).toMatchObject({ ok: true, route: { service: 'payouts' } });
  });

  it('confines admins to admin paths', () => {
    expect(authorize('GET', '/api/admin/events-late', 'admin')).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/admin/events-late', 'rider')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/rider/rider/r1', 'admin')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/vin-report', 'promoter')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/vin-report', null)).toMatchObject({ ok: false, status: 401 });
  });

  it("lets promoters and admins read a promoter's events and series", () => {
    expect(authorize('GET', '/api/promoter/p1/events', 'admin')).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/promoter/p1/series', 'promoter')).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/promoter/p1/events', 'rider')).toMatchObject({ ok: false, status: 403 });
  });

  it('lets anyone read public paths but needs a session to change events', () => {
    expect(authorize('GET', '/api/events', null)).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/event/e1', null)).toMatchObject({ ok: true });
    expect(authorize('PUT', '/api/event/e1/result', null)).toMatchObject({ ok: false, status: 401 });
    expect(authorize('PUT', '/api/event/e1/result', 'promoter')).toMatchObject({ ok: true });
    expect(authorize('POST', '/api/contact-us', null)).toMatchObject({ ok: true });
  });

  it('guards unknown role paths before answering 404', () => {
    expect(authorize('GET', '/api/rider/unknown', null)).toMatchObject({ ok: false, status: 401 });
    expect(authorize('GET', '/api/rider/unknown', 'dealer')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/rider/unknown', 'rider')).toMatchObject({ ok: false, status: 404 });
    expect(authorize('GET', '/api/unknown', 'rider')).toMatchObject({ ok: false, status: 404 });
  });

  it('keeps payments to riders', () => {
    expect(authorize('POST', '/api/payments/create-order', 'rider')).toMatchObject({ ok: true });
    expect(authorize('POST', '/api/payments/create-order', 'dealer')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('POST', '/api/payments/create-order', null)).toMatchObject({ ok: false, status: 401 });
  });

  it("lets the payment provider's webhook through without a session (the service checks its signature)", () => {
    for (const caller of [null, ...ROLES]) expect(authorize('POST', '/api/payments/webhook', caller)).toMatchObject({ ok: true, route: { service: 'payouts' } });
    expect(authorize('GET', '/api/payments/cashouts', null)).toMatchObject({ ok: false, status: 401 });
  });

  it('keeps the audit log and account activation to admins, and the PIN to the rider', () => {
    expect(authorize('GET', '/api/admin/audit-log?userId=r1&page=1&limit=15', 'admin')).toMatchObject({ ok: true, route: { service: 'identity' } });
    for (const caller of ['rider', 'dealer', 'promoter'] as const) {
      expect(authorize('GET', '/api/admin/audit-log', caller)).toMatchObject({ ok: false, status: 403, code: 'FORBIDDEN' });
    }
    expect(authorize('GET', '/api/admin/audit-log', null)).toMatchObject({ ok: false, status: 401, code: 'UNAUTHENTICATED' });
    for (const type of ['rider', 'dealer', 'promoter'] as const) {
      const path = `/api/admin/${type}/x1/activation`;
      expect(matchRoute(path)?.access).toEqual({ ownRole: ['admin'] });
      expect(authorize('PUT', path, 'admin')).toMatchObject({ ok: true, route: { service: 'identity' } });
      expect(authorize('PUT', path, type)).toMatchObject({ ok: false, status: 403 });
    }
    // The remove-races row (events) is not taken over by the activation rows.
    expect(matchRoute('/api/admin/rider/r1/remove-races')?.service).toBe('events');
    expect(authorize('PUT', '/api/rider/rider/r1/pin', 'rider')).toMatchObject({ ok: true, route: { pattern: '/api/:role/rider/:id/pin', service: 'identity' } });
    expect(authorize('PUT', '/api/rider/rider/r1/pin', 'dealer')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('PUT', '/api/rider/rider/r1/pin', null)).toMatchObject({ ok: false, status: 401 });
  });

  it('declares the access of every row: public, a non-empty role list, or own-role with a role list for {role} paths', () => {
    for (const route of ROUTES) {
      const sides: RoleAccess[] = ['GET', 'POST'].map((method) => accessFor(route.access, method));
      for (const access of sides) {
        if (access === 'public') continue;
        const roles = 'ownRole' in access ? access.ownRole : access;
        // Rows nobody may call (on this side) say so on purpose: promoters have no change-password, public reads
        // that nothing writes (the VIN check and makes) declare `write: []`, and the token rows take no session at all.
        const readOnlyPublic = typeof route.access === 'object' && 'read' in route.access && route.access.read === 'public' && Array.isArray(route.access.write) && route.access.write.length === 0;
        const nobodyOnPurpose = route.pattern === '/api/:role/promoter/change-password' || readOnlyPublic || route.token === true;
        if (!nobodyOnPurpose) expect(roles.length, route.pattern).toBeGreaterThan(0);
        expect(roles.every((role) => (ROLES as readonly string[]).includes(role)), route.pattern).toBe(true);
        // `/api/{role}/…` rows always check the role segment; literal rows never need to.
        expect('ownRole' in access, route.pattern).toBe(route.pattern.includes(':role'));
      }
    }
  });

  it('keeps the result lines to resolve to the event\'s promoter and staff, and the queue across events to staff', () => {
    for (const [method, path] of [
      ['GET', '/api/event/e1/suggestions'],
      ['PUT', '/api/event/e1/results/match'],
      ['POST', '/api/event/e1/result/r1/undo-remembered'],
    ] as const) {
      expect(authorize(method, path, 'promoter'), path).toMatchObject({ ok: true, route: { service: 'events' } });
      expect(authorize(method, path, 'admin'), path).toMatchObject({ ok: true });
      expect(authorize(method, path, 'rider'), path).toMatchObject({ ok: false, status: 403 });
      expect(authorize(method, path, null), path).toMatchObject({ ok: false, status: 401 });
    }
    for (const path of ['/api/admin/result-exceptions', '/api/admin/result-exceptions/ids']) {
      expect(authorize('GET', path, 'admin'), path).toMatchObject({ ok: true, route: { service: 'events' } });
      expect(authorize('GET', path, 'promoter'), path).toMatchObject({ ok: false, status: 403 });
    }
  });

  it("routes the rider's wallet to payouts, for riders only", () => {
    expect(authorize('GET', '/api/rider/wallet', 'rider')).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/rider/wallet', 'admin')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/rider/wallet', null)).toMatchObject({ ok: false, status: 401 });
  });

  it("routes an event's payout decisions to payouts (not to the events service's /api/admin/event*), for its promoter and staff", () => {
    expect(authorize('GET', '/api/admin/event-payouts/e1', 'admin')).toMatchObject({ ok: true, route: { service: 'payouts' } });
    expect(authorize('GET', '/api/promoter/event-payouts/e1', 'promoter')).toMatchObject({ ok: true, route: { service: 'payouts' } });
    expect(authorize('GET', '/api/rider/event-payouts/e1', 'rider')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/admin/event-payouts/e1', 'promoter')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/promoter/event-payouts/e1', null)).toMatchObject({ ok: false, status: 401 });
    expect(authorize('GET', '/api/admin/events-late', 'admin')).toMatchObject({ ok: true, route: { service: 'events' } });
  });

  it("routes an event's public payout decisions to payouts, read by anyone and written by nobody", () => {
    expect(authorize('GET', '/api/event-payouts/e1', null)).toMatchObject({ ok: true, route: { service: 'payouts' } });
    expect(authorize('GET', '/api/event-payouts/e1', 'dealer')).toMatchObject({ ok: true, route: { service: 'payouts' } });
    expect(authorize('POST', '/api/event-payouts/e1', null)).toMatchObject({ ok: false, status: 401 });
    expect(authorize('PUT', '/api/event-payouts/e1', 'admin')).toMatchObject({ ok: false, status: 403 });
    // The event itself stays the events service's.
    expect(authorize('GET', '/api/event/e1', null)).toMatchObject({ ok: true, route: { service: 'events' } });
  });
});

describe('authorize: the role rules of spec §6/§7', () => {
  type Expect = 'ok' | 401 | 403 | 404;
  const SIGNED_IN: readonly Role[] = ROLES;
  /** [method, path, the callers allowed]: everyone else signed in gets 403, anonymous 401 (unless public). */
  const rules: Array<[string, string, readonly Role[]]> = [
    // Dealers: creating is the administrator's; the dealer record is the dealer's and the administrator's.
    ['POST', '/api/admin/dealers', ['admin']],
    ['POST', '/api/dealer/dealers', []],
    ['POST', '/api/rider/dealers', []],
    ['GET', '/api/dealer/dealer/d1', ['dealer']],
    ['PUT', '/api/dealer/dealer/d1', ['dealer']],
    ['GET', '/api/admin/dealer/d1', ['admin']],
    ['GET', '/api/rider/dealer/d1', []],
    ['GET', '/api/promoter/dealer/d1', []],
    // Promoters: the record is the promoter's and the administrator's; approve/reject/undo the administrator's.
    ['GET', '/api/promoter/promoter/p1', ['promoter']],
    ['PUT', '/api/admin/promoter/p1', ['admin']],
    ['GET', '/api/rider/promoter/p1', []],
    ['GET', '/api/dealer/promoter/p1', []],
    ...['approve', 'reject', 'undo'].flatMap((action): Array<[string, string, readonly Role[]]> => [
      ['PUT', `/api/admin/promoter/p1/${action}`, ['admin']],
      ['PUT', `/api/promoter/promoter/p1/${action}`, []],
    ]),
    ['PUT', '/api/promoter/promoter/change-password', []],
    // Activation, timecards and race removal: the administrator's, only on /api/admin/….
    ...(['rider', 'dealer', 'promoter'] as const).flatMap((type): Array<[string, string, readonly Role[]]> => [
      ['PUT', `/api/admin/${type}/x1/activation`, ['admin']],
      ['PUT', `/api/${type}/${type}/x1/activation`, []],
    ]),
    ['POST', '/api/admin/rider/r1/timecard', ['admin']],
    ['DELETE', '/api/admin/rider/r1/timecard/file.pdf', ['admin']],
    ['POST', '/api/rider/rider/r1/timecard', []],
    ['DELETE', '/api/admin/rider/r1/remove-races', ['admin']],
    ['DELETE', '/api/rider/rider/r1/remove-races', []],
    ['DELETE', '/api/dealer/rider/r1/remove-races', []],
    // PIN and documents: the rider's own, not even the administrator's path.
    ['PUT', '/api/rider/rider/r1/pin', ['rider']],
    ['PUT', '/api/admin/rider/r1/pin', []],
    ['PUT', '/api/dealer/rider/r1/pin', []],
    ['POST', '/api/rider/rider/r1/upload-id-files', ['rider']],
    ['POST', '/api/admin/rider/r1/upload-id-files', []],
    // {role}/events: riders, promoters, administrators; dealers have no events screen.
    ['GET', '/api/rider/events', ['rider']],
    ['GET', '/api/promoter/events', ['promoter']],
    ['GET', '/api/admin/events', ['admin']],
    ['GET', '/api/dealer/events', []],
    // Redemptions: riders, dealers and administrators list; only administrators refund; dealers and
    // administrators see refunds; only dealers redeem.
    ['GET', '/api/rider/credit-redemptions', ['rider']],
    ['GET', '/api/dealer/credit-redemptions', ['dealer']],
    ['GET', '/api/admin/credit-redemptions', ['admin']],
    ['GET', '/api/promoter/credit-redemptions', []],
    ['DELETE', '/api/admin/credit-redemption/x1', ['admin']],
    ['DELETE', '/api/dealer/credit-redemption/x1', []],
    ['DELETE', '/api/rider/credit-redemption/x1', []],
    ['GET', '/api/dealer/revoked-redemptions', ['dealer']],
    ['GET', '/api/admin/revoked-redemptions', ['admin']],
    ['GET', '/api/rider/revoked-redemptions', []],
    ['POST', '/api/dealer/redeem', ['dealer']],
    ['POST', '/api/admin/redeem', []],
    ['POST', '/api/rider/redeem', []],
    // Payout claims: riders and administrators (spec §6).
    ['GET', '/api/rider/payout-claims', ['rider']],
    ['GET', '/api/admin/payout-claims', ['admin']],
    ['POST', '/api/admin/payout-claims', ['admin']],
    ['GET', '/api/dealer/payout-claims', []],
    ['PUT', '/api/rider/payout-claim/pc1', ['rider']],
    ['PUT', '/api/promoter/payout-claim/pc1', []],
    // Rider records: dealers and administrators search; dealers read one (to redeem) but never change it.
    ['GET', '/api/dealer/riders', ['dealer']],
    // Only staff create a rider; the till's search is a dealer's read.
    ['POST', '/api/admin/riders', ['admin']],
    ['POST', '/api/dealer/riders', []],
    ['GET', '/api/admin/rider/r1/races', ['admin']],
    ['GET', '/api/promoter/rider/r1/races', []],
    ['GET', '/api/rider/rider/r1/races', []],
    ['GET', '/api/admin/riders-lean', ['admin']],
    ['GET', '/api/rider/riders', []],
    ['GET', '/api/promoter/riders-lean', []],
    ['GET', '/api/rider/rider/r1', ['rider']],
    ['GET', '/api/dealer/rider/r1', ['dealer']],
    ['GET', '/api/admin/rider/r1', ['admin']],
    ['GET', '/api/promoter/rider/r1', []],
    ['PUT', '/api/rider/rider/r1', ['rider']],
    ['PUT', '/api/admin/rider/r1', ['admin']],
    ['PUT', '/api/dealer/rider/r1', []],
    // Event, series and category writes outside /api/admin: promoters and administrators (categories: administrators).
    ['PUT', '/api/event/e1/result', ['promoter', 'admin']],
    ['POST', '/api/event/e1/upload-class', ['promoter', 'admin']],
    ['DELETE', '/api/event/e1', ['promoter', 'admin']],
    ['PUT', '/api/serie/s1', ['promoter', 'admin']],
    ['DELETE', '/api/category/c1', ['admin']],
  ];

  const cases = rules.flatMap(([method, path, allowed]) =>
    [null, ...SIGNED_IN].map((caller) => {
      const expected: Expect = caller === null ? 401 : allowed.includes(caller) ? 'ok' : 403;
      return { method, path, caller: caller ?? 'anonymous', role: caller, expected };
    }),
  );

  it.each(cases)('$method $path as $caller → $expected', ({ method, path, role, expected }) => {
    const decision = authorize(method, path, role);
    if (expected === 'ok') expect(decision).toMatchObject({ ok: true });
    else expect(decision).toMatchObject({ ok: false, status: expected, code: expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
  });

  it('keeps event, series and category reads public (GET and HEAD)', () => {
    for (const path of ['/api/event/e1', '/api/serie/s1', '/api/category/c1']) {
      for (const method of ['GET', 'HEAD']) {
        for (const caller of [null, ...SIGNED_IN]) expect(authorize(method, path, caller), `${method} ${path}`).toMatchObject({ ok: true });
      }
    }
  });

  it('routes the specific rider rows to their service, not to the rider record', () => {
    expect(matchRoute('/api/admin/rider/r1/remove-races')?.service).toBe('events');
    expect(matchRoute('/api/admin/rider/r1/activation')?.pattern).toBe('/api/:role/rider/:id/activation');
    expect(matchRoute('/api/admin/rider/r1/timecard/file.pdf')?.pattern).toBe('/api/:role/rider/:id/timecard');
    expect(matchRoute('/api/rider/rider/r1/upload-id-files')?.pattern).toBe('/api/:role/rider/:id/upload-id-files');
    expect(matchRoute('/api/admin/promoter/p1/approve')?.pattern).toBe('/api/:role/promoter/:id/approve');
    expect(matchRoute('/api/admin/promoter/p1')?.pattern).toBe('/api/:role/promoter');
    expect(matchRoute('/api/admin/dealers')?.pattern).toBe('/api/:role/dealers');
    expect(matchRoute('/api/admin/dealer/d1')?.pattern).toBe('/api/:role/dealer');
  });

  it("never lets the BFF's own routes' paths be decided differently: they are answered before the table", () => {
    // Change password for rider/dealer/admin and the proxy are mounted before the guard (routes/account.ts, routes/auth.ts);
    // the table still confines such paths to the caller's own role should one ever reach it.
    expect(authorize('PUT', '/api/dealer/dealer/change-password', 'rider')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('POST', '/api/admin/proxy/rider/r1', 'rider')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('POST', '/api/admin/proxy/rider/r1', null)).toMatchObject({ ok: false, status: 401 });
  });
});
