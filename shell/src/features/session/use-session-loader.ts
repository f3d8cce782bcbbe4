import { sessionAtom, type Session } from '@rr/session';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LOGOUT_PATH } from '../../app/guard';
import { getSession } from './get-session';
import { sessionOutcome } from './session-outcome';

/** Spec §8: alert the message, then log out (GET /api/logout by navigation). */
export function alertAndLogout(intl: IntlShape, messageId: string): void {
  window.alert(intl.formatMessage({ id: messageId }));
  window.location.assign(LOGOUT_PATH);
}

/**
 * Loads the session into sessionAtom. A session the BFF reports as inconsistent (no type or user) or
 * deactivated is alerted and logged out (spec §8); a failed call counts as signed out.
 */
export function useSessionLoader(): () => Promise<Session | null> {
  const setSession = useSetAtom(sessionAtom);
  const intl = useIntl();
  return useCallback(async () => {
    let outcome;
    try {
      outcome = sessionOutcome(await getSession());
    } catch {
      outcome = sessionOutcome(null);
    }
    if (outcome.kind === 'logout') {
      alertAndLogout(intl, outcome.messageId);
      return null;
    }
    setSession(outcome.session);
    return outcome.session;
  }, [intl, setSession]);
}
