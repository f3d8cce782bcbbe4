import { expect, test, type Page } from '@playwright/test';
import { exported, FORMATS, type FileValue, type Format } from './reports-files';
import { chooseRange, inWords, languagesOf, numberIn, openInLanguage, readTable, reportTests, type PageCell } from './reports-kit';
import { both, inBoth, TEXTS, type Both, type Header, type Lang } from './reports-words';

/**
 * The late and finished results pages (features/deadlines: the events service's, not the read model's) page their
 * table, 15 rows, sorted by a header: their files hold every matching event, in the page's order, so they start with
 * page 1's rows and count what the page counts.
 */

type DeadlineKind = 'late' | 'finished';

interface DeadlineReport {
  /** The path under /auth/admin/ (the export is /api/admin/events-<kind>/export, its file events-<kind>-<day>). */
  path: string;
  /** The page's h1, also its table's caption; the chart's title. */
  title: Both;
  chart: Both;
  /** The header clicked to sort (once: ascending, twice: descending) and what the address says then. */
  sort: { header: Both; sortBy: string; sortDirection: 'asc' | 'desc' };
}

/** Every header, in order: the page's table, then the file's (libs/server-kit/src/i18n `report.column.*`). */
const DEADLINE_PAGE_HEADERS = (kind: DeadlineKind) =>
  inBoth(['Event', 'Last day', 'Where', 'Contingency', 'Results due', ...(kind === 'finished' ? (['Results in'] as const) : []), 'Days late', 'Promoter']);
const DEADLINE_FILE_HEADERS = (kind: DeadlineKind) =>
  inBoth([
    ...(['Event', 'Series', 'Start date', 'End date', 'City', 'State/Province', 'Country', 'Promoter ID', 'Currency', 'Contingency', 'Results due', 'Days late'] as const),
    ...(kind === 'finished' ? (['Results in (UTC)', 'On time'] as const) : []),
  ]);

const DEADLINE_REPORTS: Record<DeadlineKind, DeadlineReport> = {
  late: {
    path: 'late-results-events',
    title: { en: 'Late results', fr: 'Résultats en retard' },
    chart: { en: 'Late events by month of their last day, by days past the due date', fr: 'Épreuves en retard par mois de leur dernier jour, selon les jours de retard sur l’échéance' },
    // Not the default order (the longest overdue first).
    sort: { header: both('Event'), sortBy: 'title', sortDirection: 'asc' },
  },
  finished: {
    path: 'finished-results-events',
    title: { en: 'Finished results', fr: 'Résultats terminés' },
    chart: { en: 'Results in on time or late, by month of the events’ last day', fr: 'Résultats reçus à temps ou en retard, par mois du dernier jour des épreuves' },
    // The latest-delivered results first: the service orders by the exact delay, the page and the file say it in whole days.
    sort: { header: both('Days late'), sortBy: 'daysLate', sortDirection: 'desc' },
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
const deadlineColumn = (page: Header, file: Header, shown: DeadlineColumn['shown'], fromFile: DeadlineColumn['exported']): DeadlineColumn => ({ page: both(page), file: both(file), shown, exported: fromFile });
const deadlineColumns = (kind: DeadlineKind): DeadlineColumn[] => [
  // The page's title cell also names the series under the event's link.
  deadlineColumn('Event', 'Event', (cell) => cell.link ?? cell.text, (value) => String(value ?? '')),
  deadlineColumn('Last day', 'End date', (cell) => cell.text, (value, lang) => dayLabel(String(value), lang)),
  deadlineColumn('Contingency', 'Contingency', (cell, lang) => numberIn(cell.text, lang).toFixed(2), (value) => Number(value).toFixed(2)),
  deadlineColumn('Days late', 'Days late', (cell) => cell.text, (value, lang) => latenessLabel(kind, Number(value), lang)),
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
    expect(shown.headers, 'the page in its language').toEqual(DEADLINE_PAGE_HEADERS(kind)[lang]);
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
    for (const format of FORMATS) {
      const { name, file } = await exported(page, page.locator('#main').getByRole('link', { name: TEXTS[lang][format], exact: true }), format);
      expect(name).toMatch(new RegExp(`^events-${kind}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      expect(file.headers, `${format} headers in the page's language`).toEqual(DEADLINE_FILE_HEADERS(kind)[lang]);
      expect(file.rows, `${format}: every matching event`).toHaveLength(total);
      const fileAt = columns.map((column) => file.headers.indexOf(column.file[lang]));
      const inFile = file.rows.map((row) => JSON.stringify(columns.map((column, i) => column.exported(row[fileAt[i]!] ?? null, lang))));
      expect(inFile.slice(0, onPage.length), `${format}: page 1's rows first, in its order`).toEqual(onPage);
      const endAt = file.headers.indexOf(columns[1]!.file[lang]);
      for (const row of file.rows) expect(String(row[endAt]), `${format}: a last day in the range`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const outside = file.rows.map((row) => String(row[endAt])).filter((day) => day < range.startDate || day > range.endDate);
      expect(outside, `${format}: last days outside ${range.startDate} – ${range.endDate}`).toEqual([]);
    }
  }).toPass({ timeout: 40_000 });
}

reportTests(() => {
  for (const kind of ['late', 'finished'] as const) {
    const report = DEADLINE_REPORTS[kind];
    test(`${report.title.en}: chart, range, sort, and a CSV and an XLSX of every event that start with the table's page, ${inWords(report.path)}`, async ({ page }) => {
      // The last year up to today: the seed's late events (ended weeks ago) and most of its finished ones.
      const today = programmeToday();
      const range = { startDate: addDays(today, -365), endDate: today };
      const { sortBy, sortDirection } = report.sort;
      for (const lang of languagesOf(report.path)) {
        await openInLanguage(page, lang, report.path, report.title[lang]);
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
        const exportLink = (format: Format) => page.locator('#main').getByRole('link', { name: TEXTS[lang][format], exact: true });
        for (const kept of [`startDate=${range.startDate}`, `endDate=${range.endDate}`, `sortBy=${sortBy}`, `sortDirection=${sortDirection}`]) {
          await expect(page).toHaveURL(new RegExp(`[?&]${kept}(&|$)`));
          for (const format of FORMATS) await expect(exportLink(format)).toHaveAttribute('href', new RegExp(`[?&]${kept}(&|$)`));
        }
        for (const format of FORMATS) {
          await expect(exportLink(format)).toHaveAttribute('href', new RegExp(`^/api/admin/events-${kind}/export\\?(.*&)?format=${format}&locale=${lang}(&|$)`));
        }
        await deadlineExportsMatchTable(page, lang, kind, range);
      }
    });
  }
});
