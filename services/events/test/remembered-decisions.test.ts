import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedEventSchema } from '@rr/contracts';
import type { Event } from '../src/data-access/models/index.js';
import { bikeMake, lineKeyOf } from '../src/domain/remembered-decisions.js';
import { anEvent, day } from './factories.js';
import { linesByName, publishedOf, uploadSheet } from './exception-helpers.js';
import { as, startTestService, type TestService } from './helpers.js';

/**
 * A decision on a line (not a programme rider, or this rider) is remembered for the event's promoter under the line's
 * identity (name, plate, bike make) and taken again at that promoter's next uploads, shown as such and undoable;
 * undoing it on a line keeps it remembered, forgetting it does not.
 */

const RIDERS = [
  { id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', hometown: 'Perris, CA' },
  { id: 'r-kai', firstName: 'Kai', lastName: 'Olsen', email: 'kai@example.com', hometown: 'Reno, NV' },
];

const HEADER = 'Pos,No.,Name,Hometown,Bike,Class';
// Lars rides another make; the sheet's "Tyler Brookes" is Tyler Brooks, whose name matching cannot read.
const SHEET = [HEADER, '1,4,Lars Berg,"Reno, NV",KTM 450,Pro', '2,31,Tyler Brookes,"Perris, CA",Apex 450,Pro', '3,18,Mia Duarte,"Fresno, CA",Yamaha 450,Pro'].join('\n');

describe('remembered decisions', () => {
  let service: TestService;
  let round = 0;

  beforeAll(async () => {
    service = await startTestService('remembered_decisions', { riders: RIDERS });
  });
  afterAll(() => service.close());

  const nextRound = (promoterId: string, title = `Round ${(round += 1)}`): Promise<Event> =>
    anEvent(service.db, { promoterId, title, startDate: day(-3), classes: [{ name: 'Pro', places: [30_000, 20_000, 10_000] }] });
  const decide = async (promoterId: string, eventId: string, resultId: string, body: object) =>
    service.request.put(`/api/event/${eventId}/result/${resultId}/match`).set(...(await as('promoter', promoterId))).send(body);
  const undo = async (promoterId: string, eventId: string, resultId: string, body: object = {}) =>
    service.request.post(`/api/event/${eventId}/result/${resultId}/undo-remembered`).set(...(await as('promoter', promoterId))).send(body);

  it('keys a line by its name, plate and bike make as compared', () => {
    expect(bikeMake('2025 Apex MX 450F')).toBe('apex');
    expect(bikeMake('apex450f')).toBe('apex');
    expect(bikeMake('')).toBe('');
    const key = lineKeyOf({ riderName: 'Lars  BERG', number: '#4', bike: 'KTM 450 SX-F' });
    expect(key).toMatchObject({ nameKey: 'lars berg', plate: '4', make: 'ktm' });
    expect(lineKeyOf({ riderName: 'lars berg', number: '4', bike: 'ktm' }).lineKey).toBe(key.lineKey);
    expect(lineKeyOf({ riderName: 'lars berg', number: '5', bike: 'ktm' }).lineKey).not.toBe(key.lineKey);
    expect(lineKeyOf({ riderName: 'lars berg', number: '4', bike: 'Apex 450' }).lineKey).not.toBe(key.lineKey);
  });

  it('decides the same way at the promoter’s next upload, says where it was decided, and pays a remembered rider', async () => {
    const first = await nextRound('p-mem', 'Reno Round 1');
    await uploadSheet(service, first, 'p-mem', SHEET);
    const lines = await linesByName(service, first.id);
    expect((await decide('p-mem', first.id, lines.get('Lars Berg')!.id, { notRider: true })).status).toBe(200);
    // Staff's decision on the promoter's event is remembered for the promoter.
    const staff = await service.request.put(`/api/event/${first.id}/result/${lines.get('Tyler Brookes')!.id}/match`).set(...(await as('admin', 'a-1'))).send({ riderId: 'r-tyler' });
    expect(staff.status).toBe(200);
    const remembered = await service.db.models.RememberedDecision.findAll({ where: { promoterId: 'p-mem' }, raw: true });
    expect(remembered.map((r) => [r.nameKey, r.plate, r.make, r.decision, r.riderId, r.eventTitle, r.decidedBy]).sort()).toEqual([
      ['lars berg', '4', 'ktm', 'notRider', null, 'Reno Round 1', 'p-mem'],
      ['tyler brookes', '31', 'apex', 'matched', 'r-tyler', 'Reno Round 1', 'a-1'],
    ]);

    const second = await nextRound('p-mem');
    const preview = await uploadSheet(service, second, 'p-mem', SHEET);
    const previewed = new Map(preview.rows.map((row) => [row.values.riderName, row.match]));
    expect(previewed.get('Lars Berg')).toMatchObject({ status: 'notRider', remembered: { eventId: first.id, eventTitle: 'Reno Round 1' } });
    expect(previewed.get('Tyler Brookes')).toMatchObject({ status: 'matched', method: 'manual', rider: { _id: 'r-tyler' }, remembered: { eventId: first.id } });
    expect(previewed.get('Mia Duarte')).toMatchObject({ status: 'unmatched' });
    expect(previewed.get('Mia Duarte')).not.toHaveProperty('remembered');

    const after = await linesByName(service, second.id);
    expect(after.get('Lars Berg')).toMatchObject({ matchStatus: 'notRider', payoutCents: 0 });
    expect(after.get('Tyler Brookes')).toMatchObject({ matchStatus: 'matched', riderId: 'r-tyler', matchMethod: 'manual', payoutCents: 20_000 });
    expect(after.get('Mia Duarte')).toMatchObject({ matchStatus: 'unmatched', rememberedId: null });
    expect((await publishedOf(service, second.id)).at(-1)!.lines.find((l) => l.resultId === after.get('Tyler Brookes')!.id)).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched' });

    // The tools show it as a remembered decision: where and when it was taken.
    const managed = managedEventSchema.parse((await service.request.get(`/api/event/${second.id}/manage`).set(...(await as('promoter', 'p-mem')))).body);
    const lars = managed.results.find((r) => r.riderName === 'Lars Berg')!;
    expect(lars.match.remembered).toEqual({ decisionId: expect.any(String), eventId: first.id, eventTitle: 'Reno Round 1', decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(managed.results.find((r) => r.riderName === 'Mia Duarte')!.match.remembered).toBeUndefined();
  });

  it('is the promoter’s own: another promoter’s upload, another plate or another make is not decided', async () => {
    const first = await nextRound('p-own');
    await uploadSheet(service, first, 'p-own', SHEET);
    await decide('p-own', first.id, (await linesByName(service, first.id)).get('Lars Berg')!.id, { notRider: true });

    const other = await nextRound('p-someone-else');
    await uploadSheet(service, other, 'p-someone-else', SHEET);
    expect((await linesByName(service, other.id)).get('Lars Berg')).toMatchObject({ matchStatus: 'unmatched', rememberedId: null });

    const changed = await nextRound('p-own');
    await uploadSheet(service, changed, 'p-own', [HEADER, '1,5,Lars Berg,"Reno, NV",KTM 450,Pro', '2,4,Lars Berg,"Reno, NV",Apex 450,Pro', '3,4,LARS BERG,"Reno, NV",ktm450,Pro'].join('\n'));
    const rows = await service.db.models.Result.findAll({ where: { eventId: changed.id }, order: [['place', 'ASC']], raw: true });
    expect(rows.map((row) => row.matchStatus)).toEqual(['unmatched', 'unmatched', 'notRider']);
  });

  it('undoes a remembered decision on one line and keeps it remembered; forgetting it leaves the next upload open', async () => {
    const first = await nextRound('p-undo');
    await uploadSheet(service, first, 'p-undo', SHEET);
    const decided = (await linesByName(service, first.id)).get('Lars Berg')!;
    await decide('p-undo', first.id, decided.id, { notRider: true });
    // A line a person decided is not undone as a remembered one.
    expect((await undo('p-undo', first.id, decided.id)).status).toBe(404);

    const second = await nextRound('p-undo');
    await uploadSheet(service, second, 'p-undo', SHEET);
    const line = (await linesByName(service, second.id)).get('Lars Berg')!;
    expect(line).toMatchObject({ matchStatus: 'notRider' });
    const versionBefore = (await service.db.models.Event.findByPk(second.id))!.resultsVersion;
    const undone = await undo('p-undo', second.id, line.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ resultsVersion: versionBefore + 1, result: { _id: line.id, match: { status: 'unmatched', rider: null } } });
    expect(undone.body.result.match.remembered).toBeUndefined();
    expect((await linesByName(service, second.id)).get('Lars Berg')).toMatchObject({ matchStatus: 'unmatched', rememberedId: null });
    expect(await service.db.models.RememberedDecision.count({ where: { promoterId: 'p-undo' } })).toBe(1);
    // Another promoter cannot undo it.
    expect((await undo('p-elsewhere', second.id, line.id)).status).toBe(403);

    const third = await nextRound('p-undo');
    await uploadSheet(service, third, 'p-undo', SHEET);
    const again = (await linesByName(service, third.id)).get('Lars Berg')!;
    expect(again).toMatchObject({ matchStatus: 'notRider' });
    const forgotten = await undo('p-undo', third.id, again.id, { forget: true });
    expect(forgotten.status).toBe(200);
    expect(await service.db.models.RememberedDecision.count({ where: { promoterId: 'p-undo' } })).toBe(0);
    expect((await undo('p-undo', third.id, again.id, { forget: 'yes' })).status).toBe(400);

    const fourth = await nextRound('p-undo');
    await uploadSheet(service, fourth, 'p-undo', SHEET);
    expect((await linesByName(service, fourth.id)).get('Lars Berg')).toMatchObject({ matchStatus: 'unmatched', rememberedId: null });
  });

  it('never overrides a match, and a "wrong rider" forgets the rider remembered for the line', async () => {
    // Kai was taken for a rider of another make once; he has joined since, and his e-mail now matches him.
    await service.db.models.RememberedDecision.create({
      id: randomUUID(),
      promoterId: 'p-strong',
      ...lineKeyOf({ riderName: 'Kai Olsen', number: '22', bike: 'Honda 450' }),
      decision: 'notRider',
      eventTitle: 'Long ago',
      decidedBy: 'p-strong',
      decidedAt: new Date(),
    });
    const event = await nextRound('p-strong');
    await uploadSheet(service, event, 'p-strong', ['Pos,No.,Name,Email,Bike,Class', '1,22,Kai Olsen,kai@example.com,Honda 450,Pro', '2,31,Tyler Brookes,,Apex 450,Pro'].join('\n'));
    expect((await linesByName(service, event.id)).get('Kai Olsen')).toMatchObject({ matchStatus: 'matched', matchMethod: 'email', riderId: 'r-kai', rememberedId: null });

    await decide('p-strong', event.id, (await linesByName(service, event.id)).get('Tyler Brookes')!.id, { riderId: 'r-tyler' });
    const next = await nextRound('p-strong');
    await uploadSheet(service, next, 'p-strong', ['Pos,No.,Name,Bike,Class', '1,31,Tyler Brookes,Apex 450,Pro'].join('\n'));
    const line = (await linesByName(service, next.id)).get('Tyler Brookes')!;
    expect(line).toMatchObject({ riderId: 'r-tyler', matchStatus: 'matched' });
    expect((await service.request.post(`/api/event/${next.id}/result/${line.id}/wrong-rider`).set(...(await as('promoter', 'p-strong'))).send({ riderId: 'r-tyler' })).status).toBe(200);
    expect(await service.db.models.RememberedDecision.count({ where: { promoterId: 'p-strong', riderId: 'r-tyler' } })).toBe(0);
    const later = await nextRound('p-strong');
    await uploadSheet(service, later, 'p-strong', ['Pos,No.,Name,Bike,Class', '1,31,Tyler Brookes,Apex 450,Pro'].join('\n'));
    expect((await linesByName(service, later.id)).get('Tyler Brookes')).toMatchObject({ riderId: null, matchStatus: 'unmatched' });
  });
});
