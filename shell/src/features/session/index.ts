// The session feature as the rest of the shell sees it: loading the session and the site config, what an answer of
// the BFF means for the session, and the alert-and-logout reaction. Everything else in features/session is private.
export { ApiErrorBridge } from './api-error-bridge';
export { configQuery, getConfig, type SiteConfig } from './get-config';
export { getSession } from './get-session';
export { sessionOutcome, type SessionAnswer, type SessionOutcome } from './session-outcome';
export { alertAndLogout, useSessionLoader } from './use-session-loader';
