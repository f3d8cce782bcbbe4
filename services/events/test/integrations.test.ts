import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeader } from '@rr/server-kit';
import { purgeIntegrationAnswers } from '../src/domain/integrations.js';
import { anEvent, day } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

const RIDERS = [
  { id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hometown: 'Perris, CA' },
  { id: 'r-ben', firstName: 'Ben', lastName: 'Hur', email: 'ben@example.com', hometown: 'Corona, CA' },
];
const CSV = ['Pos,No.,Name,Class', '1,11,Ada Lovelace,Pro Open', '2,22,Ben Hur,Pro Open'].join('\n');
const JSON_LINES = [{ place: 1, number: '11', name: 'Ada Lovelace', class: 'Pro Open' }, { place: 2, number: '22', name: 'Ben Hur', class: 'Pro Open' }].map((line) => JSON.stringify(line)).join('\n');

/** What the BFF's token entrance forwards: the token's promoter, its id and scopes. */
const token = (promoterId: string, scopes: string[], tid = `tok-${promoterId}`) => identityHeader({ sub: promoterId, typ: 'promoter', tid, scp: scopes });
const ALL = ['results:read', 'results:write', 'results:commit'];

/** The integrations API: a token's results push through the event tools' own preview and commit. */
describe('integrations: results pushed with a promoter API token', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('integrations', { riders: RIDERS });
  });
  afterAll(() => service.close());

  const event = () => anEvent(service.db, { promoterId: 'p-one', startDate: day(-2), classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000] }] });
  /** POSTs a push (`body` adds the file); supertest's request is sent when awaited, so the token is signed first. */
  const push = async (eventId: string, body: (req: Test) => Test, scopes = ALL, query = '', promoterId = 'p-one') => {
    const header = await token(promoterId, scopes);
    return body(service.request.post(`/api/integrations/events/${eventId}/results${query}`).set(...header));
  };
  const csv = (text: string) => (req: Test) => req.type('text/csv').send(text);

  it('previews a CSV body, then commits it: the same import the upload would make, written once', async () => {
    const { id } = await event();
    const preview = await push(id, (req) => req.type('text/csv').send(CSV));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ committed: false, import: { status: 'previewed', summary: { rows: 2, errors: 0, matched: 2 } } });
    expect(await service.db.models.Result.count({ where: { eventId: id } })).toBe(0);

    const commit = await service.request.post(`/api/integrations/events/${id}/imports/${preview.body.import._id}/commit`).set(...(await token('p-one', ALL))).send({});
    expect(commit.status).toBe(200);
    expect(commit.body).toMatchObject({ committed: true, import: { _id: preview.body.import._id, status: 'committed' } });
    expect(await service.db.models.Result.findAll({ where: { eventId: id }, order: [['place', 'ASC']] })).toMatchObject([
      { riderId: 'r-ada', payoutCents: 50_000 },
      { riderId: 'r-ben', payoutCents: 30_000 },
    ]);
    // The upload's own path sees the same import (one flow, not a copy).
    const viaTools = await service.request.get(`/api/event/${id}/imports/${preview.body.import._id}`).set(...(await as('promoter', 'p-one')));
    expect(viaTools.body.import).toMatchObject({ status: 'committed' });
    const again = await service.request.post(`/api/integrations/events/${id}/imports/${preview.body.import._id}/commit`).set(...(await token('p-one', ALL))).send({});
    expect(again.body.import.committedAt).toBe(commit.body.import.committedAt);
    expect(await outboxPayloads(service, 'results.published', id)).toHaveLength(1);
  });

  it('commits JSON lines directly when the token may and the preview has no errors', async () => {
    const { id } = await event();
    const res = await push(id, (req) => req.type('application/x-ndjson').send(JSON_LINES), ALL, '?commit=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ committed: true, import: { status: 'committed', fileName: 'results.jsonl' } });
    expect(await service.db.models.Result.count({ where: { eventId: id, matchStatus: 'matched' } })).toBe(2);
  });

  it('takes a multipart file as the upload does', async () => {
    const { id } = await event();
    const res = await push(id, (req) => req.attach('file', Buffer.from(CSV), 'orbits.csv'));
    expect(res.status).toBe(200);
    expect(res.body.import).toMatchObject({ fileName: 'orbits.csv', summary: { rows: 2 } });
  });

  it('does not commit a preview with errors: 409 IMPORT_HAS_ERRORS with the rows to correct, nothing written', async () => {
    const { id } = await event();
    const broken = ['Pos,No.,Name,Class', '1,11,Ada Lovelace,Pro Open', 'first,22,,Pro Open'].join('\n');
    const res = await push(id, (req) => req.type('text/csv').send(broken), ALL, '?commit=true');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IMPORT_HAS_ERRORS');
    expect(res.body.details.import.summary.errors).toBeGreaterThan(0);
    expect(await service.db.models.Result.count({ where: { eventId: id } })).toBe(0);
  });

  it('the same Idempotency-Key answers the same and makes one import; with another request it is 409', async () => {
    const { id } = await event();
    const send = async (body: string, key: string) => push(id, (req) => req.set('Idempotency-Key', key).type('text/csv').send(body), ALL, '?commit=true');
    const first = await send(CSV, 'push-0001');
    const second = await send(CSV, 'push-0001');
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await service.db.models.ResultImport.count({ where: { eventId: id } })).toBe(1);
    expect(await service.db.models.IntegrationRequest.count({ where: { idempotencyKey: 'push-0001' } })).toBe(1);
    expect(await outboxPayloads(service, 'results.published', id)).toHaveLength(1);
    const other = await send(`${CSV}\n3,33,Cy Young,Pro Open`, 'push-0001');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await service.db.models.ResultImport.count({ where: { eventId: id } })).toBe(1);
  });

  it('forgets a key’s answer after 30 days, in the hourly purge: the key then makes a new call, which commits nothing twice', async () => {
    const { id } = await event();
    const send = async (key: string) => push(id, (req) => req.set('Idempotency-Key', key).type('text/csv').send(CSV), ALL, '?commit=true');
    expect((await send('purge-old')).status).toBe(200);
    expect((await send('purge-new')).status).toBe(200);
    const kept = service.db.models.IntegrationRequest;
    await kept.update({ createdAt: new Date(Date.now() - 31 * 86_400_000) }, { where: { idempotencyKey: 'purge-old' } });
    await kept.update({ createdAt: new Date(Date.now() - 29 * 86_400_000) }, { where: { idempotencyKey: 'purge-new' } });

    expect(await purgeIntegrationAnswers(service.db)).toBe(false);
    expect(await kept.count({ where: { idempotencyKey: 'purge-old' } })).toBe(0);
    expect(await kept.count({ where: { idempotencyKey: 'purge-new' } })).toBe(1);

    const again = await send('purge-old');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await service.db.models.ResultImport.count({ where: { eventId: id } })).toBe(1);
    expect(await outboxPayloads(service, 'results.published', id)).toHaveLength(1);
    expect((await send('purge-new')).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a token to its promoter’s events (404 for another’s, as for none) and to its scopes (403 TOKEN_SCOPE)', async () => {
    const { id } = await event();
    const foreign = await push(id, (req) => req.type('text/csv').send(CSV), ALL, '', 'p-two');
    expect(foreign.status).toBe(404);
    expect((await push('no-such-event', csv(CSV))).status).toBe(404);
    const readOnly = await push(id, (req) => req.type('text/csv').send(CSV), ['results:read']);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toMatchObject({ code: 'TOKEN_SCOPE', details: { scope: 'results:write' } });
    const noDirect = await push(id, (req) => req.type('text/csv').send(CSV), ['results:write'], '?commit=true');
    expect(noDirect.body).toMatchObject({ code: 'TOKEN_SCOPE', details: { scope: 'results:commit' } });
    expect(await service.db.models.ResultImport.count({ where: { eventId: id } })).toBe(0);
  });

  it('answers tokens only: a session’s identity is refused here, and a token’s identity anywhere else', async () => {
    const { id } = await event();
    const session = await service.request.post(`/api/integrations/events/${id}/results`).set(...(await as('promoter', 'p-one'))).type('text/csv').send(CSV);
    expect(session.status).toBe(415);
    const sessionJson = await service.request.get('/api/integrations/events').set(...(await as('promoter', 'p-one')));
    expect(sessionJson.status).toBe(403);
    expect((await service.request.get('/api/integrations/events').set(...(await as('admin', 'staff')))).status).toBe(403);
    const tokenElsewhere = await service.request.get(`/api/event/${id}/manage`).set(...(await token('p-one', ALL)));
    expect(tokenElsewhere.status).toBe(403);
  });

  it('lists the promoter’s events with their classes (results:read)', async () => {
    const { id } = await event();
    const res = await service.request.get('/api/integrations/events').set(...(await token('p-one', ['results:read'])));
    expect(res.status).toBe(200);
    expect(res.body.events.find((e: { _id: string }) => e._id === id)).toMatchObject({ classes: [{ name: 'Pro Open' }] });
    expect((await service.request.get('/api/integrations/events').set(...(await token('p-one', ['results:write'])))).status).toBe(403);
  });
});
