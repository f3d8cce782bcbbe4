import { localizePath } from '@rr/i18n';
import { sessionAtom } from '@rr/session';
import { FullScreenSpinner } from '@rr/ui';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@rr/router';
import { preferredLocale } from '../features/locale/locale-sync';
import { useSessionLoader } from '../features/session/use-session-loader';
import { decideGuard } from './guard';
import { isApiPath } from '@rr/contracts/routes';

/** Location key at which the session was last fetched ('default' = the first page of the visit). */
export const sessionCheckedAtAtom = atom<string | null>(null);

/**
 * Client route guard for /auth (spec §5). A signed-out session is fetched again once per navigation
 * before sending to login, so a login done by a remote (which only sets a cookie) is seen here.
 */
export function AuthGuard() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const loadSession = useSessionLoader();
  const [checkedAt, setCheckedAt] = useAtom(sessionCheckedAtAtom);
  const needsCheck = !session?.authenticated && checkedAt !== location.key;

  useEffect(() => {
    if (!needsCheck) return;
    let live = true;
    void loadSession().finally(() => {
      if (live) setCheckedAt(location.key);
    });
    return () => {
      live = false;
    };
  }, [needsCheck, loadSession, setCheckedAt, location.key]);

  const target = needsCheck ? null : decideGuard(session, location.pathname, location.search);
  const fullPage = target ? isApiPath(target) : false;
  useEffect(() => {
    if (target && fullPage) window.location.assign(target);
  }, [target, fullPage]);

  if (needsCheck || fullPage) return <FullScreenSpinner />;
  if (target) {
    const localized = target.startsWith('/login') ? localizePath('/login', preferredLocale()) + target.slice('/login'.length) : target;
    return <Navigate to={localized} replace />;
  }
  return <Outlet />;
}
