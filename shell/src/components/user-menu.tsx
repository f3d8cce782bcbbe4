import { LOCALE_NAMES } from '@rr/i18n';
import { displayName, localeAtom, profilePath, sessionAtom } from '@rr/session';
import { Avatar, DropdownMenu, IconChevronDown, IconGlobe, IconLogout, IconUser } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOGOUT_PATH } from '../app/guard';

// The language dialog comes with its first opening (as on the public pages): a role's start page does not wait for it.
const LanguageModal = lazy(() => import(/* webpackChunkName: "public-dialogs" */ '../features/locale/language-modal').then((module) => ({ default: module.LanguageModal })));

/**
 * Spec §2 user menu: View profile, the language (it opens the language modal, which stores the choice on the
 * account) and Logout (a plain link to /api/logout). Headless UI closes it on outside click; DropdownMenu also closes
 * it on navigation.
 */
export function UserMenu({ variant }: { variant: 'sidebar' | 'topbar' }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  const [choosing, setChoosing] = useState(false);
  // Mounted from the first opening on, so the dialog can close the way it opens.
  const [asked, setAsked] = useState(false);
  if (!session?.authenticated) return null;
  const name = displayName(session.user);
  const chooseLanguage = () => {
    setAsked(true);
    setChoosing(true);
  };
  return (
    <>
      <DropdownMenu
        buttonLabel={intl.formatMessage({ id: 'shell.user.menu' })}
        buttonClassName={variant === 'sidebar' ? 'rr-icon-button rr-sidebar__menu-button' : 'rr-topbar__user'}
        anchor={variant === 'sidebar' ? 'top end' : 'bottom end'}
        button={variant === 'sidebar' ? <IconChevronDown /> : <Avatar src={session.user.profileImage} name={name} size="sm" />}
        items={[
          { key: 'profile', label: intl.formatMessage({ id: 'shell.user.viewProfile' }), icon: <IconUser />, to: profilePath(session.type) },
          { key: 'language', label: intl.formatMessage({ id: 'shell.language.current' }, { language: LOCALE_NAMES[locale] }), icon: <IconGlobe />, onClick: chooseLanguage },
          { key: 'logout', label: intl.formatMessage({ id: 'shell.user.logout' }), icon: <IconLogout />, href: LOGOUT_PATH },
        ]}
      />
      {asked && (
        <Suspense fallback={null}>
          <LanguageModal open={choosing} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </>
  );
}
