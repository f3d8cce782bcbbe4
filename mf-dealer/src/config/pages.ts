import { AREA_PAGES, AREA_START, HOME_PATHS, areaPages } from '@rr/contracts/routes';
import type { AreaPage } from '@rr/ui';

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = HOME_PATHS.dealer;
/** Relative page the area's index leads to, or null when the index is the start page itself. */
export const INDEX_REDIRECT: string | null = AREA_PAGES.dealer[AREA_START.dealer] || null;

/** Every page of the dealer area in spec §2, as the route registry declares them; the start page greets the user. */
export const PAGES: readonly AreaPage[] = areaPages('dealer').map((page) => (page.page === AREA_START.dealer ? { ...page, welcome: true } : page));
