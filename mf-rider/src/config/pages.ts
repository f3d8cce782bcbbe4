import type { AreaPage } from '@rr/ui';

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
