import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Editing a result line (the line dialog, `PUT /api/event/{id}/result` with `_id`) keeps a person's decision on it. */

const RIDERS = [
  { id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', amaNumber: 'AMA-1001', hometown: 'Perris, CA' },
  // Two riders of one name and town: a line with that name only is for a person to decide.
  { id: 'r-dan1', firstName: 'Dan', lastName: 'Smith', email: 'dan1@example.com', hometown: 'Riverside, CA' },
  { id: 'r-dan2', firstName: 'Dan', lastName: 'Smith', email: 'dan2@example.com', hometown: 'Riverside, CA' },
  { id: 'r-zed', firstName: 'Zed', lastName: 'Nobody', email: 'zed@example.com', hometown: 'Hemet, CA' },
];

describe('PUT /api/event/:id/result on a line a person decided', () => {
  let service: TestService;
  let eventId: string;
  let classId: string;
  let promoter: [string, string];
  beforeAll(async () => {
    service = await startTestService('result_edit_decision', { riders: RIDERS });
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000] }] });
    eventId = event.id;
    classId = (await service.db.models.EventClass.findOne({ where: { eventId } }))!.id;
    promoter = await as('promoter', 'p-one');
  });
  afterAll(() => service.close());

  const save = (body: Record<string, unknown>) => service.request.put(`/api/event/${eventId}/result`).set(...promoter).send({ classId, ...body });
  const lineOf = (riderName: string) => service.db.models.Result.findOne({ where: { eventId, riderName } });

  it("keeps 'not a programme rider' through an edit of the place, status or bike, and matches again once the person may be another", async () => {
    expect((await save({ place: 3, riderName: 'Zed Nobodie', hometown: 'Hemet, CA' })).status).toBe(200);
    const line = (await lineOf('Zed Nobodie'))!;
    expect(line.matchStatus).toBe('unmatched');
    expect((await service.request.put(`/api/event/${eventId}/result/${line.id}/match`).set(...promoter).send({ notRider: true })).status).toBe(200);

    // The same person (the town written another way): the mark stays, and the line pays nothing.
    const edited = await save({ _id: line.id, place: 1, status: 'finished', riderName: 'zed  NOBODIE', hometown: 'Hemet', bike: 'Apex 450' });
    expect(edited.status).toBe(200);
    expect(await lineOf('zed  NOBODIE')).toMatchObject({ id: line.id, place: 1, bike: 'Apex 450', matchStatus: 'notRider', riderId: null, payoutCents: 0 });
    expect(edited.body.results.find((r: { _id: string }) => r._id === line.id)).toMatchObject({ match: { status: 'notRider' } });

    // A new e-mail names a programme rider: the decision no longer fits, the line is matched again.
    await save({ _id: line.id, place: 1, riderName: 'Zed Nobodie', hometown: 'Hemet', email: 'zed@example.com' });
    expect(await lineOf('Zed Nobodie')).toMatchObject({ matchStatus: 'matched', matchMethod: 'email', riderId: 'r-zed', payoutCents: 50_000 });
  });

  it('keeps a rider picked by hand through a new place (paid the new place), and not through another plate', async () => {
    await save({ place: 2, riderName: 'Dan Smith', number: '44' });
    const line = (await lineOf('Dan Smith'))!;
    expect(line.matchStatus).toBe('ambiguous');
    await service.request.put(`/api/event/${eventId}/result/${line.id}/match`).set(...promoter).send({ riderId: 'r-dan2' });
    expect(await lineOf('Dan Smith')).toMatchObject({ matchStatus: 'matched', matchMethod: 'manual', riderId: 'r-dan2' });

    await save({ _id: line.id, place: 3, riderName: 'Dan Smith', number: ' 44 ' });
    expect(await lineOf('Dan Smith')).toMatchObject({ place: 3, matchStatus: 'matched', matchMethod: 'manual', riderId: 'r-dan2', payoutCents: 20_000, candidates: null });

    // Another plate: maybe another Dan Smith raced it; a person decides again.
    await save({ _id: line.id, place: 3, riderName: 'Dan Smith', number: '45' });
    expect(await lineOf('Dan Smith')).toMatchObject({ matchStatus: 'ambiguous', matchMethod: null, riderId: null, payoutCents: 0 });
  });
});
