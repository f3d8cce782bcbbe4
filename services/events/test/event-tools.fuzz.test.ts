import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../libs/contracts/src/i18n/en.json' with { type: 'json' };
import { anEvent } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/**
 * Bad input on every write of the event tools: whatever the body or file, the answer is never a server error, a refusal
 * is a 4xx whose code the catalogue translates, and a refused call leaves the database as it was.
 */

const catalogue = en as Record<string, string>;

/** Row counts of every table a write could touch. */
async function counts(service: TestService) {
  const { models } = service.db;
  const [outbox] = await service.db.sequelize.query('SELECT COUNT(*) AS n FROM outbox_messages');
  return {
    events: await models.Event.count(),
    classes: await models.EventClass.count(),
    places: await models.ClassPlace.count(),
    results: await models.Result.count(),
    imports: await models.ResultImport.count(),
    bonuses: await models.EventBonus.count(),
    rejections: await models.RejectedMatch.count(),
    outbox: Number((outbox as Array<{ n: number | string }>)[0]!.n),
  };
}

/** Any JSON value, biased towards objects carrying the tools' field names with wrong types. */
const FIELDS = ['riderId', 'amount', 'note', 'title', 'type', 'startDate', 'endDate', 'city', 'state', 'zipcode', 'country', 'currency', 'classes', 'places', 'payoutType', 'name', 'classId', 'place', 'riderName', 'status', 'riderId', 'notRider', 'results', 'venueWebsite', '__proto__', 'constructor'];
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.record({ classes: fc.array(fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 })), { maxLength: 5 }) }),
  fc.record({ results: fc.array(fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 })), { maxLength: 5 }) }),
);

function expectTranslatedRefusal(res: { status: number; body: { code?: string } }, label: string) {
  expect(res.status, `${label} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.code, label).toEqual(expect.any(String));
    expect(catalogue[`error.${res.body.code}`], `error.${res.body.code} has no translation`).toEqual(expect.any(String));
  }
}

describe('event tools under bad input', () => {
  let service: TestService;
  let eventId: string;
  let resultId: string;
  beforeAll(async () => {
    service = await startTestService('event_tools_fuzz', { riders: [{ id: 'r1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }] });
    const event = await anEvent(service.db, { promoterId: 'p-fuzz', classes: [{ name: 'Pro', places: [1_000, 500], finishers: ['Ada Lovelace'] }] });
    eventId = event.id;
    resultId = (await service.db.models.Result.findOne({ where: { eventId } }))!.id;
  });
  afterAll(() => service.close());

  it('JSON writes: any body → a 2xx or a translated 4xx; refused bodies change nothing', async () => {
    const promoter = await as('promoter', 'p-fuzz');
    const writes: Array<[string, string]> = [
      ['post', '/api/promoter/p-fuzz/events'],
      ['put', `/api/event/${eventId}`],
      ['put', `/api/event/${eventId}/classes`],
      ['put', `/api/event/${eventId}/result`],
      ['put', `/api/event/${eventId}/results`],
      ['put', `/api/event/${eventId}/result/${resultId}/match`],
      ['post', `/api/event/${eventId}/result/${resultId}/wrong-rider`],
      ['post', `/api/event/${eventId}/bonuses`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), anyJson, async ([method, path], body) => {
        const before = await counts(service);
        const call = method === 'post' ? service.request.post(path) : service.request.put(path);
        const res = await call.set(...promoter).set('content-type', 'application/json').send(JSON.stringify(body));
        expectTranslatedRefusal(res, `${method.toUpperCase()} ${path} ${JSON.stringify(body).slice(0, 200)}`);
        if (res.status >= 400) expect(await counts(service)).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it('uploads: random bytes, broken CSV, odd workbooks → a preview or a translated 4xx, never a half-written import', async () => {
    const promoter = await as('promoter', 'p-fuzz');
    const paths = ['upload-class', 'upload-all-class-result', 'upload-all-formatted-class-result', 'upload-class-result'];
    const csvCell = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"', '""', '"a,b"', '$150', 'DNF', '1', '-3', '1e9', '=HYPERLINK("x")', '\u0000'));
    const csvFile = fc.array(fc.array(csvCell, { maxLength: 8 }), { maxLength: 20 }).map((rows) => Buffer.from(rows.map((r) => r.join(',')).join(fc.sample(fc.constantFrom('\n', '\r\n', '\r'), 1)[0]!)));
    const bytes = fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a));
    const zipLike = fc.uint8Array({ maxLength: 500 }).map((a) => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(a)]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.oneof(csvFile, bytes, zipLike), fc.option(fc.string({ maxLength: 40 })), async (path, file, classId) => {
        const before = await counts(service);
        let call = service.request.post(`/api/event/${eventId}/${path}`).set(...promoter);
        if (classId !== null) call = call.field('classId', classId || 'x');
        const res = await call.attach('file', file, 'fuzz.csv');
        expectTranslatedRefusal(res, `${path} with ${file.length} bytes`);
        const after = await counts(service);
        // A preview may add one import row; nothing else is ever written by an upload.
        expect({ ...after, imports: 0 }).toEqual({ ...before, imports: 0 });
        expect(after.imports - before.imports).toBeLessThanOrEqual(res.status === 200 ? 1 : 0);
      }),
      { numRuns: 120 },
    );
  });

  it('timecards: random bytes or a file named like a picture → a kept PDF or picture, or a translated 4xx that keeps nothing', async () => {
    const promoter = await as('promoter', 'p-fuzz');
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.concat([png, Buffer.from(a)])),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(a)])),
    );
    await fc.assert(
      fc.asyncProperty(file, fc.constantFrom('scan.png', 'sheet.pdf', '../../x.jpg', '"quoted".webp', ''), async (bytes, name) => {
        const before = await service.db.models.EventTimecard.count();
        const res = await service.request.post(`/api/event/${eventId}/timecards`).set(...promoter).attach('file', bytes, name || 'x');
        expectTranslatedRefusal(res, `timecard of ${bytes.length} bytes named ${name}`);
        const after = await service.db.models.EventTimecard.count();
        expect(after - before).toBeLessThanOrEqual(res.status === 201 ? 1 : 0);
      }),
      { numRuns: 80 },
    );
  });

  it('commits of previews with errors or of unknown imports change nothing', async () => {
    const promoter = await as('promoter', 'p-fuzz');
    const bad = await service.request.post(`/api/event/${eventId}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from('Pro,x,1,Ada\n'), 'bad.csv');
    expect(bad.status).toBe(200);
    const before = await counts(service);
    for (const id of [bad.body.import._id, 'nope', '../../etc/passwd', '%00']) {
      const res = await service.request.post(`/api/event/${eventId}/imports/${encodeURIComponent(id)}/commit`).set(...promoter).send({});
      expectTranslatedRefusal(res, `commit ${id}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(await counts(service)).toEqual(before);
  });
});
