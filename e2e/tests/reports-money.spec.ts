import { test } from '@playwright/test';
import { reportTests } from './reports-kit';
import { col, COUNTRY, RIDER, tableReportTitle, walkTableReport, type TableReport } from './reports-tables';

/**
 * The riders' money over the range: what each earned (by kind, withheld), redeemed at dealers, and cashed out; the CSV
 * and XLSX hold the table's rows, with the rider's email beside the name in the file.
 */

const RIDERS_MONEY: TableReport[] = [
  {
    path: 'rider-earnings',
    title: { en: 'Rider earnings', fr: 'Gains des pilotes' },
    seeded: true,
    columns: [
      RIDER,
      col('Rider', 'email', 'Email'),
      COUNTRY,
      col('Pro or amateur', 'label'),
      col('Earned', 'money'),
      col('Cash', 'money', 'Earned in cash'),
      col('Dealer credit', 'money', 'Earned in dealer credit'),
      col('Bonuses', 'money', 'Earned in bonuses'),
      col('Withheld', 'money', 'Tax withheld'),
      col('Payouts', 'count', 'Number of payouts'),
    ],
  },
  {
    path: 'rider-redemptions',
    title: { en: 'Rider redemptions', fr: 'Utilisations des pilotes' },
    seeded: true,
    columns: [RIDER, COUNTRY, col('Redeemed', 'money'), col('Redemptions', 'count'), col('Refunded', 'money'), col('Dealers visited', 'count', 'Dealers used')],
  },
  {
    // The demo data may have no cash-out: the table may be empty, and the export then has its header line only.
    path: 'cash-out-report',
    title: { en: 'Cash-out report', fr: 'Rapport des encaissements' },
    columns: [
      RIDER,
      COUNTRY,
      col('Provider', 'text', 'Payment provider'),
      col('Method', 'label', 'Payment method'),
      col('Cash-out status', 'label'),
      col('Amount', 'money'),
      col('Balance before', 'money'),
      col('Balance after', 'money'),
      col('Withheld in the range', 'money', 'Tax withheld'),
      col('Provider order', 'text', 'Provider order number'),
    ],
  },
];

reportTests(() => {
  for (const report of RIDERS_MONEY) test(tableReportTitle(report), ({ page }) => walkTableReport(page, report));
});
