import { isUserType } from '@rr/session';
import { areaHome } from '../../auth';

/**
 * Decisions of the recovery screens (docs/accounts.md "Recovery"): the reset link's token, the two steps of
 * account recovery, and where a recovered user lands.
 */

/** The ?token= of an e-mailed reset link, or null when the link has none. */
export function resetToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}

/** After a correct recovery code the session is marked for recovery: set the new password there. */
export const AFTER_RECOVERY_CODE_PATH = '/password-lost-reset';

/**
 * Where a user goes after setting a new password in a recovery session: their area, from the answer
 * (`{ type }` or `{ user: { type } }`), else from the session they had; null when neither names a type.
 */
export function recoveredDestination(answer: unknown, sessionType?: string | null): string | null {
  const record = typeof answer === 'object' && answer !== null ? (answer as { type?: unknown; user?: { type?: unknown } }) : {};
  const type = record.type ?? record.user?.type ?? sessionType;
  return isUserType(type) ? areaHome(type) : null;
}

/** A one-time code input keeps digits only, at most 6 (pasted spaces and dashes dropped). */
export function normaliseCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The two steps of /account-recovery: ask for a code, then type it. */
export type RecoveryStep = { step: 'email' } | { step: 'code'; email: string };

export type RecoveryEvent = { type: 'codeSent'; email: string } | { type: 'changeEmail' };

export function recoveryReducer(state: RecoveryStep, event: RecoveryEvent): RecoveryStep {
  switch (event.type) {
    case 'codeSent':
      return { step: 'code', email: event.email };
    case 'changeEmail':
      return { step: 'email' };
  }
  return state;
}
