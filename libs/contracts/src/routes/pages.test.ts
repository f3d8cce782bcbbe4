import { describe, expect, it } from 'vitest';
import {
  AREA_PAGES,
  HOME_PATHS,
  PUBLIC_PAGES,
  ROLES,
  SITE_PAGES,
  areaOf,
  areaPages,
  areaPattern,
  fillPattern,
  isAuthPath,
  isRole,
  paths,
  publicPaths,
} from './index';

describe('page links', () => {
  it('builds area pages under /auth/{role}', () => {
    expect(paths.rider.event('e1')).toBe('/auth/rider/event/e1');
    expect(paths.rider.redemptions()).toBe('/auth/rider/redemptions');
    expect(paths.dealer.rider('r-7')).toBe('/auth/dealer/rider/r-7');
    expect(paths.promoter.serie('s1')).toBe('/auth/promoter/serie/s1');
    expect(paths.admin.dashboard()).toBe('/auth/admin');
    expect(paths.admin.promoterApplication('p1')).toBe('/auth/admin/promoter-applications/p1');
  });

  it('drops an optional parameter left out: the admin detail page becomes its create form (spec §2)', () => {
    expect(paths.admin.event()).toBe('/auth/admin/event');
    expect(paths.admin.event('e1')).toBe('/auth/admin/event/e1');
    expect(paths.admin.rider('')).toBe('/auth/admin/rider');
  });

  it('encodes parameters so an id cannot add segments or a query', () => {
    expect(paths.rider.event('a/b?c')).toBe('/auth/rider/event/a%2Fb%3Fc');
  });

  it('refuses to build a page without its required parameter', () => {
    expect(() => fillPattern('event/:eventId', undefined)).toThrow('needs its parameter');
    expect(() => fillPattern('event/:eventId', '')).toThrow('needs its parameter');
  });

  it('gives the shared signed-in pages, impersonation and logout', () => {
    expect(paths.auth.emailVerify()).toBe('/auth/email-verify');
    expect(paths.auth.root()).toBe('/auth');
    expect(paths.profile('promoter')).toBe('/auth/promoter/profile');
    expect(paths.area('dealer')).toBe('/auth/dealer');
    expect(paths.proxy('rider', 'r1')).toBe('/proxy-rider/r1');
    expect(paths.proxy('promoter', 'p 1')).toBe('/proxy-promoter/p%201');
    expect(paths.proxyRemove()).toBe('/proxy-remove');
    expect(paths.logout()).toBe('/api/logout');
    expect(SITE_PAGES.proxyDealer).toBe('/proxy-dealer/:dealerId');
  });

  it('prefixes public pages with the locale, English without one (spec §2)', () => {
    expect(paths.public.events()).toBe('/events');
    expect(paths.public.home()).toBe('/');
    expect(paths.public.event('e1')).toBe('/events/event/e1');
    expect(publicPaths('de').event('e1')).toBe('/de/events/event/e1');
    expect(publicPaths('fr').home()).toBe('/fr');
    expect(publicPaths('no').createPin()).toBe('/no/register/pin');
    expect(publicPaths('en').login()).toBe('/login');
  });
});

describe('areas', () => {
  it('starts each area on the first item of its navigation', () => {
    expect(HOME_PATHS).toEqual({
      admin: '/auth/admin',
      dealer: '/auth/dealer/home',
      promoter: '/auth/promoter/home',
      rider: '/auth/rider/dashboard',
    });
    for (const role of ROLES) expect(paths.home(role)).toBe(HOME_PATHS[role]);
  });

  it('declares every spec §2 page of each area, with its parameter', () => {
    expect(Object.values(AREA_PAGES.dealer)).toEqual(['home', 'profile', 'redemptions', 'riders', 'rider/:riderId']);
    expect(Object.values(AREA_PAGES.promoter)).toEqual(['home', 'profile', 'event/:eventId', 'serie/:seriesId']);
    // The 28 of spec §2, the payout claims, the receivables (what riders owe), the year-end report, the queue of
    // result lines to match across events, and the payout rules with one version of them.
    expect(Object.keys(AREA_PAGES.admin)).toHaveLength(34);
    expect(paths.admin.yearEnd()).toBe('/auth/admin/year-end');
    expect(paths.admin.ruleSet('rs-1')).toBe('/auth/admin/rules/rs-1');
    expect(paths.admin.receivables()).toBe('/auth/admin/receivables');
    expect(paths.admin.exceptions()).toBe('/auth/admin/exceptions');
    expect(Object.keys(AREA_PAGES.rider)).toHaveLength(10);
    expect(areaPages('admin').find((page) => page.page === 'category')).toEqual({ page: 'category', path: 'category/:categoryId?', param: 'categoryId', optional: true });
    expect(areaPages('dealer').find((page) => page.page === 'rider')).toEqual({ page: 'rider', path: 'rider/:riderId', param: 'riderId' });
    expect(areaPages('rider').find((page) => page.page === 'events')).toEqual({ page: 'events', path: 'events' });
    expect(areaPattern('rider', 'event')).toBe('/auth/rider/event/:eventId');
    expect(areaPattern('admin', 'dashboard')).toBe('/auth/admin');
  });

  it('gives every area a profile page (the sidebar link of spec §2)', () => {
    for (const role of ROLES) expect(areaPages(role).some((page) => page.path === 'profile'), role).toBe(true);
  });

  it('tells which area a path is in', () => {
    expect(areaOf('/auth/dealer/rider/4')).toBe('dealer');
    expect(areaOf('/auth/admin')).toBe('admin');
    expect(areaOf('/auth/email-verify')).toBeNull();
    expect(areaOf('/authx/admin')).toBeNull();
    expect(areaOf('/de/events')).toBeNull();
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/auth/rider/dashboard')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
  });

  it('knows the four roles', () => {
    expect(ROLES).toEqual(['rider', 'dealer', 'promoter', 'admin']);
    expect(isRole('dealer')).toBe(true);
    expect(isRole('anonymous')).toBe(false);
  });

  it('writes public pages without a locale prefix, each once', () => {
    const patterns = Object.values(PUBLIC_PAGES);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern.startsWith('/') && !/^\/(de|es|fr|it|nl|no|sv)(\/|$)/.test(pattern), pattern).toBe(true);
  });
});
