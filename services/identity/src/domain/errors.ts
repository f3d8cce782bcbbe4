import { apiError, type AppError, type ErrorCode } from '@rr/server-kit';

/** The account codes identity answers: all in the back end's one table (`ERRORS` in @rr/server-kit, docs/accounts.md). */
export type AccountErrorCode = Extract<
  ErrorCode,
  | 'LOGIN_FAILED'
  | 'DEACTIVATED'
  | 'EMAIL_TAKEN'
  | 'RIDER_ACCOUNT_REQUIRED'
  | 'CODE_INVALID'
  | 'CODE_TOO_SOON'
  | 'RESET_TOKEN_INVALID'
  | 'UNLOCK_LINK_INVALID'
  | 'CURRENT_PASSWORD_WRONG'
  | 'CURRENT_PIN_WRONG'
  | 'MERGE_CONFIRMATION'
  | 'MERGE_SAME_RIDER'
  | 'OIDC_NO_ACCOUNT'
  | 'VIN_TAKEN'
  | 'POSSIBLE_DUPLICATE_RIDER'
  | 'FORBIDDEN'
  | 'PROMOTER_SIGN_IN_TO_APPLY'
  | 'APPLICATION_DECIDED'
  | 'NOTHING_TO_UNDO'
  | 'PROMOTER_NOT_DELETABLE'
  | 'NOT_FOUND'
>;

/** The AppError for one of the account codes; `{name}` placeholders of its message are filled from `details`. */
export function accountError(code: AccountErrorCode, details?: Record<string, unknown>): AppError {
  return apiError(code, details);
}
