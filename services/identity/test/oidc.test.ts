import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer, anAdmin } from './factories.js';
import { asService, rowsOf, startTestService, type TestService } from './helpers.js';

const ISSUER = 'https://sso.example.com';

describe('POST /internal/auth/oidc', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('oidc');
  });
  afterAll(() => service.close());

  const signIn = async (body: object) => service.request.post('/internal/auth/oidc').set(...(await asService())).send(body);

  it('links a provider account to the account with its verified e-mail the first time, then by issuer and subject', async () => {
    const id = await anAdmin(service.db);

    const first = await signIn({ issuer: ISSUER, subject: 'sub-1', email: `${id.toUpperCase()}@test.example.com`, emailVerified: true });
    const later = await signIn({ issuer: ISSUER, subject: 'sub-1', email: 'changed@elsewhere.example.com', emailVerified: false });

    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ _id: id, type: 'admin' });
    expect(later.body.user._id).toBe(id);
    expect(await rowsOf(service.db, 'SELECT issuer, subject, user_id FROM oidc_links')).toEqual([{ issuer: ISSUER, subject: 'sub-1', user_id: id }]);
    expect((await service.db.models.User.findByPk(id))!.loginCount).toBe(2);
  });

  it('refuses an unverified or unknown e-mail with OIDC_NO_ACCOUNT', async () => {
    const id = await anAdmin(service.db);

    const unverified = await signIn({ issuer: ISSUER, subject: 'sub-2', email: `${id}@test.example.com`, emailVerified: false });
    const unknown = await signIn({ issuer: ISSUER, subject: 'sub-3', email: 'nobody@example.com', emailVerified: true });

    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ code: 'OIDC_NO_ACCOUNT', message: 'No Race Rewards account is linked to that sign-in' });
    expect(unknown.body.code).toBe('OIDC_NO_ACCOUNT');
  });

  it('refuses a deactivated account', async () => {
    const id = await aDealer(service.db, { deactivated: true });

    const res = await signIn({ issuer: ISSUER, subject: 'sub-4', email: `${id}@test.example.com`, emailVerified: true });

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('DEACTIVATED');
  });
});
