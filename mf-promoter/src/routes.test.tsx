import { describe, expect, it } from 'vitest';
import { areaPages } from '@rr/contracts/routes';
import { PAGES } from './config/pages';
import { PAGE_ROUTES } from './routes';

describe('promoter routes', () => {
  it('serves every promoter page of the route registry, and only those', () => {
    expect(PAGES.map((page) => page.path)).toEqual(areaPages('promoter').map((page) => page.path));
    for (const path of Object.keys(PAGE_ROUTES)) expect(PAGES.map((page) => page.path), path).toContain(path);
  });

  it('builds every page of the area: home, profile, the event tools and the series page', () => {
    expect(Object.keys(PAGE_ROUTES).sort()).toEqual(['event/:eventId', 'home', 'profile', 'serie/:seriesId']);
  });
});
