import { AreaRoutes } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './config/pages';

/**
 * mf_admin/routes: every page of the admin area (spec §2) as relative routes. The shell mounts this under
 * /auth/admin/* inside the admin layout; navigation, guard and proxy banner are the shell's.
 */
export default function AdminRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={{ area: 'admin', home: AREA_HOME, indexRedirect: INDEX_REDIRECT, pages: PAGES }} />
    </RemoteIntlProvider>
  );
}
