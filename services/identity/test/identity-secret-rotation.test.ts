import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/config.js';
import { deriveAccountSecrets } from '../src/domain/account-secrets.js';

const OLD = 'old-identity-secret-old-identity-secret-0001';
const NEW = 'new-identity-secret-new-identity-secret-0002';

/**
 * IDENTITY_TOKEN_SECRET rotates through a list (docs/operations.md "Secrets"). Without ONE_TIME_CODE_SECRET the keys of
 * one-time codes, sealed mail and (without PIN_HASH_SECRET) riders' PINs are derived from it, so identity refuses a list
 * until ONE_TIME_CODE_SECRET is set; set to the secret used until then, every derived key stays what it was.
 */
describe('identity during an IDENTITY_TOKEN_SECRET rotation', () => {
  it('refuses a list of secrets without ONE_TIME_CODE_SECRET, naming what to do', () => {
    expect(() => loadIdentityConfig({ IDENTITY_TOKEN_SECRET: `${OLD},${NEW}` })).toThrow(/ONE_TIME_CODE_SECRET: is required while IDENTITY_TOKEN_SECRET lists several secrets/);
    expect(loadIdentityConfig({ IDENTITY_TOKEN_SECRET: `${OLD},${NEW}`, ONE_TIME_CODE_SECRET: OLD }).identitySecret).toBe(`${OLD},${NEW}`);
    expect(loadIdentityConfig({ IDENTITY_TOKEN_SECRET: OLD }).oneTimeCodeSecret).toBeUndefined();
  });

  it('ONE_TIME_CODE_SECRET set to the old IDENTITY_TOKEN_SECRET keeps codes, sealed mail and PINs as they were', () => {
    const before = deriveAccountSecrets(OLD);
    for (const setting of [`${OLD},${NEW}`, `${NEW},${OLD}`, NEW]) expect(deriveAccountSecrets(setting, OLD)).toEqual(before);
  });

  it('PIN_HASH_SECRET set to the material used until now keeps the PIN key when ONE_TIME_CODE_SECRET rotates', () => {
    const CODES = 'one-time-code-secret-one-time-code-secret-3';
    expect(deriveAccountSecrets(NEW, CODES, CODES).pinKey).toEqual(deriveAccountSecrets(OLD, CODES).pinKey);
    expect(deriveAccountSecrets(NEW, 'another-code-secret-another-code-secret-04', OLD).pinKey).toEqual(deriveAccountSecrets(OLD).pinKey);
    expect(deriveAccountSecrets(NEW, 'another-code-secret-another-code-secret-04').codeKey).not.toEqual(deriveAccountSecrets(OLD, CODES).codeKey);
  });
});
