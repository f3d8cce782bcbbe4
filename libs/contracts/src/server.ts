/**
 * @rr/contracts/server: what only servers use. Every locale's validation catalog (`validationMessages`), formatting a
 * message without react-intl (`formatMessage`) and the 400 body of a failed parse in the caller's locale
 * (`toServerError`). Kept out of the package's main entry: browsers share that entry as one untreeshaken module, and
 * these pull all eight catalogs into it (a browser loads one locale at a time, `loadValidationMessages`).
 */
export { formatMessage, validationMessages } from './catalogs';
export { toServerError } from './server-errors';
// The `/api` role policy, for the BFF and the services: no browser needs it, and the main entry is in every first load.
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
} from './routes/api';
export * from './internal';
export * from './server-bodies';
export * from './series-end';
export * from './report-messages';
export * from './rider-notices';
export * from './user-changes';
export { isSitePage } from './routes/site-pages';
