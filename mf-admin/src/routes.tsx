import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { SectionPage } from './components/section-page';
import { WelcomePage } from './components/welcome-page';
import { AREA_HOME, INDEX_REDIRECT, PAGES, type AreaPage } from './config/pages';

function pageElement(page: AreaPage) {
  if (page.welcome) return <WelcomePage page={page.page} />;
  return <SectionPage page={page.page} {...(page.param ? { param: page.param } : {})} optional={page.optional ?? false} />;
}

/**
 * mf_admin/routes: every page of the admin area (spec §2) as relative routes. The shell mounts this under
 * /auth/admin/* inside the admin layout; navigation, guard and proxy banner are the shell's.
 */
export default function AdminRoutes() {
  return (
    <RemoteIntlProvider>
      <Routes>
        {INDEX_REDIRECT ? <Route index element={<Navigate to={INDEX_REDIRECT} replace />} /> : null}
        {PAGES.map((page) =>
          page.path === '' ? (
            <Route key="index" index element={pageElement(page)} />
          ) : (
            <Route key={page.path} path={page.path} element={pageElement(page)} />
          ),
        )}
        <Route path="*" element={<NotFoundScreen homeHref={AREA_HOME} />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
