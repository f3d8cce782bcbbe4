import { AreaRoutes, lazyPage } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION, PAGES } from './config/pages';

import './styles/promoter.css';

const HomePage = lazyPage(() => import('./features/home').then((m) => m.HomePage));
const EventPage = lazyPage(() => import('./features/events').then((m) => m.EventPage));
const SeriePage = lazyPage(() => import('./features/events').then((m) => m.SeriePage));

/**
 * The pages built beyond their header, by their relative path in the route registry (config/pages.ts), each in its feature's
 * chunk so the remote's entry stays small. Every other page shows its translated title and lead (AreaRoutes).
 */
export const PAGE_ROUTES: Readonly<Record<string, React.ReactNode>> = {
  home: <HomePage />,
  [PAGES.find((page) => page.page === 'event')!.path]: <EventPage />,
  [PAGES.find((page) => page.page === 'serie')!.path]: <SeriePage />,
};

/**
 * mf_promoter/routes: every page of the promoter area (spec §2) as relative routes. The shell mounts this under
 * /auth/promoter/* inside the promoter layout; navigation, guard and proxy banner are the shell's.
 */
export default function PromoterRoutes() {
  return (
    <RemoteIntlProvider>
      <AreaRoutes definition={DEFINITION} overrides={PAGE_ROUTES} />
    </RemoteIntlProvider>
  );
}
