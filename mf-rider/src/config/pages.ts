/** One page of the rider area: its route (relative to /auth/rider) and its catalog key. */
export interface AreaPage {
  /** Relative route path; '' is the area's index. A trailing '?' marks an optional parameter. */
  path: string;
  /** Catalog key part: rider.<page>.title / .lead (and .create.* for a create form). */
  page: string;
  /** The area's start page, greeting the user by name. */
  welcome?: boolean;
  param?: string;
  /** Without the parameter the page is the create form (spec §2 admin detail pages). */
  optional?: boolean;
}

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = '/auth/rider/dashboard';
/** /auth/rider itself redirects to this page. */
export const INDEX_REDIRECT: string | null = 'dashboard';

/** Every page of the rider area in spec §2. */
export const PAGES: readonly AreaPage[] = [
  { path: 'dashboard', page: 'dashboard', welcome: true },
  { path: 'cashout', page: 'cashout' },
  { path: 'category', page: 'category' },
  { path: 'earnings', page: 'earnings' },
  { path: 'events', page: 'events' },
  { path: 'profile', page: 'profile' },
  { path: 'redemptions', page: 'redemptions' },
  { path: 'series', page: 'series' },
  { path: 'event/:eventId', page: 'event', param: 'eventId' },
  { path: 'serie/:seriesId', page: 'serie', param: 'seriesId' },
];
