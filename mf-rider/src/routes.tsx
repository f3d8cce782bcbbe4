import { AreaRoutes } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './config/pages';

/**
 * mf_rider/routes: every page of the rider area (spec §2) as relative routes. The shell mounts this under
 * /auth/rider/* inside the rider layout; navigation, guard and proxy banner are the shell's.
 */
export default function RiderRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={{ area: 'rider', home: AREA_HOME, indexRedirect: INDEX_REDIRECT, pages: PAGES }} />
    </RemoteIntlProvider>
  );
}
