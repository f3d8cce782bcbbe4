import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_DECISIONS, bulkMatchAnswerSchema } from '@rr/contracts/result-exceptions';
import type { Event } from '../src/data-access/models/index.js';
import { anEvent, day } from './factories.js';
import { linesByName, publishedOf, uploadSheet } from './exception-helpers.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/**
 * `PUT /api/event/{id}/results/match`: many lines decided in one call — all of them or none, one results version, the
 * same callers as the single decision, at most MAX_BULK_DECISIONS lines a call.
 */

const RIDERS = [{ id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', hometown: 'Perris, CA' }];

// Riders of other makers (nobody of the programme) and one programme rider whose name is mistyped.
const SHEET = [
  'Pos,No.,Name,Hometown,Bike,Class',
  '1,4,Lars Berg,"Reno, NV",KTM 450,Pro Open',
  '2,18,Mia Duarte,"Fresno, CA",Yamaha 450,Pro Open',
  '3,22,Kai Olsen,"Reno, NV",Honda 450,Pro Open',
  '4,31,Tyler Brookes,"Perris, CA",Apex 450,Pro Open',
  '1,7,Noor Haddad,"Tucson, AZ",KTM 250,Lites',
].join('\n');

describe('bulk decisions on result lines', () => {
  let service: TestService;
  // Each test is another promoter's: a decision is remembered for the promoter's next uploads (remembered-decisions.test.ts).
  let promoterId = '';
  let round = 0;
  const promoter = () => as('promoter', promoterId);

  beforeAll(async () => {
    service = await startTestService('bulk_match', { riders: RIDERS });
  });
  afterAll(() => service.close());

  async function uploaded(owner = `p-bulk-${(round += 1)}`): Promise<Event> {
    promoterId = owner;
    const event = await anEvent(service.db, {
      promoterId,
      title: 'Reno Round',
      startDate: day(-3),
      classes: [
        { name: 'Pro Open', places: [50_000, 30_000, 20_000, 10_000] },
        { name: 'Lites', places: [5_000] },
      ],
    });
    await uploadSheet(service, event, promoterId, SHEET);
    return (await service.db.models.Event.findByPk(event.id))!;
  }
  const bulk = async (eventId: string, body: object, caller: Promise<[string, string]> = promoter()) =>
    service.request.put(`/api/event/${eventId}/results/match`).set(...(await caller)).send(body);

  it('marks many lines as not programme riders in one transaction and one results version', async () => {
    const event = await uploaded();
    const before = await linesByName(service, event.id);
    const others = ['Lars Berg', 'Mia Duarte', 'Kai Olsen', 'Noor Haddad'].map((name) => before.get(name)!.id);
    expect((await publishedOf(service, event.id)).map((m) => m.version)).toEqual([1]);

    const res = await bulk(event.id, { resultIds: others, notRider: true });
    expect(res.status).toBe(200);
    const answer = bulkMatchAnswerSchema.parse(res.body);
    expect(answer.resultsVersion).toBe(2);
    expect(answer.results.map((r) => r._id).sort()).toEqual([...others].sort());
    for (const line of answer.results) expect(line.match).toMatchObject({ status: 'notRider', rider: null });

    const after = await linesByName(service, event.id);
    for (const name of ['Lars Berg', 'Mia Duarte', 'Kai Olsen', 'Noor Haddad']) expect(after.get(name)).toMatchObject({ matchStatus: 'notRider', riderId: null, payoutCents: 0 });
    expect(after.get('Tyler Brookes')).toMatchObject({ matchStatus: 'unmatched' });
    // One message for the whole decision, at the next version, carrying every decided line.
    const messages = await publishedOf(service, event.id);
    expect(messages.map((m) => m.version)).toEqual([1, 2]);
    expect(messages[1]!.lines.filter((l) => l.matchStatus === 'notRider').map((l) => l.resultId).sort()).toEqual([...others].sort());
  });

  it('matches lines to the riders named per line, paid their places', async () => {
    const event = await uploaded();
    const tyler = (await linesByName(service, event.id)).get('Tyler Brookes')!;
    const res = await bulk(event.id, { lines: [{ resultId: tyler.id, riderId: 'r-tyler' }] });
    expect(res.status).toBe(200);
    expect(res.body.results[0].match).toMatchObject({ status: 'matched', method: 'manual', rider: { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA' } });
    expect((await linesByName(service, event.id)).get('Tyler Brookes')).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched', matchMethod: 'manual', payoutCents: 10_000 });
  });

  it('changes nothing when one line is not the event’s or one rider does not exist', async () => {
    const elsewhere = await uploaded();
    const event = await uploaded();
    const lines = await linesByName(service, event.id);
    const foreign = (await linesByName(service, elsewhere.id)).get('Lars Berg')!.id;
    const ids = [lines.get('Lars Berg')!.id, lines.get('Mia Duarte')!.id];

    const mixed = await bulk(event.id, { resultIds: [...ids, foreign], notRider: true });
    expect(mixed.status).toBe(404);
    expect(mixed.body.code).toBe('NOT_FOUND');
    const noRider = await bulk(event.id, { lines: [{ resultId: ids[0], riderId: 'r-tyler' }, { resultId: ids[1], riderId: 'r-nobody' }] });
    expect(noRider.status).toBe(404);

    const after = await linesByName(service, event.id);
    for (const name of ['Lars Berg', 'Mia Duarte']) expect(after.get(name)).toMatchObject({ matchStatus: 'unmatched', riderId: null });
    expect((await linesByName(service, elsewhere.id)).get('Lars Berg')).toMatchObject({ matchStatus: 'unmatched' });
    expect((await service.db.models.Event.findByPk(event.id))!.resultsVersion).toBe(1);
    expect((await publishedOf(service, event.id)).map((m) => m.version)).toEqual([1]);
  });

  it(`takes at most ${MAX_BULK_DECISIONS} lines a call, and a well-formed body`, async () => {
    const event = await uploaded();
    const many = Array.from({ length: MAX_BULK_DECISIONS + 1 }, (_, n) => `line-${n}`);
    const tooMany = await bulk(event.id, { resultIds: many, notRider: true });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION', details: { resultIds: { id: 'validation.maxItems', values: { max: MAX_BULK_DECISIONS } } } });
    const none = await bulk(event.id, { resultIds: [], notRider: true });
    expect(none.body).toMatchObject({ code: 'VALIDATION', details: { resultIds: { id: 'validation.required' } } });
    // Either every line is not a programme rider, or each line names its rider: not both, not neither.
    expect((await bulk(event.id, { resultIds: ['x'] })).status).toBe(400);
    expect((await bulk(event.id, { resultIds: ['x'], notRider: true, lines: [{ resultId: 'x', riderId: 'r-tyler' }] })).status).toBe(400);
    expect((await bulk(event.id, { lines: [{ resultId: 'x' }] })).body).toMatchObject({ code: 'VALIDATION', details: { 'lines.0.riderId': { id: 'validation.required' } } });
    expect((await service.db.models.Event.findByPk(event.id))!.resultsVersion).toBe(1);
  });

  it('is the event’s promoter’s and programme staff’s, like the single decision', async () => {
    const event = await uploaded();
    const id = (await linesByName(service, event.id)).get('Kai Olsen')!.id;
    const body = { resultIds: [id], notRider: true };
    expect((await bulk(event.id, body, as('promoter', 'p-other'))).status).toBe(403);
    expect((await bulk(event.id, body, as('rider', 'r-tyler'))).status).toBe(403);
    expect((await bulk(event.id, body, anonymous())).status).toBe(403);
    expect((await bulk('no-such-event', body)).status).toBe(404);
    expect((await linesByName(service, event.id)).get('Kai Olsen')).toMatchObject({ matchStatus: 'unmatched' });
    expect((await bulk(event.id, body, as('admin', 'admin-1'))).status).toBe(200);
    expect((await linesByName(service, event.id)).get('Kai Olsen')).toMatchObject({ matchStatus: 'notRider' });
  });
});
