import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEventRows, type SortField } from '../src/data-access/events-repository.js';
import { anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/** Names every plain object inherits: a look-up by user input must never find them. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('events: look-ups by user input find only what they list', () => {
  let service: TestService;
  const e: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('events_lookups');
    e.later = (await anEvent(service.db, { title: 'Later Race', startDate: day(10) })).id;
    e.sooner = (await anEvent(service.db, { title: 'Sooner Race', startDate: day(5) })).id;
  });
  afterAll(() => service.close());

  const params = ['sortBy', 'sortDirecton', 'sortDirection', 'period', 'zipDistance', 'country', 'state', 'active'];

  it.each(INHERITED)('GET /api/events answers 400 VALIDATION, never 500, for every choice parameter = %s', async (name) => {
    for (const param of params) {
      const zip = param === 'zipDistance' ? '&zipcode=92570' : '';
      const res = await service.request.get(`/api/events?${param}=${encodeURIComponent(name)}${zip}`).set(...(await anonymous()));
      expect(res.status, `${param}=${name}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(Object.keys(res.body.details)).toEqual([param]);
    }
  });

  it.each(INHERITED)('the series, categories and events-lean lists answer 400 for active or limit = %s', async (name) => {
    for (const path of [`/api/series?active=${name}`, `/api/categories?active=${name}`, `/api/events-lean?limit=${name}`, `/api/series?races=${name}`]) {
      const res = await service.request.get(path.replace(name, encodeURIComponent(name))).set(...(await as('admin', 'a1')));
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });

  it.each(INHERITED)('one event, series or category named %s is 404, not 500', async (name) => {
    for (const path of ['/api/event/', '/api/serie/', '/api/category/']) {
      const res = await service.request.get(`${path}${encodeURIComponent(name)}`).set(...(await anonymous()));
      expect(res.status, path + name).toBe(404);
    }
  });

  it.each(INHERITED)('the finder sorts by start date when a sort field it does not know (%s) reaches the repository', async (name) => {
    const rows = await findEventRows(service.db, { active: true }, { by: name as SortField, direction: 'asc' }, { limit: 10, offset: 0 });
    expect(rows.map((row) => row.id)).toEqual([e.sooner, e.later]);
  });
});
