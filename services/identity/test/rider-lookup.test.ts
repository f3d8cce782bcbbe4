import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, aPromoter, aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** The events service's rider directory: what result matching may learn about riders, and no more. */
describe('internal rider lookup and search', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('rider_lookup');
    const { db, outbox } = service;
    await aRider(db, outbox, { id: 'r-ada', email: 'ada@example.com', bikes: [aBike({ vin: '1HD1KB4197Y123456' })], profile: { firstName: 'Ada', lastName: 'Lovelace', amaNumber: 'AMA-1001', hometown: 'Perris, CA' } });
    await aRider(db, outbox, { id: 'r-dan1', email: 'dan1@example.com', profile: { firstName: 'Dan', lastName: 'Smith', city: 'Riverside' } });
    await aRider(db, outbox, { id: 'r-dan2', email: 'dan2@example.com', profile: { firstName: 'Dån', lastName: 'Smith', city: 'Fresno' } });
    await aRider(db, outbox, { id: 'r-gone', email: 'gone@example.com', deactivated: true, profile: { firstName: 'Ada', lastName: 'Gone' } });
    await aPromoter(db, { id: 'p-email' });
  });
  afterAll(() => service.close());

  const lookup = async (body: object, caller = as('service', 'events')) => service.request.post('/internal/riders/lookup').set(...(await caller)).send(body);

  it('answers, per line, the riders each key points to', async () => {
    const res = await lookup({
      lines: [
        { key: '1', email: 'ADA@example.com', name: 'Someone Else' },
        { key: '2', amaNumber: 'ama-1001', name: 'X Y' },
        { key: '3', vin: '1hd1kb4197y123456', name: 'X Y' },
        { key: '4', name: 'dan  smith', hometown: 'Riverside, CA' },
        { key: '5', name: 'Nobody Here' },
        { key: '6', email: 'p-email@test.example.com', name: 'Promoter' },
      ],
    });
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.lines.map((line: { key: string }) => [line.key, line]));
    expect(byKey['1']).toMatchObject({ email: ['r-ada'], name: [] });
    expect(byKey['2']).toMatchObject({ ama: ['r-ada'] });
    expect(byKey['3']).toMatchObject({ vin: ['r-ada'] });
    expect(byKey['4'].name.sort()).toEqual(['r-dan1', 'r-dan2']);
    expect(byKey['4'].nameHometown).toEqual(['r-dan1']);
    expect(byKey['5']).toEqual({ key: '5', email: [], ama: [], vin: [], name: [], nameHometown: [] });
    // A promoter's e-mail is not a rider's.
    expect(byKey['6'].email).toEqual([]);
    const ada = res.body.riders.find((r: { _id: string }) => r._id === 'r-ada');
    expect(ada).toEqual({ _id: 'r-ada', name: 'Ada Lovelace', hometown: 'Perris, CA' });
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
  });

  it('answers riders by id, and searches active riders by name, e-mail start or AMA number', async () => {
    expect((await lookup({ ids: ['r-dan1', 'missing'] })).body).toEqual({ riders: [{ _id: 'r-dan1', name: 'Dan Smith', hometown: 'Riverside, CA' }] });
    const search = async (q: string) => (await service.request.get(`/internal/riders/search?q=${encodeURIComponent(q)}`).set(...(await as('service', 'events')))).body.riders.map((r: { _id: string }) => r._id);
    expect(await search('ada')).toEqual(['r-ada']);
    expect((await search('smith')).sort()).toEqual(['r-dan1', 'r-dan2']);
    // First name and last name start (MariaDB's collation also ignores the accent of 'Dån'; SQLite does not).
    expect(await search('dan sm')).toContain('r-dan1');
    expect(await search('ada sm')).toEqual([]);
    expect(await search('dan1@')).toEqual(['r-dan1']);
    expect(await search('AMA-1001')).toEqual(['r-ada']);
    const short = await service.request.get('/internal/riders/search?q=a').set(...(await as('service', 'events')));
    expect(short.status).toBe(400);
  });

  it('answers, when asked, what a number plate’s rider is checked against: names, towns and bike makes, never an e-mail', async () => {
    const { db, outbox } = service;
    await aRider(db, outbox, {
      id: 'r-facts',
      email: 'facts@example.com',
      bikes: [aBike({ make: 'Apex' }), aBike({ make: 'Husqvarna' }), aBike({ make: 'Apex' })],
      profile: { firstName: 'Jesse', lastName: 'Van Dyke', hometown: 'Lethbridge, AB', city: 'Coaldale', amaNumber: 'AMA-7777' },
    });
    const res = await lookup({ ids: ['r-facts', 'r-dan1', 'missing'], facts: true });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.riders.map((r: { _id: string }) => [r._id, r]));
    expect(Object.keys(byId).sort()).toEqual(['r-dan1', 'r-facts']);
    expect({ ...byId['r-facts'], makes: [...byId['r-facts'].makes].sort() }).toEqual({
      _id: 'r-facts',
      name: 'Jesse Van Dyke',
      hometown: 'Lethbridge, AB',
      firstName: 'Jesse',
      lastName: 'Van Dyke',
      towns: ['Lethbridge, AB', 'Coaldale'],
      makes: ['Apex', 'Husqvarna'],
    });
    expect(byId['r-dan1']).toMatchObject({ firstName: 'Dan', lastName: 'Smith', towns: ['Riverside'] });
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|AMA-7777/);
    // Without `facts` the answer stays the candidates' three fields.
    expect((await lookup({ ids: ['r-facts'] })).body).toEqual({ riders: [{ _id: 'r-facts', name: 'Jesse Van Dyke', hometown: 'Lethbridge, AB' }] });
    expect((await lookup({ ids: ['r-facts'], facts: 'yes' })).status).toBe(400);
  });

  it('is for services only', async () => {
    expect((await lookup({ ids: ['r-ada'] }, as('admin', 'a1'))).status).toBe(403);
    expect((await lookup({ ids: ['r-ada'] }, as('promoter', 'p1'))).status).toBe(403);
  });
});
