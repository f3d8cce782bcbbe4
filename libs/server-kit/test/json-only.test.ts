import Router from '@koa/router';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signIdentity } from '../src/identity-token.js';
import { createLogger } from '../src/logger.js';
import { createServiceApp } from '../src/service-app.js';

const secret = 'test-secret-test-secret-test-secret-0001';

/** A service whose routes record every call they get (the test checks that refused calls did nothing). */
function testService() {
  const calls: Array<{ route: string; body: unknown }> = [];
  const router = new Router({ prefix: '/api' });
  const record = (route: string) => (ctx: Router.RouterContext) => {
    calls.push({ route, body: ctx.request.body });
    ctx.body = { ok: true, body: ctx.request.body ?? null };
  };
  router.post('/admin/riders-merge', record('merge'));
  router.put('/things/:id', record('put'));
  router.patch('/things/:id', record('patch'));
  router.delete('/things/:id', record('delete'));
  router.get('/things', record('list'));
  router.post('/:role/rider/:id/upload-id-files', record('upload'));
  const app = createServiceApp({ name: 'probe', logger: createLogger('probe', 'silent'), identitySecret: secret, routers: [router], ready: async () => {} });
  return { request: supertest(app.callback()), calls };
}

const asAdmin = async () => ['x-rr-identity', await signIdentity({ sub: 'a1', typ: 'admin' }, secret)] as const;
const UNSUPPORTED = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Changes must be sent as JSON' };

describe('services parse JSON bodies only', () => {
  it('refuses a form-encoded POST with 415 before the route runs', async () => {
    const { request, calls } = testService();

    const res = await request
      .post('/api/admin/riders-merge')
      .set(...(await asAdmin()))
      .type('form')
      .send('fromRiderId=r1&toRiderId=r2');

    expect(res.status).toBe(415);
    expect(res.body).toEqual(UNSUPPORTED);
    expect(calls).toEqual([]);
  });

  it.each([
    ['PUT', 'text/plain', 'hello'],
    ['PATCH', 'application/x-www-form-urlencoded', 'a=1'],
    ['DELETE', 'application/x-www-form-urlencoded', 'a=1'],
    ['POST', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ['PUT', 'application/xml', '<a/>'],
  ])('refuses %s with a %s body (no upload route) with 415, and nothing runs', async (method, type, body) => {
    const { request, calls } = testService();
    const path = method === 'POST' ? '/api/admin/riders-merge' : '/api/things/t1';

    const res = await request[method.toLowerCase() as 'put' | 'patch' | 'delete' | 'post'](path)
      .set(...(await asAdmin()))
      .set('Content-Type', type)
      .send(body);

    expect(res.status).toBe(415);
    expect(res.body).toEqual(UNSUPPORTED);
    expect(calls).toEqual([]);
  });

  it('refuses a body sent without any Content-Type', async () => {
    const { request, calls } = testService();
    const res = await request
      .put('/api/things/t1')
      .set(...(await asAdmin()))
      .serialize((value) => value as string)
      .send('{"a":1}')
      .unset('Content-Type');

    expect(res.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it('parses JSON (with a charset, and application/*+json) and runs the route', async () => {
    const { request, calls } = testService();

    const plain = await request.post('/api/admin/riders-merge').set(...(await asAdmin())).send({ fromRiderId: 'r1', toRiderId: 'r2' });
    const charset = await request
      .put('/api/things/t1')
      .set(...(await asAdmin()))
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ name: 'n' }));
    const suffixed = await request
      .patch('/api/things/t1')
      .set(...(await asAdmin()))
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ name: 'm' }));

    expect([plain.status, charset.status, suffixed.status]).toEqual([200, 200, 200]);
    expect(calls).toEqual([
      { route: 'merge', body: { fromRiderId: 'r1', toRiderId: 'r2' } },
      { route: 'put', body: { name: 'n' } },
      { route: 'patch', body: { name: 'm' } },
    ]);
  });

  it('lets calls without a body through, whatever they declare', async () => {
    const { request, calls } = testService();

    const del = await request.delete('/api/things/t1').set(...(await asAdmin()));
    const emptyForm = await request.post('/api/admin/riders-merge').set(...(await asAdmin())).set('Content-Type', 'application/x-www-form-urlencoded');
    const list = await request.get('/api/things?active=true').set(...(await asAdmin())).set('Content-Type', 'text/plain');

    expect([del.status, emptyForm.status, list.status]).toEqual([200, 200, 200]);
    expect(calls.map((call) => call.route)).toEqual(['delete', 'merge', 'list']);
    expect(emptyForm.body.body).toEqual({});
  });

  it('passes multipart/form-data to an upload route unparsed (the route reads the files), and nothing else there', async () => {
    const { request, calls } = testService();

    const upload = await request
      .post('/api/rider/rider/r1/upload-id-files')
      .set(...(await asAdmin()))
      .attach('file', Buffer.from('%PDF-1.4 id'), 'id.pdf');
    const form = await request
      .post('/api/rider/rider/r1/upload-id-files')
      .set(...(await asAdmin()))
      .type('form')
      .send('a=1');

    expect(upload.status).toBe(200);
    expect(calls).toEqual([{ route: 'upload', body: {} }]);
    expect(form.status).toBe(415);
  });

  it('checks the caller first: a form POST without an identity token is 401, not 415', async () => {
    const { request, calls } = testService();
    const res = await request.post('/api/admin/riders-merge').type('form').send('a=1');
    expect(res.status).toBe(401);
    expect(calls).toEqual([]);
  });
});
