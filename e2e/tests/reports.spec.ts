import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { signIn } from './support';

/**
 * Programme staff open the dashboard and each report in English (a sample of them in French too, IN_FRENCH_TOO),
 * change the range (the date inputs, then a preset), and download a CSV and an XLSX that hold the same rows as the
 * table on the page (every row, unpaged; money in units of its currency; headers and words in the page's language,
 * the file's words the page's own). Nothing here depends on which riders, dealers or figures the demo seed has: the
 * demo programme has earnings, redemptions at a dealer and results at its events, and every figure is read from the
 * page, then from the files. The late and finished results pages (the events service's) page their table, 15 rows,
 * sorted by a header: their files hold every matching event, in the page's order, so they start with page 1's rows
 * and count what the page counts.
 */

type Lang = 'en' | 'fr';
type Both = Record<Lang, string>;

/** From 2025 to the end of next year: every seeded row (awards and results are days around the seeding day). */
const WIDE = { startDate: '2025-01-01', endDate: `${new Date().getUTCFullYear() + 1}-12-31` };

const TEXTS = {
  en: {
    from: 'From',
    to: 'To',
    lastYear: 'Last year',
    refresh: 'Refresh',
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
    savedCopy: 'saved copy',
    none: 'No figures for these days',
    welcome: /^Welcome/,
    summaryLink: 'Summary report',
    dashboard: ['Contingency up for grabs', 'Needs attention today', 'This year so far', 'Contingency since 1 January', 'Recent events', 'Recent payouts'],
    chartTable: /^Contingency by month in /,
    amountsIn: (currency: string) => `Amounts in ${currency}`,
  },
  fr: {
    from: 'Du',
    to: 'Au',
    lastYear: 'L’an dernier',
    refresh: 'Actualiser',
    csv: 'Exporter en CSV',
    xlsx: 'Exporter en XLSX',
    savedCopy: 'copie enregistrée',
    none: 'Aucun chiffre pour ces jours',
    welcome: /^Bienvenue/,
    summaryLink: 'Rapport de synthèse',
    dashboard: ['Contingence à gagner', 'À traiter aujourd’hui', 'Cette année à ce jour', 'Contingence depuis le 1er janvier', 'Épreuves récentes', 'Gains récents'],
    chartTable: /^Contingence par mois en /,
    amountsIn: (currency: string) => `Montants en ${currency}`,
  },
} as const;

/** Signed-in areas follow the language cookie (docs/i18n.md "Which locale a page is in"), as the language menu sets it. */
async function inLanguage(page: Page, lang: Lang): Promise<void> {
  // The site's own address (the page may not have opened anything yet: the tests sign in through the API).
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: test.info().project.use.baseURL! }]);
}

// ── reading figures as the page shows them ──

/** A figure as the locale writes it ('$1,234.50', '1 234,50 $', '42 %', '1.5%') as a number. */
function numberIn(text: string, lang: Lang): number {
  let digits = text.replace(/\u2212/g, '-').replace(/[^\d.,-]/g, '');
  digits = lang === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.');
  const value = Number(digits);
  if (digits === '' || Number.isNaN(value)) throw new Error(`not a figure: ${JSON.stringify(text)}`);
  return value;
}

/** 'YYYY-MM' as the report pages name a month ('Mar 2026', 'mars 2026'): the report kit's monthLabel. */
function monthLabel(month: string, lang: Lang): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, monthNumber! - 1, 15)));
}

/** Today in the programme's time zone (America/Los_Angeles), as the presets count. */
function programmeYear(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date()));
}

interface PageCell {
  text: string;
  link: string | null;
  email: string | null;
}
interface PageTable {
  headers: string[];
  rows: PageCell[][];
}

/** The table's headers and body rows as shown (an empty state's single cell counts as no rows). */
async function readTable(table: Locator): Promise<PageTable> {
  return table.evaluate((element: HTMLTableElement) => {
    // textContent, not innerText: headers are upper-cased by CSS only.
    const text = (node: Element | null | undefined) => (node ? (node.textContent ?? '').replace(/\s+/g, ' ').trim() : null);
    const headers = [...(element.tHead?.rows[0]?.cells ?? [])].map((cell) => text(cell) ?? '');
    const rows = [...(element.tBodies[0]?.rows ?? [])]
      .filter((row) => !(row.cells.length === 1 && row.cells[0]!.colSpan > 1))
      .map((row) => [...row.cells].map((cell) => ({ text: text(cell) ?? '', link: text(cell.querySelector('a')), email: text(cell.querySelector('.adm-email')) })));
    return { headers, rows };
  });
}

// ── reading the downloaded files ──

type FileValue = string | number | null;
interface FileTable {
  headers: string[];
  rows: FileValue[][];
}

/** Clicks an export link and answers the file: its suggested name and bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** A CSV export: UTF-8 with a byte order mark, CRLF line ends, RFC 4180 quoting. */
function readCsv(bytes: Buffer): FileTable {
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.split('\r\n').length, 'CRLF line ends').toBeGreaterThan(1);
  const [headers = [], ...rows] = parse(text, { bom: true }) as string[][];
  return { headers, rows: rows.map((row) => row.map((cell) => (cell === '' ? null : cell))) };
}

