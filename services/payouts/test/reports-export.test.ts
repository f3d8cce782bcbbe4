import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { CASHOUT_METHODS, CASHOUT_STATUSES, LOCALES, PAYMENT_PROVIDERS, cashoutReportSchema, marketShareSchema, ratioFigure, reportSummarySchema, riderEarningsReportSchema, riderRedemptionsReportSchema, topDealersSchema, topRidersSchema, type Locale } from '@rr/contracts';
import { reportMessages } from '@rr/server-kit/tabular-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, downloadedSheet } from '@rr/server-kit/testing';
import { pagesOf } from '../src/reporting/queries/exports.js';
import { as, startTestService, type TestService } from './helpers.js';
import { HYPERLINK_NAME, RANGE, insertFixture } from './reports-fixture.js';

/**
 * The report pages' own words (mf-admin's reports feature catalog, read as data: a service never imports a remote's
 * code): the exports must write each row's words exactly as the page shows them.
 */
const pageWords = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../mf-admin/src/features/reports/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const units = (cents: number) => String(cents / 100);
const cell = (value: string | number | null) => (value === null ? '' : String(value));

/** CSV and XLSX exports of the admin reports: every matching row, headers in the asked locale, formula-safe. */
describe('GET /api/admin/aggregates/<report>/export', () => {
  let service: TestService;
  let admin: [string, string];
  beforeAll(async () => {
    service = await startTestService('reports_export');
    await insertFixture(service.db);
    admin = await as('admin', 'admin-1');
  });
  afterAll(() => service.close());

  const json = async (path: string) => (await service.request.get(`/api/admin/aggregates/${path}`).set(...admin)).body as unknown;
  const csv = async (path: string) => {
    const res = await service.request.get(`/api/admin/aggregates/${path}`).set(...admin);
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    return { res, rows: csvRecords(res.text) };
  };

  it('rider earnings: every matching row (not a page), equal to the JSON rows, money in units, a formula neutralised', async () => {
    const { res, rows } = await csv(`rider-earnings/export?${RANGE}&limit=2&page=2`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rider-earnings-2026-02-01-2026-03-31-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual(['Rider', 'Email', 'Country', 'Pro or amateur', 'Currency', 'Earned', 'Earned in cash', 'Earned in dealer credit', 'Earned in bonuses', 'Tax withheld', 'Number of payouts']);
    const all = riderEarningsReportSchema.parse(await json(`rider-earnings?${RANGE}&limit=100`));
    expect(all.rows).toHaveLength(5);
    expect(rows.slice(1)).toEqual(
      all.rows.map((r) => [r.name.startsWith('=') ? `'${r.name}` : r.name, r.email, r.country, r.pro ? 'Pro rider' : 'Amateur rider', r.currency, units(r.earned), units(r.earnedCash), units(r.earnedCredit), units(r.earnedBonus), units(r.withheld), String(r.earnings)]),
    );
    expect(rows.find((r) => r[1] === 'hyper@example.com')![0]).toBe(`'${HYPERLINK_NAME}`);
    // The report's filters hold in the export.
    const pros = await csv(`rider-earnings/export?${RANGE}&pro=true&sortBy=name&sortDirection=desc`);
    expect(pros.rows.slice(1).map((r) => r[0])).toEqual(['Quinn Pro', 'Pat Pro']);
  });

  it('rider redemptions, cash-outs, top lists: the JSON rows, cell for cell', async () => {
    const redemptions = riderRedemptionsReportSchema.parse(await json(`rider-redemptions?${RANGE}`));
    expect((await csv(`rider-redemptions/export?${RANGE}`)).rows.slice(1)).toEqual(
      redemptions.rows.map((r) => [r.name.startsWith('=') ? `'${r.name}` : r.name, cell(r.country), r.currency, String(r.redemptions), units(r.redeemed), units(r.refunded), String(r.dealers), cell(r.lastRedeemedAt)]),
    );
    const cashouts = cashoutReportSchema.parse(await json(`cash-out-report?${RANGE}`));
    const cashoutCsv = await csv(`cash-out-report/export?${RANGE}`);
    expect(cashoutCsv.rows[0]).toEqual(['Requested (UTC)', 'Rider', 'Country', 'Payment provider', 'Payment method', 'Cash-out status', 'Amount', 'Currency', 'Balance before', 'Balance after', 'Tax withheld', 'Provider order number']);
    const words: Record<string, string> = { prepaidCard: 'Prepaid card', bank: 'Bank transfer', digital: 'Digital wallet', paid: 'Paid', processing: 'Processing', failed: 'Failed', tremendous: 'Tremendous' };
    // The provider as people know it, never its id.
    expect(cashouts.rows.map((r) => r.provider)).toEqual(['tremendous', 'tremendous', 'tremendous']);
    expect(cashoutCsv.rows.slice(1)).toEqual(
      cashouts.rows.map((r) => [r.createdAt, r.name.startsWith('=') ? `'${r.name}` : r.name, cell(r.country), words[r.provider], words[r.method], words[r.status], units(r.amount), r.currency, units(r.previousBalance), units(r.newBalance), units(r.withheld), cell(r.providerOrderId)]),
    );
    const amateurs = topRidersSchema.parse(await json(`top-amateur-riders?${RANGE}&limit=2`));
    expect((await csv(`top-amateur-riders/export?${RANGE}&limit=2`)).rows.slice(1)).toEqual(
      amateurs.riders.map((r) => [r.name.startsWith('=') ? `'${r.name}` : r.name, r.country, r.currency, units(r.earned), units(r.earnedCash), units(r.earnedCredit), units(r.earnedBonus), String(r.earnings), units(r.redeemed)]),
    );
    const pros = topRidersSchema.parse(await json(`top-pro-riders?${RANGE}`));
    expect((await csv(`top-pro-riders/export?${RANGE}`)).rows.slice(1).map((r) => r[0])).toEqual(pros.riders.map((r) => r.name));
    const dealers = topDealersSchema.parse(await json(`top-dealers?${RANGE}`));
    expect((await csv(`top-dealers/export?${RANGE}`)).rows.slice(1)).toEqual(dealers.dealers.map((d) => [d.name, cell(d.country), d.currency, String(d.redemptions), units(d.redeemed), String(d.riders)]));
  });

  it('summary and market share: the currency rows; the share rows then the total, rates as spec §5 percentages', async () => {
    const summary = reportSummarySchema.parse(await json(`summary?${RANGE}`));
    expect((await csv(`summary/export?${RANGE}`)).rows.slice(1)).toEqual(
      summary.currencies.map((c) => [c.currency, units(c.available), units(c.earned), units(c.earnedCash), units(c.earnedCredit), units(c.earnedBonus), cell(ratioFigure(c.earnRate)), units(c.redeemed), units(c.refunded), cell(ratioFigure(c.redemptionRate)), units(c.cashedOut), units(c.expired), units(c.withheld)]),
    );
    const share = marketShareSchema.parse(await json(`market-share-series?${RANGE}`));
    const shareCsv = await csv(`market-share-series/export?${RANGE}&locale=de`);
    expect(shareCsv.rows[0]![0]).toBe('Serie');
    expect(shareCsv.rows.slice(1)).toEqual([
      ['Alpha Series', '2', '40', '10', '25', '10', '4', '40'],
      ['Beta Series', '1', '20', '15', '75', '5', '5', '100'],
      ['Ohne Serie', '1', '10', '0', '0', '0', '0', ''],
      ['Alle Serien', '4', '70', '25', '35', '15', '9', '60'],
    ]);
    expect(share.rows).toHaveLength(3);
    const months = await csv(`market-share-month/export?${RANGE}`);
    expect(months.rows.slice(1).map((r) => r[0])).toEqual(['2026-02', '2026-03', 'All months']);
  });

  it.each(['en', 'fr'] as const)('%s: the rows are worded as on the report pages (total, no series, cash-out status and method, pro or amateur)', async (locale) => {
    const page = pageWords(locale);
    const word = (id: string) => {
      expect(page[id], id).toEqual(expect.any(String));
      return page[id]!;
    };
    const months = await csv(`market-share-month/export?${RANGE}&locale=${locale}`);
    expect(months.rows.at(-1)![0]).toBe(word('admin.reports.share.allMonths'));
    const series = await csv(`market-share-series/export?${RANGE}&locale=${locale}`);
    expect(series.rows.slice(1).map((r) => r[0])).toEqual(['Alpha Series', 'Beta Series', word('admin.reports.share.noSeries'), word('admin.reports.share.allSeries')]);

    const cashouts = cashoutReportSchema.parse(await json(`cash-out-report?${RANGE}`));
    expect(new Set(cashouts.rows.map((r) => r.status))).toEqual(new Set(['processing', 'paid', 'failed']));
    const cashoutCsv = await csv(`cash-out-report/export?${RANGE}&locale=${locale}`);
    const status = cashoutCsv.rows[0]!.indexOf(word('admin.reports.cashouts.statusColumn'));
    const method = cashoutCsv.rows[0]!.indexOf(reportMessages[locale]['report.column.method']!);
    expect(cashoutCsv.rows.slice(1).map((r) => [r[method], r[status]])).toEqual(
      cashouts.rows.map((r) => [word(`admin.reports.cashouts.method.${r.method}`), word(`admin.reports.cashouts.status.${r.status}`)]),
    );
    // The page's "Failed" / « Échoué », never the rider app's "Did not go through".
    expect(cashoutCsv.rows.map((r) => r[status])).toContain(locale === 'en' ? 'Failed' : 'Échoué');

    const earnings = riderEarningsReportSchema.parse(await json(`rider-earnings?${RANGE}&limit=100`));
    const earningsCsv = await csv(`rider-earnings/export?${RANGE}&locale=${locale}`);
    const group = earningsCsv.rows[0]!.indexOf(word('admin.reports.earnings.group'));
    expect(earningsCsv.rows.slice(1).map((r) => r[group])).toEqual(earnings.rows.map((r) => word(r.pro ? 'admin.reports.earnings.pro' : 'admin.reports.earnings.amateur')));

    // The summary's measure has the page's name: French « Versé », as on the page (the file said « Encaissé »).
    const summaryCsv = await csv(`summary/export?${RANGE}&locale=${locale}`);
    expect(summaryCsv.rows[0]).toContain(word('admin.reports.summary.cashedOut'));
  });

  it('XLSX: parses back with exceljs, headers in the asked locale, numbers as numbers, the formula kept as text', async () => {
    const sheet = await downloadedSheet(service.request.get(`/api/admin/aggregates/rider-earnings/export?format=xlsx&locale=fr&${RANGE}`).set(...admin), /\.xlsx"$/);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['report.column.rider', 'report.column.email', 'report.column.country', 'report.column.proOrAmateur', 'report.column.currency', 'report.column.earned', 'report.column.earnedCash', 'report.column.earnedCredit', 'report.column.earnedBonus', 'report.column.withheld', 'report.column.earnings'].map((id) => reportMessages.fr[id]));
    expect(sheet.rowCount).toBe(6);
    expect(values(2)).toEqual(['Pat Pro', 'pat@example.com', 'US', 'Pilote pro', 'USD', 150, 100, 50, 0, 30, 2]);
    const hyper = [2, 3, 4, 5, 6].map(values).find((row) => row[1] === 'hyper@example.com')!;
    expect(hyper[0]).toBe(`'${HYPERLINK_NAME}`);
    expect(sheet.getRow(1).getCell(1).formula).toBeUndefined();
    expect([2, 3, 4, 5, 6].every((row) => sheet.getRow(row).getCell(1).type === ExcelJS.ValueType.String)).toBe(true);
  });

  it.each(LOCALES)('%s: every word an export writes in a row, and each measure it names as the page does, is the page’s text', (locale) => {
    const page = pageWords(locale);
    const SAME_AS_PAGE: Record<string, string> = {
      'report.row.allMonths': 'admin.reports.share.allMonths',
      'report.row.allSeries': 'admin.reports.share.allSeries',
      'report.row.noSeries': 'admin.reports.share.noSeries',
      'report.value.proRider': 'admin.reports.earnings.pro',
      'report.value.amateurRider': 'admin.reports.earnings.amateur',
      'report.column.proOrAmateur': 'admin.reports.earnings.group',
      ...Object.fromEntries(CASHOUT_STATUSES.map((status) => [`report.value.status.${status}`, `admin.reports.cashouts.status.${status}`])),
      ...Object.fromEntries(CASHOUT_METHODS.map((method) => [`report.value.method.${method}`, `admin.reports.cashouts.method.${method}`])),
      ...Object.fromEntries(PAYMENT_PROVIDERS.map((provider) => [`report.value.provider.${provider}`, `admin.reports.cashouts.providerName.${provider}`])),
      'report.column.status': 'admin.reports.cashouts.statusColumn',
      'report.column.cashedOut': 'admin.reports.summary.cashedOut',
      'report.column.redeemed': 'admin.reports.summary.redeemed',
      'report.column.expired': 'admin.reports.summary.expired',
      'report.column.finishers': 'admin.reports.share.finishers',
      'report.column.makerPaidPlaces': 'admin.reports.share.makerPaidPlaces',
      'report.column.refunded': 'admin.reports.redemptions.refunded',
      'report.column.previousBalance': 'admin.reports.cashouts.previousBalance',
      'report.column.newBalance': 'admin.reports.cashouts.newBalance',
      'report.column.dealer': 'admin.reports.top.dealer',
    };
    const differing = Object.entries(SAME_AS_PAGE)
      .filter(([file, shown]) => reportMessages[locale][file] !== page[shown])
      .map(([file, shown]) => `${file} "${reportMessages[locale][file]}" ≠ ${shown} "${page[shown]}"`);
    expect(differing).toEqual([]);
  });

  it('reads a paged source to its end, page after page', async () => {
    for (const count of [0, 4, 5, 12]) {
      const rows = Array.from({ length: count }, (_, i) => i);
      const batches: number[][] = [];
      for await (const batch of pagesOf(async ({ limit, offset }) => rows.slice(offset, offset + limit), 5)) batches.push(batch);
      expect(batches.flat(), String(count)).toEqual(rows);
      expect(batches.every((batch) => batch.length > 0)).toBe(true);
    }
  });
});
