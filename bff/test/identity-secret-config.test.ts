import { describe, expect, it } from 'vitest';
import { DEV_IDENTITY_TOKEN_SECRET } from '@rr/server-kit/identity-token';
import { loadConfig } from '../src/config.js';
import { SECRET, SESSION_KEY } from './helpers.js';

/** IDENTITY_TOKEN_SECRET while rotating (docs/operations.md "Rotating secrets"): a list, each secret checked. */
describe('BFF IDENTITY_TOKEN_SECRET', () => {
  const other = 'y'.repeat(40);

  it('takes a comma-separated list (the BFF signs with the first)', () => {
    expect(loadConfig({ SESSION_KEYS: SESSION_KEY, IDENTITY_TOKEN_SECRET: `${SECRET},${other}` }).identityTokenSecret).toBe(`${SECRET},${other}`);
  });

  it('checks each secret of the list', () => {
    expect(() => loadConfig({ SESSION_KEYS: SESSION_KEY, IDENTITY_TOKEN_SECRET: `${SECRET},short` })).toThrow(/IDENTITY_TOKEN_SECRET: each secret must be at least 32 characters/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rewards.example.com', SESSION_KEYS: SESSION_KEY, IDENTITY_TOKEN_SECRET: `${other},${DEV_IDENTITY_TOKEN_SECRET}` }),
    ).toThrow(/IDENTITY_TOKEN_SECRET: must not use the development secret/);
  });
});
