/** One page of the promoter area: its route (relative to /auth/promoter) and its catalog key. */
export interface AreaPage {
  /** Relative route path; '' is the area's index. A trailing '?' marks an optional parameter. */
  path: string;
  /** Catalog key part: promoter.<page>.title / .lead (and .create.* for a create form). */
  page: string;
  /** The area's start page, greeting the user by name. */
  welcome?: boolean;
  param?: string;
  /** Without the parameter the page is the create form (spec §2 admin detail pages). */
  optional?: boolean;
}

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = '/auth/promoter/home';
/** /auth/promoter itself redirects to this page. */
export const INDEX_REDIRECT: string | null = 'home';

/** Every page of the promoter area in spec §2. */
export const PAGES: readonly AreaPage[] = [
  { path: 'home', page: 'home', welcome: true },
  { path: 'profile', page: 'profile' },
  { path: 'event/:eventId', page: 'event', param: 'eventId' },
  { path: 'serie/:seriesId', page: 'serie', param: 'seriesId' },
];
