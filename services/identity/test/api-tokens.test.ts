import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USED_RESOLUTION_MS, parseApiToken } from '../src/domain/api-tokens.js';
import { aPromoter, anAdmin } from './factories.js';
import { as, asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** Promoter API tokens: created, listed, rotated and revoked by their promoter or staff; verified for the BFF. */
describe('promoter API tokens', () => {
  let service: TestService;
  let promoterId = '';
  let otherId = '';
  let adminId = '';
  beforeAll(async () => {
    service = await startTestService('api_tokens');
    promoterId = await aPromoter(service.db);
    otherId = await aPromoter(service.db);
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const tokensPath = (id: string, role = 'promoter') => `/api/${role}/promoter/${id}/api-tokens`;
  const create = async (body: object, id = promoterId, caller: [string, string] | null = null) =>
    service.request
      .post(tokensPath(id))
      .set(...(caller ?? (await as('promoter', id))))
      .send(body);
  const verify = async (token: string) => service.request.post('/internal/api-tokens/verify').set(...(await asService())).send({ token });
  const auditOf = (subjectId: string) => rowsOf(service.db, "SELECT action, actor_id, details FROM audit_log WHERE subject_id = ? AND action LIKE 'api-token.%' ORDER BY id", [subjectId]);

  let tokenId = '';
  let secret = '';

  it('creates a named token with its scopes: the whole token shown once, only the SHA-256 of its secret stored, audited', async () => {
    const res = await create({ name: 'Timing tent laptop', scopes: ['results:write', 'results:read'] });
    expect(res.status).toBe(201);
    secret = res.body.secret;
    tokenId = res.body.token._id;
    expect(secret).toMatch(/^rr_pt_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(res.body.token).toEqual({ _id: tokenId, name: 'Timing tent laptop', scopes: ['results:read', 'results:write'], prefix: `rr_pt_${tokenId}_`, createdAt: expect.any(String), lastUsedAt: null, rotatedAt: null });
    const [row] = await rowsOf(service.db, 'SELECT * FROM promoter_api_tokens WHERE id = ?', [tokenId]);
    const part = parseApiToken(secret)!.secret;
    expect(row!.secret_hash).toBe(createHash('sha256').update(part).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(part);
    const audit = await auditOf(promoterId);
    expect(audit).toEqual([{ action: 'api-token.created', actor_id: promoterId, details: expect.stringContaining(tokenId) }]);
    expect(audit[0]!.details).not.toContain(part);
  });

  it('lists the live tokens without any secret', async () => {
    const res = await service.request.get(tokensPath(promoterId)).set(...(await as('promoter', promoterId)));
    expect(res.status).toBe(200);
    expect(res.body.tokens.map((token: { _id: string }) => token._id)).toEqual([tokenId]);
    expect(JSON.stringify(res.body)).not.toContain(parseApiToken(secret)!.secret);
  });

  it('refuses a name or scope it does not know', async () => {
    expect((await create({ name: '', scopes: ['results:read'] })).status).toBe(400);
    expect((await create({ name: 'x', scopes: ['events:delete'] })).status).toBe(400);
    expect((await create({ name: 'x', scopes: [] })).status).toBe(400);
  });

  it('verifies for the BFF: the promoter and scopes; the last use recorded at most once a minute', async () => {
    const res = await verify(secret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tokenId, promoterId, scopes: ['results:read', 'results:write'] });
    const first = (await rowsOf(service.db, 'SELECT last_used_at FROM promoter_api_tokens WHERE id = ?', [tokenId]))[0]!.last_used_at;
    expect(first).not.toBeNull();
    service.clock.advance(LAST_USED_RESOLUTION_MS / 2);
    await verify(secret);
    expect((await rowsOf(service.db, 'SELECT last_used_at FROM promoter_api_tokens WHERE id = ?', [tokenId]))[0]!.last_used_at).toEqual(first);
    service.clock.advance(LAST_USED_RESOLUTION_MS);
    await verify(secret);
    expect((await rowsOf(service.db, 'SELECT last_used_at FROM promoter_api_tokens WHERE id = ?', [tokenId]))[0]!.last_used_at).not.toEqual(first);
  });

  it('answers 401 TOKEN_INVALID to a wrong secret, an unknown id or anything not a token; only services may ask', async () => {
    const { id } = parseApiToken(secret)!;
    for (const wrong of [`rr_pt_${id}_${'A'.repeat(43)}`, `rr_pt_${'0'.repeat(16)}_${parseApiToken(secret)!.secret}`, 'Bearer nonsense', `rr_pt_${id}`]) {
      const res = await verify(wrong);
      expect(res.status, wrong).toBe(401);
      expect(res.body.code).toBe('TOKEN_INVALID');
    }
    const promoterAsks = await service.request.post('/internal/api-tokens/verify').set(...(await as('promoter', promoterId))).send({ token: secret });
    expect(promoterAsks.status).toBe(403);
  });

  it('rotates: a new secret shown once, the old one refused from the next call, audited', async () => {
    const res = await service.request.post(`${tokensPath(promoterId)}/${tokenId}/rotate`).set(...(await as('promoter', promoterId))).send({});
    expect(res.status).toBe(200);
    expect(res.body.secret).not.toBe(secret);
    expect(res.body.token).toMatchObject({ _id: tokenId, rotatedAt: expect.any(String) });
    expect((await verify(secret)).status).toBe(401);
    expect((await verify(res.body.secret)).status).toBe(200);
    secret = res.body.secret;
    expect((await auditOf(promoterId)).map((row) => row.action)).toEqual(['api-token.created', 'api-token.rotated']);
  });

  it('keeps promoters to their own tokens: another promoter can neither list, rotate nor revoke them (404)', async () => {
    const other = await as('promoter', otherId);
    expect((await service.request.get(tokensPath(promoterId)).set(...other)).status).toBe(404);
    expect((await service.request.post(`${tokensPath(promoterId)}/${tokenId}/rotate`).set(...other).send({})).status).toBe(404);
    expect((await service.request.post(`${tokensPath(promoterId)}/${tokenId}/revoke`).set(...other).send({})).status).toBe(404);
    // Nor through their own path with the other's token id.
    expect((await service.request.post(`${tokensPath(otherId)}/${tokenId}/revoke`).set(...other).send({})).status).toBe(404);
    expect((await create({ name: 'Not mine', scopes: ['results:read'] }, promoterId, other)).status).toBe(404);
    expect((await verify(secret)).status).toBe(200);
  });

  it('lets staff manage any promoter’s tokens, recorded as the staff member', async () => {
    const staff = await as('admin', adminId);
    const made = await service.request.post(tokensPath(otherId, 'admin')).set(...staff).send({ name: 'Set up by staff', scopes: ['results:read'] });
    expect(made.status).toBe(201);
    const listed = await service.request.get(tokensPath(otherId, 'admin')).set(...staff);
    expect(listed.body.tokens.map((token: { name: string }) => token.name)).toEqual(['Set up by staff']);
    const revoked = await service.request.post(`${tokensPath(otherId, 'admin')}/${made.body.token._id}/revoke`).set(...staff).send({});
    expect(revoked.status).toBe(204);
    expect(await auditOf(otherId)).toEqual([
      { action: 'api-token.created', actor_id: adminId, details: expect.any(String) },
      { action: 'api-token.revoked', actor_id: adminId, details: expect.any(String) },
    ]);
    // A promoter path is the promoter's own: staff use theirs.
    expect((await service.request.get(tokensPath(otherId)).set(...staff)).status).toBe(404);
  });

  it('revokes: 401 from the next call on, gone from the list, revoking again 404, audited', async () => {
    const res = await service.request.post(`${tokensPath(promoterId)}/${tokenId}/revoke`).set(...(await as('promoter', promoterId))).send({});
    expect(res.status).toBe(204);
    expect((await verify(secret)).status).toBe(401);
    const listed = await service.request.get(tokensPath(promoterId)).set(...(await as('promoter', promoterId)));
    expect(listed.body.tokens).toEqual([]);
    expect((await service.request.post(`${tokensPath(promoterId)}/${tokenId}/revoke`).set(...(await as('promoter', promoterId))).send({})).status).toBe(404);
    expect((await auditOf(promoterId)).map((row) => row.action)).toEqual(['api-token.created', 'api-token.rotated', 'api-token.revoked']);
  });

  it('refuses the token of a deactivated promoter', async () => {
    const made = await create({ name: 'Soon useless', scopes: ['results:read'] });
    expect((await verify(made.body.secret)).status).toBe(200);
    await service.db.models.User.update({ deactivated: true }, { where: { id: promoterId } });
    expect((await verify(made.body.secret)).status).toBe(401);
    await service.db.models.User.update({ deactivated: false }, { where: { id: promoterId } });
  });
});
