import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_IDENTITY_TOKEN_SECRET, TEST_IDENTITY_SECRET, createTestDatabase, identityHeader, type TestDatabase } from '@rr/server-kit';
import { loadIdentityConfig } from '../src/config.js';
import { startIdentity, type RunningService } from '../src/main.js';

describe('startIdentity', () => {
  let database: TestDatabase;
  let service: RunningService;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('identity_main');
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-identity-mail-'));
    service = await startIdentity({
      port: 0,
      seed: true,
      env: { DATABASE_URL_IDENTITY: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', MAIL_DIR: mailDir, BRAND_NAME: 'Apex Rewards' },
    });
  });
  afterAll(async () => {
    await service.close();
    await database.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it('mails the account recovery code through the outbox relay and the mail consumer, as an .eml file', async () => {
    const base = `http://127.0.0.1:${service.port}`;
    const [name, token] = await identityHeader({ sub: 'bff', typ: 'service' });

    const res = await fetch(`${base}/internal/account-recovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [name]: token },
      body: JSON.stringify({ email: 'rider@example.com', locale: 'en' }),
    });

    expect(res.status).toBe(202);
    const deadline = Date.now() + 10_000;
    let files: string[] = [];
    while (files.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      files = fs.readdirSync(mailDir).filter((f) => f.endsWith('-rider@example.com.eml'));
    }
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(raw).toMatch(/^Subject: Your Apex Rewards account recovery code$/m);
    expect(raw).toMatch(/^From: "?Apex Rewards"? <no-reply@race-rewards\.local>$/m);
    expect(raw).toMatch(/Your recovery code is \d{6}\./);
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
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      dir: expect.stringMatching(/var\/mail$/),
      from: '"Race Rewards" <no-reply@race-rewards.local>',
      brandName: 'Race Rewards',
      contactTo: 'programme@race-rewards.local',
      publicUrl: 'http://localhost:8080',
      logCodes: true,
    });
    expect(config.oneTimeCodeSecret).toBeUndefined();
  });

  it('refuses to start a production server that could not deliver mail, naming SMTP_URL; migrate and seed do not need it', () => {
    const production = { NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://rewards.example.com' };

    expect(() => loadIdentityConfig(production, { sendsMail: true })).toThrow(/SMTP_URL: is required in production/);
    // The approval mail's links need the site's origin.
    expect(() => loadIdentityConfig({ ...production, PUBLIC_URL: '', SMTP_URL: 'smtp://relay.example.com:587' }, { sendsMail: true })).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadIdentityConfig({ ...production, SMTP_URL: 'smtp://relay.example.com:587' }, { sendsMail: true }).mail.smtpUrl).toBe('smtp://relay.example.com:587');
    expect(loadIdentityConfig({ ...production, MAIL_DIR: '/var/mail-spool' }, { sendsMail: true }).mail.dir).toBe('/var/mail-spool');
    expect(loadIdentityConfig(production).mail.smtpUrl).toBeUndefined();
    expect(loadIdentityConfig({}, { sendsMail: true }).mail.smtpUrl).toBeUndefined();
  });

  it('reads the mail settings', () => {
    const config = loadIdentityConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_DIR: '/tmp/mails', BRAND_NAME: 'Apex Rewards', CONTACT_MAIL_TO: 'team@apex.example.com', PUBLIC_URL: 'https://rewards.apex.example.com/', NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'p'.repeat(40) });

    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      dir: '/tmp/mails',
      from: '"Apex Rewards" <no-reply@race-rewards.local>',
      brandName: 'Apex Rewards',
      contactTo: 'team@apex.example.com',
      publicUrl: 'https://rewards.apex.example.com',
      logCodes: false,
    });
    expect(() => loadIdentityConfig({ CONTACT_MAIL_TO: 'not an address' })).toThrow(/CONTACT_MAIL_TO/);
    expect(loadIdentityConfig({ MAIL_FROM: 'Rewards <mail@example.com>' }).mail.from).toBe('Rewards <mail@example.com>');
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

  it('lists the mail problems together with the service ones', () => {
    let message = '';
    try {
      loadIdentityConfig({ IDENTITY_PORT: 'x', SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'nobody', ONE_TIME_CODE_SECRET: 'short' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of ['IDENTITY_PORT', 'SMTP_URL', 'MAIL_FROM', 'ONE_TIME_CODE_SECRET']) expect(message).toMatch(new RegExp(`- ${name}:`));
  });
});
