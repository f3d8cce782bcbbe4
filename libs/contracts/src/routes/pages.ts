import { DEFAULT_LOCALE, localizePath, type Locale } from '@rr/i18n';
import { ROLES, type Role } from './roles';

/**
 * Every page of the site (spec §2), written once: the route patterns the shell and the remotes mount, and the
 * builders every link uses (`paths.rider.event(id)`). No other file spells an `/auth/...` path.
 *
 * Patterns use react-router's syntax: `:name` a parameter, `:name?` an optional one. Each has at most one parameter.
 */

/** Where the signed-in areas live: `/auth/{role}/…`, plus `/auth/email-verify`, shared by every role. */
export const AUTH_ROOT = '/auth';

/** The pages of each role's area, by name (the remote's catalog key), as patterns relative to `/auth/{role}`. */
export const AREA_PAGES = {
  admin: {
    dashboard: '',
    riders: 'riders',
    promoters: 'promoters',
    promoterApplications: 'promoter-applications',
    series: 'series',
    events: 'events',
    categories: 'categories',
    dealers: 'dealers',
    dealerLogins: 'dealer-logins',
    dealerRefunds: 'dealer-refunds',
    vinPatterns: 'vin-patterns',
    summary: 'summary',
    marketShareMonth: 'market-share-month',
    marketShareSeries: 'market-share-series',
    riderVinReport: 'rider-vin-report',
    riderEarnings: 'rider-earnings',
    riderRedemptions: 'rider-redemptions',
    cashOutReport: 'cash-out-report',
    lateResultsEvents: 'late-results-events',
    finishedResultsEvents: 'finished-results-events',
    profile: 'profile',
    // Payout claims: the spec names their API and search fields but no page; linked from the
    // dashboard and the rider manager.
    payoutClaims: 'payout-claims',
    // What riders owe after a correction took back money that had left (docs/architecture.md "Money"); in the
    // Reports group of the navigation.
    receivables: 'receivables',
    // The finance team's year-end report (docs/reports.md "Year-end statements"); in the Reports group too.
    yearEnd: 'year-end',
    // Every result line still to match, across events, with the single and bulk decisions (the dashboard's count
    // links here).
    exceptions: 'exceptions',
    // The programme's payout rules as data (docs/rules.md): every version, and one version to read, edit or publish;
    // reached from the dashboard's programme settings (the spec fixes the sidebar).
    rules: 'rules',
    ruleSet: 'rules/:ruleSetId',
    // Detail pages: without the parameter the page is the create form (spec §2).
    category: 'category/:categoryId?',
    dealer: 'dealer/:dealerId?',
    event: 'event/:eventId?',
    promoterApplication: 'promoter-applications/:promoterId',
    promoter: 'promoter/:promoterId?',
    rider: 'rider/:riderId?',
    serie: 'serie/:seriesId?',
  },
  dealer: {
    home: 'home',
    profile: 'profile',
    redemptions: 'redemptions',
    riders: 'riders',
    rider: 'rider/:riderId',
  },
  promoter: {
    home: 'home',
    profile: 'profile',
    event: 'event/:eventId',
    serie: 'serie/:seriesId',
  },
  rider: {
    dashboard: 'dashboard',
    cashout: 'cashout',
    category: 'category',
    earnings: 'earnings',
    events: 'events',
    profile: 'profile',
    redemptions: 'redemptions',
    series: 'series',
    event: 'event/:eventId',
    serie: 'serie/:seriesId',
  },
} as const satisfies Record<Role, Record<string, string>>;

export type AreaPageName<R extends Role> = keyof (typeof AREA_PAGES)[R] & string;

/** Each area's start page (the first item of its navigation); `/auth/{role}` itself leads there. */
export const AREA_START: { readonly [R in Role]: AreaPageName<R> } = {
  admin: 'dashboard',
  dealer: 'home',
  promoter: 'home',
  rider: 'dashboard',
};

/** The public site's pages (spec §2 "Public routes"), written without a locale prefix. */
export const PUBLIC_PAGES = {
  home: '/',
  events: '/events',
  event: '/events/event/:eventId',
  serie: '/events/serie/:seriesId',
  dealers: '/dealers',
  promoters: '/promoters',
  rules: '/about/rules',
  faq: '/about/faq',
  contact: '/about/contact',
  thankYouContact: '/thank-you-contact',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  register: '/register',
  /** The create-PIN step after a rider's registration. */
  createPin: '/register/pin',
  accountRecovery: '/account-recovery',
  forgotPassword: '/forgot-password',
  forgotPasswordReset: '/forgot-password-reset',
  passwordLostReset: '/password-lost-reset',
  oauthCallback: '/oauth/callback',
  /** Sign-out confirmation: where a cross-site `GET /api/logout` lands instead of signing anyone out. */
  logout: '/logout',
  /** The mailed unlock link after several failed sign-ins: `?token=…`. */
  loginUnlock: '/login-unlock',
  /** The API reference for integrators, drawn from `GET /api/openapi.json`. */
  developers: '/developers/api',
} as const;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** Pages outside the public site and the areas: administrator impersonation (spec §2, §4) and logout. */
export const SITE_PAGES = {
  proxyRider: '/proxy-rider/:riderId',
  proxyDealer: '/proxy-dealer/:dealerId',
  proxyPromoter: '/proxy-promoter/:promoterId',
  proxyRemove: '/proxy-remove',
  emailVerify: `${AUTH_ROOT}/email-verify`,
  /** A plain link (full-page navigation) that logs the user out. */
  logout: '/api/logout',
} as const;

