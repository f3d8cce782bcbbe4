import { describe, expect, it } from 'vitest';
import { AREA_START, areaPages } from '@rr/contracts/routes';
import { PAGES } from './config/pages';
import { PAGE_ROUTES } from './routes';

describe('rider routes', () => {
  it('serves every rider page of the route registry, and only those', () => {
    expect(PAGES.map((page) => page.path)).toEqual(areaPages('rider').map((page) => page.path));
    for (const path of Object.keys(PAGE_ROUTES)) expect(PAGES.map((page) => page.path), path).toContain(path);
  });

  it('builds the start page (the dashboard) beyond its header', () => {
    expect(Object.keys(PAGE_ROUTES)).toContain(areaPages('rider').find((page) => page.page === AREA_START.rider)?.path);
  });
});
