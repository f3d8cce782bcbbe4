import { areaDefinition } from '@rr/ui';

/** The promoter area of spec §2 as the route registry declares it; the start page greets the user. */
export const DEFINITION = areaDefinition('promoter');
/** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
export const AREA_HOME = DEFINITION.home;
/** Relative page the area's index leads to, or null when the index is the start page itself. */
export const INDEX_REDIRECT = DEFINITION.indexRedirect;
/** Every page of the area. */
export const PAGES = DEFINITION.pages;
