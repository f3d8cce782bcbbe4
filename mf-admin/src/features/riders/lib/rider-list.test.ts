import { describe, expect, it } from 'vitest';
import { RIDERS_PAGE_SIZE, apiQuery, exportQuery, listQueryFrom, proxyHref, ridersPage, searchWith, toRiderRow } from './rider-list';

const params = (text: string) => new URLSearchParams(text);

describe('listQueryFrom', () => {
  it('defaults to page 1, no query and the default order', () => {
    expect(listQueryFrom(params(''))).toEqual({ query: '', page: 1, sorting: [] });
  });
  it('reads the query, a valid page and a sortable column', () => {
    expect(listQueryFrom(params('query=%20smith%20&page=3&sort=-lastLogin'))).toEqual({ query: 'smith', page: 3, sorting: [{ id: 'lastLogin', desc: true }] });
    expect(listQueryFrom(params('page=0'))).toMatchObject({ page: 1 });
    expect(listQueryFrom(params('page=abc'))).toMatchObject({ page: 1 });
  });
  it('ignores an order the list does not offer', () => {
    expect(listQueryFrom(params('sort=bikes')).sorting).toEqual([]);
    expect(listQueryFrom(params('sort=password')).sorting).toEqual([]);
  });
});

describe('searchWith', () => {
  it('starts a new search at page 1, keeping the order', () => {
    expect(searchWith(params('query=a&sort=country&page=4'), { query: 'ab' }).toString()).toBe('query=ab&sort=country');
  });
  it('keeps the page when the text does not really change', () => {
    expect(searchWith(params('query=ab&page=4'), { query: ' ab ' }).toString()).toBe('query=ab&page=4');
  });
  it('moves pages, leaving page 1 and empty queries out of the URL', () => {
    expect(searchWith(params('query=ab'), { page: 2 }).toString()).toBe('query=ab&page=2');
    expect(searchWith(params('query=ab&page=2'), { page: 1 }).toString()).toBe('query=ab');
    expect(searchWith(params('query=ab&page=2'), { query: '' }).toString()).toBe('');
  });
  it('starts a new order at page 1, keeping the search', () => {
    expect(searchWith(params('query=ab&page=3'), { sorting: [{ id: 'name', desc: true }] }).toString()).toBe('query=ab&sort=-name');
    expect(searchWith(params('query=ab&sort=-name&page=3'), { sorting: [] }).toString()).toBe('query=ab');
  });
  it('keeps unrelated parameters', () => {
    expect(searchWith(params('tab=x'), { page: 2 }).toString()).toBe('tab=x&page=2');
  });
});

describe('apiQuery', () => {
  it('asks for 15 riders a page (spec §9) and omits an empty query and the default order', () => {
    expect(apiQuery({ query: '', page: 1, sorting: [] })).toEqual({ page: 1, limit: RIDERS_PAGE_SIZE });
    expect(apiQuery({ query: 'kim', page: 2, sorting: [] })).toEqual({ query: 'kim', page: 2, limit: 15 });
  });
  it('sends the order the way the server reads it', () => {
    expect(apiQuery({ query: '', page: 1, sorting: [{ id: 'lastLogin', desc: true }] })).toEqual({ page: 1, limit: 15, sort: '-lastLogin' });
    expect(apiQuery({ query: 'kim', page: 1, sorting: [{ id: 'name', desc: false }] }, 6)).toEqual({ query: 'kim', page: 1, limit: 6, sort: 'name' });
  });
});

describe('exportQuery', () => {
  it('asks for every rider of the search in the list’s order, never a page, in the chosen format and language', () => {
    const onPage4 = listQueryFrom(params('query=kim&sort=-lastLogin&page=4'));
    expect(exportQuery(onPage4, 'xlsx', 'fr')).toEqual({ query: 'kim', sort: '-lastLogin', format: 'xlsx', locale: 'fr' });
    expect(exportQuery(listQueryFrom(params('page=2')), 'csv', 'en')).toEqual({ format: 'csv', locale: 'en' });
  });
});

describe('ridersPage', () => {
  it('gives the rows, the total and the pages of an answer', () => {
    const page = ridersPage({ riders: [{ _id: 'a', email: 'a@x.y', fullName: 'Ann Lee' }], pagination: { page: 1, limit: 15, total: 31, pages: 3 } });
    expect(page).toEqual({ rows: [expect.objectContaining({ id: 'a', name: 'Ann Lee' })], total: 31, pages: 3 });
  });
  it('counts pages from the total when the answer does not, and never fewer than 1', () => {
    expect(ridersPage({ riders: [], pagination: { total: 31, limit: 15 } }).pages).toBe(3);
    expect(ridersPage({ riders: [], pagination: { total: 0, pages: 0 } })).toEqual({ rows: [], total: 0, pages: 1 });
    expect(ridersPage({ riders: [{ _id: 'a', email: 'a@x.y' }] })).toMatchObject({ total: 1, pages: 1 });
  });
});

describe('toRiderRow', () => {
  it('shows the full name, contact, bike count, status, logins and dates', () => {
    const row = toRiderRow({
      _id: 'r1',
      email: 'kim@example.com',
      fullName: 'Kim Racer',
      phone1: '5555550100',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      loginCount: 12,
      createdAt: '2024-05-06T07:08:09.000Z',
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
      phone: '5555550100',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      bikes: 2,
      pro: true,
      emailVerified: false,
      deActivated: true,
      lastLoginAt: '2025-03-01T10:00:00.000Z',
      loginCount: 12,
      createdAt: '2024-05-06T07:08:09.000Z',
    });
  });
  it('accepts a bike count and builds the name from its parts', () => {
    const row = toRiderRow({ _id: 'r2', email: 'a@b.c', firstName: 'Ann', lastName: 'Lee', bikes: 3 });
    expect(row).toMatchObject({ name: 'Ann Lee', bikes: 3, deActivated: false, lastLoginAt: null, country: '', phone: '', loginCount: 0, createdAt: null });
    expect(toRiderRow({ _id: 'r3', email: 'x@y.z', bikesCount: 4 }).bikes).toBe(4);
  });
});

describe('proxyHref', () => {
  it('points at the shell’s proxy page', () => {
    expect(proxyHref('abc-1')).toBe('/proxy-rider/abc-1');
  });
});
