import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_OPERATIONS, EVENTS_OPERATIONS, IDENTITY_OPERATIONS, PAYOUTS_OPERATIONS, type Operation } from '@rr/contracts/operations';
import { createBff } from '../bff/src/app.js';
import { testConfig } from '../bff/test/test-config.js';
import { startTestService as startEvents } from '../services/events/test/helpers.js';
import { startTestService as startIdentity } from '../services/identity/test/helpers.js';
import { startTestService as startPayouts } from '../services/payouts/test/helpers.js';

// The drift test: each app's routers, built as its tests build it, against the operation catalog the OpenAPI documents
// are generated from. A route no operation documents, or an operation no router answers, fails here, so the documents
// cannot lose a route or promise one that is gone.

interface Layer {
  methods: string[];
  path: string | RegExp;
}
interface RouterLike {
  stack: Layer[];
}

const ROUTE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `METHOD /path/{param}` of every route the app's routers declare: HEAD (which Koa adds to each GET) aside, and the
 * layers of `router.all` and wildcard paths (`{*rest}`: the events service's role and ownership guards in front of its
 * routes), which answer nothing themselves.
 */
export function routesOf(app: Koa, keep: (path: string) => boolean): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: RouterLike }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !keep(layer.path)) continue;
      if (layer.methods.some((method) => !ROUTE_METHODS.has(method)) || layer.path.includes('{*')) continue;
      const path = layer.path.replace(/:(\w+)/g, '{$1}');
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}

const documented = (operations: readonly Operation[]) => [...new Set(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`))].sort();
const apiOrInternal = (path: string) => path.startsWith('/api/') || path.startsWith('/internal/');

describe('the operation catalog against the routers', () => {
  const apps: Partial<Record<'identity' | 'events' | 'payouts', { app: Koa; close(): Promise<void> }>> = {};
  beforeAll(async () => {
    [apps.identity, apps.events, apps.payouts] = await Promise.all([startIdentity('openapi_drift'), startEvents('openapi_drift'), startPayouts('openapi_drift')]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((service) => service?.close()));
  });

  it.each([
    ['identity', IDENTITY_OPERATIONS],
    ['events', EVENTS_OPERATIONS],
    ['payouts', PAYOUTS_OPERATIONS],
  ] as const)("%s: every route is an operation of its catalog and every operation a route", (service, operations) => {
    const routes = routesOf(apps[service]!.app, apiOrInternal);
    const catalog = documented(operations as readonly Operation[]);
    expect({ undocumented: routes.filter((route) => !catalog.includes(route)), unrouted: catalog.filter((route) => !routes.includes(route)) }).toEqual({ undocumented: [], unrouted: [] });
  });

  it("the BFF: every /api route it answers itself is an operation of its catalog, and every operation a route", async () => {
    const bff = createBff(testConfig());
    try {
      const routes = routesOf(bff, apiOrInternal);
      const catalog = documented(BFF_OPERATIONS);
      expect({ undocumented: routes.filter((route) => !catalog.includes(route)), unrouted: catalog.filter((route) => !routes.includes(route)) }).toEqual({ undocumented: [], unrouted: [] });
    } finally {
      await bff.dispose();
    }
  });

  it('finds the routers (the walk reads what the apps mount)', () => {
    const routes = routesOf(apps.identity!.app, apiOrInternal);
    expect(routes).toContain('POST /internal/auth/login');
    expect(routes).toContain('GET /api/{role}/dealer/{id}');
    expect(routes.length).toBeGreaterThan(60);
  });
});
