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
import { DEV_PAYMENT_WEBHOOK_SECRET, loadPayoutsConfig } from '../src/config.js';
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
    expect((await res.json()).wallet).toEqual({ currency: 'CAD', balances: { cash: 0, credit: 0 }, otherCurrencyBalances: [], debts: [] });
  });
});

/** What a production start needs: a real identity secret, the provider's key and its webhook secret. */
const PRODUCTION: NodeJS.ProcessEnv = { NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER_KEY: 'prod-provider-key', PAYMENT_WEBHOOK_SECRET: 'p'.repeat(40) };

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
    expect(loadPayoutsConfig({ ...PRODUCTION, IDENTITY_TOKEN_SECRET: 'x'.repeat(40) }).identitySecret).toBe('x'.repeat(40));
  });

  it('uses the built-in fake provider and the development webhook secret outside production only', () => {
    const config = loadPayoutsConfig({});
    expect(config.provider).toEqual({ url: 'https://testflight.tremendous.com', apiKey: null, fundingSourceId: 'balance', webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET });
    expect(loadPayoutsConfig({ PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) }).provider.webhookSecret).toBe('w'.repeat(32));
    expect(() => loadPayoutsConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET: must be at least 16 characters/);
  });

  it('refuses to start in production without a payment provider key or a webhook secret, naming both', () => {
    const { PAYMENT_PROVIDER_KEY: _key, PAYMENT_WEBHOOK_SECRET: _secret, ...neither } = PRODUCTION;
    let error: unknown;
    try {
      loadPayoutsConfig(neither);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PAYMENT_PROVIDER_KEY: is required when NODE_ENV=production/);
    expect((error as Error).message).toMatch(/PAYMENT_WEBHOOK_SECRET: is required when NODE_ENV=production/);
    expect(() => loadPayoutsConfig({ ...PRODUCTION, PAYMENT_PROVIDER_KEY: '  ' })).toThrow(/PAYMENT_PROVIDER_KEY/);
    expect(() => loadPayoutsConfig({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: undefined })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadPayoutsConfig({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET })).toThrow(/PAYMENT_WEBHOOK_SECRET: the development secret is refused/);
  });

  it('starts in production with a key and a webhook secret, also against an explicitly configured fake provider', () => {
    const config = loadPayoutsConfig({ ...PRODUCTION, PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4199' });
    expect(config.provider).toEqual({ url: 'http://127.0.0.1:4199', apiKey: 'prod-provider-key', fundingSourceId: 'balance', webhookSecret: 'p'.repeat(40) });
  });
});
