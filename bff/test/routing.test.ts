import { describe, expect, it } from 'vitest';
import { ROUTES, authorize, matchRoute } from '../src/routing.js';

describe('routing table: every spec §7 path has an owner', () => {
  // [path as the client calls it, owning service]
  const cases: Array<[string, 'identity' | 'events' | 'payouts']> = [
    ['/api/admin/admin/a1', 'identity'],
    ['/api/admin/admin/change-password', 'identity'],
    ['/api/aggregates/contingency', 'payouts'],
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
    // issue 3: identity and access
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
  });

  it('keeps the audit log and account activation to admins, and the PIN to the rider', () => {
    expect(authorize('GET', '/api/admin/audit-log?userId=r1&page=1&limit=15', 'admin')).toMatchObject({ ok: true, route: { service: 'identity' } });
    for (const caller of ['rider', 'dealer', 'promoter'] as const) {
      expect(authorize('GET', '/api/admin/audit-log', caller)).toMatchObject({ ok: false, status: 403, code: 'FORBIDDEN' });
    }
    expect(authorize('GET', '/api/admin/audit-log', null)).toMatchObject({ ok: false, status: 401, code: 'UNAUTHENTICATED' });
    for (const type of ['rider', 'dealer', 'promoter'] as const) {
      const path = `/api/admin/${type}/x1/activation`;
      expect(matchRoute(path)?.access).toEqual(['admin']);
      expect(authorize('PUT', path, 'admin')).toMatchObject({ ok: true, route: { service: 'identity' } });
      expect(authorize('PUT', path, type)).toMatchObject({ ok: false, status: 403 });
    }
    // The remove-races row (events) is not taken over by the activation rows.
    expect(matchRoute('/api/admin/rider/r1/remove-races')?.service).toBe('events');
    expect(authorize('PUT', '/api/rider/rider/r1/pin', 'rider')).toMatchObject({ ok: true, route: { pattern: '/api/:role/rider', service: 'identity' } });
    expect(authorize('PUT', '/api/rider/rider/r1/pin', 'dealer')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('PUT', '/api/rider/rider/r1/pin', null)).toMatchObject({ ok: false, status: 401 });
  });

  it('declares the access of every row', () => {
    for (const route of ROUTES) {
      const valid =
        route.access === 'public' ||
        route.access === 'public-read' ||
        route.access === 'own-role' ||
        (Array.isArray(route.access) && route.access.length > 0);
      expect(valid, route.pattern).toBe(true);
    }
  });

  it("routes the rider's wallet to payouts, for riders only", () => {
    expect(authorize('GET', '/api/rider/wallet', 'rider')).toMatchObject({ ok: true });
    expect(authorize('GET', '/api/rider/wallet', 'admin')).toMatchObject({ ok: false, status: 403 });
    expect(authorize('GET', '/api/rider/wallet', null)).toMatchObject({ ok: false, status: 401 });
  });
});
