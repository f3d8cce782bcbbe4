import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { signIdentity, verifyIdentity } from '../src/identity-token.js';

const secret = 'test-secret-test-secret-test-secret-0001';

describe('identity token', () => {
  it('round-trips the caller, including the impersonating admin', async () => {
    const token = await signIdentity({ sub: 'r1', typ: 'rider', imp: 'a1' }, secret);
    await expect(verifyIdentity(token, secret)).resolves.toEqual({ sub: 'r1', typ: 'rider', imp: 'a1' });
  });

  it('carries a promoter API token’s id and scopes, signed; a token of other scopes is another token', async () => {
    const token = await signIdentity({ sub: 'p1', typ: 'promoter', tid: 't1', scp: ['results:read'] }, secret);
    await expect(verifyIdentity(token, secret)).resolves.toEqual({ sub: 'p1', typ: 'promoter', tid: 't1', scp: ['results:read'] });
    const wider = await signIdentity({ sub: 'p1', typ: 'promoter', tid: 't1', scp: ['results:read', 'results:write'] }, secret);
    expect(wider).not.toBe(token);
    // A session's identity says nothing of tokens, and a caller changing its copy of the scopes changes no cached one.
    await expect(verifyIdentity(await signIdentity({ sub: 'p1', typ: 'promoter' }, secret), secret)).resolves.toEqual({ sub: 'p1', typ: 'promoter' });
    (await verifyIdentity(token, secret)).scp!.push('results:commit');
    await expect(verifyIdentity(token, secret)).resolves.toMatchObject({ scp: ['results:read'] });
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signIdentity({ sub: 'r1', typ: 'rider' }, 'another-secret-another-secret-another-1');
    await expect(verifyIdentity(token, secret)).rejects.toThrow();
  });

  it('rejects an expired token', async () => {
    const token = await new SignJWT({ typ: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setIssuer('rr-bff')
      .setAudience('rr-services')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    await expect(verifyIdentity(token, secret)).rejects.toThrow();
  });

  const unsigned = (claims: { iss?: boolean; aud?: boolean; iat?: number | false; exp?: number | false }) => {
    const now = Math.floor(Date.now() / 1000);
    let jwt = new SignJWT({ typ: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject('a1');
    if (claims.iss !== false) jwt = jwt.setIssuer('rr-bff');
    if (claims.aud !== false) jwt = jwt.setAudience('rr-services');
    if (claims.iat !== false) jwt = jwt.setIssuedAt(claims.iat ?? now);
    if (claims.exp !== false) jwt = jwt.setExpirationTime(claims.exp ?? now + 60);
    return jwt.sign(new TextEncoder().encode(secret));
  };

  it('accepts a well-formed hand-made token (the control for the refusals below)', async () => {
    await expect(verifyIdentity(await unsigned({}), secret)).resolves.toEqual({ sub: 'a1', typ: 'admin' });
  });

  it.each([
    ['exp', { exp: false }],
    ['iat', { iat: false }],
    ['the issuer', { iss: false }],
    ['the audience', { aud: false }],
  ] as const)('rejects a token without %s', async (_what, claims) => {
    await expect(verifyIdentity(await unsigned(claims), secret)).rejects.toThrow();
  });

  it('rejects a token that claims a life longer than five minutes', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifyIdentity(await unsigned({ iat: now, exp: now + 24 * 3600 }), secret)).rejects.toThrow();
  });

  it('rejects an unknown caller type', async () => {
    const token = await new SignJWT({ typ: 'root' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('rr-bff')
      .setAudience('rr-services')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(secret));
    await expect(verifyIdentity(token, secret)).rejects.toThrow(/malformed/);
  });

  it('refuses short secrets', async () => {
    await expect(signIdentity({ sub: 'x', typ: 'service' }, 'short')).rejects.toThrow(/at least 32/);
  });

  describe('reuse', () => {
    afterEach(() => vi.useRealTimers());

    it('gives the same caller the same token for half its life, then a new one; another caller another token', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
      const first = await signIdentity({ sub: 'reuse-1', typ: 'rider' }, secret);
      expect(await signIdentity({ sub: 'reuse-1', typ: 'rider' }, secret)).toBe(first);
      expect(await signIdentity({ sub: 'reuse-1', typ: 'rider', imp: 'a1' }, secret)).not.toBe(first);
      expect(await signIdentity({ sub: 'reuse-1', typ: 'dealer' }, secret)).not.toBe(first);
      expect(await signIdentity({ sub: 'reuse-2', typ: 'rider' }, secret)).not.toBe(first);
      vi.setSystemTime(new Date('2026-11-26T12:00:31Z'));
      const renewed = await signIdentity({ sub: 'reuse-1', typ: 'rider' }, secret);
      expect(renewed).not.toBe(first);
      await expect(verifyIdentity(renewed, secret)).resolves.toEqual({ sub: 'reuse-1', typ: 'rider' });
    });

    it('still refuses a token it verified before once it has expired, and never one under another secret', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
      const token = await signIdentity({ sub: 'reuse-3', typ: 'admin' }, secret, 30);
      await expect(verifyIdentity(token, secret)).resolves.toEqual({ sub: 'reuse-3', typ: 'admin' });
      await expect(verifyIdentity(token, 'another-secret-another-secret-another-1')).rejects.toThrow();
      vi.setSystemTime(new Date('2026-11-26T12:00:20Z'));
      await expect(verifyIdentity(token, secret)).resolves.toEqual({ sub: 'reuse-3', typ: 'admin' });
      vi.setSystemTime(new Date('2026-11-26T12:00:40Z'));
      await expect(verifyIdentity(token, secret)).rejects.toThrow(/expired/);
    });

    it('answers a copy, so a caller changing it cannot change the next answer', async () => {
      const token = await signIdentity({ sub: 'reuse-4', typ: 'rider' }, secret);
      const first = await verifyIdentity(token, secret);
      first.typ = 'admin';
      await expect(verifyIdentity(token, secret)).resolves.toEqual({ sub: 'reuse-4', typ: 'rider' });
    });
  });
});
