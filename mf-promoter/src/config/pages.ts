import type { AreaPage } from '@rr/ui';

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
