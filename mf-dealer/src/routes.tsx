import { lazyPage } from '@rr/ui';
import { RemoteAreaRoutes } from '@rr/ui/remote-area-routes';
import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION } from './config/pages';

const HomePage = lazyPage(() => import('./features/home').then((m) => m.HomePage));
const RidersPage = lazyPage(() => import('./features/riders').then((m) => m.RidersPage));
const TillPage = lazyPage(() => import('./features/till').then((m) => m.TillPage));
const RedemptionsPage = lazyPage(() => import('./features/redemptions').then((m) => m.RedemptionsPage));
const ProfilePage = lazyPage(() => import('./features/profile').then((m) => m.ProfilePage));

/**
 * The pages built beyond their header, by their path in the route registry (config/pages.ts), each in its feature's
 * chunk so the remote's entry stays small. Every other page shows its translated title and lead (AreaRoutes).
 */
export const PAGE_ROUTES: Readonly<Record<string, React.ReactNode>> = {
  home: <HomePage />,
  riders: <RidersPage />,
  'rider/:riderId': <TillPage />,
  redemptions: <RedemptionsPage />,
  profile: <ProfilePage />,
};

/**
 * mf_dealer/routes: every page of the dealer area (spec §2) as relative routes. The shell mounts this under
 * /auth/dealer/* inside the dealer layout; navigation, guard and proxy banner are the shell's.
 */
export default function DealerRoutes() {
  return <RemoteAreaRoutes intl={RemoteIntlProvider} build={__RR_REMOTE_BUILD__} definition={DEFINITION} overrides={PAGE_ROUTES} />;
}
