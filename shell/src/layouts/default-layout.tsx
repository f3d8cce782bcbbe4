import { sessionAtom } from '@rr/session';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from '@rr/router';
import { LOGOUT_PATH } from '../app/guard';
import { BrandLogo } from '../components/brand-logo';

/** The plain layout: brand bar and a centred column. Used by email-verify, proxy pages and as the fallback. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  return (
    <div className="rr-default">
      <a href="#main" className="rr-skip-link">{intl.formatMessage({ id: 'shell.skip' })}</a>
      <header className="rr-default__header">
        <div className="rr-container rr-default__inner">
          <Link to="/"><BrandLogo suffix={intl.formatMessage({ id: 'shell.brand.home' })} /></Link>
          {session?.authenticated && <a href={LOGOUT_PATH} className="rr-link rr-link--quiet">{intl.formatMessage({ id: 'shell.user.logout' })}</a>}
        </div>
      </header>
      <main id="main" className="rr-container rr-default__main">{children ?? <Outlet />}</main>
    </div>
  );
}
