/** One page of the dealer area: its route (relative to /auth/dealer) and its catalog key. */
export interface AreaPage {
  /** Relative route path; '' is the area's index. A trailing '?' marks an optional parameter. */
  path: string;
  /** Catalog key part: dealer.<page>.title / .lead (and .create.* for a create form). */
  page: string;
  /** The area's start page, greeting the user by name. */
  welcome?: boolean;
  param?: string;
  /** Without the parameter the page is the create form (spec §2 admin detail pages). */
  optional?: boolean;
}

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = '/auth/dealer/home';
/** /auth/dealer itself redirects to this page. */
export const INDEX_REDIRECT: string | null = 'home';

/** Every page of the dealer area in spec §2. */
export const PAGES: readonly AreaPage[] = [
  { path: 'home', page: 'home', welcome: true },
  { path: 'profile', page: 'profile' },
  { path: 'redemptions', page: 'redemptions' },
  { path: 'riders', page: 'riders' },
  { path: 'rider/:riderId', page: 'rider', param: 'riderId' },
];
