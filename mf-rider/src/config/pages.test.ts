import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@rr/i18n';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './pages';

/** The rider pages of spec §2, relative to /auth/rider ('' is /auth/rider itself). */
const SPEC_PATHS = [
    'dashboard',
    'cashout',
    'category',
    'earnings',
    'events',
    'profile',
    'redemptions',
    'series',
    'event/:eventId',
    'serie/:seriesId',
];

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('rider area pages', () => {
  it('has a route for every spec §2 path and no other', () => {
    expect(PAGES.map((page) => page.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('starts where the shell sends a signed-in rider', () => {
    const start = INDEX_REDIRECT ?? '';
    expect(PAGES.some((page) => page.path === start && page.welcome)).toBe(true);
    expect(AREA_HOME).toBe(start ? `/auth/rider/${start}` : '/auth/rider');
  });

  it('has a translated title and description for every page in every locale', () => {
    for (const locale of LOCALES) {
      const messages = catalog(locale);
      for (const page of PAGES) {
        const keys = page.welcome
          ? [`rider.welcome`, `rider.welcomeNoName`, `rider.${page.page}.lead`]
          : [`rider.${page.page}.title`, `rider.${page.page}.lead`];
        if (page.optional) keys.push(`rider.${page.page}.create.title`, `rider.${page.page}.create.lead`);
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
