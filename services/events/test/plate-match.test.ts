import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsPublished } from '@rr/contracts';
import type { Event } from '../src/data-access/models/index.js';
import { namesMake, sameRiderName } from '../src/domain/match-results.js';
import { aSeries, anEvent, day } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * A number plate alone never names a rider: the plate a rider used earlier in the series decides a line only when that
 * rider agrees with it on something more (name, e-mail, licence, VIN, hometown, the make of a registered bike).
 */

const RIDERS = [
  // Raced #77 at the series' first round.
  { id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', amaNumber: 'AMA-7700', hometown: 'Calgary, AB', makes: ['Apex'] },
  // Shares a licence number with Tyler by a typing mistake in the directory: the licence alone decides nothing.
  { id: 'r-typo', firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.com', amaNumber: 'AMA-7700', hometown: 'Oslo' },
  // Raced #77 too, at the second round.
  { id: 'r-kim', firstName: 'Kimberly', lastName: 'Park', email: 'kim@example.com', hometown: 'Red Deer, AB', makes: ['Husqvarna'] },
  // Raced #9 earlier in the series.
  { id: 'r-erik', firstName: 'Erik', lastName: 'Sandvik', email: 'erik@example.com', hometown: 'Saskatoon, SK', makes: ['Apex'] },
];

describe('number plates need another agreeing fact', () => {
  let service: TestService;
  let seriesId: string;
  const promoter = () => as('promoter', 'p-plates');

  /** A past round of the series where `riderId` was matched on a line with plate `number`. */
  async function earlierRound(number: string, riderId: string, riderName: string, inSeries = seriesId) {
    const event = await anEvent(service.db, { promoterId: 'p-plates', seriesId: inSeries, startDate: day(-30), classes: [{ name: 'Pro', places: [10_000] }] });
    const eventClass = (await service.db.models.EventClass.findOne({ where: { eventId: event.id } }))!;
    await service.db.models.Result.create({
      id: randomUUID(),
      eventId: event.id,
      classId: eventClass.id,
      place: 1,
      riderId,
      riderName,
      number,
      payoutCents: 10_000,
      payoutType: 'cash',
      eligibility: 'eligible',
      resultType: 'overall',
      matchStatus: 'matched',
      matchMethod: 'name',
    });
  }

  beforeAll(async () => {
    service = await startTestService('plate_match', { riders: RIDERS });
    seriesId = (await aSeries(service.db, { promoterId: 'p-plates', country: 'CA', currency: 'CAD' })).id;
    await earlierRound('77', 'r-tyler', 'Tyler Brooks');
    await earlierRound('9', 'r-erik', 'Erik Sandvik');
  });
  afterAll(() => service.close());

  const round = (inSeries = seriesId): Promise<Event> =>
    anEvent(service.db, { promoterId: 'p-plates', seriesId: inSeries, country: 'CA', currency: 'CAD', startDate: day(-2), classes: [{ name: 'Pro Open', places: [50_000, 30_000, 20_000, 10_000, 5_000, 2_500] }] });

  /** Types lines in (matched like uploaded ones) and answers each line's match by rider name. */
  async function typeIn(event: Event, lines: Array<Record<string, string>>) {
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: event.id } }))!.id;
    const res = await service.request
      .put(`/api/event/${event.id}/results`)
      .set(...(await promoter()))
      .send({ results: lines.map((line, index) => ({ classId, place: index + 1, ...line })) });
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.results.map((r: { riderName: string; match: unknown; payout: number }) => [r.riderName, { ...(r.match as object), payout: r.payout }]));
  }

  it('the MyLaps line of someone else on a plate a programme rider wore is not matched, not paid, and published without a rider', async () => {
    const event = await round();
    const sheet = ['Pos,No.,Name,Hometown,Bike,Class', '1,77,Jesse Lindqvist,"Lethbridge, AB",Husqvarna FC 450,Pro Open'].join('\n');
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...(await promoter())).attach('file', Buffer.from(sheet), 'orbits.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.import.format).toBe('mylaps');
    const [row] = preview.body.import.rows;
    // Tyler wore #77 but agrees on nothing else (name, hometown, make): offered as a candidate, never matched.
    expect(row.match).toEqual({ status: 'ambiguous', method: null, rider: null, candidates: [{ _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Calgary, AB' }] });
    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...(await promoter())).send({});
    expect(commit.status).toBe(200);
    const stored = await service.db.models.Result.findOne({ where: { eventId: event.id } });
    expect(stored).toMatchObject({ riderName: 'Jesse Lindqvist', number: '77', riderId: null, matchStatus: 'ambiguous', matchMethod: null, payoutCents: 0, eligibility: 'notRegistered' });
    const [published] = await outboxPayloads<ResultsPublished>(service, 'results.published', event.id);
    expect(published!.lines).toHaveLength(1);
    expect(published!.lines[0]).toMatchObject({ riderId: null, riderName: 'Jesse Lindqvist', matchStatus: 'ambiguous', placeAmount: 50_000 });
  });

  it('a plate with an agreeing name, hometown, make or licence is matched by plate; a different first name is another rider', async () => {
    const event = await round();
    const matches = await typeIn(event, [
      { riderName: 'T. Brooks', number: '77' },
      { riderName: 'BROOKS, Tyler', number: '77', hometown: 'Banff, AB' },
      { riderName: 'Ty Brooks', number: '77', bike: 'KTM' },
      { riderName: 'Someone Else', number: '77', hometown: 'Calgary' },
      { riderName: 'Not Him', number: '77', bike: 'apex450f' },
      { riderName: 'Also Not Him', number: '77', amaNumber: 'ama-7700' },
    ]);
    expect(matches['T. Brooks']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' }, payout: 50_000 });
    expect(matches['BROOKS, Tyler']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' } });
    expect(matches['Ty Brooks']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' } });
    // Hometown only ('Calgary' is 'Calgary, AB'), the make only, the licence only (it names two riders, so it decides nothing itself).
    expect(matches['Someone Else']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' }, payout: 10_000 });
    expect(matches['Not Him']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' }, payout: 5_000 });
    expect(matches['Also Not Him']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' }, payout: 2_500 });

    const other = await round();
    const refused = await typeIn(other, [
      { riderName: 'Jake Brooks', number: '77' },
      { riderName: 'Tyler Brooks', number: '78', hometown: 'Lethbridge' },
      { riderName: 'Nobody Known', number: '77', hometown: 'Lethbridge, AB', bike: 'Husqvarna' },
    ]);
    expect(refused['Jake Brooks']).toMatchObject({ status: 'ambiguous', rider: null, candidates: [{ _id: 'r-tyler' }], payout: 0 });
    // No plate of his and another town: his name alone does not decide when a hometown contradicts it.
    expect(refused['Tyler Brooks']).toMatchObject({ status: 'ambiguous', rider: null, payout: 0 });
    expect(refused['Nobody Known']).toMatchObject({ status: 'ambiguous', rider: null, candidates: [{ _id: 'r-tyler' }], payout: 0 });
    const rows = await service.db.models.Result.findAll({ where: { eventId: other.id } });
    expect(rows.map((r) => [r.riderId, r.matchStatus, r.payoutCents])).toEqual([
      [null, 'ambiguous', 0],
      [null, 'ambiguous', 0],
      [null, 'ambiguous', 0],
    ]);
  });

  it('a line whose plate rider disagrees falls through to the next keys: the programme rider of that name is matched by name', async () => {
    const event = await round();
    const matches = await typeIn(event, [{ riderName: 'Erik Sandvik', number: '77' }]);
    expect(matches['Erik Sandvik']).toMatchObject({ status: 'matched', method: 'name', rider: { _id: 'r-erik' }, payout: 50_000 });
  });

  it('a plate two riders wore in the series goes to the one who agrees; when both agree, the line is theirs to resolve', async () => {
    // A series of its own: the lines matched at this file's other rounds wore #77 too.
    const shared = (await aSeries(service.db, { promoterId: 'p-plates', country: 'CA', currency: 'CAD' })).id;
    await earlierRound('77', 'r-tyler', 'Tyler Brooks', shared);
    await earlierRound('77', 'r-kim', 'Kimberly Park', shared);
    const event = await round(shared);
    const matches = await typeIn(event, [
      { riderName: 'K. Park', number: '77', hometown: 'Edmonton' },
      { riderName: 'A. Rider', number: '77', hometown: 'Banff', bike: 'Apex 450' },
      { riderName: 'Two Makes', number: '77', bike: 'Apex / Husqvarna' },
    ]);
    expect(matches['K. Park']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-kim', name: 'Kimberly Park' } });
    expect(matches['A. Rider']).toMatchObject({ status: 'matched', method: 'plate', rider: { _id: 'r-tyler' } });
    expect(matches['Two Makes']).toMatchObject({ status: 'ambiguous', rider: null });
    expect((matches['Two Makes'] as { candidates: Array<{ _id: string }> }).candidates.map((c) => c._id).sort()).toEqual(['r-kim', 'r-tyler']);
  });
});

describe('the plate’s agreeing facts', () => {
  it('a name agrees by its last name and the first name, its initial or its start, in either order', () => {
    const jesse = { firstName: 'Jesse', lastName: 'Lindqvist' };
    for (const name of ['Jesse Lindqvist', 'J. Lindqvist', 'j lindqvist', 'Jess Lindqvist', 'LINDQVIST, Jesse', 'Lindqvist J', 'Jésse  Lindqvist']) expect(sameRiderName(name, jesse), name).toBe(true);
    for (const name of ['Jake Lindqvist', 'Jesse Lund', 'Lindqvist', 'Jesse', 'K. Lindqvist', 'Jesse Lindqvist-Berg']) expect(sameRiderName(name, jesse), name).toBe(false);
    expect(sameRiderName('Mary Van Dyke', { firstName: 'Mary Ann', lastName: 'Van Dyke' })).toBe(true);
    expect(sameRiderName('Mary Dyke', { firstName: 'Mary Ann', lastName: 'Van Dyke' })).toBe(false);
  });

  it('a bike names a make as a word of it, glued to a model number or with its spaces left out', () => {
    for (const [bike, make] of [['Husqvarna FC 450', 'Husqvarna'], ['apex450f', 'Apex'], ['2025 KTM 350', 'KTM'], ['Harley-Davidson XR750', 'Harley Davidson'], ['GasGas MC 250F', 'Gas Gas']]) expect(namesMake(bike!, make!), bike).toBe(true);
    for (const [bike, make] of [['Husky 450', 'Husqvarna'], ['Apexx 450', 'Apex'], ['', 'Apex'], ['Yamaha', '']]) expect(namesMake(bike!, make!), bike).toBe(false);
  });
});
