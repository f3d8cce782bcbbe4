import { queryCall, queryKeys } from '@rr/api-client';
import { sessionAtom, type Session } from '@rr/session';
import { useQueryClient, type QueryClient } from '@rr/api-client';
import { useStore } from 'jotai';
import { startTransition, useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LOGOUT_PATH } from '../../app/guard';
import { getSession } from './get-session';
import { sessionIdentity, sessionOutcome } from './session-outcome';

/** Spec §8: alert the message, then log out (GET /api/logout by navigation). */
export function alertAndLogout(intl: IntlShape, messageId: string): void {
  window.alert(intl.formatMessage({ id: messageId }));
  window.location.assign(LOGOUT_PATH);
}

/** Areas that do not depend on who is signed in, kept when the identity changes. */
const SHARED_AREAS: readonly unknown[] = [queryKeys.session.all[0], queryKeys.config.all[0]];

/** Drops every cached answer that belonged to the previous identity (another user's riders, wallet, …). */
function forgetOtherIdentity(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !SHARED_AREAS.includes(query.queryKey[0]) });
}

/**
 * Loads the session into sessionAtom. A session the BFF reports as inconsistent (no type or user) or
 * deactivated is alerted and logged out (spec §8); a failed call counts as signed out. Loads started
 * together (boot, route guard, a failed call's reload) share one request; when the identity changes, the
 * cached data of the previous one is dropped. With `transition`, the session is stored in a transition: React then
 * renders what it changes in slices, yielding to the browser between them (the boot uses it while the app renders out
 * of sight behind a first screen, where nothing on screen waits for that render).
 */
export function useSessionLoader({ transition = false }: { transition?: boolean } = {}): () => Promise<Session | null> {
  const store = useStore();
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let outcome;
    try {
      const answer = await queryClient.fetchQuery<unknown>({
        queryKey: queryKeys.session.current(),
        queryFn: (context) => getSession(queryCall(context)),
        staleTime: 0,
        retry: false,
      });
      outcome = sessionOutcome(answer);
    } catch {
      outcome = sessionOutcome(null);
    }
    if (outcome.kind === 'logout') {
      alertAndLogout(intl, outcome.messageId);
      return null;
    }
    const previous = store.get(sessionAtom);
    if (previous && sessionIdentity(previous) !== sessionIdentity(outcome.session)) forgetOtherIdentity(queryClient);
    const session = outcome.session;
    if (transition) startTransition(() => store.set(sessionAtom, session));
    else store.set(sessionAtom, session);
    return session;
  }, [intl, store, queryClient, transition]);
}
