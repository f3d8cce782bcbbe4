import { describe, expect, it } from 'vitest';
import { RIDERS_PAGE_SIZE, apiQuery, listQueryFrom, pageCount, proxyHref, searchWith, toRiderRow, withActivation } from './rider-list';

const params = (text: string) => new URLSearchParams(text);

describe('listQueryFrom', () => {
  it('defaults to page 1 and no query', () => {
    expect(listQueryFrom(params(''))).toEqual({ query: '', page: 1 });
  });
  it('reads the query and a valid page', () => {
    expect(listQueryFrom(params('query=%20smith%20&page=3'))).toEqual({ query: 'smith', page: 3 });
    expect(listQueryFrom(params('page=0'))).toEqual({ query: '', page: 1 });
    expect(listQueryFrom(params('page=abc'))).toEqual({ query: '', page: 1 });
  });
});

describe('searchWith', () => {
  it('starts a new search at page 1', () => {
    expect(searchWith(params('query=a&page=4'), { query: 'ab' }).toString()).toBe('query=ab');
  });
  it('keeps the page when the text does not really change', () => {
    expect(searchWith(params('query=ab&page=4'), { query: ' ab ' }).toString()).toBe('query=ab&page=4');
  });
  it('moves pages, leaving page 1 and empty queries out of the URL', () => {
    expect(searchWith(params('query=ab'), { page: 2 }).toString()).toBe('query=ab&page=2');
    expect(searchWith(params('query=ab&page=2'), { page: 1 }).toString()).toBe('query=ab');
    expect(searchWith(params('query=ab&page=2'), { query: '' }).toString()).toBe('');
  });
  it('keeps unrelated parameters', () => {
    expect(searchWith(params('tab=x'), { page: 2 }).toString()).toBe('tab=x&page=2');
  });
});

describe('apiQuery', () => {
  it('asks for 15 riders a page (spec §9) and omits an empty query', () => {
    expect(apiQuery({ query: '', page: 1 })).toEqual({ page: 1, limit: RIDERS_PAGE_SIZE });
    expect(apiQuery({ query: 'kim', page: 2 })).toEqual({ query: 'kim', page: 2, limit: 15 });
  });
});

describe('pageCount', () => {
  it('uses the answer’s pages, else total and limit', () => {
    expect(pageCount({ page: 1, limit: 15, total: 31, pages: 3 })).toBe(3);
    expect(pageCount({ total: 31, limit: 15 })).toBe(3);
    expect(pageCount({ total: 0, pages: 0 })).toBe(1);
    expect(pageCount(undefined)).toBe(1);
  });
});

describe('toRiderRow', () => {
  it('shows the full name, bike count, status and last login', () => {
    const row = toRiderRow({
      _id: 'r1',
      email: 'kim@example.com',
      fullName: 'Kim Racer',
      country: 'US',
      deActivated: true,
      pro: true,
      emailVerified: false,
      lastLoginAt: '2025-03-01T10:00:00.000Z',
      bikes: [{}, {}],
    });
    expect(row).toEqual({
      id: 'r1',
      name: 'Kim Racer',
      email: 'kim@example.com',
      country: 'US',
      bikes: 2,
      pro: true,
      emailVerified: false,
      deActivated: true,
      lastLoginAt: '2025-03-01T10:00:00.000Z',
    });
  });
  it('accepts a bike count and builds the name from its parts', () => {
    const row = toRiderRow({ _id: 'r2', email: 'a@b.c', firstName: 'Ann', lastName: 'Lee', bikes: 3 });
    expect(row).toMatchObject({ name: 'Ann Lee', bikes: 3, deActivated: false, lastLoginAt: null, country: '' });
    expect(toRiderRow({ _id: 'r3', email: 'x@y.z', bikesCount: 4 }).bikes).toBe(4);
  });
});

describe('withActivation', () => {
  it('updates only the changed row', () => {
    const rows = [toRiderRow({ _id: 'a', email: 'a@x.y' }), toRiderRow({ _id: 'b', email: 'b@x.y' })];
    const next = withActivation(rows, 'b', true);
    expect(next.map((row) => row.deActivated)).toEqual([false, true]);
    expect(next[0]).toBe(rows[0]);
  });
});

describe('proxyHref', () => {
  it('points at the shell’s proxy page', () => {
    expect(proxyHref('abc-1')).toBe('/proxy-rider/abc-1');
  });
});
