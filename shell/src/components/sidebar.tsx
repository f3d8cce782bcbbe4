import { displayName, profilePath, sessionAtom, type UserType } from '@rr/session';
import { Avatar, Collapsible } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from '@rr/router';
import { NAVIGATION, isGroupActive, isLinkActive, type NavLink as NavLinkItem } from '../app/navigation';
import { BrandLogo } from './brand-logo';
import { UserMenu } from './user-menu';

function SidebarLink({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  const intl = useIntl();
  const active = isLinkActive(item, pathname);
  return (
    <NavLink to={item.to} end={item.end} className={() => `rr-sidebar__link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
      {intl.formatMessage({ id: item.labelId })}
    </NavLink>
  );
}

/** Identity block (spec §2 "Sidebar identity fields"): picture, name, e-mail, user type, View profile. */
function Identity() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  if (!session?.authenticated) return null;
  const { user, type } = session;
  const name = displayName(user);
  return (
    <div className="rr-sidebar__identity">
      <Avatar src={user.profileImage} name={name} size="md" />
      <div className="rr-sidebar__who">
        <p className="rr-sidebar__name" title={name}>{name}</p>
        <p className="rr-sidebar__email" title={user.email}>{user.email}</p>
        <p className="rr-sidebar__type">{intl.formatMessage({ id: `shell.userType.${type}` })}</p>
        <Link to={profilePath(type)} className="rr-sidebar__profile">{intl.formatMessage({ id: 'shell.user.viewProfile' })}</Link>
      </div>
      <UserMenu variant="sidebar" />
    </div>
  );
}

/** The signed-in sidebar: brand, the role's navigation (owned by the shell) and the identity block. */
export function Sidebar({ role }: { role: UserType }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className="rr-sidebar">
      <Link to={NAVIGATION[role][0]?.kind === 'link' ? (NAVIGATION[role][0] as NavLinkItem).to : '/'} className="rr-sidebar__brand">
        <BrandLogo />
      </Link>
      <nav className="rr-sidebar__nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        <ul>
          {NAVIGATION[role].map((item) => (
            <li key={item.id}>
              {item.kind === 'link' ? (
                <SidebarLink item={item} pathname={pathname} />
              ) : (
                <Collapsible
                  title={intl.formatMessage({ id: item.labelId })}
                  defaultOpen={isGroupActive(item, pathname)}
                  buttonClassName="rr-sidebar__group"
                >
                  <ul className="rr-sidebar__sublist">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <SidebarLink item={child} pathname={pathname} />
                      </li>
                    ))}
                  </ul>
                </Collapsible>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <Identity />
    </div>
  );
}
