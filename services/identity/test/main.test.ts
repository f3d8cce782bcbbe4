import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_IDENTITY_TOKEN_SECRET, TEST_IDENTITY_SECRET, createTestDatabase, identityHeader, type TestDatabase } from '@rr/server-kit';
import { loadIdentityConfig } from '../src/config.js';
import { startIdentity, type RunningService } from '../src/main.js';

describe('startIdentity', () => {
  let database: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await createTestDatabase('identity_main');
    service = await startIdentity({
      port: 0,
      seed: true,
      env: { DATABASE_URL_IDENTITY: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await service.close();
    await database.drop();
  });

  it('migrates, seeds and answers health, readiness and a login over HTTP', async () => {
    const base = `http://127.0.0.1:${service.port}`;
    const [healthz, readyz] = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/readyz`)]);
    const [name, token] = await identityHeader({ sub: 'bff', typ: 'service' });
    const login = await fetch(`${base}/internal/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [name]: token },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Password1' }),
    });

    expect(await healthz.json()).toEqual({ status: 'ok', service: 'identity' });
    expect(await readyz.json()).toEqual({ status: 'ready', service: 'identity' });
    expect(login.status).toBe(200);
    expect((await login.json()).user).toMatchObject({ _id: 'admin-demo', type: 'admin' });
  });
});

describe('identity configuration', () => {
  it('has the documented defaults', () => {
    const config = loadIdentityConfig({});

    expect(config.port).toBe(4101);
    expect(config.databaseUrl).toMatch(/^sqlite:.*var\/db\/identity\.sqlite$/);
    expect(config.identitySecret).toBe(DEV_IDENTITY_TOKEN_SECRET);
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('refuses the development secret in production and names every problem', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production', IDENTITY_PORT: 'x', DATABASE_URL_IDENTITY: 'postgres://db' })).toThrow(ConfigError);
    try {
      loadIdentityConfig({ NODE_ENV: 'production', IDENTITY_PORT: 'x', DATABASE_URL_IDENTITY: 'postgres://db' });
    } catch (err) {
      expect((err as Error).message).toMatch(/IDENTITY_PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL_IDENTITY/);
      expect((err as Error).message).toMatch(/IDENTITY_TOKEN_SECRET/);
    }
  });
});
