import { displayName, profilePath, sessionAtom } from '@rr/session';
import { Avatar, DropdownMenu, IconChevronDown, IconLogout, IconUser } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { LOGOUT_PATH } from '../app/guard';

/**
 * Spec §2 user menu: View profile and Logout (a plain link to /api/logout). Headless UI closes it on
 * outside click; DropdownMenu also closes it on navigation.
 */
export function UserMenu({ variant }: { variant: 'sidebar' | 'topbar' }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  if (!session?.authenticated) return null;
  const name = displayName(session.user);
  return (
    <DropdownMenu
      buttonLabel={intl.formatMessage({ id: 'shell.user.menu' })}
      buttonClassName={variant === 'sidebar' ? 'rr-icon-button rr-sidebar__menu-button' : 'rr-topbar__user'}
      anchor={variant === 'sidebar' ? 'top end' : 'bottom end'}
      button={variant === 'sidebar' ? <IconChevronDown /> : <Avatar src={session.user.profileImage} name={name} size="sm" />}
      items={[
        { key: 'profile', label: intl.formatMessage({ id: 'shell.user.viewProfile' }), icon: <IconUser />, to: profilePath(session.type) },
        { key: 'logout', label: intl.formatMessage({ id: 'shell.user.logout' }), icon: <IconLogout />, href: LOGOUT_PATH },
      ]}
    />
  );
}
