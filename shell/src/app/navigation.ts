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

/** An admin page with no parameter, by its name in the route registry (`marketShareMonth`). */
type AdminPage = { [P in keyof typeof paths.admin]: (typeof paths.admin)[P] extends () => string ? P : never }[keyof typeof paths.admin];

/** An admin page's link: its id the page's name in kebab-case (`market-share-month`), its label `<labels>.<page>`. */
const adminLink = (labels: string, page: AdminPage, end = false): NavLink =>
  link(page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), `${labels}.${page}`, paths.admin[page](), end);

/** The report pages of spec §2 "Authenticated routes", in the spec's order, then the receivables (what riders owe) and the year-end report. */
export const ADMIN_REPORTS: NavLink[] = (
  [
    'summary',
    'marketShareMonth',
    'marketShareSeries',
    'riderVinReport',
    'riderEarnings',
    'riderRedemptions',
    'cashOutReport',
    'lateResultsEvents',
    'finishedResultsEvents',
    // Beyond the spec's nine: what riders owe after a correction took back money that had left, and the finance
    // team's year-end report.
    'receivables',
    'yearEnd',
  ] as const
).map((page) => adminLink('shell.nav.admin.report', page));

const admin = (page: AdminPage, end = false) => adminLink('shell.nav.admin', page, end);

export const NAVIGATION: Record<UserType, NavItem[]> = {
  admin: [
    admin('dashboard', true),
    admin('riders'),
    {
      kind: 'group',
      id: 'promoter-manager',
      labelId: 'shell.nav.admin.promoterManager',
      children: [admin('promoters'), admin('promoterApplications')],
    },
    admin('series'),
    admin('events'),
    admin('categories'),
    admin('vinPatterns'),
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
