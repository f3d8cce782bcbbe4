import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_IDENTITY_TOKEN_SECRET,
  InProcessQueue,
  TEST_IDENTITY_SECRET,
  createLogger,
  createTestDatabase,
  identityHeader,
  type TestDatabase,
} from '@rr/server-kit';
import { loadPayoutsConfig } from '../src/config.js';
import { startPayouts, type RunningService } from '../src/main.js';
import { aMessage } from './helpers.js';

describe('startPayouts', () => {
  let database: TestDatabase;
  let queue: InProcessQueue;
  let service: RunningService;

  beforeAll(async () => {
    database = await createTestDatabase('payouts_main');
    queue = new InProcessQueue({ logger: createLogger('test', 'silent'), backoffMs: 5 });
    service = await startPayouts({
      queue,
      port: 0,
      seed: true,
      env: { DATABASE_URL_PAYOUTS: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await service.close();
    await queue.close();
    await database.drop();
  });

  const wallet = async (riderId: string) => {
    const [name, token] = await identityHeader({ sub: riderId, typ: 'rider' });
    return fetch(`http://127.0.0.1:${service.port}/api/rider/wallet`, { headers: { [name]: token } });
  };

  it('is healthy and ready once migrated, with the demo wallet seeded', async () => {
    const base = `http://127.0.0.1:${service.port}`;

    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'payouts' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready', service: 'payouts' });
    expect((await (await wallet('rider-demo')).json()).wallet.balances).toEqual({ cash: 35_000, credit: 16_500 });
  });

  it("opens a wallet when identity's rider.registered arrives on the shared queue", async () => {
    expect((await wallet('rider-from-queue')).status).toBe(404);

    await queue.publish(aMessage('rider.registered', { riderId: 'rider-from-queue', currency: 'CAD' }));
    await queue.drain();

    const res = await wallet('rider-from-queue');
    expect(res.status).toBe(200);
    expect((await res.json()).wallet).toEqual({ currency: 'CAD', balances: { cash: 0, credit: 0 }, otherCurrencyBalances: [] });
  });
});

describe('payouts configuration', () => {
  it('has the documented defaults', () => {
    const config = loadPayoutsConfig({});

    expect(config.port).toBe(4103);
    expect(config.databaseUrl).toMatch(/^sqlite:.*var\/db\/payouts\.sqlite$/);
    expect(config.identitySecret).toBe(DEV_IDENTITY_TOKEN_SECRET);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadPayoutsConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadPayoutsConfig({ NODE_ENV: 'production' })).toThrow(/IDENTITY_TOKEN_SECRET/);
    expect(loadPayoutsConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'x'.repeat(40) }).identitySecret).toBe('x'.repeat(40));
  });
});
