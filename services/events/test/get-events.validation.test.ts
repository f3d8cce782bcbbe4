import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, startTestService, type TestService } from './helpers.js';

describe('GET /api/events rejects malformed queries', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('events_validation');
  });
  afterAll(() => service.close());

  const cases: Array<[query: string, field: string, id: string, values?: Record<string, number>]> = [
    ['sortBy=price', 'sortBy', 'validation.choice.invalid'],
    ['sortDirecton=up', 'sortDirecton', 'validation.choice.invalid'],
    ['period=soon', 'period', 'validation.choice.invalid'],
    ['page=0', 'page', 'validation.number.range', { min: 1, max: 1_000_000 }],
    ['page=two', 'page', 'validation.number.range', { min: 1, max: 1_000_000 }],
    ['limit=101', 'limit', 'validation.number.range', { min: 1, max: 100 }],
    ['limit=-1', 'limit', 'validation.number.range', { min: 1, max: 100 }],
    ['zipcode=92570&zipDistance=30', 'zipDistance', 'validation.choice.invalid'],
    ['zipDistance=25', 'zipcode', 'validation.required'],
    ['country=USA', 'country', 'validation.country.invalid'],
    ['state=CALIF', 'state', 'validation.state.invalid'],
    ['active=yes', 'active', 'validation.choice.invalid'],
    ['title=a&title=b', 'title', 'validation.invalid'],
    [`title=${'x'.repeat(201)}`, 'title', 'validation.maxLength', { max: 200 }],
  ];

  it.each(cases)('answers 400 VALIDATION for ?%s, naming the parameter and its message', async (query, field, id, values) => {
    const res = await service.request.get(`/api/events?${query}`).set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.details)).toEqual([field]);
    expect(res.body.details[field]).toMatchObject({ id, ...(values ? { values } : {}) });
    expect(res.body.message).toBe(res.body.details[field].message);
  });

  it('names every problem at once, in English text', async () => {
    const res = await service.request.get('/api/events?sortBy=x&page=0').set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['page', 'sortBy']);
    expect(res.body.details.page.message).toBe('Must be a whole number from 1 to 1000000');
    expect(res.body.details.sortBy.message).toBe('Choose one of the options');
  });

  it('ignores blank parameters, as a form sends them', async () => {
    const res = await service.request.get('/api/events?title=&city=&zipcode=&zipDistance=&sortBy=&page=').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 15, total: 0, pages: 0 });
  });
});
