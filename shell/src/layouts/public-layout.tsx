import { LOCALE_NAMES } from '@rr/i18n';
import { HOME_PATHS, brandNameAtom, localeAtom, sessionAtom } from '@rr/session';
import { IconClose, IconExternal, IconGlobe, IconMenu, IconUser, NativeDialog } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation } from '@rr/router';
import { PUBLIC_HEADER_LINKS, PUBLIC_MENU_SECTIONS } from '../app/navigation';
import { BrandLogo } from '../components/brand-logo';
import { COPYRIGHT_YEAR, SOCIAL_LINKS, VEHICLE_MAKER_URL } from '../config/site';
import { useLocalizedPath } from '../features/locale/use-localized-path';

// The two dialogs a visitor opens by choice come with their first opening, not with every first visit of the site.
const LanguageModal = lazy(() => import(/* webpackChunkName: "public-dialogs" */ '../features/locale/language-modal').then((module) => ({ default: module.LanguageModal })));
const LeaveSiteModal = lazy(() => import(/* webpackChunkName: "public-dialogs" */ '../components/leave-site-modal').then((module) => ({ default: module.LeaveSiteModal })));

function CurrentLanguage() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return <>{intl.formatMessage({ id: 'shell.language.current' }, { language: LOCALE_NAMES[locale] })}</>;
}

/** Full-screen menu (spec §2): Race Rewards, Support and Account sections and the language selector. */
function FullScreenMenu({ open, onClose, onLanguage }: { open: boolean; onClose: () => void; onLanguage: () => void }) {
  const intl = useIntl();
  const brand = useAtomValue(brandNameAtom);
  const to = useLocalizedPath();
  return (
    <NativeDialog open={open} onClose={onClose} className="rr-dialog" label={intl.formatMessage({ id: 'shell.public.menu.title' })}>
      <div className="rr-fullmenu">
        <div className="rr-fullmenu__top rr-container">
          <Link to={to('/')} onClick={onClose} className="rr-public-header__brand"><BrandLogo /></Link>
          <button type="button" className="rr-icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}>
            <IconClose />
          </button>
        </div>
        <nav className="rr-fullmenu__sections rr-container" aria-label={intl.formatMessage({ id: 'shell.public.menu.title' })}>
          {PUBLIC_MENU_SECTIONS.map((section) => (
            <section key={section.id} className="rr-fullmenu__section">
              <h2 className="rr-fullmenu__heading">{section.labelId ? intl.formatMessage({ id: section.labelId }) : brand}</h2>
              <ul>
                {section.links.map((item) => (
                  <li key={item.id}>
                    <Link to={to(item.to)} onClick={onClose} className="rr-fullmenu__link">{intl.formatMessage({ id: item.labelId })}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="rr-fullmenu__section">
            <h2 className="rr-fullmenu__heading">{intl.formatMessage({ id: 'shell.language.button' })}</h2>
            <button type="button" className="rr-fullmenu__link rr-fullmenu__language" onClick={onLanguage}>
              <IconGlobe />
              <CurrentLanguage />
            </button>
          </section>
        </nav>
      </div>
    </NativeDialog>
  );
}

function PublicHeader({ onMenu }: { onMenu: () => void }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const session = useAtomValue(sessionAtom);
  const account = session?.authenticated ? HOME_PATHS[session.type] : to('/login');
  return (
    <header className="rr-public-header">
      <div className="rr-container rr-public-header__inner">
        <Link to={to('/')} className="rr-public-header__brand">
          <BrandLogo suffix={intl.formatMessage({ id: 'shell.brand.home' })} />
        </Link>
        <nav className="rr-public-header__nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
          {PUBLIC_HEADER_LINKS.map((item) => (
            <NavLink key={item.id} to={to(item.to)} className="rr-public-header__link">
              {intl.formatMessage({ id: item.labelId })}
            </NavLink>
          ))}
        </nav>
        <div className="rr-public-header__actions">
          <Link to={account} className="rr-icon-button" aria-label={intl.formatMessage({ id: session?.authenticated ? 'shell.public.account' : 'shell.public.login' })}>
            <IconUser />
          </Link>
          <button type="button" className="rr-icon-button" onClick={onMenu} aria-label={intl.formatMessage({ id: 'shell.public.menu.open' })} aria-haspopup="dialog">
            <IconMenu />
          </button>
        </div>
      </div>
    </header>
  );
}

function PublicFooter({ onLanguage }: { onLanguage: () => void }) {
  const intl = useIntl();
  const brand = useAtomValue(brandNameAtom);
  const to = useLocalizedPath();
  const [leaving, setLeaving] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <footer className="rr-public-footer">
      <div className="rr-container rr-public-footer__inner">
        <div className="rr-public-footer__brand">
          <BrandLogo />
          <p className="rr-public-footer__tagline">{intl.formatMessage({ id: 'shell.footer.tagline' })}</p>
        </div>
        <ul className="rr-public-footer__social" aria-label={intl.formatMessage({ id: 'shell.footer.social' })}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a href={social.href} target="_blank" rel="noopener noreferrer" className="rr-icon-button" aria-label={intl.formatMessage({ id: 'shell.footer.socialOn' }, { brand, network: social.network })}>
                <svg viewBox="0 0 24 24" className="rr-icon" aria-hidden="true" focusable="false"><path d={social.icon} fill="currentColor" /></svg>
              </a>
            </li>
          ))}
        </ul>
        <div className="rr-public-footer__links">
          <Link to={to('/privacy-policy')} className="rr-link rr-link--quiet">{intl.formatMessage({ id: 'shell.footer.privacy' })}</Link>
          <button type="button" className="rr-public-footer__button" onClick={() => {
              setAsked(true);
              setLeaving(true);
            }}>
            {intl.formatMessage({ id: 'shell.footer.vehicleSite' })}
            <IconExternal />
          </button>
          <button type="button" className="rr-public-footer__button" onClick={onLanguage}>
            <IconGlobe />
            <CurrentLanguage />
          </button>
        </div>
        <p className="rr-public-footer__copyright">{intl.formatMessage({ id: 'shell.footer.copyright' }, { year: COPYRIGHT_YEAR, brand })}</p>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <LeaveSiteModal open={leaving} onClose={() => setLeaving(false)} href={VEHICLE_MAKER_URL} />
        </Suspense>
      )}
    </footer>
  );
}

/** Layout of the public site: header, full-screen menu, language modal, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const [languageOpen, setLanguageOpenState] = useState(false);
  const [languageAsked, setLanguageAsked] = useState(false);
  const setLanguageOpen = (open: boolean) => {
    if (open) setLanguageAsked(true);
    setLanguageOpenState(open);
  };
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const openLanguage = () => {
    setMenuOpen(false);
    setLanguageOpen(true);
  };
  return (
    <div className="rr-public">
      <a href="#main" className="rr-skip-link">{intl.formatMessage({ id: 'shell.skip' })}</a>
      <PublicHeader onMenu={() => setMenuOpen(true)} />
      <FullScreenMenu open={menuOpen} onClose={() => setMenuOpen(false)} onLanguage={openLanguage} />
      <main id="main" className="rr-public__main">{children ?? <Outlet />}</main>
      <PublicFooter onLanguage={() => setLanguageOpen(true)} />
      {languageAsked && (
        <Suspense fallback={null}>
          <LanguageModal open={languageOpen} onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
