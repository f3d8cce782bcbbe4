import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, startTestService, type TestService } from './helpers.js';

describe('GET /api/events rejects malformed queries', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('events_validation');
  });
  afterAll(() => service.close());

  const cases: Array<[query: string, message: RegExp]> = [
    ['sortBy=price', /sortBy must be one of startDate, title, city, contingencyAmount/],
    ['sortDirecton=up', /sortDirecton must be one of asc, desc/],
    ['period=soon', /period must be one of upcoming, past/],
    ['page=0', /page must be at least 1/],
    ['page=two', /page must be a whole number/],
    ['limit=101', /limit must be at most 100/],
    ['limit=-1', /limit must be a whole number/],
    ['zipcode=92570&zipDistance=30', /zipDistance must be one of Exact/],
    ['zipDistance=25', /zipDistance needs a zipcode/],
    ['country=USA', /country must be a two-letter country code/],
    ['active=yes', /active must be one of true, false, all/],
    ['title=a&title=b', /title must be given once/],
  ];

  it.each(cases)('answers 400 for ?%s, naming the problem', async (query, message) => {
    const res = await service.request.get(`/api/events?${query}`).set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).toMatch(/^Invalid query: /);
    expect(res.body.message).toMatch(message);
  });

  it('names every problem at once', async () => {
    const res = await service.request.get('/api/events?sortBy=x&page=0').set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(res.body.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(['page', 'sortBy']);
  });

  it('ignores blank parameters, as a form sends them', async () => {
    const res = await service.request.get('/api/events?title=&city=&zipcode=&zipDistance=&sortBy=&page=').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 15, total: 0, pages: 0 });
  });
});
