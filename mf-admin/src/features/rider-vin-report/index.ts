export { RiderVinReportPage } from './components/rider-vin-report-page';