/** An XLSX export: the first sheet, its header row then one row per record. */
async function readXlsx(bytes: Buffer): Promise<FileTable> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const lines: FileValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    lines.push(
      Array.from({ length: width }, (_, i) => {
        const value = row.getCell(i + 1).value;
        return value === null || value === undefined ? null : typeof value === 'number' ? value : String(value as string);
      }),
    );
  });
  const [headers = [], ...rows] = lines;
  return { headers: headers.map(String), rows };
}

// ── comparing a table with its export ──

type Kind = 'name' | 'email' | 'text' | 'money' | 'count' | 'percent' | 'month' | 'label';
interface Column {
  /** The column's header on the page and in the file, per language. */
  page: Both;
  file: Both;
  kind: Kind;
}

const col = (page: Both | string, file: Both | string, kind: Kind): Column => ({
  page: typeof page === 'string' ? { en: page, fr: page } : page,
  file: typeof file === 'string' ? { en: file, fr: file } : file,
  kind,
});

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

interface TableReport {
  /** The path under /auth/admin/. */
  path: string;
  /** The page's h1, also its table's caption. */
  title: Both;
  columns: Column[];
  /** The demo data always has rows here: wait for one (a row with its rider's or dealer's link) before comparing. */
  seeded?: boolean;
}

const shareColumns = (by: 'month' | 'series'): Column[] => [
  by === 'month' ? col({ en: 'Month', fr: 'Mois' }, { en: 'Month', fr: 'Mois' }, 'month') : col({ en: 'Series', fr: 'Série' }, { en: 'Series', fr: 'Série' }, 'label'),
  col({ en: 'Events', fr: 'Épreuves' }, { en: 'Events', fr: 'Épreuves' }, 'count'),
  col({ en: 'Finishers', fr: 'Pilotes classés' }, { en: 'Finishers', fr: 'Pilotes classés' }, 'count'),
  col({ en: 'On the brand’s bikes', fr: 'Sur les motos de la marque' }, { en: 'Finishers on the brand’s bikes', fr: 'Classés sur les motos de la marque' }, 'count'),
  col({ en: 'Finisher share', fr: 'Part des pilotes classés' }, { en: 'Brand share of finishers (%)', fr: 'Part de la marque parmi les classés (%)' }, 'percent'),
  col({ en: 'Paid places', fr: 'Places payées' }, { en: 'Paid places', fr: 'Places payées' }, 'count'),
  col({ en: 'Paid places on the brand’s bikes', fr: 'Places payées sur les motos de la marque' }, { en: 'Paid places on the brand’s bikes', fr: 'Places payées sur les motos de la marque' }, 'count'),
  col({ en: 'Payout share', fr: 'Part des gains' }, { en: 'Brand share of paid places (%)', fr: 'Part de la marque parmi les places payées (%)' }, 'percent'),
];

const RIDER = col({ en: 'Rider', fr: 'Pilote' }, { en: 'Rider', fr: 'Pilote' }, 'name');
const COUNTRY = col({ en: 'Country', fr: 'Pays' }, { en: 'Country', fr: 'Pays' }, 'text');

