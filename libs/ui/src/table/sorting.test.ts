import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSorting, searchWithTable, sortQuery, sortingFromParam, sortingToParam, tableParamsFrom } from './sorting';

const params = (text: string) => new URLSearchParams(text);
const SORTABLE = ['name', 'lastLogin'];

describe('sort parameter ↔ sorting state', () => {
  it('reads `name` as ascending and `-name` as descending', () => {
    expect(sortingFromParam('name', SORTABLE)).toEqual([{ id: 'name', desc: false }]);
    expect(sortingFromParam('-lastLogin', SORTABLE)).toEqual([{ id: 'lastLogin', desc: true }]);
  });

  it('falls back to the default order for a column that cannot sort, or nothing', () => {
    expect(sortingFromParam('password', SORTABLE)).toEqual([]);
    expect(sortingFromParam('-', SORTABLE)).toEqual([]);
    expect(sortingFromParam('', SORTABLE)).toEqual([]);
    expect(sortingFromParam(null, SORTABLE)).toEqual([]);
  });

  it('writes back what it reads', () => {
    for (const value of ['name', '-name', 'lastLogin', '-lastLogin']) expect(sortingToParam(sortingFromParam(value, SORTABLE))).toBe(value);
    expect(sortingToParam([])).toBeNull();
  });

  it('gives the API the same form, and nothing for the default order', () => {
    expect(sortQuery([{ id: 'name', desc: true }])).toEqual({ sort: '-name' });
    expect(sortQuery([])).toEqual({});
  });
});

describe('tableParamsFrom', () => {
  it('defaults to page 1 in the default order', () => {
    expect(tableParamsFrom(params(''), SORTABLE)).toEqual({ page: 1, sorting: [] });
  });
  it('reads a valid page and sort, and ignores invalid pages', () => {
    expect(tableParamsFrom(params('page=3&sort=-name'), SORTABLE)).toEqual({ page: 3, sorting: [{ id: 'name', desc: true }] });
    expect(tableParamsFrom(params('page=0'), SORTABLE).page).toBe(1);
    expect(tableParamsFrom(params('page=2.5'), SORTABLE).page).toBe(1);
    expect(tableParamsFrom(params('page=abc'), SORTABLE).page).toBe(1);
  });
});

describe('searchWithTable', () => {
  it('moves pages, leaving page 1 out of the URL', () => {
    expect(searchWithTable(params('sort=name'), { page: 2 }).toString()).toBe('sort=name&page=2');
    expect(searchWithTable(params('sort=name&page=2'), { page: 1 }).toString()).toBe('sort=name');
  });
  it('starts a new order at page 1', () => {
    expect(searchWithTable(params('page=4'), { sorting: [{ id: 'name', desc: false }] }).toString()).toBe('sort=name');
    expect(searchWithTable(params('sort=name&page=4'), { sorting: [{ id: 'name', desc: true }] }).toString()).toBe('sort=-name');
    expect(searchWithTable(params('sort=name&page=4'), { sorting: [] }).toString()).toBe('');
  });
  it('keeps the page when the order does not change', () => {
    expect(searchWithTable(params('sort=name&page=4'), { sorting: [{ id: 'name', desc: false }] }).toString()).toBe('sort=name&page=4');
  });
  it('keeps other parameters such as a search text', () => {
    expect(searchWithTable(params('query=kim'), { page: 2 }).toString()).toBe('query=kim&page=2');
    expect(searchWithTable(params('query=kim&page=2'), { sorting: [{ id: 'name', desc: false }] }).toString()).toBe('query=kim&sort=name');
  });
});

describe('nextSorting', () => {
  it('cycles a header through ascending, descending and the default order', () => {
    const first = nextSorting([], 'name');
    expect(first).toEqual([{ id: 'name', desc: false }]);
    const second = nextSorting(first, 'name');
    expect(second).toEqual([{ id: 'name', desc: true }]);
    expect(nextSorting(second, 'name')).toEqual([]);
  });
  it('starts another column ascending', () => {
    expect(nextSorting([{ id: 'name', desc: true }], 'lastLogin')).toEqual([{ id: 'lastLogin', desc: false }]);
  });
});

describe('ariaSortOf', () => {
  it('marks only the sorted column, with its direction', () => {
    expect(ariaSortOf([{ id: 'name', desc: false }], 'name')).toBe('ascending');
    expect(ariaSortOf([{ id: 'name', desc: true }], 'name')).toBe('descending');
    expect(ariaSortOf([{ id: 'name', desc: true }], 'lastLogin')).toBeUndefined();
    expect(ariaSortOf([], 'name')).toBeUndefined();
  });
});
