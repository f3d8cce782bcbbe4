import { lazyPage } from '@rr/ui';
import { RemoteAreaRoutes } from '@rr/ui/remote-area-routes';
import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION } from './config/pages';

const DashboardPage = lazyPage(() => import('./features/dashboard').then((m) => m.DashboardPage));
const EarningsPage = lazyPage(() => import('./features/earnings').then((m) => m.EarningsPage));
const CashoutPage = lazyPage(() => import('./features/cashout').then((m) => m.CashoutPage));
const WalletPage = lazyPage(() => import('./features/wallet').then((m) => m.WalletPage));
const EventPage = lazyPage(() => import('./features/event').then((m) => m.EventPage));
const ProfilePage = lazyPage(() => import('./features/profile').then((m) => m.ProfilePage));
const EventsPage = lazyPage(() => import('./features/events').then((m) => m.EventsPage));
const SeriesPage = lazyPage(() => import('./features/series').then((m) => m.SeriesPage));
const SeriePage = lazyPage(() => import('./features/serie').then((m) => m.SeriePage));
const CategoryPage = lazyPage(() => import('./features/category').then((m) => m.CategoryPage));

/**
 * The pages built beyond their header, by their path in the route registry (config/pages.ts), each in its feature's
 * chunk so the remote's entry stays small. Every other page shows its translated title and lead (AreaRoutes).
 */
export const PAGE_ROUTES: Readonly<Record<string, React.ReactNode>> = {
  dashboard: <DashboardPage />,
  earnings: <EarningsPage />,
  cashout: <CashoutPage />,
  redemptions: <WalletPage />,
  'event/:eventId': <EventPage />,
  profile: <ProfilePage />,
  events: <EventsPage />,
  series: <SeriesPage />,
  'serie/:seriesId': <SeriePage />,
  category: <CategoryPage />,
};

/**
 * mf_rider/routes: every page of the rider area (spec §2) as relative routes. The shell mounts this under
 * /auth/rider/* inside the rider layout; navigation, guard and proxy banner are the shell's.
 */
export default function RiderRoutes() {
  return <RemoteAreaRoutes intl={RemoteIntlProvider} build={__RR_REMOTE_BUILD__} definition={DEFINITION} overrides={PAGE_ROUTES} />;
}
