// Account pieces several areas share (a sub-path of @rr/ui, so only the remotes that use them load them).
export { ChangePasswordCard, EMPTY_PASSWORDS, PASSWORD_CODE_FIELDS, changePassword, type PasswordRole } from './change-password-card';
export { isStaleSession, refreshSession, useSessionRefresh } from './session-refresh';
