import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@rr/i18n';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './pages';

/** The admin pages of spec §2 (and the payout claims), relative to /auth/admin ('' is /auth/admin itself). */
const SPEC_PATHS = [
    '',
    'riders',
    'promoters',
    'promoter-applications',
    'series',
    'events',
    'categories',
    'dealers',
    'dealer-logins',
    'dealer-refunds',
    'vin-patterns',
    'summary',
    'market-share-month',
    'market-share-series',
    'rider-vin-report',
    'rider-earnings',
    'rider-redemptions',
    'cash-out-report',
    'late-results-events',
    'finished-results-events',
    'profile',
    // Beyond spec §2: the payout claims the spec's API has, what riders owe after corrections, the year-end report.
    'payout-claims',
    'receivables',
    'year-end',
    // The queue of result lines to match across events (the dashboard's count links to it).
    'exceptions',
    // The programme's payout rules (docs/rules.md), from the dashboard's programme settings.
    'rules',
    'rules/:ruleSetId',
    'category/:categoryId?',
    'dealer/:dealerId?',
    'event/:eventId?',
    'promoter-applications/:promoterId',
    'promoter/:promoterId?',
    'rider/:riderId?',
    'serie/:seriesId?',
];

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('admin area pages', () => {
  it('has a route for every spec §2 path and no other', () => {
    expect(PAGES.map((page) => page.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('starts where the shell sends a signed-in admin', () => {
    const start = INDEX_REDIRECT ?? '';
    expect(PAGES.some((page) => page.path === start && page.welcome)).toBe(true);
    expect(AREA_HOME).toBe(start ? `/auth/admin/${start}` : '/auth/admin');
  });

  it('has a translated title and description for every page in every locale', () => {
    for (const locale of LOCALES) {
      const messages = catalog(locale);
      for (const page of PAGES) {
        const keys = page.welcome
          ? [`admin.welcome`, `admin.welcomeNoName`, `admin.${page.page}.lead`]
          : [`admin.${page.page}.title`, `admin.${page.page}.lead`];
        if (page.optional) keys.push(`admin.${page.page}.create.title`, `admin.${page.page}.create.lead`);
        for (const key of keys) expect(messages[key], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it('marks a parameter optional only where the path says so', () => {
    for (const page of PAGES) {
      expect(Boolean(page.optional), page.path).toBe(page.path.endsWith('?'));
      if (page.param) expect(page.path).toContain(`:${page.param}`);
    }
  });
});
