import type { AreaPage } from '@rr/ui';

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = '/auth/admin';
/** /auth/admin itself is the start page. */
export const INDEX_REDIRECT: string | null = null;

/** Every page of the admin area in spec §2. */
export const PAGES: readonly AreaPage[] = [
  { path: '', page: 'dashboard', welcome: true },
  { path: 'riders', page: 'riders' },
  { path: 'promoters', page: 'promoters' },
  { path: 'promoter-applications', page: 'promoterApplications' },
  { path: 'series', page: 'series' },
  { path: 'events', page: 'events' },
  { path: 'categories', page: 'categories' },
  { path: 'dealers', page: 'dealers' },
  { path: 'dealer-logins', page: 'dealerLogins' },
  { path: 'dealer-refunds', page: 'dealerRefunds' },
  { path: 'vin-patterns', page: 'vinPatterns' },
  { path: 'summary', page: 'summary' },
  { path: 'market-share-month', page: 'marketShareMonth' },
  { path: 'market-share-series', page: 'marketShareSeries' },
  { path: 'rider-vin-report', page: 'riderVinReport' },
  { path: 'rider-earnings', page: 'riderEarnings' },
  { path: 'rider-redemptions', page: 'riderRedemptions' },
  { path: 'cash-out-report', page: 'cashOutReport' },
  { path: 'late-results-events', page: 'lateResultsEvents' },
  { path: 'finished-results-events', page: 'finishedResultsEvents' },
  { path: 'profile', page: 'profile' },
  { path: 'category/:categoryId?', page: 'category', param: 'categoryId', optional: true },
  { path: 'dealer/:dealerId?', page: 'dealer', param: 'dealerId', optional: true },
  { path: 'event/:eventId?', page: 'event', param: 'eventId', optional: true },
  { path: 'promoter-applications/:promoterId', page: 'promoterApplication', param: 'promoterId' },
  { path: 'promoter/:promoterId?', page: 'promoter', param: 'promoterId', optional: true },
  { path: 'rider/:riderId?', page: 'rider', param: 'riderId', optional: true },
  { path: 'serie/:seriesId?', page: 'serie', param: 'seriesId', optional: true },
];
