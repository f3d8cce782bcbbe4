// Sidebar navigation of each signed-in area, owned by the shell (docs/architecture.md "frontend
// composition"): the spec fixes the items per role (§2 "Layouts and navigation"), and they must keep
// working when a role's remote is unreachable.
import { paths } from '@rr/contracts/routes';
import type { UserType } from '@rr/session';

export interface NavLink {
  kind: 'link';
  id: string;
  /** Message id in the shell catalog. */
  labelId: string;
  to: string;
  /** Active only on exactly this path (area start pages), not on its sub-paths. */
  end?: boolean;
}

export interface NavGroup {
  kind: 'group';
  id: string;
  labelId: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

const link = (id: string, labelId: string, to: string, end = false): NavLink => ({ kind: 'link', id, labelId, to, ...(end ? { end } : {}) });

/** The report pages of spec §2 "Authenticated routes", in the spec's order, then the receivables (what riders owe). */
export const ADMIN_REPORTS: NavLink[] = [
  link('summary', 'shell.nav.admin.report.summary', paths.admin.summary()),
  link('market-share-month', 'shell.nav.admin.report.marketShareMonth', paths.admin.marketShareMonth()),
  link('market-share-series', 'shell.nav.admin.report.marketShareSeries', paths.admin.marketShareSeries()),
  link('rider-vin-report', 'shell.nav.admin.report.riderVinReport', paths.admin.riderVinReport()),
  link('rider-earnings', 'shell.nav.admin.report.riderEarnings', paths.admin.riderEarnings()),
  link('rider-redemptions', 'shell.nav.admin.report.riderRedemptions', paths.admin.riderRedemptions()),
  link('cash-out-report', 'shell.nav.admin.report.cashOutReport', paths.admin.cashOutReport()),
  link('late-results-events', 'shell.nav.admin.report.lateResultsEvents', paths.admin.lateResultsEvents()),
  link('finished-results-events', 'shell.nav.admin.report.finishedResultsEvents', paths.admin.finishedResultsEvents()),
  // Beyond the spec's nine: what riders owe after a correction took back money that had left.
  link('receivables', 'shell.nav.admin.report.receivables', paths.admin.receivables()),
];

export const NAVIGATION: Record<UserType, NavItem[]> = {
  admin: [
    link('dashboard', 'shell.nav.admin.dashboard', paths.admin.dashboard(), true),
    link('riders', 'shell.nav.admin.riders', paths.admin.riders()),
    {
      kind: 'group',
      id: 'promoter-manager',
      labelId: 'shell.nav.admin.promoterManager',
      children: [
        link('promoters', 'shell.nav.admin.promoters', paths.admin.promoters()),
        link('promoter-applications', 'shell.nav.admin.promoterApplications', paths.admin.promoterApplications()),
      ],
    },
    link('series', 'shell.nav.admin.series', paths.admin.series()),
    link('events', 'shell.nav.admin.events', paths.admin.events()),
    link('categories', 'shell.nav.admin.categories', paths.admin.categories()),
    link('vin-patterns', 'shell.nav.admin.vinPatterns', paths.admin.vinPatterns()),
    { kind: 'group', id: 'reports', labelId: 'shell.nav.admin.reports', children: ADMIN_REPORTS },
  ],
  dealer: [
    link('home', 'shell.nav.dealer.home', paths.dealer.home()),
    link('redemptions', 'shell.nav.dealer.redemptions', paths.dealer.redemptions()),
  ],
  promoter: [link('home', 'shell.nav.promoter.home', paths.promoter.home())],
  rider: [
    link('dashboard', 'shell.nav.rider.dashboard', paths.rider.dashboard()),
    link('wallet', 'shell.nav.rider.wallet', paths.rider.redemptions()),
    link('earnings', 'shell.nav.rider.earnings', paths.rider.earnings()),
    link('category', 'shell.nav.rider.category', paths.rider.category()),
  ],
};

/** Whether a link is the current page (or, unless `end`, an ancestor of it: /auth/admin/events/…). */
export function isLinkActive(item: NavLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === item.to) return true;
  return !item.end && path.startsWith(`${item.to}/`);
}

/** Whether a group holds the current page; such a group starts open. */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => isLinkActive(child, pathname));
}

/** Public header links and full-screen menu sections (spec §2 "Public header"); paths without locale prefix. */
export const PUBLIC_HEADER_LINKS: NavLink[] = [
  link('events', 'shell.public.nav.events', paths.public.events()),
  link('rules', 'shell.public.nav.rules', paths.public.rules()),
  link('promoters', 'shell.public.nav.promoters', paths.public.promoters()),
];

export interface MenuSection {
  id: 'brand' | 'support' | 'account';
  /** null: the section is titled with the brand name ('Race Rewards'). */
  labelId: string | null;
  links: NavLink[];
}

export const PUBLIC_MENU_SECTIONS: MenuSection[] = [
  { id: 'brand', labelId: null, links: PUBLIC_HEADER_LINKS },
  {
    id: 'support',
    labelId: 'shell.public.menu.support',
    links: [link('faq', 'shell.public.menu.faq', paths.public.faq()), link('contact', 'shell.public.menu.contact', paths.public.contact())],
  },
  {
    id: 'account',
    labelId: 'shell.public.menu.account',
    links: [link('register', 'shell.public.menu.register', paths.public.register()), link('login', 'shell.public.menu.login', paths.public.login())],
  },
];
