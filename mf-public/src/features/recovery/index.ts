// The recovery feature as the routes see it: the account-recovery and password-reset pages. Everything else in
// features/recovery is private to it.
export { AccountRecoveryPage } from './components/account-recovery-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ForgotPasswordResetPage } from './components/forgot-password-reset-page';
export { PasswordLostResetPage } from './components/password-lost-reset-page';