const TABLE_REPORTS: TableReport[] = [
  { path: 'market-share-month', title: { en: 'Market share by month', fr: 'Part de marché par mois' }, columns: shareColumns('month') },
  { path: 'market-share-series', title: { en: 'Market share by series', fr: 'Part de marché par série' }, columns: shareColumns('series') },
  {
    path: 'rider-earnings',
    title: { en: 'Rider earnings', fr: 'Gains des pilotes' },
    seeded: true,
    columns: [
      RIDER,
      col({ en: 'Rider', fr: 'Pilote' }, { en: 'Email', fr: 'Courriel' }, 'email'),
      COUNTRY,
      col({ en: 'Pro or amateur', fr: 'Pro ou amateur' }, { en: 'Pro or amateur', fr: 'Pro ou amateur' }, 'label'),
      col({ en: 'Earned', fr: 'Gagné' }, { en: 'Earned', fr: 'Gagné' }, 'money'),
      col({ en: 'Cash', fr: 'Espèces' }, { en: 'Earned in cash', fr: 'Gagné en espèces' }, 'money'),
      col({ en: 'Dealer credit', fr: 'Crédit concessionnaire' }, { en: 'Earned in dealer credit', fr: 'Gagné en crédit concessionnaire' }, 'money'),
      col({ en: 'Bonuses', fr: 'Primes' }, { en: 'Earned in bonuses', fr: 'Gagné en primes' }, 'money'),
      col({ en: 'Withheld', fr: 'Retenu' }, { en: 'Tax withheld', fr: 'Impôt retenu' }, 'money'),
      col({ en: 'Payouts', fr: 'Gains' }, { en: 'Number of payouts', fr: 'Nombre de gains' }, 'count'),
    ],
  },
  {
    path: 'rider-redemptions',
    title: { en: 'Rider redemptions', fr: 'Utilisations des pilotes' },
    seeded: true,
    columns: [
      RIDER,
      COUNTRY,
      col({ en: 'Redeemed', fr: 'Utilisé' }, { en: 'Redeemed', fr: 'Utilisé' }, 'money'),
      col({ en: 'Redemptions', fr: 'Utilisations' }, { en: 'Redemptions', fr: 'Utilisations' }, 'count'),
      col({ en: 'Refunded', fr: 'Remboursé' }, { en: 'Refunded', fr: 'Remboursé' }, 'money'),
      col({ en: 'Dealers visited', fr: 'Concessionnaires visités' }, { en: 'Dealers used', fr: 'Concessionnaires utilisés' }, 'count'),
    ],
  },
  {
    // The demo data may have no cash-out: the table may be empty, and the export then has its header line only.
    path: 'cash-out-report',
    title: { en: 'Cash-out report', fr: 'Rapport des encaissements' },
    columns: [
      RIDER,
      COUNTRY,
      col({ en: 'Provider', fr: 'Prestataire' }, { en: 'Payment provider', fr: 'Prestataire de paiement' }, 'text'),
      col({ en: 'Method', fr: 'Mode' }, { en: 'Payment method', fr: 'Mode de versement' }, 'label'),
      col({ en: 'Cash-out status', fr: 'Statut du versement' }, { en: 'Cash-out status', fr: 'Statut du versement' }, 'label'),
      col({ en: 'Amount', fr: 'Montant' }, { en: 'Amount', fr: 'Montant' }, 'money'),
      col({ en: 'Balance before', fr: 'Solde avant' }, { en: 'Balance before', fr: 'Solde avant' }, 'money'),
      col({ en: 'Balance after', fr: 'Solde après' }, { en: 'Balance after', fr: 'Solde après' }, 'money'),
      col({ en: 'Withheld in the range', fr: 'Retenu sur la période' }, { en: 'Tax withheld', fr: 'Impôt retenu' }, 'money'),
      col({ en: 'Provider order', fr: 'Commande du prestataire' }, { en: 'Provider order number', fr: 'N° de commande du prestataire' }, 'text'),
    ],
  },
];

const TOP_DEALERS: TableReport = {
  path: 'summary',
  title: { en: 'Top dealers', fr: 'Meilleurs concessionnaires' },
  seeded: true,
  columns: [
    col({ en: 'Dealer name', fr: 'Nom du concessionnaire' }, { en: 'Dealer name', fr: 'Nom du concessionnaire' }, 'name'),
    COUNTRY,
    col({ en: 'Redeemed', fr: 'Utilisé' }, { en: 'Redeemed', fr: 'Utilisé' }, 'money'),
    col({ en: 'Redemptions', fr: 'Utilisations' }, { en: 'Redemptions', fr: 'Utilisations' }, 'count'),
    col({ en: 'Riders', fr: 'Pilotes' }, { en: 'Riders', fr: 'Pilotes' }, 'count'),
  ],
};

/** Rows as comparable lines, one string per row, sorted (the order of equal rows is the database's). */
function pageLines(table: PageTable, columns: Column[], lang: Lang): string[] {
  const at = columns.map((column) => {
    const index = table.headers.indexOf(column.page[lang]);
    expect(index, `page column "${column.page[lang]}" in ${JSON.stringify(table.headers)}`).toBeGreaterThanOrEqual(0);
    return index;
  });
  return table.rows.map((row) => JSON.stringify(columns.map((column, i) => pageValue(row[at[i]!]!, column, lang)))).sort();
}

function fileLines(file: FileTable, columns: Column[], lang: Lang): string[] {
  const at = columns.map((column) => {
    const index = file.headers.indexOf(column.file[lang]);
    expect(index, `file column "${column.file[lang]}" in ${JSON.stringify(file.headers)}`).toBeGreaterThanOrEqual(0);
    return index;
  });
  return file.rows.map((row) => JSON.stringify(columns.map((column, i) => fileValue(row[at[i]!] ?? null, column, lang)))).sort();
}

// ── the page's range and freshness ──

/** Refresh (past the 60 s cache) and wait until every report of the page has answered. */
async function refresh(page: Page, lang: Lang): Promise<void> {
  const button = page.getByRole('button', { name: TEXTS[lang].refresh });
  await button.click();
  await expect(button).toBeEnabled();
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.adm-report-range__freshness')).not.toContainText(TEXTS[lang].savedCopy);
}

/**
 * Waits for `shown`, asking again past the cache while it is not there: the read model is fed by messages, so a
 * report read just after the stack started may have been cached before the seeded money reached it.
 */
