import { sessionAtom, type Session } from '@rr/session';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LOGOUT_PATH } from '../../app/guard';
import { getSession } from './get-session';

/**
 * Loads the session into sessionAtom. A session the BFF reports as inconsistent (no type or user,
 * spec §8) is alerted and logged out; a failed call counts as signed out.
 */
export function useSessionLoader(): () => Promise<Session | null> {
  const setSession = useSetAtom(sessionAtom);
  const intl = useIntl();
  return useCallback(async () => {
    try {
      const response = await getSession();
      if (response.problem === 'AUTH_INCONSISTENT') {
        window.alert(intl.formatMessage({ id: 'shell.auth.inconsistent' }));
        window.location.assign(LOGOUT_PATH);
        return null;
      }
      const session: Session = response.authenticated
        ? { authenticated: true, type: response.type, user: response.user, proxyHost: Boolean(response.proxyHost) }
        : { authenticated: false };
      setSession(session);
      return session;
    } catch {
      const session: Session = { authenticated: false };
      setSession(session);
      return session;
    }
  }, [intl, setSession]);
}
