import { AreaRoutes, lazyPage } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION } from './config/pages';

const HomePage = lazyPage(() => import('./features/home').then((m) => m.HomePage));

/**
 * The pages built beyond their header, by their path in the route registry (config/pages.ts), each in its feature's
 * chunk so the remote's entry stays small. Every other page shows its translated title and lead (AreaRoutes).
 */
export const PAGE_ROUTES: Readonly<Record<string, React.ReactNode>> = {
  home: <HomePage />,
};

/**
 * mf_dealer/routes: every page of the dealer area (spec §2) as relative routes. The shell mounts this under
 * /auth/dealer/* inside the dealer layout; navigation, guard and proxy banner are the shell's.
 */
export default function DealerRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={DEFINITION} overrides={PAGE_ROUTES} />
    </RemoteIntlProvider>
  );
}
