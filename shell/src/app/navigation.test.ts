import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, ROLES, areaPages, areaRoot } from '@rr/contracts/routes';
import shellMessages from '../i18n/en.json';
import { ADMIN_REPORTS, NAVIGATION, PUBLIC_MENU_SECTIONS, isGroupActive, isLinkActive, type NavItem, type NavLink } from './navigation';

const flat = (items: NavItem[]): NavLink[] => items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
const messages = shellMessages as Record<string, string>;
const label = (item: NavItem) => messages[item.labelId];

describe('signed-in navigation (spec §2)', () => {
  it('gives admins exactly the spec items, with two collapsible groups', () => {
    expect(NAVIGATION.admin.map(label)).toEqual([
      'Dashboard', 'Rider Manager', 'Promoter Manager', 'Series', 'Events', 'Categories', 'VIN Patterns', 'Reports',
    ]);
    const groups = NAVIGATION.admin.filter((item) => item.kind === 'group');
    expect(groups.map((group) => group.children.map((child) => child.to))).toEqual([
      ['/auth/admin/promoters', '/auth/admin/promoter-applications'],
      ADMIN_REPORTS.map((report) => report.to),
    ]);
    expect(ADMIN_REPORTS.map((report) => report.to.split('/').pop())).toEqual([
      'summary', 'market-share-month', 'market-share-series', 'rider-vin-report', 'rider-earnings',
      'rider-redemptions', 'cash-out-report', 'late-results-events', 'finished-results-events', 'receivables', 'year-end',
    ]);
  });

  it('gives dealers home and all redemptions, promoters home only', () => {
    expect(NAVIGATION.dealer.map((item) => (item as NavLink).to)).toEqual(['/auth/dealer/home', '/auth/dealer/redemptions']);
    expect(NAVIGATION.promoter.map((item) => (item as NavLink).to)).toEqual(['/auth/promoter/home']);
  });

  it('gives riders dashboard, my wallet, earnings, series and events', () => {
    expect(NAVIGATION.rider.map((item) => [label(item), (item as NavLink).to])).toEqual([
      ['Dashboard', '/auth/rider/dashboard'],
      ['My Wallet', '/auth/rider/redemptions'],
      ['Earnings', '/auth/rider/earnings'],
      ['Series and Events', '/auth/rider/category'],
    ]);
  });

  it('keeps every link inside its own area and translated', () => {
    for (const [type, items] of Object.entries(NAVIGATION)) {
      for (const item of flat(items)) {
        expect(item.to.startsWith(`/auth/${type}`)).toBe(true);
        expect(messages[item.labelId]).toBeTruthy();
      }
    }
  });
});

describe('navigation and the route registry', () => {
  it('links only to pages the registry declares for that area', () => {
    for (const role of ROLES) {
      const declared = areaPages(role)
        .filter((page) => !page.param)
        .map((page) => (page.path ? `${areaRoot(role)}/${page.path}` : areaRoot(role)));
      for (const item of flat(NAVIGATION[role])) expect(declared, `${role}: ${item.to}`).toContain(item.to);
    }
  });

  it('links the public header and menu to public pages of the registry', () => {
    const declared: string[] = Object.values(PUBLIC_PAGES);
    for (const section of PUBLIC_MENU_SECTIONS) for (const item of section.links) expect(declared).toContain(item.to);
  });
});

describe('active state', () => {
  it('matches sub-pages except for the admin dashboard', () => {
    const [dashboard, riders] = NAVIGATION.admin as [NavLink, NavLink];
    expect(isLinkActive(dashboard, '/auth/admin')).toBe(true);
    expect(isLinkActive(dashboard, '/auth/admin/riders')).toBe(false);
    expect(isLinkActive(riders, '/auth/admin/riders/')).toBe(true);
    expect(isLinkActive(riders, '/auth/admin/rider/12')).toBe(false);
  });
  it('opens the group that holds the current page', () => {
    const reports = NAVIGATION.admin.find((item) => item.id === 'reports');
    expect(reports?.kind).toBe('group');
    if (reports?.kind === 'group') {
      expect(isGroupActive(reports, '/auth/admin/cash-out-report')).toBe(true);
      expect(isGroupActive(reports, '/auth/admin/events')).toBe(false);
    }
  });
});

describe('public menu', () => {
  it('has the three spec sections', () => {
    expect(PUBLIC_MENU_SECTIONS.map((section) => section.links.map(label))).toEqual([
      ['Events', 'Rules', 'Promoters'],
      ['FAQ', 'Contact Us'],
      ['Register', 'Log In'],
    ]);
  });
});
