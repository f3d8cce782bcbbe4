/**
 * The BFF's view of the `/api` role policy. The table itself (which service owns each path, and who may call it) is
 * declared once in the route registry of `@rr/contracts` (libs/contracts/src/routes/api.ts), which the services read
 * too; this module gives it the names the BFF uses, and the area roots single sign-on lands in.
 */
export { ROLES, areaRoot, isRole, type Role } from '@rr/contracts';
export {
  API_ROUTES as ROUTES,
  GUARD_MESSAGES as MESSAGES,
  accessFor,
  authorize,
  matchRoute,
  takesUpload,
  type Access,
  type ApiRoute as Route,
  type Decision,
  type RoleAccess,
} from '@rr/contracts/server';