async function untilShown(page: Page, lang: Lang, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.first().isVisible())) await refresh(page, lang);
    await expect(shown.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Types the range into From and To, as a user does (one field, then the other once the address has the first), and
 * checks the address keeps both. Filled in the same instant, the second change would be computed from the address
 * before the first (React Router's setSearchParams does not queue its updates), which no typing person can do.
 * `labels`: the two fields' names (the report kit's From and To unless given).
 */
async function chooseRange(page: Page, lang: Lang, range: { startDate: string; endDate: string }, labels: { from: string; to: string } = TEXTS[lang]): Promise<void> {
  await page.getByLabel(labels.from, { exact: true }).fill(range.startDate);
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${range.startDate}(&|$)`));
  await expect(page.getByLabel(labels.from, { exact: true })).toHaveValue(range.startDate);
  await page.getByLabel(labels.to, { exact: true }).fill(range.endDate);
  await expect(page).toHaveURL(new RegExp(`[?&]endDate=${range.endDate}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${range.startDate}(&|$)`));
}

/** What the page's figures say: facts, table bodies and empty states (never the freshness line). */
async function figures(page: Page): Promise<string> {
  return (await page.locator('#main').locator('.adm-report-facts, .rr-table tbody, .rr-empty').allInnerTexts()).join('\n');
}

/**
 * "Last year": the address and the export links carry its days, and the figures change, or (`emptyAllowed`, a page of
 * one report) the report says it has none for those days.
 */
async function lastYear(page: Page, lang: Lang, emptyAllowed: boolean): Promise<void> {
  const before = await figures(page);
  const year = programmeYear() - 1;
  const preset = page.getByRole('button', { name: TEXTS[lang].lastYear });
  const none = page.locator('#main .rr-empty').filter({ hasText: TEXTS[lang].none });
  const changed = async () => (await figures(page)) !== before || (emptyAllowed && (await none.first().isVisible()));
  await preset.click();
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${year}-01-01&endDate=${year}-12-31(&|$)`));
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(changed, { message: 'the figures of last year, or none' }).toBe(true);
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
  expect(await changed(), 'the figures of last year, or none').toBe(true);
  await expect(page.getByRole('link', { name: TEXTS[lang].csv }).first()).toHaveAttribute('href', new RegExp(`startDate=${year}-01-01&endDate=${year}-12-31`));
}

/**
 * Downloads the CSV and the XLSX of `scope`'s export links and compares each with `scope`'s table: the headers in the
 * page's language, the same rows (every row: as many as the page counts) with the same figures. Asked again past the
 * cache until they agree, since other tests may add money meanwhile.
 */
