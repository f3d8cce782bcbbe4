import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type BffApp } from '../src/app.js';
import { fakeUpstreams, listen, signedIn, testConfig } from './helpers.js';

// The token entrance (bff/src/integrations.ts): `/api/integrations/…` takes a promoter API token and nothing else;
// every other `/api` path takes a session and never a token.

const GOOD = `rr_pt_00000000000000aa_${'s'.repeat(43)}`;
const OTHER = `rr_pt_00000000000000bb_${'t'.repeat(43)}`;
const REVOKED = `rr_pt_00000000000000cc_${'r'.repeat(43)}`;
const LIMIT = 3;
const WRONG_LIMIT = 4;

describe('the token entrance', () => {
  let upstreams: Awaited<ReturnType<typeof fakeUpstreams>>;
  let bff: BffApp;
  let server: Awaited<ReturnType<typeof listen>>;
  const verifications: string[] = [];

  beforeAll(async () => {
    upstreams = await fakeUpstreams();
    // Identity's verify, as the real one answers it: the token's promoter and scopes, or 401 for any other.
    upstreams.identity.setResponder((ctx) => {
      if (ctx.path !== '/internal/api-tokens/verify') return false;
      const { token } = JSON.parse(upstreams.identity.seen.at(-1)!.body) as { token: string };
      verifications.push(token);
      const known: Record<string, object> = {
        [GOOD]: { tokenId: '00000000000000aa', promoterId: 'p1', scopes: ['results:read', 'results:write'] },
        [OTHER]: { tokenId: '00000000000000bb', promoterId: 'p1', scopes: ['results:read'] },
      };
      if (known[token]) ctx.body = known[token];
      else {
        ctx.status = 401;
        ctx.body = { code: 'TOKEN_INVALID', message: 'The API token is missing, unknown, revoked or replaced' };
      }
      return true;
    });
    bff = createBff(testConfig({ upstreams: upstreams.upstreams }), { tokenCallsPerMinute: LIMIT, wrongTokensPerMinute: WRONG_LIMIT });
    server = await listen(bff);
  });
  afterAll(async () => {
    await server.close();
    await bff.dispose();
    await upstreams.close();
  });

  const eventsCalls = () => upstreams.events.seen.filter((seen) => seen.url.startsWith('/api/'));

  it('forwards a token call to events as the token’s promoter with its id and scopes, from any origin, a CSV body as such', async () => {
    const before = eventsCalls().length;
    const res = await request(server.url)
      .post('/api/integrations/events/e1/results?layout=all')
      .set('Authorization', `Bearer ${GOOD}`)
      .set('Origin', 'https://timing.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Idempotency-Key', 'k-1')
      .set('Content-Type', 'text/csv')
      .send('Pos,Name,Class\n1,Ada Lovelace,Pro');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'events', path: '/api/integrations/events/e1/results' });
    const forwarded = eventsCalls().slice(before);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.identity).toEqual({ sub: 'p1', typ: 'promoter', tid: '00000000000000aa', scp: ['results:read', 'results:write'] });
    // The token itself never reaches the service; the key and the file do.
    expect(forwarded[0]!.headers.authorization).toBeUndefined();
    expect(forwarded[0]!.headers['idempotency-key']).toBe('k-1');
    expect(forwarded[0]!.body).toBe('Pos,Name,Class\n1,Ada Lovelace,Pro');
  });

  it('never lets a session in there: without a token the role table refuses every caller, nothing forwarded', async () => {
    const promoter = await signedIn(server.url, 'promoter@example.com');
    const before = eventsCalls().length;
    const asked = verifications.length;
    for (const res of [await promoter.get('/api/integrations/events'), await promoter.post('/api/integrations/events/e1/results').send({})]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const anonymous = await request(server.url).get('/api/integrations/events');
    expect(anonymous.status).toBe(401);
    // Without a token the same-origin rule holds there as anywhere.
    expect((await promoter.post('/api/integrations/events/e1/results').set('Origin', 'https://evil.example').send({})).body.code).toBe('CROSS_SITE');
    expect(eventsCalls().length).toBe(before);
    expect(verifications.length).toBe(asked);
    // With a token and a cookie, the token speaks and the cookie is not passed on.
    const both = await promoter.get('/api/integrations/events').set('Authorization', `Bearer ${OTHER}`);
    expect(both.status).toBe(200);
    expect(eventsCalls().at(-1)!.identity).toMatchObject({ tid: '00000000000000bb' });
    expect(eventsCalls().at(-1)!.headers.cookie).toBeUndefined();
  });

  it('refuses a revoked, unknown or malformed token with 401 on its very call (identity asked every time)', async () => {
    const before = eventsCalls().length;
    for (const header of [`Bearer ${REVOKED}`, 'Bearer x y', `Basic ${GOOD}`, GOOD]) {
      const res = await request(server.url).get('/api/integrations/events').set('Authorization', header);
      expect(res.status, header).toBe(401);
      expect(res.body.code).toBe('TOKEN_INVALID');
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect(verifications).toContain(REVOKED);
    expect(eventsCalls().length).toBe(before);
  });

  it('takes no Bearer token on the session paths: 401 there, and identity is not asked', async () => {
    const asked = verifications.length;
    const res = await request(server.url).get('/api/promoter/p1/events').set('Authorization', `Bearer ${GOOD}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    const write = await request(server.url).put('/api/event/e1').set('Authorization', `Bearer ${GOOD}`).send({});
    expect(write.status).toBe(401);
    expect(verifications.length).toBe(asked);
  });

  it('keeps the same-origin rule on the session paths (the exemption is the token family’s alone)', async () => {
    const promoter = await signedIn(server.url, 'promoter@example.com');
    const res = await promoter.put('/api/event/e1').set('Origin', 'https://timing.example').send({});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE');
  });

  it('counts calls per token: past the limit 429 TOKEN_RATE_LIMITED with Retry-After; another token is not held up', async () => {
    // Fresh window: the other tests used GOOD and OTHER a few times already, so count from what is left.
    let limited: request.Response | undefined;
    for (let call = 0; call < LIMIT + 2 && !limited; call++) {
      const res = await request(server.url).get('/api/integrations/events').set('Authorization', `Bearer ${GOOD}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.body.code).toBe('TOKEN_RATE_LIMITED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const before = eventsCalls().length;
    expect((await request(server.url).get('/api/integrations/events').set('Authorization', `Bearer ${GOOD}`)).status).toBe(429);
    expect(eventsCalls().length).toBe(before);
    // OTHER made one call so far (the cookie test): its own count is far from the limit.
    expect((await request(server.url).get('/api/integrations/events').set('Authorization', `Bearer ${OTHER}`)).status).toBe(200);
  });
  it('refuses an address that sent too many unknown tokens without asking identity: 429 TOKEN_ATTEMPTS_LIMITED, other addresses unaffected', async () => {
    const guesser = '203.0.113.77';
    const call = (token: string, from = guesser) => request(server.url).get('/api/integrations/events').set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', from);
    for (let guess = 0; guess < WRONG_LIMIT; guess++) {
      const res = await call(`rr_pt_00000000000000dd_${String(guess).padStart(43, 'g')}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_INVALID');
    }
    const asked = verifications.length;
    const refused = await call(`rr_pt_00000000000000dd_${'h'.repeat(43)}`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOKEN_ATTEMPTS_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Until the minute is over, a right token from that address waits too; identity was asked about neither.
    expect((await call(OTHER)).status).toBe(429);
    expect(verifications.length).toBe(asked);
    // Another address is judged on its own.
    expect((await call(OTHER, '198.51.100.8')).status).toBe(200);
  });
});
