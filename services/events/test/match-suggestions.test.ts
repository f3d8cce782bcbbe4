import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSuggestionsSchema } from '@rr/contracts/result-exceptions';
import type { DirectoryRider } from '../src/domain/rider-directory.js';
import { anEvent, day } from './factories.js';
import { linesByName, uploadSheet } from './exception-helpers.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/**
 * `GET /api/event/{id}/suggestions`: riders the lines nobody matched may be — a name a couple of edits away ("Tyler
 * Brookes" for Tyler Brooks), the same e-mail (a rider who registered after the upload), the plate a rider raced
 * under at the promoter's other events — computed when asked, never a rider turned down for the line.
 */

const RIDERS: DirectoryRider[] = [
  { id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', hometown: 'Perris, CA' },
  { id: 'r-kim', firstName: 'Kimberly', lastName: 'Park', email: 'kim@example.com', hometown: 'Red Deer, AB' },
  { id: 'r-gone', firstName: 'Tyler', lastName: 'Brook', email: 'gone@example.com', hometown: 'Ogden, UT', deactivated: true },
];

const SHEET = [
  'Pos,No.,Name,Email,Bike,Class',
  '1,31,Tyler Brookes,,Apex 450,Pro',
  '2,55,A. Byron,ada.new@example.com,KTM 450,Pro',
  '3,88,K Parker-Smith,,Husqvarna 450,Pro',
  '4,12,Zed Quill,,Yamaha 450,Pro',
].join('\n');

describe('rider suggestions for open lines', () => {
  let service: TestService;
  const riders = [...RIDERS];
  let eventId = '';
  beforeAll(async () => {
    service = await startTestService('match_suggestions', { riders });
    // Kimberly raced #88 at the promoter's earlier round.
    const earlier = await anEvent(service.db, { promoterId: 'p-sug', startDate: day(-40), classes: [{ name: 'Pro', places: [100] }] });
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: earlier.id } }))!.id;
    await service.db.models.Result.create({
      id: randomUUID(),
      eventId: earlier.id,
      classId,
      place: 1,
      riderId: 'r-kim',
      riderName: 'Kimberly Park',
      number: '88',
      payoutType: 'cash',
      eligibility: 'eligible',
      resultType: 'overall',
      matchStatus: 'matched',
      matchMethod: 'email',
    });
    const event = await anEvent(service.db, { promoterId: 'p-sug', title: 'Perris Round', startDate: day(-2), classes: [{ name: 'Pro', places: [40_000, 30_000, 20_000, 10_000] }] });
    eventId = event.id;
    await uploadSheet(service, event, 'p-sug', SHEET);
    // Ada registers after the upload: her line stayed open, and is suggested her now.
    riders.push({ id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.new@example.com', hometown: 'London' });
  });
  afterAll(() => service.close());

  const suggestions = async (caller: Promise<[string, string]> = as('promoter', 'p-sug'), id = eventId) => service.request.get(`/api/event/${id}/suggestions`).set(...(await caller));

  it('suggests Tyler Brooks for "Tyler Brookes", the rider with the line’s e-mail, and the plate’s rider at the promoter’s events', async () => {
    const lines = await linesByName(service, eventId);
    for (const name of ['Tyler Brookes', 'A. Byron', 'K Parker-Smith', 'Zed Quill']) expect(lines.get(name)!.matchStatus, name).toBe('unmatched');
    const res = await suggestions();
    expect(res.status).toBe(200);
    const answer = eventSuggestionsSchema.parse(res.body).suggestions;
    expect(answer[lines.get('Tyler Brookes')!.id]).toEqual([{ rider: { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA' }, reasons: ['name'], distance: 1 }]);
    expect(answer[lines.get('A. Byron')!.id]).toEqual([{ rider: { _id: 'r-ada', name: 'Ada Lovelace', hometown: 'London' }, reasons: ['email'], distance: null }]);
    expect(answer[lines.get('K Parker-Smith')!.id]).toEqual([{ rider: { _id: 'r-kim', name: 'Kimberly Park', hometown: 'Red Deer, AB' }, reasons: ['plate'], distance: null }]);
    // Nobody resembles Zed Quill: the line has no entry. Matched and decided lines are not open.
    expect(answer[lines.get('Zed Quill')!.id]).toBeUndefined();
    expect(Object.keys(answer)).toHaveLength(3);

    // One click on the suggestion decides the line.
    const picked = await service.request.put(`/api/event/${eventId}/result/${lines.get('Tyler Brookes')!.id}/match`).set(...(await as('promoter', 'p-sug'))).send({ riderId: 'r-tyler' });
    expect(picked.status).toBe(200);
    expect(eventSuggestionsSchema.parse((await suggestions()).body).suggestions[lines.get('Tyler Brookes')!.id]).toBeUndefined();
  });

  it('never suggests a rider turned down for the line', async () => {
    const line = (await linesByName(service, eventId)).get('K Parker-Smith')!;
    await service.db.models.RejectedMatch.create({ id: randomUUID(), eventId, riderId: 'r-kim', nameKey: 'k parker smith', plate: '88', resultId: line.id, createdBy: 'p-sug', createdAt: new Date() });
    expect(eventSuggestionsSchema.parse((await suggestions()).body).suggestions[line.id]).toBeUndefined();
  });

  it('is the event’s promoter’s and staff’s only', async () => {
    expect((await suggestions(as('admin', 'a-1'))).status).toBe(200);
    expect((await suggestions(as('promoter', 'p-other'))).status).toBe(404);
    expect((await suggestions(as('rider', 'r-tyler'))).status).toBe(403);
    expect((await suggestions(anonymous())).status).toBe(403);
    expect((await suggestions(as('promoter', 'p-sug'), 'no-such-event')).status).toBe(404);
  });
});