async function exportsMatchTable(page: Page, lang: Lang, report: TableReport, scope: Locator, file: string): Promise<void> {
  const table = scope.getByRole('table', { name: report.title[lang], exact: true });
  await expect(async () => {
    await refresh(page, lang);
    const shown = await readTable(table);
    const onPage = pageLines(shown, report.columns, lang);
    const count = scope.locator('.adm-toolbar__count');
    // "12 rows", "0 cash-outs", "1 234 lignes": the rows matching the filters, every page.
    const total = (await count.count()) > 0 ? Number((await count.innerText()).replace(/\D/g, '')) : shown.rows.length;
    for (const [format, read] of [
      ['csv', async (bytes: Buffer) => readCsv(bytes)],
      ['xlsx', readXlsx],
    ] as const) {
      const { name, bytes } = await download(page, scope.getByRole('link', { name: TEXTS[lang][format] }).first());
      expect(name).toMatch(new RegExp(`^${file}-${WIDE.startDate}-${WIDE.endDate}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      const exported = await read(bytes);
      expect(exported.headers, `${format} headers`).toEqual(expect.arrayContaining(report.columns.map((column) => column.file[lang])));
      const inFile = fileLines(exported, report.columns, lang);
      expect(inFile, `${format}: every row`).toHaveLength(total);
      if (onPage.length === inFile.length) expect(inFile, `${format} rows`).toEqual(onPage);
      else expect(inFile, `${format} rows`).toEqual(expect.arrayContaining(onPage));
    }
  }).toPass({ timeout: 40_000 });
}

// ── the late and finished results pages (features/deadlines: the events service's, not the read model's) ──

type DeadlineKind = 'late' | 'finished';

interface DeadlineReport {
  /** The path under /auth/admin/ and the export's file name before its day. */
  path: string;
  file: string;
  /** The page's h1, also its table's caption; the chart's title. */
  title: Both;
  chart: Both;
  /** The header clicked to sort (once: ascending, twice: descending) and what the address says then. */
  sort: { header: Both; sortBy: string; sortDirection: 'asc' | 'desc' };
  /** Every header, in order: the page's table, then the file's (libs/server-kit/src/i18n `report.column.*`). */
  pageHeaders: Record<Lang, string[]>;
  fileHeaders: Record<Lang, string[]>;
}

const DEADLINE_PAGE_HEADERS = (kind: DeadlineKind): Record<Lang, string[]> => ({
  en: ['Event', 'Last day', 'Where', 'Contingency', 'Results due', ...(kind === 'finished' ? ['Results in'] : []), 'Days late', 'Promoter'],
  fr: ['Épreuve', 'Dernier jour', 'Lieu', 'Contingence', 'Résultats dus le', ...(kind === 'finished' ? ['Résultats reçus'] : []), 'Jours de retard', 'Promoteur'],
});
const DEADLINE_FILE_HEADERS = (kind: DeadlineKind): Record<Lang, string[]> => ({
  en: [
    ...['Event', 'Series', 'Start date', 'End date', 'City', 'State/Province', 'Country', 'Promoter ID', 'Currency', 'Contingency', 'Results due', 'Days late'],
    ...(kind === 'finished' ? ['Results in (UTC)', 'On time'] : []),
  ],
  fr: [
    ...['Épreuve', 'Série', 'Date de début', 'Date de fin', 'Ville', 'État/Province', 'Pays', 'ID du promoteur', 'Devise', 'Contingence', 'Résultats dus le', 'Jours de retard'],
    ...(kind === 'finished' ? ['Résultats reçus (UTC)', 'À temps'] : []),
  ],
});

const DEADLINE_REPORTS: Record<DeadlineKind, DeadlineReport> = {
  late: {
    path: 'late-results-events',
    file: 'events-late',
    title: { en: 'Late results', fr: 'Résultats en retard' },
    chart: { en: 'Late events by month of their last day, by days past the due date', fr: 'Épreuves en retard par mois de leur dernier jour, selon les jours de retard sur l’échéance' },
    // Not the default order (the longest overdue first).
    sort: { header: { en: 'Event', fr: 'Épreuve' }, sortBy: 'title', sortDirection: 'asc' },
    pageHeaders: DEADLINE_PAGE_HEADERS('late'),
    fileHeaders: DEADLINE_FILE_HEADERS('late'),
  },
  finished: {
    path: 'finished-results-events',
    file: 'events-finished',
    title: { en: 'Finished results', fr: 'Résultats terminés' },
    chart: { en: 'Results in on time or late, by month of the events’ last day', fr: 'Résultats reçus à temps ou en retard, par mois du dernier jour des épreuves' },
    // The latest-delivered results first: the service orders by the exact delay, the page and the file say it in whole days.
    sort: { header: { en: 'Days late', fr: 'Jours de retard' }, sortBy: 'daysLate', sortDirection: 'desc' },
    pageHeaders: DEADLINE_PAGE_HEADERS('finished'),
    fileHeaders: DEADLINE_FILE_HEADERS('finished'),
  },
};

/** The range fields of the deadline pages (the events' last day). */
const DEADLINE_RANGE_LABELS: Record<Lang, { from: string; to: string }> = {
  en: { from: 'Last day from', to: 'Last day until' },
  fr: { from: 'Dernier jour à partir du', to: 'Dernier jour jusqu’au' },
};

/** Today in the programme's time zone as 'YYYY-MM-DD', and a day `days` later. */
function programmeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM-DD' as the pages write a day (spec §5: 'Mar 5th, 2025'; French '5 mars 2025'): @rr/ui's formatDate. */
function dayLabel(day: string, lang: Lang): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (lang === 'en') {
    const suffix = date % 100 >= 11 && date % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][date % 10] ?? 'th');
    return `${EN_MONTHS[month - 1]} ${date}${suffix}, ${year}`;
  }
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/**
 * A file's days late (past the due date; ≤ 0 in time) as the page's "Days late" column says it: late results "12 days
 * late"; finished ones "Late by 3 days", "On time", "On time (2 days early)" (mf-admin's admin.deadlines.* messages).
 */
function latenessLabel(kind: DeadlineKind, days: number, lang: Lang): string {
  const locale = lang === 'en' ? 'en-US' : lang;
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const one = (value: number) => new Intl.PluralRules(locale).select(value) === 'one';
  const late = (value: number) => (lang === 'en' ? `${n(value)} ${one(value) ? 'day' : 'days'} late` : `${n(value)} ${one(value) ? 'jour' : 'jours'} de retard`);
  if (kind === 'late') return late(days);
  if (days > 0) return lang === 'en' ? `Late by ${n(days)} ${one(days) ? 'day' : 'days'}` : `Reçus avec ${late(days)}`;
  const early = -days;
  if (early === 0) return lang === 'en' ? 'On time' : 'À temps';
  return lang === 'en' ? `On time (${n(early)} ${one(early) ? 'day' : 'days'} early)` : `À temps (${n(early)} ${one(early) ? 'jour' : 'jours'} d’avance)`;
}

/** A column both show: its header on the page and in the file, and each side's cell as the page writes it. */
interface DeadlineColumn {
  page: Both;
  file: Both;
  shown: (cell: PageCell, lang: Lang) => string;
  exported: (value: FileValue, lang: Lang) => string;
}
const deadlineColumns = (kind: DeadlineKind): DeadlineColumn[] => [
  // The page's title cell also names the series under the event's link.
  { page: { en: 'Event', fr: 'Épreuve' }, file: { en: 'Event', fr: 'Épreuve' }, shown: (cell) => cell.link ?? cell.text, exported: (value) => String(value ?? '') },
  { page: { en: 'Last day', fr: 'Dernier jour' }, file: { en: 'End date', fr: 'Date de fin' }, shown: (cell) => cell.text, exported: (value, lang) => dayLabel(String(value), lang) },
  { page: { en: 'Contingency', fr: 'Contingence' }, file: { en: 'Contingency', fr: 'Contingence' }, shown: (cell, lang) => numberIn(cell.text, lang).toFixed(2), exported: (value) => Number(value).toFixed(2) },
  {
    page: { en: 'Days late', fr: 'Jours de retard' },
    file: { en: 'Days late', fr: 'Jours de retard' },
    shown: (cell) => cell.text,
    exported: (value, lang) => latenessLabel(kind, Number(value), lang),
  },
];

/**
 * Downloads a deadline page's CSV and XLSX and compares each with the page: headers in the page's language, as many
 * rows as the page counts (every matching event, not the page of 15), the first of them the table's rows in the same
 * order, every last day in `range`. The chart counts the same events.
 */
async function deadlineExportsMatchTable(page: Page, lang: Lang, kind: DeadlineKind, range: { startDate: string; endDate: string }): Promise<void> {
  const report = DEADLINE_REPORTS[kind];
  const columns = deadlineColumns(kind);
  const table = page.getByRole('table', { name: report.title[lang], exact: true });
  const chart = page.getByRole('figure', { name: report.chart[lang], exact: true });
  await expect(async () => {
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
    const shown = await readTable(table);
    expect(shown.headers, 'the page in its language').toEqual(report.pageHeaders[lang]);
    // "23 events", "23 épreuves": pagination.total, every page.
    const countText = await page.locator('#main .adm-toolbar__count').innerText();
    expect(countText).toMatch(lang === 'en' ? /^[\d,]+ events?$/ : /^[\d\s\u202f]+ épreuves?$/);
    const total = Number(countText.replace(/\D/g, ''));
    expect(shown.rows, 'page 1: 15 rows at most').toHaveLength(Math.min(total, 15));
    // Its accessible table holds the chart's figures: every matching event once, not only this page's.
    const charted = (await chart.locator('tbody td').allTextContents()).filter((text) => /\d/.test(text)).reduce((sum, text) => sum + numberIn(text, lang), 0);
    expect(charted, 'the chart counts every matching event').toBe(total);
    const pageAt = columns.map((column) => shown.headers.indexOf(column.page[lang]));
    const onPage = shown.rows.map((row) => JSON.stringify(columns.map((column, i) => column.shown(row[pageAt[i]!]!, lang))));
    for (const [format, read] of [
      ['csv', async (bytes: Buffer) => readCsv(bytes)],
      ['xlsx', readXlsx],
    ] as const) {
      const { name, bytes } = await download(page, page.locator('#main').getByRole('link', { name: TEXTS[lang][format], exact: true }));
      expect(name).toMatch(new RegExp(`^${report.file}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      const exported = await read(bytes);
      expect(exported.headers, `${format} headers in the page's language`).toEqual(report.fileHeaders[lang]);
      expect(exported.rows, `${format}: every matching event`).toHaveLength(total);
      const fileAt = columns.map((column) => exported.headers.indexOf(column.file[lang]));
      const inFile = exported.rows.map((row) => JSON.stringify(columns.map((column, i) => column.exported(row[fileAt[i]!] ?? null, lang))));
      expect(inFile.slice(0, onPage.length), `${format}: page 1's rows first, in its order`).toEqual(onPage);
      const endAt = exported.headers.indexOf(columns[1]!.file[lang]);
      for (const row of exported.rows) expect(String(row[endAt]), `${format}: a last day in the range`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const outside = exported.rows.map((row) => String(row[endAt])).filter((day) => day < range.startDate || day > range.endDate);
      expect(outside, `${format}: last days outside ${range.startDate} – ${range.endDate}`).toEqual([]);
    }
  }).toPass({ timeout: 40_000 });
}

/**
 * Every report is walked in full in English; French walks a sample that covers each kit once (the summary, the
 * dashboard, a market-share report, a rider table with links, a deadline report): the others render the same kits with
 * other columns, so French adds nothing there that the sample does not already check.
 */
const IN_FRENCH_TOO = new Set(['summary', 'market-share-month', 'rider-earnings', 'late-results-events']);
const languagesOf = (path: string): Lang[] => (IN_FRENCH_TOO.has(path) ? ['en', 'fr'] : ['en']);
const inWords = (path: string) => (IN_FRENCH_TOO.has(path) ? 'in English and French' : 'in English');

test.describe('reports', () => {
  // Each test signs in on its own and only reads: both workers take tests of this file.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@example.com');
  });

  test('the dashboard shows its parts in English and French, and its "Summary report" link opens the summary', async ({ page }) => {
    test.setTimeout(60_000);
    for (const lang of ['en', 'fr'] as const) {
      const t = TEXTS[lang];
      await inLanguage(page, lang);
      await page.goto('/auth/admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.welcome);
      for (const name of t.dashboard) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      // Each part answers on its own: the headline, the three counts, this year's figures, the chart, the lists.
      await expect(page.locator('.adm-dash-headline__value')).toHaveText(/\d/);
      // Every count of "Needs attention today" arrives (a count that failed shows "Not counted." instead of a badge).
      const attention = page.locator('.adm-attention__item');
      await expect(attention.first()).toBeVisible();
      await expect(attention.locator(':scope > .rr-badge').filter({ hasNotText: /^\d+$/ })).toHaveCount(0);
      expect(await attention.count()).toBeGreaterThanOrEqual(3);
      await expect(attention.locator(':scope > .rr-badge')).toHaveCount(await attention.count());
      await expect(page.locator('.adm-figures__counts dd')).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/]);
      await expect(page.locator('.adm-dash [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('table', { name: t.chartTable }).first()).toBeAttached();
      const payouts = page.locator('.rr-card', { has: page.getByRole('heading', { name: t.dashboard[5] }) });
      await expect(payouts.locator('.adm-recent__item').getByRole('link').first()).toBeVisible();
      const events = page.locator('.rr-card', { has: page.getByRole('heading', { name: t.dashboard[4] }) });
      await expect(events.locator('.adm-recent__item').first()).toBeVisible();

      const figuresCard = page.locator('.rr-card', { has: page.getByRole('heading', { name: t.dashboard[2] }) });
      await figuresCard.getByRole('link', { name: t.summaryLink }).click();
      await expect(page).toHaveURL(/\/auth\/admin\/summary$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Summary' : 'Synthèse');
    }
  });

  test('the summary: range, preset, and its CSV and XLSX against the figures, in English and French', async ({ page }) => {
    test.setTimeout(60_000);
    const SUMMARY_FIGURES: Array<{ page: Both; file: Both; kind: 'money' | 'percent' }> = [
      { page: { en: 'Available', fr: 'Disponible' }, file: { en: 'Contingency available', fr: 'Dotation disponible' }, kind: 'money' },
      { page: { en: 'Earned', fr: 'Gagné' }, file: { en: 'Earned', fr: 'Gagné' }, kind: 'money' },
      { page: { en: 'Earn rate', fr: 'Taux de gain' }, file: { en: 'Earn rate (%)', fr: 'Taux de gain (%)' }, kind: 'percent' },
      { page: { en: 'Redeemed', fr: 'Utilisé' }, file: { en: 'Redeemed', fr: 'Utilisé' }, kind: 'money' },
      { page: { en: 'Redemption rate', fr: 'Taux d’utilisation' }, file: { en: 'Redemption rate (%)', fr: 'Taux d’utilisation (%)' }, kind: 'percent' },
      { page: { en: 'Cashed out', fr: 'Versé' }, file: { en: 'Cashed out', fr: 'Versé' }, kind: 'money' },
      { page: { en: 'Expired', fr: 'Expiré' }, file: { en: 'Expired', fr: 'Expiré' }, kind: 'money' },
      { page: { en: 'Withheld', fr: 'Retenu' }, file: { en: 'Tax withheld', fr: 'Impôt retenu' }, kind: 'money' },
    ];
    // "Earned"'s breakdown line: cash · dealer credit · bonus.
    const EARNED_PARTS: Both[] = [
      { en: 'Earned in cash', fr: 'Gagné en espèces' },
      { en: 'Earned in dealer credit', fr: 'Gagné en crédit concessionnaire' },
      { en: 'Earned in bonuses', fr: 'Gagné en primes' },
    ];
    for (const lang of ['en', 'fr'] as const) {
      const t = TEXTS[lang];
      await inLanguage(page, lang);
      await page.goto('/auth/admin/summary');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Summary' : 'Synthèse');
      await chooseRange(page, lang, WIDE);
      await untilShown(page, lang, page.getByRole('group', { name: t.amountsIn('USD'), exact: true }));
      // Demo riders earn as amateurs and redeem at a demo dealer: both lists have a row.
      const amateurs = page.locator('.rr-card', { has: page.getByRole('heading', { name: lang === 'en' ? 'Top amateur riders' : 'Meilleurs pilotes amateurs' }) });
      await expect(amateurs.locator('tbody tr').getByRole('link').first()).toBeVisible();
      const dealers = page.locator('.rr-card', { has: page.getByRole('heading', { name: TOP_DEALERS.title[lang], exact: true }) });
      await expect(dealers.locator('tbody tr').getByRole('link').first()).toBeVisible();

      await expect(async () => {
        await refresh(page, lang);
        // The page's own links come first (its header); the top lists' follow in their cards.
        const scope = page.locator('#main');
        for (const format of ['csv', 'xlsx'] as const) {
          const { name, bytes } = await download(page, scope.getByRole('link', { name: t[format] }).first());
          expect(name).toMatch(new RegExp(`^summary-${WIDE.startDate}-${WIDE.endDate}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
          const file = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
          const column = (header: string) => {
            const index = file.headers.indexOf(header);
            expect(index, `"${header}" in ${JSON.stringify(file.headers)}`).toBeGreaterThanOrEqual(0);
            return index;
          };
          const currencyAt = column(lang === 'en' ? 'Currency' : 'Devise');
          // A group of figures per currency on the page, a line per currency in the file.
          await expect(page.getByRole('group', { name: new RegExp(`^${t.amountsIn('')}[A-Z]{3}$`) })).toHaveCount(file.rows.length);
          for (const row of file.rows) {
            const currency = String(row[currencyAt]);
            const group = page.getByRole('group', { name: t.amountsIn(currency), exact: true });
            const facts = await group.evaluate((element) =>
              Object.fromEntries(
                [...element.querySelectorAll('.adm-report-fact')].map((fact) => [
                  fact.querySelector('dt')?.textContent?.trim() ?? '',
                  { value: fact.querySelector('.adm-report-fact__value')?.textContent?.trim() ?? '', detail: fact.querySelector('.adm-report-fact__detail')?.textContent?.trim() ?? '' },
                ]),
              ),
            );
            for (const figure of SUMMARY_FIGURES) {
              const shown = facts[figure.page[lang]];
              expect(shown, `${figure.page[lang]} on the page`).toBeDefined();
              const exported = row[column(figure.file[lang])] ?? null;
              if (figure.kind === 'percent' && !/\d/.test(shown!.value)) expect(exported, figure.file[lang]).toBeNull();
              else expect(Number(exported), `${format} ${currency} ${figure.file[lang]}`).toBeCloseTo(numberIn(shown!.value, lang), 2);
            }
            const parts = facts[SUMMARY_FIGURES[1]!.page[lang]]!.detail.split('·');
            expect(parts).toHaveLength(3);
            EARNED_PARTS.forEach((part, i) => expect(Number(row[column(part[lang])]), `${format} ${part[lang]}`).toBeCloseTo(numberIn(parts[i]!, lang), 2));
          }
        }
      }).toPass({ timeout: 40_000 });

      // The top dealers' own export holds the rows of their table.
      await exportsMatchTable(page, lang, TOP_DEALERS, dealers, 'top-dealers');
      if (lang === 'en') await lastYear(page, lang, false);
    }
  });

  for (const report of TABLE_REPORTS) {
    test(`${report.title.en}: range, preset, and a CSV and an XLSX with the table's rows, ${inWords(report.path)}`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const lang of languagesOf(report.path)) {
        await inLanguage(page, lang);
        await page.goto(`/auth/admin/${report.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(report.title[lang]);
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
    });
  }
  for (const kind of ['late', 'finished'] as const) {
    const report = DEADLINE_REPORTS[kind];
    test(`${report.title.en}: chart, range, sort, and a CSV and an XLSX of every event that start with the table's page, ${inWords(report.path)}`, async ({ page }) => {
      test.setTimeout(60_000);
      // The last year up to today: the seed's late events (ended weeks ago) and most of its finished ones.
      const today = programmeToday();
      const range = { startDate: addDays(today, -365), endDate: today };
      const { sortBy, sortDirection } = report.sort;
      for (const lang of languagesOf(report.path)) {
        await inLanguage(page, lang);
        await page.goto(`/auth/admin/${report.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(report.title[lang]);
        // The demo programme has events late with their results and events whose results came in: rows with links.
        const table = page.getByRole('table', { name: report.title[lang], exact: true });
        await expect(table.locator('tbody tr').getByRole('link').first()).toBeVisible();
        const chart = page.getByRole('figure', { name: report.chart[lang], exact: true });
        await expect(chart).toBeVisible();
        await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();

        await chooseRange(page, lang, range, DEADLINE_RANGE_LABELS[lang]);
        const header = table.getByRole('columnheader', { name: report.sort.header[lang], exact: true });
        await header.getByRole('button').click();
        await expect(header).toHaveAttribute('aria-sort', 'ascending');
        if (sortDirection === 'desc') {
          await header.getByRole('button').click();
          await expect(header).toHaveAttribute('aria-sort', 'descending');
        }
        // The address keeps the range with the order; the export links ask for both, in the page's language.
        for (const kept of [`startDate=${range.startDate}`, `endDate=${range.endDate}`, `sortBy=${sortBy}`, `sortDirection=${sortDirection}`]) {
          await expect(page).toHaveURL(new RegExp(`[?&]${kept}(&|$)`));
          for (const format of ['csv', 'xlsx'] as const) {
            await expect(page.locator('#main').getByRole('link', { name: TEXTS[lang][format], exact: true })).toHaveAttribute('href', new RegExp(`[?&]${kept}(&|$)`));
          }
        }
        for (const format of ['csv', 'xlsx'] as const) {
          await expect(page.locator('#main').getByRole('link', { name: TEXTS[lang][format], exact: true })).toHaveAttribute(
            'href',
            new RegExp(`^/api/admin/events-${kind}/export\\?(.*&)?format=${format}&locale=${lang}(&|$)`),
          );
        }
        await deadlineExportsMatchTable(page, lang, kind, range);
      }
    });
  }
});
