import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_KEY, loadConfig } from '../src/config.js';
import { tileOrigin } from '../src/security-headers.js';
import { REPO_ROOT } from '../src/paths.js';

const strongKey = 'k'.repeat(40);
const strongSecret = 's'.repeat(40);

describe('loadConfig', () => {
  it('has embedded defaults that need no environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.upstreams).toEqual({
      identity: 'http://127.0.0.1:4101',
      events: 'http://127.0.0.1:4102',
      payouts: 'http://127.0.0.1:4103',
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.sessionKeys).toEqual([DEV_SESSION_KEY]);
    expect(config.brandName).toBe('Race Rewards');
    expect(config.remotes.mf_dealer).toBe('/mf/dealer/mf-manifest.json');
    expect(config.staticDir).toBe(`${REPO_ROOT}/shell/dist`);
    expect(config.remotesDir).toBe(REPO_ROOT);
    expect(config.sessionIdleMinutes).toBe(60);
    expect(config.sessionAbsoluteHours).toBe(12);
    expect(config.captcha).toBeNull();
    expect(config.registrationEnabled).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.trustedProxyHops).toBe(0);
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(config.oidc).toBeNull();
  });

  it('reads the account settings: reCAPTCHA, registration switch, public URL, single sign-on', () => {
    const config = loadConfig({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      REGISTRATION_ENABLED: 'false',
      PUBLIC_URL: 'https://rewards.example.com/',
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'rr',
      OIDC_CLIENT_SECRET: 'shh',
    });
    expect(config.captcha).toEqual({ siteKey: 'site', secretKey: 'secret', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' });
    expect(config.registrationEnabled).toBe(false);
    expect(config.publicUrl).toBe('https://rewards.example.com');
    expect(config.oidc).toMatchObject({ issuer: 'https://login.example.com', clientId: 'rr', clientSecret: 'shh' });
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_VERIFY_URL: 'http://captcha.internal/verify' }).captcha?.verifyUrl).toBe(
      'http://captcha.internal/verify',
    );
    for (const [value, expected] of [['1', true], ['yes', true], ['TRUE', true], ['0', false], ['off', false], ['', true]] as const) {
      expect(loadConfig({ REGISTRATION_ENABLED: value }).registrationEnabled, value).toBe(expected);
    }
  });

  it('reads the map tiles: none outside production unless set, OpenStreetMap in production, another https template, or off; the tile host joins img-src', () => {
    // A fresh clone (development, tests, CI) never asks an outside server for tiles.
    expect(loadConfig({}).mapTiles).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).mapTiles).toBeNull();
    const production = { NODE_ENV: 'production', SESSION_KEYS: strongKey, IDENTITY_TOKEN_SECRET: strongSecret, PUBLIC_URL: 'https://rewards.example.com' };
    expect(loadConfig(production).mapTiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(loadConfig({ ...production, MAP_TILE_URL: 'off' }).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).mapTiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTiles).toBeNull();
    const own = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps' }).mapTiles;
    expect(own).toEqual({ url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    expect(tileOrigin(own)).toEqual(['https://*.tiles.example.com']);
    expect(tileOrigin(null)).toEqual([]);
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('wants both reCAPTCHA keys or neither', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET_KEY: is required when the other reCAPTCHA key is set/);
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(/RECAPTCHA_SITE_KEY: is required/);
    expect(loadConfig({ RECAPTCHA_SITE_KEY: ' ', RECAPTCHA_SECRET_KEY: '' }).captcha).toBeNull();
  });

  it('lists problems of the account settings and of single sign-on with the rest', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_VERIFY_URL: 'ftp://x',
        REGISTRATION_ENABLED: 'maybe',
        PUBLIC_URL: 'https://rewards.example.com/app',
        OIDC_ISSUER: 'https://login.example.com',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_VERIFY_URL', 'REGISTRATION_ENABLED', 'PUBLIC_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      expect(problems).toContain(name);
    }
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      IDENTITY_URL: 'http://identity:4101/',
      REDIS_URL: 'redis://redis:6379',
      SESSION_KEYS: 'new-key, old-key',
      BRAND_NAME: 'Moto Rewards',
      MF_REMOTE_ADMIN: 'https://cdn.example.com/admin/mf-manifest.json',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '8',
      STATIC_DIR: '/srv/shell',
    });
    expect(config.port).toBe(9000);
    expect(config.upstreams.identity).toBe('http://identity:4101');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.sessionKeys).toEqual(['new-key', 'old-key']);
    expect(config.brandName).toBe('Moto Rewards');
    expect(config.remotes.mf_admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
    expect(config.sessionIdleMinutes).toBe(30);
    expect(config.sessionAbsoluteHours).toBe(8);
    expect(config.staticDir).toBe('/srv/shell');
  });

  it('lists every problem in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', EVENTS_URL: 'not a url', SESSION_IDLE_MINUTES: '-5', REDIS_URL: 'http://redis', IDENTITY_TOKEN_SECRET: 'short' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'EVENTS_URL', 'SESSION_IDLE_MINUTES', 'REDIS_URL', 'IDENTITY_TOKEN_SECRET']) {
      expect(problems).toContain(name);
    }
  });

  it('refuses missing or development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS[\s\S]*IDENTITY_TOKEN_SECRET|IDENTITY_TOKEN_SECRET[\s\S]*SESSION_KEYS/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_KEYS: DEV_SESSION_KEY, IDENTITY_TOKEN_SECRET: strongSecret }),
    ).toThrow(/SESSION_KEYS: must not use the development key/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'short', IDENTITY_TOKEN_SECRET: strongSecret }),
    ).toThrow(/at least 32 characters/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_KEYS: strongKey,
        IDENTITY_TOKEN_SECRET: 'dev-only-identity-token-secret-change-me-0123456789',
      }),
    ).toThrow(/IDENTITY_TOKEN_SECRET: must not use the development secret/);
  });

  it('reports secret problems together with other problems', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'eighty' })).toThrow(/PORT[\s\S]*SESSION_KEYS: is required[\s\S]*IDENTITY_TOKEN_SECRET: is required/);
  });

  it('accepts real secrets and the site origin in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_KEYS: strongKey, IDENTITY_TOKEN_SECRET: strongSecret, PUBLIC_URL: 'https://rewards.example.com' });
    expect(config.sessionKeys).toEqual([strongKey]);
    expect(config.identityTokenSecret).toBe(strongSecret);
    expect(config.publicUrl).toBe('https://rewards.example.com');
  });

  it('refuses to start in production without PUBLIC_URL (mailed links would have no trustworthy origin)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_KEYS: strongKey, IDENTITY_TOKEN_SECRET: strongSecret })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
  });
});
