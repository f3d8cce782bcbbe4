import { AREA_PAGES, AREA_START, HOME_PATHS, areaPages } from '@rr/contracts/routes';
import type { AreaPage } from '@rr/ui';

/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = HOME_PATHS.rider;
/** Relative page the area's index leads to, or null when the index is the start page itself. */
export const INDEX_REDIRECT: string | null = AREA_PAGES.rider[AREA_START.rider] || null;

/** Every page of the rider area in spec §2, as the route registry declares them; the start page greets the user. */
export const PAGES: readonly AreaPage[] = areaPages('rider').map((page) => (page.page === AREA_START.rider ? { ...page, welcome: true } : page));