/** The builder of a pattern: no argument, a required one, or an optional one (`:name?`). */
export type Href<P extends string> = P extends `${string}:${string}?`
  ? (param?: string) => string
  : P extends `${string}:${string}`
    ? (param: string) => string
    : () => string;

/** Fills a pattern's parameter (URI-encoded); an optional one left out drops its segment. */
export function fillPattern(pattern: string, param?: string): string {
  const filled = pattern.replace(/\/:[A-Za-z]+(\?)?/, (_, optional: string | undefined) => {
    if (param === undefined || param === '') {
      if (optional) return '';
      throw new Error(`The page ${pattern} needs its parameter`);
    }
    return `/${encodeURIComponent(param)}`;
  });
  return filled || '/';
}

type Builders<T extends Record<string, string>> = { readonly [K in keyof T]: Href<T[K]> };

function builders<T extends Record<string, string>>(patterns: T, prefix: (pattern: string) => string): Builders<T> {
  const entries = Object.entries(patterns).map(([name, pattern]) => [name, (param?: string) => prefix(fillPattern(pattern, param))]);
  return Object.freeze(Object.fromEntries(entries)) as Builders<T>;
}

/** `/auth/rider`: the root of a role's area. */
export function areaRoot(role: Role): string {
  return `${AUTH_ROOT}/${role}`;
}

/** The absolute pattern of an area page: `areaPattern('rider', 'event')` is `/auth/rider/event/:eventId`. */
export function areaPattern<R extends Role>(role: R, page: AreaPageName<R>): string {
  return absolute(role, (AREA_PAGES[role] as Record<string, string>)[page] ?? '');
}

function absolute(role: Role, relative: string): string {
  return relative ? `${areaRoot(role)}/${relative}` : areaRoot(role);
}

const areaBuilders = <R extends Role>(role: R) => builders(AREA_PAGES[role], (relative) => absolute(role, relative === '/' ? '' : relative));

/**
 * Links to the public site in one locale: `publicPaths('de').event('e1')` is `/de/events/event/e1`; English has no
 * prefix (spec §2).
 */
export function publicPaths(locale: Locale = DEFAULT_LOCALE): Builders<typeof PUBLIC_PAGES> {
  return builders(PUBLIC_PAGES, (path) => localizePath(path, locale));
}

/** Start page of each signed-in area. */
export const HOME_PATHS: Readonly<Record<Role, string>> = Object.freeze(
  Object.fromEntries(ROLES.map((role) => [role, absolute(role, (AREA_PAGES[role] as Record<string, string>)[AREA_START[role]] ?? '')])) as Record<Role, string>,
);

const PROXY_PAGES: Record<Exclude<Role, 'admin'>, string> = {
  rider: SITE_PAGES.proxyRider,
  dealer: SITE_PAGES.proxyDealer,
  promoter: SITE_PAGES.proxyPromoter,
};

/** Every link of the site. */
export const paths = {
  /** Pages every signed-in role shares. */
  auth: {
    root: (): string => AUTH_ROOT,
    /** One-time code entry for an unverified e-mail address. */
    emailVerify: (): string => SITE_PAGES.emailVerify,
  },
  admin: areaBuilders('admin'),
  dealer: areaBuilders('dealer'),
  promoter: areaBuilders('promoter'),
  rider: areaBuilders('rider'),
  /** The public site in English (unprefixed); `publicPaths(locale)` for another language. */
  public: publicPaths(DEFAULT_LOCALE),
  /** `/auth/{role}`: the area's root, which leads to its start page. */
  area: areaRoot,
  /** The start page of a role's area. */
  home: (role: Role): string => HOME_PATHS[role],
  /** Spec §2: "A profile link in the sidebar goes to /auth/{userType}/profile". */
  profile: (role: Role): string => absolute(role, AREA_PAGES[role].profile),
  /** Impersonation of a rider, dealer or promoter by an administrator. */
  proxy: (role: Exclude<Role, 'admin'>, id: string): string => fillPattern(PROXY_PAGES[role], id),
  proxyRemove: (): string => SITE_PAGES.proxyRemove,
  logout: (): string => SITE_PAGES.logout,
} as const;

/** An area page as a remote mounts it: its name and relative pattern, and the parameter's name when it has one. */
export interface AreaPageRoute {
  /** Page name (the remote's catalog key part). */
  page: string;
  /** Pattern relative to `/auth/{role}`; '' is the area's root. */
  path: string;
  /** Route parameter of a detail page. */
  param?: string;
  /** Without the parameter the page is the create form (spec §2 admin detail pages). */
  optional?: boolean;
}

/** Every page of a role's area, in the registry's order, for the remote's `<Routes>`. */
export function areaPages(role: Role): AreaPageRoute[] {
  return Object.entries(AREA_PAGES[role] as Record<string, string>).map(([page, path]) => {
    const param = /:([A-Za-z]+)/.exec(path)?.[1];
    return { page, path, ...(param ? { param } : {}), ...(path.endsWith('?') ? { optional: true } : {}) };
  });
}

/** The role whose area `pathname` is in (`/auth/dealer/rider/4` → dealer), or null outside the areas. */
export function areaOf(pathname: string): Role | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (`/${first}` !== AUTH_ROOT) return null;
  return (ROLES as readonly string[]).includes(second ?? '') ? (second as Role) : null;
}

/** Whether `pathname` is `/auth` or inside it (the signed-in side the shell guards). */
export function isAuthPath(pathname: string): boolean {
  return pathname === AUTH_ROOT || pathname.startsWith(`${AUTH_ROOT}/`);
}
