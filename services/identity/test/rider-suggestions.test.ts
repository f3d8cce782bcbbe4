import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** `POST /internal/riders/suggest`: riders a result line nobody matched may be, for the events service's "Did you mean …?". */
describe('internal rider suggestions', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('rider_suggestions');
    const { db, outbox } = service;
    await aRider(db, outbox, { id: 'r-tyler', email: 'tyler@example.com', profile: { firstName: 'Tyler', lastName: 'Brooks', hometown: 'Perris, CA' } });
    await aRider(db, outbox, { id: 'r-tylor', email: 'tylor@example.com', profile: { firstName: 'Tylor', lastName: 'Brooks', city: 'Reno', state: 'NV' } });
    await aRider(db, outbox, { id: 'r-taylor', email: 'taylor@example.com', profile: { firstName: 'Taylor', lastName: 'Brooks', hometown: 'Ogden, UT' } });
    await aRider(db, outbox, { id: 'r-mike', email: 'mike@example.com', profile: { firstName: 'Mike', lastName: 'Brooks', hometown: 'Fresno, CA' } });
    await aRider(db, outbox, { id: 'r-gone', email: 'gone@example.com', deactivated: true, profile: { firstName: 'Tyler', lastName: 'Brook' } });
    await aRider(db, outbox, { id: 'r-ada', email: 'ada.new@example.com', profile: { firstName: 'Ada', lastName: 'Lovelace', hometown: 'London' } });
  });
  afterAll(() => service.close());

  const suggest = async (body: object, caller = as('service', 'events')) => service.request.post('/internal/riders/suggest').set(...(await caller)).send(body);

  it('suggests active riders whose name is at most two edits away, closest first, and riders with the line’s e-mail', async () => {
    const res = await suggest({
      lines: [
        { key: 'typo', name: 'Tyler Brookes' },
        { key: 'reversed', name: 'BROOKES, Tyler' },
        { key: 'mail', name: 'A. Lovelace-Byron', email: 'ADA.NEW@example.com' },
        { key: 'nobody', name: 'Zed Quill' },
      ],
    });
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.lines.map((line: { key: string; riders: unknown[] }) => [line.key, line.riders]));
    // Tylor Brooks is two edits from "Tyler Brookes"; Taylor Brooks (three), Mike Brooks and the deactivated Tyler Brook are not offered.
    expect(byKey.typo).toEqual([
      { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA', reason: 'name', distance: 1 },
      { _id: 'r-tylor', name: 'Tylor Brooks', hometown: 'Reno, NV', reason: 'name', distance: 2 },
    ]);
    expect(byKey.reversed[0]).toMatchObject({ _id: 'r-tyler', distance: 1 });
    expect(byKey.mail).toEqual([{ _id: 'r-ada', name: 'Ada Lovelace', hometown: 'London', reason: 'email', distance: null }]);
    expect(byKey.nobody).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
  });

  it('is for services only, and bounded', async () => {
    expect((await suggest({ lines: [] }, as('admin', 'a-1'))).status).toBe(403);
    const tooMany = await suggest({ lines: Array.from({ length: 1_001 }, (_, n) => ({ key: String(n), name: 'A B' })) });
    expect(tooMany.status).toBe(400);
  });
});
