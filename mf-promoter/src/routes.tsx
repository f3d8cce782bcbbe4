import { lazyPage } from '@rr/ui';
import { RemoteAreaRoutes } from '@rr/ui/remote-area-routes';
import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION, PAGES } from './config/pages';

import './styles/promoter.css';

const HomePage = lazyPage(() => import('./features/home').then((m) => m.HomePage));
const EventPage = lazyPage(() => import('./features/events').then((m) => m.EventPage));
const SeriePage = lazyPage(() => import('./features/series').then((m) => m.SeriePage));
const ProfilePage = lazyPage(() => import('./features/profile').then((m) => m.ProfilePage));

const pathOf = (page: string) => PAGES.find((p) => p.page === page)!.path;

/**
 * Every page of the promoter area (spec §2), by its relative path in the route registry (config/pages.ts), each in
 * its feature's chunk so the remote's entry stays small.
 */
export const PAGE_ROUTES: Readonly<Record<string, React.ReactNode>> = {
  [pathOf('home')]: <HomePage />,
  [pathOf('profile')]: <ProfilePage />,
  [pathOf('event')]: <EventPage />,
  [pathOf('serie')]: <SeriePage />,
};

/**
 * mf_promoter/routes: every page of the promoter area (spec §2) as relative routes. The shell mounts this under
 * /auth/promoter/* inside the promoter layout; navigation, guard and proxy banner are the shell's.
 */
export default function PromoterRoutes() {
  return <RemoteAreaRoutes intl={RemoteIntlProvider} build={__RR_REMOTE_BUILD__} definition={DEFINITION} overrides={PAGE_ROUTES} />;
}
