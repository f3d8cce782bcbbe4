export { DeadlineReportPage } from './components/deadline-report-page';
