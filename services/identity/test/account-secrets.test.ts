import { describe, expect, it } from 'vitest';
import { codeHash, deriveAccountSecrets, newCode, newResetToken, sameDigest, seal, tokenHash, unseal } from '../src/domain/account-secrets.js';

const IDENTITY_SECRET = 'i'.repeat(40);

describe('account secrets', () => {
  it('derives distinct keys, from ONE_TIME_CODE_SECRET when set', () => {
    const derived = deriveAccountSecrets(IDENTITY_SECRET);
    const explicit = deriveAccountSecrets(IDENTITY_SECRET, 'o'.repeat(40));

    expect(derived.codeKey).toHaveLength(32);
    expect(derived.codeKey.equals(derived.sealKey)).toBe(false);
    expect(derived.codeKey.equals(Buffer.from(IDENTITY_SECRET))).toBe(false);
    expect(codeHash(derived.codeKey, 'recovery', 'u1', '123456')).not.toBe(codeHash(explicit.codeKey, 'recovery', 'u1', '123456'));
  });

  it('binds a code hash to its purpose and user, and compares digests safely', () => {
    const { codeKey } = deriveAccountSecrets(IDENTITY_SECRET);
    const hash = codeHash(codeKey, 'recovery', 'u1', '123456');

    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sameDigest(hash, codeHash(codeKey, 'recovery', 'u1', '123456'))).toBe(true);
    expect(sameDigest(hash, codeHash(codeKey, 'email-verify', 'u1', '123456'))).toBe(false);
    expect(sameDigest(hash, codeHash(codeKey, 'recovery', 'u2', '123456'))).toBe(false);
    expect(sameDigest(hash, '')).toBe(false);
  });

  it('makes 6-digit codes and 32-byte tokens', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const token = newResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seals and opens mail secrets, refusing another key or a changed message', () => {
    const { sealKey } = deriveAccountSecrets(IDENTITY_SECRET);
    const sealed = seal(sealKey, { code: '123456' });

    expect(sealed).not.toContain('123456');
    expect(unseal(sealKey, sealed)).toEqual({ code: '123456' });
    expect(() => unseal(deriveAccountSecrets('x'.repeat(40)).sealKey, sealed)).toThrow();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(() => unseal(sealKey, tampered.toString('base64url'))).toThrow();
  });
});
