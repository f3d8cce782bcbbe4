import { test } from '@playwright/test';
import { reportTests } from './reports-kit';
import { col, tableReportTitle, walkTableReport, type Column, type TableReport } from './reports-tables';

/**
 * The brand's market share by month and by series: events, finishers and paid places, and the brand's part of them,
 * over the range; the CSV and XLSX hold the table's rows (a month as 'YYYY-MM' in the file, named on the page).
 */

const shareColumns = (by: 'month' | 'series'): Column[] => [
  by === 'month' ? col('Month', 'month') : col('Series', 'label'),
  col('Events', 'count'),
  col('Finishers', 'count'),
  col('On the brand’s bikes', 'count', 'Finishers on the brand’s bikes'),
  col('Finisher share', 'percent', 'Brand share of finishers (%)'),
  col('Paid places', 'count'),
  col('Paid places on the brand’s bikes', 'count'),
  col('Payout share', 'percent', 'Brand share of paid places (%)'),
];

const MARKET_SHARE: TableReport[] = [
  { path: 'market-share-month', title: { en: 'Market share by month', fr: 'Part de marché par mois' }, columns: shareColumns('month') },
  { path: 'market-share-series', title: { en: 'Market share by series', fr: 'Part de marché par série' }, columns: shareColumns('series') },
];

reportTests(() => {
  for (const report of MARKET_SHARE) test(tableReportTitle(report), ({ page }) => walkTableReport(page, report));
});
