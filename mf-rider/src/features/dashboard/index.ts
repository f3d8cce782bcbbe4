// The dashboard feature as the routes see it: the rider's start page. Everything else in features/dashboard is
// private to it.
export { DashboardPage } from './components/dashboard-page';
export { accountSummary, type AccountSummary, type VinStatus } from './lib/account-summary';
