// The admin reports. routes.tsx loads each page from its own file, so each is a chunk of its own
// (recharts then loads with the first chart); other features see only these pages.
export { SummaryPage } from './components/summary-page';
export { MarketShareMonthPage } from './components/market-share-month-page';
export { MarketShareSeriesPage } from './components/market-share-series-page';
export { RiderEarningsPage } from './components/rider-earnings-page';
export { RiderRedemptionsPage } from './components/rider-redemptions-page';
export { CashOutReportPage } from './components/cash-out-report-page';
// The kit's chart for other report pages (the late and finished results events): recharts still loads only when it
// draws, inside the page's chunk (report-chart.tsx imports the drawing lazily).
export { ReportChart, type ChartSeries } from './kit/report-chart';
export { monthLabel, type ChartPoint } from './kit/figures';
