// Client side of the /auth route guard (spec §5). The BFF guards /api; this decides where the browser
// goes. Pure, so every rule is unit tested.
import { ROLES, isAuthPath, paths } from '@rr/contracts/routes';
import { HOME_PATHS, riderNeedsVin, type Session } from '@rr/session';

export const EMAIL_VERIFY_PATH = paths.auth.emailVerify();
export const RIDER_PROFILE_PATH = paths.rider.profile();
export const LOGOUT_PATH = paths.logout();

/**
 * Where to send the user instead of `pathname`, or null to show it. `search` is kept in the login
 * redirect so the user comes back to the same page. A result starting with /api/ is a full-page
 * navigation (logout), anything else a router navigation.
 */
export function decideGuard(session: Session | null, pathname: string, search = ''): string | null {
  if (!isAuthPath(pathname)) return null;
  if (!session || !session.authenticated) {
    return `${paths.public.login()}?redirect=${encodeURIComponent(pathname + search)}`;
  }
  const { type, user, proxyHost } = session;
  if (user.deActivated && !proxyHost) return LOGOUT_PATH;
  const onVerifyPage = pathname === EMAIL_VERIFY_PATH;
  if (!user.emailVerified && !proxyHost) return onVerifyPage ? null : EMAIL_VERIFY_PATH;
  if (onVerifyPage) return HOME_PATHS[type];

  const area = pathname.split('/')[2] ?? '';
  if (area === '') return HOME_PATHS[type];
  if ((ROLES as readonly string[]).includes(area) && area !== type) return HOME_PATHS[type];

  const normalized = pathname.replace(/\/+$/, '');
  if (type === 'rider' && normalized !== RIDER_PROFILE_PATH && riderNeedsVin(user)) {
    return `${RIDER_PROFILE_PATH}?redirect=vin`;
  }
  return null;
}
