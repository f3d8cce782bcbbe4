import { RemoteIntlProvider } from './app/intl-provider';
import { DEFINITION } from './config/pages';
import { LazyRidersPage } from './features/riders/components/lazy-riders-page';
import { DealerShortcuts } from './features/dealers/components/dealer-nav';
import { ProgrammeSettings } from './features/dashboard/components/programme-settings';
import { Dashboard } from './features/dashboard';
import { StartPage, lazyPage } from '@rr/ui';
import { RemoteAreaRoutes } from '@rr/ui/remote-area-routes';
import './styles/admin.css';

// The deadline reports in a chunk of their own (they bring the CSV kit).
const DeadlineReportPage = lazyPage(() => import('./features/deadlines').then((m) => m.DeadlineReportPage));
const EventsPage = lazyPage(() => import('./features/events').then((m) => m.EventsPage));
// The Promoter Manager (lists, a promoter, an application) in one chunk.
const PromotersPage = lazyPage(() => import('./features/promoters').then((m) => m.PromotersPage));
const PromoterPage = lazyPage(() => import('./features/promoters').then((m) => m.PromoterPage));
const ApplicationPage = lazyPage(() => import('./features/promoters').then((m) => m.ApplicationPage));
// Series, categories and the event page with the event tools.
const SeriesListPage = lazyPage(() => import('./features/catalog').then((m) => m.SeriesListPage));
const SeriePage = lazyPage(() => import('./features/catalog').then((m) => m.SeriePage));
const CategoriesPage = lazyPage(() => import('./features/catalog').then((m) => m.CategoriesPage));
const CategoryPage = lazyPage(() => import('./features/catalog').then((m) => m.CategoryPage));
const EventPage = lazyPage(() => import('./features/catalog').then((m) => m.EventPage));
// Payout claims, with the rider picker.
const ClaimsPage = lazyPage(() => import('./features/claims').then((m) => m.ClaimsPage));
// A rider's money (withholding, earnings and the sent mark, claims).
const RiderPage = lazyPage(() => import('./features/rider-detail').then((m) => m.RiderPage));
// The profile page's forms bring react-hook-form (16 KB gzip): loaded when the page is opened, not at sign-in.
const ProfilePage = lazyPage(() => import('./features/profile/components/profile-page').then((m) => m.ProfilePage));
// Dealers, their logins, redemptions and refunds in one chunk.
const DealersPage = lazyPage(() => import('./features/dealers').then((m) => m.DealersPage));
const DealerPage = lazyPage(() => import('./features/dealers').then((m) => m.DealerPage));
const DealerLoginsPage = lazyPage(() => import('./features/dealers').then((m) => m.DealerLoginsPage));
const DealerRefundsPage = lazyPage(() => import('./features/dealers').then((m) => m.DealerRefundsPage));
// VIN patterns and the rider VIN report, each a chunk of its own.
const VinPatternsPage = lazyPage(() => import('./features/vin-patterns').then((m) => m.VinPatternsPage));
const RiderVinReportPage = lazyPage(() => import('./features/rider-vin-report').then((m) => m.RiderVinReportPage));
// The aggregate reports, each a chunk of its own; recharts loads inside them with the first chart.
const SummaryPage = lazyPage(() => import('./features/reports/components/summary-page').then((m) => m.SummaryPage));
const MarketShareMonthPage = lazyPage(() => import('./features/reports/components/market-share-month-page').then((m) => m.MarketShareMonthPage));
const MarketShareSeriesPage = lazyPage(() => import('./features/reports/components/market-share-series-page').then((m) => m.MarketShareSeriesPage));
const RiderEarningsPage = lazyPage(() => import('./features/reports/components/rider-earnings-page').then((m) => m.RiderEarningsPage));
const RiderRedemptionsPage = lazyPage(() => import('./features/reports/components/rider-redemptions-page').then((m) => m.RiderRedemptionsPage));
const CashOutReportPage = lazyPage(() => import('./features/reports/components/cash-out-report-page').then((m) => m.CashOutReportPage));
// What riders owe after corrections, a chunk of its own with its catalog (the table kit loads with it).
const ReceivablesPage = lazyPage(() => import('./features/receivables').then((m) => m.ReceivablesPage));
const YearEndPage = lazyPage(() => import('./features/year-end').then((m) => m.YearEndPage));
// The programme's payout rules (docs/rules.md): the versions and one version's editor, one chunk with its catalog.
const rules = () => import('./features/rules');
const RulesPage = lazyPage(() => rules().then((m) => m.RulesPage));
const RuleSetPage = lazyPage(() => rules().then((m) => m.RuleSetPage));
// Staff's queue of result lines to match across events, a chunk of its own (with the event tools' line pieces).
const ExceptionsPage = lazyPage(() => import('./features/exceptions').then((m) => m.ExceptionsPage));

/** The pages built beyond their header, by their path in config/pages.ts. */
export const OVERRIDES = {
  // The start page: the dashboard (in the routes chunk, no chart library: it is the admin's first
  // load), then the programme's settings and the way to the dealer pages (the spec gives them no sidebar item).
  '': (
    <div className="adm-page">
      <StartPage area="admin" leadId="admin.dashboard.lead" />
      <Dashboard />
      <ProgrammeSettings />
      <DealerShortcuts />
    </div>
  ),
  events: <EventsPage />,
  promoters: <PromotersPage kind="promoters" />,
  'promoter-applications': <PromotersPage kind="applications" />,
  'promoter/:promoterId?': <PromoterPage />,
  'promoter-applications/:promoterId': <ApplicationPage />,
  series: <SeriesListPage />,
  'serie/:seriesId?': <SeriePage />,
  categories: <CategoriesPage />,
  'category/:categoryId?': <CategoryPage />,
  'event/:eventId?': <EventPage />,
  'late-results-events': <DeadlineReportPage kind="late" />,
  'finished-results-events': <DeadlineReportPage kind="finished" />,
  riders: <LazyRidersPage />,
  'payout-claims': <ClaimsPage />,
  'rider/:riderId?': <RiderPage />,
  dealers: <DealersPage />,
  'dealer/:dealerId?': <DealerPage />,
  'dealer-logins': <DealerLoginsPage />,
  'dealer-refunds': <DealerRefundsPage />,
  'vin-patterns': <VinPatternsPage />,
  'rider-vin-report': <RiderVinReportPage />,
  summary: <SummaryPage />,
  'market-share-month': <MarketShareMonthPage />,
  'market-share-series': <MarketShareSeriesPage />,
  'rider-earnings': <RiderEarningsPage />,
  'rider-redemptions': <RiderRedemptionsPage />,
  'cash-out-report': <CashOutReportPage />,
  receivables: <ReceivablesPage />,
  'year-end': <YearEndPage />,
  exceptions: <ExceptionsPage />,
  rules: <RulesPage />,
  'rules/:ruleSetId': <RuleSetPage />,
  profile: <ProfilePage />,
};

/**
 * mf_admin/routes: every page of the admin area (spec §2) as relative routes. The shell mounts this under
 * /auth/admin/* inside the admin layout; navigation, guard and proxy banner are the shell's.
 */
export default function AdminRoutes() {
  return <RemoteAreaRoutes intl={RemoteIntlProvider} build={__RR_REMOTE_BUILD__} definition={DEFINITION} overrides={OVERRIDES} />;
}
