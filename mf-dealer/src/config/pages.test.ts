import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@rr/i18n';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './pages';

/** The dealer pages of spec §2, relative to /auth/dealer ('' is /auth/dealer itself). */
const SPEC_PATHS = [
    'home',
    'profile',
    'redemptions',
    'riders',
    'rider/:riderId',
];

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('dealer area pages', () => {
  it('has a route for every spec §2 path and no other', () => {
    expect(PAGES.map((page) => page.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('starts where the shell sends a signed-in dealer', () => {
    const start = INDEX_REDIRECT ?? '';
    expect(PAGES.some((page) => page.path === start && page.welcome)).toBe(true);
    expect(AREA_HOME).toBe(start ? `/auth/dealer/${start}` : '/auth/dealer');
  });

  it('has a translated title and description for every page in every locale', () => {
    for (const locale of LOCALES) {
      const messages = catalog(locale);
      for (const page of PAGES) {
        const keys = page.welcome
          ? [`dealer.welcome`, `dealer.welcomeNoName`, `dealer.${page.page}.lead`]
          : [`dealer.${page.page}.title`, `dealer.${page.page}.lead`];
        if (page.optional) keys.push(`dealer.${page.page}.create.title`, `dealer.${page.page}.create.lead`);
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
