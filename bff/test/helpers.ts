// What the BFF's tests share, in one import: the fake services and their accounts (fake-service.ts,
// fake-identity.ts, fixtures.ts), the configuration (test-config.ts), cookies (session-cookies.ts), browser-like
// clients (browsers.ts), and the BFF started in front of the fakes (below).
import { type LogLine, memoryDestination } from '@rr/server-kit/logger';
import { type BffApp, createBff } from '../src/app.js';
import type { BffConfig } from '../src/config.js';
import { type Logger, createLogger } from '../src/log.js';
import type { FakeUser } from './fake-identity.js';
import { fakeService } from './fake-service.js';
import { makeUsers } from './fixtures.js';
import { listen } from './listen.js';
import { testConfig } from './test-config.js';

export * from './browsers.js';
export * from './constants.js';
export type { FakeMail, FakeUser } from './fake-identity.js';
export * from './fake-service.js';
export * from './fixtures.js';
export * from './listen.js';
export * from './session-cookies.js';
export * from './test-config.js';

/** The three fake services the BFF calls (identity over `users`), and their closing. */
export async function fakeUpstreams(users: Map<string, FakeUser> = makeUsers()) {
  const identity = await fakeService('identity', users);
  const events = await fakeService('events');
  const payouts = await fakeService('payouts');
  return {
    identity,
    events,
    payouts,
    upstreams: { identity: identity.url, events: events.url, payouts: payouts.url },
    close: () => Promise.all([identity.close(), events.close(), payouts.close()]).then(() => undefined),
  };
}

/**
 * A BFF in front of fake identity, events and payouts services; `prepare` sees its configuration before it starts
 * (to write the files it serves).
 */
export async function bffWithFakes(
  overrides: Partial<BffConfig> = {},
  options: { users?: Map<string, FakeUser>; logger?: Logger; prepare?: (config: BffConfig) => void; hearsUserChanges?: boolean } = {},
) {
  const { identity, events, payouts, upstreams, close: closeUpstreams } = await fakeUpstreams(options.users ?? makeUsers());
  const config = testConfig({ upstreams, ...overrides });
  options.prepare?.(config);
  const bff: BffApp = createBff(config, {
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.hearsUserChanges ? { hearsUserChanges: true } : {}),
  });
  const server = await listen(bff);
  return {
    identity,
    events,
    payouts,
    bff,
    config,
    url: server.url,
    async close() {
      await server.close();
      await bff.dispose();
      await closeUpstreams();
    },
  };
}

/** A logger (the real one, at debug) that keeps every line it writes. */
export function memoryLogger(): { logger: Logger; lines: LogLine[] } {
  const destination = memoryDestination();
  return { logger: createLogger('bff', 'debug', destination), lines: destination.lines };
}

/** Waits until `probe` returns a value (audit entries are written after the response). */
export async function eventually<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
