/**
 * The route registry the browser shares: every page path of the site (patterns for the router, builders for links),
 * each role's start page and the roles. Nothing else spells an `/auth/...` path or a role list. The `/api` role policy
 * (`./api`: the BFF guard's and the services' table) is exported by the package's main entry only: no page needs it,
 * and this module is in every first load. Every `/api` call takes its path from `apiPath`, whose templates are checked
 * against that table by type only.
 */
export { ROLES, isRole, type Role } from './roles';
export { apiPath, isApiPath, type ApiPathParams, type ApiTemplateCheck } from './api-paths';
export {
  AREA_PAGES,
  AREA_START,
  AUTH_ROOT,
  HOME_PATHS,
  PUBLIC_PAGES,
  SITE_PAGES,
  areaOf,
  areaPages,
  areaPattern,
  areaRoot,
  fillPattern,
  isAuthPath,
  paths,
  publicPaths,
  type AreaPageName,
  type AreaPageRoute,
  type Href,
  type PublicPageName,
} from './pages';
