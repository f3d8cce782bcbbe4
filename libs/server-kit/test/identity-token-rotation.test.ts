import { describe, expect, it } from 'vitest';
import { DEV_IDENTITY_TOKEN_SECRET, identitySecretProblems, identitySecrets, signIdentity, verifyIdentity } from '../src/identity-token.js';
import { loadServiceConfig } from '../src/service-config.js';

const OLD = 'old-identity-secret-old-identity-secret-0001';
const NEW = 'new-identity-secret-new-identity-secret-0002';

/**
 * Rotating IDENTITY_TOKEN_SECRET without a failed call (docs/operations.md "Secrets"): every process reads the same
 * setting; it goes OLD → "OLD,NEW" → "NEW,OLD" → NEW, each step rolled out to the BFF and every service before the
 * next. During a roll, processes of two neighbouring steps sign and verify each other's tokens.
 */
describe('IDENTITY_TOKEN_SECRET rotation', () => {
  const steps = [OLD, `${OLD},${NEW}`, `${NEW},${OLD}`, NEW];

  it('signs with the first secret of the list and accepts a token signed with any of them', async () => {
    expect(identitySecrets(` ${NEW} , ${OLD} `)).toEqual([NEW, OLD]);
    const token = await signIdentity({ sub: 'r1', typ: 'rider' }, `${NEW},${OLD}`);
    await expect(verifyIdentity(token, NEW)).resolves.toEqual({ sub: 'r1', typ: 'rider' });
    await expect(verifyIdentity(token, OLD)).rejects.toThrow();
    const byOld = await signIdentity({ sub: 'a1', typ: 'admin', imp: 'x' }, OLD);
    await expect(verifyIdentity(byOld, `${NEW},${OLD}`)).resolves.toEqual({ sub: 'a1', typ: 'admin', imp: 'x' });
    await expect(verifyIdentity(byOld, `${NEW},another-secret-another-secret-another-0003`)).rejects.toThrow();
  });

  it('while a step rolls out, each process accepts what the others sign (no 401 at any point)', async () => {
    for (let step = 0; step + 1 < steps.length; step++) {
      const rolling = [steps[step]!, steps[step + 1]!];
      for (const signer of rolling) {
        const token = await signIdentity({ sub: `bff-${step}`, typ: 'service' }, signer);
        for (const verifier of rolling) await expect(verifyIdentity(token, verifier), `${signer} → ${verifier}`).resolves.toMatchObject({ sub: `bff-${step}` });
      }
    }
  });

  it('a token signed before the first step is refused only once the old secret is gone (hence the wait of its 60 s life)', async () => {
    const early = await signIdentity({ sub: 'early', typ: 'rider' }, OLD, 30);
    for (const setting of steps.slice(0, 3)) await expect(verifyIdentity(early, setting)).resolves.toMatchObject({ sub: 'early' });
    await expect(verifyIdentity(early, NEW)).rejects.toThrow();
  });

  it('names what is wrong with a setting', () => {
    expect(identitySecretProblems(`${NEW},${OLD}`, true)).toEqual([]);
    expect(identitySecretProblems('short', false)).toEqual(['must be at least 32 characters']);
    expect(identitySecretProblems(`${NEW},short`, false)).toEqual(['each secret must be at least 32 characters']);
    expect(identitySecretProblems(`${NEW},${NEW}`, false)).toEqual(['lists a secret twice']);
    expect(identitySecretProblems(`${NEW},${DEV_IDENTITY_TOKEN_SECRET}`, true)).toEqual([expect.stringMatching(/development secret/)]);
    expect(identitySecretProblems(`${NEW},${DEV_IDENTITY_TOKEN_SECRET}`, false)).toEqual([]);
  });

  it('a service takes a list and refuses a bad one at start', () => {
    expect(loadServiceConfig('events', 4102, { IDENTITY_TOKEN_SECRET: `${NEW},${OLD}` }).identitySecret).toBe(`${NEW},${OLD}`);
    expect(() => loadServiceConfig('events', 4102, { IDENTITY_TOKEN_SECRET: `${NEW},short` })).toThrow(/IDENTITY_TOKEN_SECRET: each secret must be at least 32 characters/);
    expect(() => loadServiceConfig('events', 4102, { NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: `${DEV_IDENTITY_TOKEN_SECRET},${NEW}` })).toThrow(/IDENTITY_TOKEN_SECRET: must not use the development secret/);
  });
});
