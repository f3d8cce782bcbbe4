// The auth feature as other features and the routes see it: the login and single sign-on pages, and where a
// signed-in user goes next. Everything else in features/auth is private to it.
export { LoginPage } from './components/login-page';
export { OAuthCallbackPage } from './components/oauth-callback-page';
export { CREATE_PIN_PATH, areaHome, loginDestination, loginWithRedirect } from './lib/login-outcome';
