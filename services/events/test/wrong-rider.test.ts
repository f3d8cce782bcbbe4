import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultsPublished } from '@rr/contracts';
import type { Event } from '../src/data-access/models/index.js';
import { aSeries, anEvent, day } from './factories.js';
import { aMessage, anonymous, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * "Wrong rider" on a matched line: unmatched, published again in the same transaction (payouts takes the money back),
 * and the refusal kept, so no upload, edit or match links that line to that rider again at the event.
 */

const RIDERS = [
  { id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', hometown: 'Calgary, AB', makes: ['Apex'] },
  { id: 'r-jesse', firstName: 'Jesse', lastName: 'Lindqvist', email: 'jesse@example.com', hometown: 'Saskatoon, SK', makes: ['Husqvarna'] },
  { id: 'r-erik', firstName: 'Erik', lastName: 'Sandvik', email: 'erik@example.com', hometown: 'Regina, SK', makes: ['Apex'] },
];

// Jesse raced on Apex and Tyler's old plate: the plate and the make agree with Tyler, so the line went to him.
const SHEET = [
  'Pos,No.,Name,Hometown,Bike,Class',
  '1,77,Jesse Lindqvist,"Lethbridge, AB",Apex 450,Pro Open',
  '2,12,Erik Sandvik,"Regina, SK",Apex 250,Pro Open',
  '1,77,Jesse Lindqvist,"Lethbridge, AB",Apex 450,Pro Lites',
].join('\n');

const published = (service: TestService, eventId: string) => outboxPayloads<ResultsPublished>(service, 'results.published', eventId);

describe('wrong rider', () => {
  let service: TestService;
  // The promoter of the rounds; a test that resolves a line by hand has its own (the decision is remembered for the
  // promoter's next uploads, which would decide the same sheet in the tests after it).
  let owner = 'p-wr';
  beforeEach(() => {
    owner = 'p-wr';
  });
  const promoter = () => as('promoter', owner);

  beforeAll(async () => {
    service = await startTestService('wrong_rider', { riders: RIDERS });
  });
  afterAll(() => service.close());

  /** A round of a series of its own (a line resolved in one test must not lend its plate to another), where Tyler wore #77 before. */
  async function round(): Promise<Event> {
    const seriesId = (await aSeries(service.db, { promoterId: owner, country: 'CA', currency: 'CAD' })).id;
    const first = await anEvent(service.db, { promoterId: owner, seriesId, startDate: day(-40), classes: [{ name: 'Pro Open', places: [100] }] });
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: first.id } }))!.id;
    await service.db.models.Result.create({
      id: randomUUID(),
      eventId: first.id,
      classId,
      place: 1,
      riderId: 'r-tyler',
      riderName: 'Tyler Brooks',
      number: '77',
      payoutCents: 100,
      payoutType: 'cash',
      eligibility: 'eligible',
      resultType: 'overall',
      matchStatus: 'matched',
      matchMethod: 'email',
    });
    return anEvent(service.db, {
      promoterId: owner,
      seriesId,
      country: 'CA',
      currency: 'CAD',
      startDate: day(-3),
      classes: [
        { name: 'Pro Open', places: [50_000, 30_000] },
        { name: 'Pro Lites', places: [20_000] },
      ],
    });
  }

  async function upload(event: Event, sheet = SHEET) {
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...(await promoter())).attach('file', Buffer.from(sheet), 'orbits.csv');
    expect(preview.status).toBe(200);
    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...(await promoter())).send({});
    expect(commit.status).toBe(200);
    return preview.body.import as { _id: string; status: string; rows: Array<{ values: { riderName: string; className: string }; match: { status: string; rider: { _id: string } | null } }> };
  }
  const lineOf = async (eventId: string, riderName: string, className = 'Pro Open') => {
    const eventClass = await service.db.models.EventClass.findOne({ where: { eventId, name: className } });
    return (await service.db.models.Result.findOne({ where: { eventId, riderName, classId: eventClass!.id } }))!;
  };
  const wrongRider = async (eventId: string, resultId: string, body: object = {}, caller = promoter()) =>
    service.request.post(`/api/event/${eventId}/result/${resultId}/wrong-rider`).set(...(await caller)).send(body);

  it('unmatches the line and the same person’s other lines, publishes the results again and keeps the refusal', async () => {
    owner = 'p-wr-resolves';
    const event = await round();
    await upload(event);
    const before = await lineOf(event.id, 'Jesse Lindqvist');
    expect(before).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched', matchMethod: 'plate', payoutCents: 50_000 });
    expect(await lineOf(event.id, 'Jesse Lindqvist', 'Pro Lites')).toMatchObject({ riderId: 'r-tyler', payoutCents: 20_000 });

    const res = await wrongRider(event.id, before.id, { riderId: 'r-tyler' });
    expect(res.status).toBe(200);
    // Tyler is no longer offered; Jesse of the programme, same name but another town, is the one left to pick.
    const answered = res.body.results.find((r: { _id: string }) => r._id === before.id);
    expect(answered).toMatchObject({ payout: 0, eligibility: 'notRegistered', match: { status: 'ambiguous', method: null, rider: null, candidates: [{ _id: 'r-jesse' }] } });
    for (const className of ['Pro Open', 'Pro Lites']) {
      expect(await lineOf(event.id, 'Jesse Lindqvist', className)).toMatchObject({ riderId: null, matchStatus: 'ambiguous', matchMethod: null, payoutCents: 0, eligibility: 'notRegistered' });
    }
    // Erik's line is not touched.
    expect(await lineOf(event.id, 'Erik Sandvik')).toMatchObject({ riderId: 'r-erik', matchStatus: 'matched', payoutCents: 30_000 });

    const rejections = await service.db.models.RejectedMatch.findAll({ where: { eventId: event.id }, raw: true });
    expect(rejections).toEqual([expect.objectContaining({ riderId: 'r-tyler', nameKey: 'jesse lindqvist', plate: '77', resultId: before.id, createdBy: owner })]);

    const messages = await published(service, event.id);
    expect(messages.map((m) => m.version)).toEqual([1, 2]);
    const jesseLines = messages[1]!.lines.filter((l: { riderName: string }) => l.riderName === 'Jesse Lindqvist');
    expect(jesseLines).toHaveLength(2);
    for (const line of jesseLines) expect(line).toMatchObject({ riderId: null, matchStatus: 'ambiguous' });
    expect(messages[1]!.lines.find((l: { riderName: string }) => l.riderName === 'Erik Sandvik')).toMatchObject({ riderId: 'r-erik', matchStatus: 'matched' });

    // The line is an exception again: resolved to the right rider by hand, it is paid its place.
    const resolved = await service.request.put(`/api/event/${event.id}/result/${before.id}/match`).set(...(await promoter())).send({ riderId: 'r-jesse' });
    expect(resolved.status).toBe(200);
    expect(await lineOf(event.id, 'Jesse Lindqvist')).toMatchObject({ riderId: 'r-jesse', matchStatus: 'matched', matchMethod: 'manual', payoutCents: 50_000 });
    expect((await published(service, event.id)).at(-1)).toMatchObject({ version: 3 });
  });

  it('sticks: the same sheet uploaded again, an edited line, and the results deleted and uploaded again never give the line back to him', async () => {
    const event = await round();
    await upload(event);
    const line = await lineOf(event.id, 'Jesse Lindqvist');
    expect((await wrongRider(event.id, line.id)).status).toBe(200);

    // The same bytes again after that decision: a new preview against the results as they are now (the decision
    // changed them), in which the line is still not his; nothing is written.
    const again = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...(await promoter())).attach('file', Buffer.from(SHEET), 'orbits (1).csv');
    expect(again.body.import.status).toBe('previewed');
    const hisAgain = again.body.import.rows.filter((row: { values: { riderName: string } }) => row.values.riderName === 'Jesse Lindqvist');
    expect(hisAgain).toHaveLength(2);
    for (const row of hisAgain) expect(row.match).toMatchObject({ status: 'ambiguous', rider: null });
    expect(await lineOf(event.id, 'Jesse Lindqvist')).toMatchObject({ riderId: null, matchStatus: 'ambiguous' });

    // The line edited and matched again (same name and plate).
    const classId = line.classId;
    const edited = await service.request
      .put(`/api/event/${event.id}/result`)
      .set(...(await promoter()))
      .send({ _id: line.id, classId, place: 1, riderName: 'Jesse  LINDQVIST', number: '77', hometown: 'Lethbridge, AB', bike: 'Apex 450' });
    expect(edited.status).toBe(200);
    expect(await lineOf(event.id, 'Jesse  LINDQVIST')).toMatchObject({ riderId: null, matchStatus: 'ambiguous', payoutCents: 0 });

    // Every result deleted, the sheet uploaded again: a new preview, matched without him, and committed so.
    expect((await service.request.delete(`/api/event/${event.id}/result`).set(...(await promoter()))).body).toEqual({ deleted: 3 });
    const imported = await upload(event);
    expect(imported.status).toBe('previewed');
    const previewed = imported.rows.filter((row) => row.values.riderName === 'Jesse Lindqvist');
    expect(previewed).toHaveLength(2);
    for (const row of previewed) expect(row.match).toMatchObject({ status: 'ambiguous', rider: null });
    for (const className of ['Pro Open', 'Pro Lites']) expect(await lineOf(event.id, 'Jesse Lindqvist', className)).toMatchObject({ riderId: null, payoutCents: 0 });
    expect(await lineOf(event.id, 'Erik Sandvik')).toMatchObject({ riderId: 'r-erik', payoutCents: 30_000 });

    // Another plate is another set of facts: the refusal was for #77.
    const other = await service.request.put(`/api/event/${event.id}/result`).set(...(await promoter())).send({ classId, place: 2, riderName: 'Tyler Brooks', number: '78', email: 'tyler@example.com' });
    expect(other.body.results.find((r: { riderName: string }) => r.riderName === 'Tyler Brooks')).toMatchObject({ match: { status: 'matched', method: 'email', rider: { _id: 'r-tyler' } } });
  });

  it('never matches someone else at once: the rider the keys now name is only offered', async () => {
    const event = await round();
    // #77 and the Apex make agree with Tyler, so the plate wins over Erik's unique name.
    await upload(event, ['Pos,No.,Name,Bike,Class', '1,77,Erik Sandvik,Apex 450,Pro Open'].join('\n'));
    const line = await lineOf(event.id, 'Erik Sandvik');
    expect(line).toMatchObject({ riderId: 'r-tyler', matchMethod: 'plate' });
    const res = await wrongRider(event.id, line.id);
    expect(res.status).toBe(200);
    expect(await lineOf(event.id, 'Erik Sandvik')).toMatchObject({ riderId: null, matchStatus: 'ambiguous', payoutCents: 0 });
    expect(res.body.results[0].match).toEqual({ status: 'ambiguous', method: null, rider: null, candidates: [{ _id: 'r-erik', name: 'Erik Sandvik', hometown: 'Regina, SK' }] });
  });

  it('a line that is not matched, of another event or unknown is 404; a line matched to someone else since is 409; bad input is 400; nothing changes', async () => {
    const event = await round();
    await upload(event);
    const elsewhere = await round();
    await upload(elsewhere);
    const tyler = await lineOf(event.id, 'Jesse Lindqvist');
    const notMatched = await service.db.models.Result.create({
      id: randomUUID(),
      eventId: event.id,
      classId: tyler.classId,
      place: 2,
      riderName: 'Walk In',
      payoutType: 'cash',
      eligibility: 'notRegistered',
      resultType: 'overall',
      matchStatus: 'unmatched',
    });
    const versionBefore = (await published(service, event.id)).length;
    for (const [resultId, eventId] of [
      [notMatched.id, event.id],
      [tyler.id, elsewhere.id],
      ['no-such-line', event.id],
    ] as const) {
      const res = await wrongRider(eventId, resultId);
      expect(res.status, resultId).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const stale = await wrongRider(event.id, tyler.id, { riderId: 'r-erik' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    const bad = await wrongRider(event.id, tyler.id, { riderId: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', details: { riderId: { id: expect.stringMatching(/^validation\./) } } });
    expect(await lineOf(event.id, 'Jesse Lindqvist')).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched' });
    expect(await service.db.models.RejectedMatch.count({ where: { eventId: event.id } })).toBe(0);
    expect((await published(service, event.id)).length).toBe(versionBefore);
  });

  it('the event’s own promoter and staff only', async () => {
    const event = await round();
    await upload(event);
    const line = await lineOf(event.id, 'Jesse Lindqvist');
    for (const caller of [as('promoter', 'p-other'), as('rider', 'r-tyler'), as('dealer', 'd-1'), anonymous()]) {
      const res = await wrongRider(event.id, line.id, {}, caller);
      expect(res.status).toBe(403);
    }
    expect(await lineOf(event.id, 'Jesse Lindqvist')).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched' });
    const staff = await wrongRider(event.id, line.id, {}, as('admin', 'a-1'));
    expect(staff.status).toBe(200);
    expect(await service.db.models.RejectedMatch.findOne({ where: { eventId: event.id } })).toMatchObject({ riderId: 'r-tyler', createdBy: 'a-1' });
  });

  it('picking the turned-down rider by hand takes the refusal back; a merge carries refusals to the kept rider', async () => {
    const event = await round();
    await upload(event);
    const line = await lineOf(event.id, 'Jesse Lindqvist');
    await wrongRider(event.id, line.id);
    expect(await service.db.models.RejectedMatch.count({ where: { eventId: event.id, riderId: 'r-tyler' } })).toBe(1);
    const back = await service.request.put(`/api/event/${event.id}/result/${line.id}/match`).set(...(await as('admin', 'a-1'))).send({ riderId: 'r-tyler' });
    expect(back.status).toBe(200);
    expect(await service.db.models.RejectedMatch.count({ where: { eventId: event.id, riderId: 'r-tyler' } })).toBe(0);

    const merged = await round();
    await upload(merged);
    await wrongRider(merged.id, (await lineOf(merged.id, 'Jesse Lindqvist')).id);
    await service.deliver(aMessage('riders.merged', { keptRiderId: 'r-tyler-kept', removedRiderId: 'r-tyler' }));
    const moved = await service.db.models.RejectedMatch.findAll({ where: { eventId: merged.id }, raw: true });
    expect(moved.map((r) => [r.riderId, r.nameKey, r.plate])).toEqual([['r-tyler-kept', 'jesse lindqvist', '77']]);
  });
});
