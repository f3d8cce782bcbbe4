import { AreaRoutes } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './config/pages';

/**
 * mf_dealer/routes: every page of the dealer area (spec §2) as relative routes. The shell mounts this under
 * /auth/dealer/* inside the dealer layout; navigation, guard and proxy banner are the shell's.
 */
export default function DealerRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={{ area: 'dealer', home: AREA_HOME, indexRedirect: INDEX_REDIRECT, pages: PAGES }} />
    </RemoteIntlProvider>
  );
}
