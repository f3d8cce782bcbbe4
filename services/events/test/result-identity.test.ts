import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryIds, lineIdentity } from '../src/domain/line-identity.js';
import { anEvent, day } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * A result line keeps its id across uploads: the payouts service keys its decisions by it, so a re-uploaded sheet that
 * changes nothing about a line (or only its place) is a correction of that line, never a new line and a deleted one.
 */
const RIDERS = [
  { id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hometown: 'Perris, CA' },
  { id: 'r-ben', firstName: 'Ben', lastName: 'Hur', email: 'ben@example.com', hometown: 'Corona, CA' },
];
const sheet = (rows: string[]) => Buffer.from(['Pos,No.,Name,Class,Laps,Total Tm,Status', ...rows].join('\n'));
const FIRST = ['1,11,Ada Lovelace,Pro Open,12,20:01.3,', '2,22,Ben Hur,Pro Open,12,20:05.9,', '3,33,Zed Nobody,Pro Open,11,20:30.1,', '4,44,Yan Other,Pro Open,11,20:40.0,'];

async function published(service: TestService, eventId: string) {
  return outboxPayloads<{ eventId: string; version: number; lines: Array<{ resultId: string; riderName: string; place: number }> }>(service, 'results.published', eventId);
}

describe('result line identity across uploads', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('result_identity', { riders: RIDERS });
  });
  afterAll(() => service.close());

  async function upload(eventId: string, rows: string[], name: string) {
    const promoter = await as('promoter', 'p-one');
    const preview = await service.request.post(`/api/event/${eventId}/upload-all-class-result`).set(...promoter).attach('file', sheet(rows), name);
    expect(preview.status).toBe(200);
    const commit = await service.request.post(`/api/event/${eventId}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(200);
    const lines = await service.db.models.Result.findAll({ where: { eventId } });
    return new Map(lines.map((line) => [line.riderName, line.id]));
  }

  it('keeps every line’s id when the same sheet comes again with another rider’s hometown fixed or places swapped', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', startDate: day(-3), classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000] }] });
    const first = await upload(event.id, FIRST, 'orbits.csv');
    expect(first.size).toBe(4);

    // Zed's number corrected is a new line (an unmatched line is known by its own facts); the others keep their ids.
    const swapped = ['1,22,Ben Hur,Pro Open,12,20:01.3,', '2,11,Ada Lovelace,Pro Open,12,20:05.9,', '3,33,Zed Nobody,Pro Open,11,20:30.1,', '4,45,Yan Other,Pro Open,11,20:40.0,'];
    const second = await upload(event.id, swapped, 'orbits-fixed.csv');
    expect(second.get('Ada Lovelace')).toBe(first.get('Ada Lovelace'));
    expect(second.get('Ben Hur')).toBe(first.get('Ben Hur'));
    expect(second.get('Zed Nobody')).toBe(first.get('Zed Nobody'));
    expect(second.get('Yan Other')).not.toBe(first.get('Yan Other'));

    // What payouts receives: version 2 names the same lines, with Ben now first.
    const messages = await published(service, event.id);
    expect(messages.map((m) => m.version)).toEqual([1, 2]);
    const ben = (m: (typeof messages)[number]) => m.lines.find((l) => l.riderName === 'Ben Hur')!;
    expect(ben(messages[1]!)).toMatchObject({ resultId: ben(messages[0]!).resultId, place: 1 });
  });

  it('gives a line of another rider, another class or another result type an identity of its own', () => {
    const base = { classId: 'c1', resultType: 'overall', riderId: 'r1', riderName: 'Ada', number: '11', vin: '', matchStatus: 'matched' };
    expect(lineIdentity({ ...base, number: '12' })).toBe(lineIdentity(base));
    for (const change of [{ riderId: 'r2' }, { classId: 'c2' }, { resultType: 'moto' }, { matchStatus: 'unmatched' }]) expect(lineIdentity({ ...base, ...change })).not.toBe(lineIdentity(base));
    // An unmatched line: its name (case, accents and punctuation aside), plate and VIN.
    const loose = { ...base, riderId: null, matchStatus: 'unmatched', riderName: 'Zoë  O’Neil' };
    expect(lineIdentity({ ...loose, riderName: 'zoe o neil' })).toBe(lineIdentity(loose));
    expect(lineIdentity({ ...loose, number: '99' })).not.toBe(lineIdentity(loose));
  });

  it('hands a rider’s ids out in sheet order when one rider has two lines of one class and type', () => {
    const line = { classId: 'c1', resultType: 'moto', riderId: 'r1', riderName: 'Ada', number: '11', vin: '', matchStatus: 'matched' };
    let n = 0;
    const ids = carryIds([{ ...line, id: 'a' }, { ...line, id: 'b' }], [line, line, line, { ...line, riderId: 'r2' }], () => `new-${(n += 1)}`);
    expect(ids).toEqual(['a', 'b', 'new-1', 'new-2']);
  });
});
