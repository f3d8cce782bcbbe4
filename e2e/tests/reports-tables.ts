import { expect, type Locator, type Page } from '@playwright/test';
import { exported, FORMATS, type FileTable, type FileValue } from './reports-files';
import { chooseRange, inWords, languagesOf, lastYear, monthLabel, numberIn, openInLanguage, readTable, refresh, untilShown, WIDE, type PageCell, type PageTable } from './reports-kit';
import { both, TEXTS, type Both, type Header, type Lang } from './reports-words';

/**
 * The reports made of one table (the read model's): the page shows every row, unpaged, and its CSV and XLSX hold the
 * same rows (money in units of its currency; headers and words in the page's language, the file's words the page's own).
 */

type Kind = 'name' | 'email' | 'text' | 'money' | 'count' | 'percent' | 'month' | 'label';
export interface Column {
  /** The column's header on the page and in the file, per language. */
  page: Both;
  file: Both;
  kind: Kind;
}

/** A column headed `page` on the page and `file` (the same unless given) in the file. */
export const col = (page: Header, kind: Kind, file: Header = page): Column => ({ page: both(page), file: both(file), kind });

export const RIDER = col('Rider', 'name');
export const COUNTRY = col('Country', 'text');

function pageValue(cell: PageCell, column: Column, lang: Lang): string {
  const text = cell.text;
  switch (column.kind) {
    case 'name':
      return cell.link ?? text;
    case 'email':
      return cell.email ?? '';
    case 'money':
      return numberIn(text, lang).toFixed(2);
    case 'count':
      return String(numberIn(text, lang));
    case 'percent':
      return /\d/.test(text) ? String(numberIn(text, lang)) : '';
    default:
      // Words (the total and no-series rows, pro or amateur, status, method) are the page's own, in the file too.
      return text;
  }
}

function fileValue(value: FileValue, column: Column, lang: Lang): string {
  if (value === null) return column.kind === 'money' || column.kind === 'count' ? 'null' : '';
  switch (column.kind) {
    case 'money':
      return Number(value).toFixed(2);
    case 'count':
    case 'percent':
      return String(Number(value));
    case 'month':
      return /^\d{4}-\d{2}$/.test(String(value)) ? monthLabel(String(value), lang) : String(value);
    default:
      return String(value).trim();
  }
}

export interface TableReport {
  /** The path under /auth/admin/. */
  path: string;
  /** The page's h1, also its table's caption. */
  title: Both;
  columns: Column[];
  /** The demo data always has rows here: wait for one (a row with its rider's or dealer's link) before comparing. */
  seeded?: boolean;
}

/** Where each column stands among `headers` (the page's or the file's, per `side`): every one must be there. */
function positions(headers: string[], columns: Column[], side: 'page' | 'file', lang: Lang): number[] {
  return columns.map((column) => {
    const index = headers.indexOf(column[side][lang]);
    expect(index, `${side} column "${column[side][lang]}" in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
    return index;
  });
}

/** Rows as comparable lines, one string per row, sorted (the order of equal rows is the database's). */
function pageLines(table: PageTable, columns: Column[], lang: Lang): string[] {
  const at = positions(table.headers, columns, 'page', lang);
  return table.rows.map((row) => JSON.stringify(columns.map((column, i) => pageValue(row[at[i]!]!, column, lang)))).sort();
}

function fileLines(file: FileTable, columns: Column[], lang: Lang): string[] {
  const at = positions(file.headers, columns, 'file', lang);
  return file.rows.map((row) => JSON.stringify(columns.map((column, i) => fileValue(row[at[i]!] ?? null, column, lang)))).sort();
}

/**
 * Downloads the CSV and the XLSX of `scope`'s export links and compares each with `scope`'s table: the headers in the
 * page's language, the same rows (every row: as many as the page counts) with the same figures. Asked again past the
 * cache until they agree, since other tests may add money meanwhile.
 */
export async function exportsMatchTable(page: Page, lang: Lang, report: TableReport, scope: Locator, file: string): Promise<void> {
  const table = scope.getByRole('table', { name: report.title[lang], exact: true });
  await expect(async () => {
    await refresh(page, lang);
    const shown = await readTable(table);
    const onPage = pageLines(shown, report.columns, lang);
    const count = scope.locator('.adm-toolbar__count');
    // "12 rows", "0 cash-outs", "1 234 lignes": the rows matching the filters, every page.
    const total = (await count.count()) > 0 ? Number((await count.innerText()).replace(/\D/g, '')) : shown.rows.length;
    for (const format of FORMATS) {
      const { name, file: exports } = await exported(page, scope.getByRole('link', { name: TEXTS[lang][format] }).first(), format);
      expect(name).toMatch(new RegExp(`^${file}-${WIDE.startDate}-${WIDE.endDate}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      expect(exports.headers, `${format} headers`).toEqual(expect.arrayContaining(report.columns.map((column) => column.file[lang])));
      const inFile = fileLines(exports, report.columns, lang);
      expect(inFile, `${format}: every row`).toHaveLength(total);
      if (onPage.length === inFile.length) expect(inFile, `${format} rows`).toEqual(onPage);
      else expect(inFile, `${format} rows`).toEqual(expect.arrayContaining(onPage));
    }
  }).toPass({ timeout: 40_000 });
}

/** A table report's test: its name. */
export const tableReportTitle = (report: TableReport) => `${report.title.en}: range, preset, and a CSV and an XLSX with the table's rows, ${inWords(report.path)}`;

/**
 * A table report's walk: the page in each of its languages over the wide range, its rows once there are some (or the
 * table, where the demo data may have none), the exports against the table, then (in English) the "Last year" preset.
 */
export async function walkTableReport(page: Page, report: TableReport): Promise<void> {
  for (const lang of languagesOf(report.path)) {
    await openInLanguage(page, lang, report.path, report.title[lang]);
    await chooseRange(page, lang, WIDE);
    const table = page.getByRole('table', { name: report.title[lang], exact: true });
    if (report.seeded) {
      await untilShown(page, lang, table.locator('tbody tr').getByRole('link'));
    } else if (report.path.startsWith('market-share')) {
      // Seeded events have results: at least one row above the total.
      await untilShown(page, lang, table.locator('tbody tr:nth-child(2)'));
    } else {
      await expect(table).toBeVisible();
    }
    await exportsMatchTable(page, lang, report, page.locator('#main'), report.path);
    if (lang === 'en') await lastYear(page, lang, true);
  }
}
