import { splitLocalePath } from '@rr/i18n';
import { AREA_PAGES, AUTH_ROOT, PUBLIC_PAGES, SITE_PAGES } from './pages';
import { ROLES, type Role } from './roles';

// Which paths are pages, for the BFF (a server: `@rr/contracts/server`), read from the registry the shell and the
// remotes mount. Browsers never need it: their routers show the not-found page themselves.

/** Whether the segments of a path fit a pattern's: `:name` is any one segment, `:name?` one or none (last only). */
function fitsPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const optional = parts.length > 0 && /^:[A-Za-z]+\?$/.test(parts[parts.length - 1]!);
  if (segments.length !== parts.length && !(optional && segments.length === parts.length - 1)) return false;
  return segments.every((segment, i) => parts[i]!.startsWith(':') || parts[i] === segment);
}

/**
 * Whether `pathname` is a page of the site, by the registry: a public page, unprefixed (English) or under a locale
 * prefix ('/fr/events/serie/s1'); `/auth`, an area's root and its pages ('/auth/admin/serie', '/auth/rider/event/e1');
 * the e-mail check; the impersonation pages. A trailing slash is the same page. The BFF answers any other page path
 * with 404 (and the shell, which shows its not-found page), so a mistyped address is not a page to search engines or
 * monitors.
 */
export function isSitePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { rest } = splitLocalePath(path);
  const restSegments = rest.split('/').filter(Boolean);
  if (Object.values(PUBLIC_PAGES).some((pattern) => fitsPattern(pattern, restSegments))) return true;
  const segments = path.split('/').filter(Boolean);
  if (`/${segments[0] ?? ''}` === AUTH_ROOT) {
    if (segments.length === 1 || path === SITE_PAGES.emailVerify) return true;
    const role = segments[1];
    if (!(ROLES as readonly string[]).includes(role ?? '')) return false;
    const inArea = segments.slice(2);
    return inArea.length === 0 || Object.values(AREA_PAGES[role as Role] as Record<string, string>).some((pattern) => fitsPattern(pattern, inArea));
  }
  return [SITE_PAGES.proxyRider, SITE_PAGES.proxyDealer, SITE_PAGES.proxyPromoter, SITE_PAGES.proxyRemove].some((pattern) => fitsPattern(pattern, segments));
}
