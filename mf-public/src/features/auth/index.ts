// The auth feature as other features and the routes see it: the login, sign-out confirmation, unlock-link and single
// sign-on pages, and where a signed-in user goes next. Everything else in features/auth is private to it.
export { LoginPage } from './components/login-page';
export { LoginUnlockPage } from './components/login-unlock-page';
export { LogoutPage } from './components/logout-page';
export { OAuthCallbackPage } from './components/oauth-callback-page';
export { CREATE_PIN_PATH, areaHome, loginDestination, loginWithRedirect } from './lib/login-outcome';
