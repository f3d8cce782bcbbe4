/**
 * Closed accounts at the dealer's till, through the BFF and the three services (stack.ts), for every route of the
 * registry a dealer may call — so a route added there must be listed here, and is then checked:
 *
 * - a dealership staff set inactive keeps its login, its profile and its past redemptions, but every till route
 *   (`till: true` in the registry) answers 403 DEALER_NOT_PARTICIPATING;
 * - a deactivated rider looks exactly like an id that never existed on every till route that names a rider.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, accessFor, type RoleAccess } from '@rr/contracts/server';
import { DEMO, FOREIGN, type Agent, stackForFile } from './stack.js';

const stack = stackForFile();

const reachesDealer = (access: RoleAccess) => access !== 'public' && (Array.isArray(access) ? access.includes('dealer') : 'ownRole' in access && access.ownRole.includes('dealer'));

/** Every registry row a dealer may call, for reading or writing. */
const DEALER_ROUTES = API_ROUTES.filter((route) => reachesDealer(accessFor(route.access, 'GET')) || reachesDealer(accessFor(route.access, 'POST')));

interface Sample {
  method: 'GET' | 'POST' | 'PUT';
  /** The path for the dealer whose id is `dealerId`, about the rider `riderId`. */
  path: (dealerId: string, riderId: string) => string;
  body?: (riderId: string) => Record<string, unknown>;
  /** Whether the call names a rider (the deactivated rider must look like one that never existed). */
  namesRider?: true;
}

/** One request per route a dealer may call (its pattern as the registry writes it). */
const SAMPLES: Record<string, Sample> = {
  '/api/rider-photos': { method: 'GET', path: (_, rider) => `/api/rider-photos/${rider}`, namesRider: true },
  '/api/:role/dealer': { method: 'GET', path: (dealer) => `/api/dealer/dealer/${dealer}` },
  '/api/:role/credit-redemptions/export': { method: 'GET', path: () => '/api/dealer/credit-redemptions/export' },
  '/api/:role/credit-redemptions': { method: 'GET', path: () => '/api/dealer/credit-redemptions' },
  '/api/:role/revoked-redemptions': { method: 'GET', path: () => '/api/dealer/revoked-redemptions' },
  '/api/:role/redeem': {
    method: 'POST',
    path: () => '/api/dealer/redeem',
    body: (riderId) => ({ riderId, amountCents: 100, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID() }),
    namesRider: true,
  },
  '/api/:role/awards': { method: 'GET', path: (_, rider) => `/api/dealer/awards/${rider}`, namesRider: true },
  '/api/:role/cheat-sheet': { method: 'GET', path: () => '/api/dealer/cheat-sheet/en.pdf' },
  '/api/:role/riders-lean': { method: 'GET', path: () => '/api/dealer/riders-lean?query=Jordan' },
  '/api/:role/riders': { method: 'GET', path: () => '/api/dealer/riders?query=Jordan' },
  '/api/:role/rider': { method: 'GET', path: (_, rider) => `/api/dealer/rider/${rider}`, namesRider: true },
};

async function send(agent: Agent, sample: Sample, dealerId: string, riderId: string) {
  const path = sample.path(dealerId, riderId);
  const req = sample.method === 'GET' ? agent.get(path) : sample.method === 'POST' ? agent.post(path) : agent.put(path);
  return sample.body ? req.send(sample.body(riderId)) : req;
}

describe('the dealer routes of the registry', () => {
  it('each has a sample request here, and no sample is left over', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(DEALER_ROUTES.map((route) => route.pattern).sort());
    // The till is what finds riders, reads their credit and redeems.
    expect(DEALER_ROUTES.filter((route) => route.till).map((route) => route.pattern).sort()).toEqual(
      ['/api/:role/awards', '/api/:role/redeem', '/api/:role/rider', '/api/:role/riders', '/api/:role/riders-lean', '/api/rider-photos'].sort(),
    );
  });
});

describe('an inactive dealership', () => {
  it('gets 403 DEALER_NOT_PARTICIPATING on every till route and keeps its login, profile and past redemptions', async () => {
    const dealer = stack.foreignAgent('dealer');
    for (const route of DEALER_ROUTES) {
      const before = await send(dealer, SAMPLES[route.pattern]!, FOREIGN.dealer.id, DEMO.rider.id);
      expect(before.status, `${route.pattern} while active`).not.toBe(403);
    }
    const closed = await stack.agent('admin').put(`/api/admin/dealer/${FOREIGN.dealer.id}/active`).send({ active: false });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    try {
      const session = await dealer.get('/api/session');
      expect(session.body.user).toMatchObject({ _id: FOREIGN.dealer.id, participating: false });
      for (const route of DEALER_ROUTES) {
        const res = await send(dealer, SAMPLES[route.pattern]!, FOREIGN.dealer.id, DEMO.rider.id);
        if (route.till) {
          expect(res.status, route.pattern).toBe(403);
          expect(res.body.code, route.pattern).toBe('DEALER_NOT_PARTICIPATING');
        } else {
          expect(res.status, `${route.pattern}: ${JSON.stringify(res.body)}`).toBeLessThan(400);
        }
      }
      // Nothing was redeemed while closed.
      const mine = await dealer.get('/api/dealer/credit-redemptions');
      expect(mine.body.redemptions.filter((r: { riderId: string; amountCents: number }) => r.riderId === DEMO.rider.id && r.amountCents === 100)).toHaveLength(1);
    } finally {
      await stack.agent('admin').put(`/api/admin/dealer/${FOREIGN.dealer.id}/active`).send({ active: true });
    }
    expect((await send(dealer, SAMPLES['/api/:role/awards']!, FOREIGN.dealer.id, DEMO.rider.id)).status).toBe(200);
  }, 60_000);
});

describe('a deactivated rider at the till', () => {
  it('looks exactly like an id that never existed on every till route that names a rider', async () => {
    const dealer = stack.agent('dealer');
    const gone = FOREIGN.rider.id;
    const awards = await dealer.get(`/api/dealer/awards/${gone}`);
    expect(awards.status, 'the rider has credit to find while active').toBe(200);
    const off = await stack.agent('admin').put(`/api/admin/rider/${gone}/activation`).send({ deActivated: true });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    for (const route of DEALER_ROUTES.filter((row) => SAMPLES[row.pattern]!.namesRider)) {
      const sample = SAMPLES[route.pattern]!;
      const deactivated = await send(dealer, sample, DEMO.dealer.id, gone);
      const never = await send(dealer, sample, DEMO.dealer.id, randomUUID());
      expect(deactivated.status, route.pattern).toBe(404);
      expect({ status: deactivated.status, body: deactivated.body }, route.pattern).toEqual({ status: never.status, body: never.body });
    }
  }, 60_000);
});
