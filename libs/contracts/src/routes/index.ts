/**
 * The route registry: every page path of the site (patterns for the router, builders for links), each role's
 * start page, the roles, and the `/api` role policy the BFF guard and the services read. Nothing else spells an
 * `/auth/...` path or a role list.
 */
export { ROLES, isRole, type Role } from './roles';
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
export {
  API_ROUTES,
  API_SERVICES,
  GUARD_MESSAGES,
  accessFor,
  authorize,
  matchRoute,
  takesUpload,
  UPLOAD_ROUTES,
  type Access,
  type ApiRoute,
  type ApiService,
  type Decision,
  type RoleAccess,
} from './api';
