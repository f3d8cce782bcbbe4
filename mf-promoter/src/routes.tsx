import { AreaRoutes } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { AREA_HOME, INDEX_REDIRECT, PAGES } from './config/pages';

/**
 * mf_promoter/routes: every page of the promoter area (spec §2) as relative routes. The shell mounts this under
 * /auth/promoter/* inside the promoter layout; navigation, guard and proxy banner are the shell's.
 */
export default function PromoterRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={{ area: 'promoter', home: AREA_HOME, indexRedirect: INDEX_REDIRECT, pages: PAGES }} />
    </RemoteIntlProvider>
  );
}
