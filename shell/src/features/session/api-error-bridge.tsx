import { setApiErrorHandler } from '@rr/api-client';
import { sessionAtom } from '@rr/session';
import { toast } from '@rr/ui';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@rr/ui';
import { LOGOUT_MESSAGES, authErrorReaction } from './session-outcome';
import { alertAndLogout, useSessionLoader } from './use-session-loader';

/**
 * The one handler of failed API calls (spec §7 "Every call shows an alert on error"), for the shell and
 * every remote: a toast in the current locale (`error.<code>`, else the server's text, else the status text
 * for calls that ask for it). A call that shows the session has ended or needs a verified e-mail reloads the
 * session, so the route guard sends the user on; a deactivated account is alerted and logged out.
 */
export function ApiErrorBridge() {
  const intl = useIntl();
  const store = useStore();
  const loadSession = useSessionLoader();
  const reloading = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    setApiErrorHandler((message, error) => {
      const signedIn = store.get(sessionAtom)?.authenticated === true;
      const reaction = authErrorReaction(error, signedIn);
      if (reaction === 'logout') {
        alertAndLogout(intl, error.code === 'AUTH_INCONSISTENT' ? LOGOUT_MESSAGES.AUTH_INCONSISTENT : LOGOUT_MESSAGES.DEACTIVATED);
        return;
      }
      toast.error(message === error.message ? apiErrorText(intl, error) : message);
      if (reaction === 'reload-session' && !reloading.current) {
        // Several calls failing together reload the session once.
        reloading.current = loadSession().finally(() => {
          reloading.current = null;
        });
      }
    });
    return () => setApiErrorHandler(undefined);
  }, [intl, store, loadSession]);

  return null;
}
