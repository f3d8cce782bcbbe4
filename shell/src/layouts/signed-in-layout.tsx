import type { UserType } from '@rr/session';
import { IconMenu, SlideOver } from '@rr/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from '@rr/router';
import { HOME_PATHS } from '@rr/session';
import { BrandLogo } from '../components/brand-logo';
import { ProxyBanner } from '../components/proxy-banner';
import { Sidebar } from '../components/sidebar';
import { UserMenu } from '../components/user-menu';

/**
 * Signed-in layout (spec §2): sidebar fixed on desktop; on mobile a top bar with the menu button, the
 * brand logo and the user menu, and the sidebar in a slide-over that closes on route change. Dealer,
 * promoter and rider layouts carry the proxy banner slot.
 */
export function SignedInLayout({ role, children }: { role: UserType; children?: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="rr-app" data-role={role}>
      <a href="#main" className="rr-skip-link">{intl.formatMessage({ id: 'shell.skip' })}</a>
      <aside className="rr-app__sidebar" aria-label={intl.formatMessage({ id: 'shell.sidebar.label' })}>
        <Sidebar role={role} />
      </aside>
      <SlideOver open={open} onClose={() => setOpen(false)} label={intl.formatMessage({ id: 'shell.sidebar.label' })} className="rr-app__drawer">
        <Sidebar role={role} />
      </SlideOver>
      <div className="rr-app__body">
        <header className="rr-topbar">
          <button type="button" className="rr-icon-button" onClick={() => setOpen(true)} aria-label={intl.formatMessage({ id: 'shell.sidebar.open' })} aria-expanded={open}>
            <IconMenu />
          </button>
          <Link to={HOME_PATHS[role]} className="rr-topbar__brand">
            <BrandLogo suffix={intl.formatMessage({ id: 'shell.brand.home' })} />
          </Link>
          <UserMenu variant="topbar" />
        </header>
        {role !== 'admin' && <ProxyBanner />}
        <main id="main" className="rr-app__main">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}

