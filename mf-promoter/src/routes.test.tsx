import { describe, expect, it } from 'vitest';
import { AREA_START, areaPages } from '@rr/contracts/routes';
import { PAGES } from './config/pages';
import { PAGE_ROUTES } from './routes';

describe('promoter routes', () => {
  it('serves every promoter page of the route registry, and only those', () => {
    expect(PAGES.map((page) => page.path)).toEqual(areaPages('promoter').map((page) => page.path));
    for (const path of Object.keys(PAGE_ROUTES)) expect(PAGES.map((page) => page.path), path).toContain(path);
  });

  it('builds the start page (the home page) and the event tools beyond their header', () => {
    expect(Object.keys(PAGE_ROUTES)).toContain(areaPages('promoter').find((page) => page.page === AREA_START.promoter)?.path);
    expect(Object.keys(PAGE_ROUTES)).toContain('event/:eventId');
    expect(Object.keys(PAGE_ROUTES)).toContain('serie/:seriesId');
  });
});
