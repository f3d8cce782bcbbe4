import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEXTS, type Lang } from './reports-words';
import { signIn } from './support';

/**
 * The steps the reports' specs share: programme staff open a report in a language, choose its range (the date inputs,
 * then a preset), refresh it past its cache, and read its table as shown. Nothing here depends on which riders, dealers
 * or figures the demo seed has: every figure is read from the page, then from the files.
 */

/** From 2025 to the end of next year: every seeded row (awards and results are days around the seeding day). */
export const WIDE = { startDate: '2025-01-01', endDate: `${new Date().getUTCFullYear() + 1}-12-31` };

/**
 * The reports' tests, each signed in as programme staff. Each test signs in on its own and only reads: both workers
 * take tests of one file. A report is walked in one or two languages, a minute at the most.
 */
export function reportTests(body: () => void): void {
  test.describe('reports', () => {
    test.describe.configure({ mode: 'parallel', timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await signIn(page, 'admin@example.com');
    });
    body();
  });
}

/**
 * Every report is walked in full in English; French walks a sample that covers each kit once (the summary, the
 * dashboard, a market-share report, a rider table with links, a deadline report): the others render the same kits with
 * other columns, so French adds nothing there that the sample does not already check.
 */
const IN_FRENCH_TOO = new Set(['summary', 'market-share-month', 'rider-earnings', 'late-results-events']);
export const languagesOf = (path: string): Lang[] => (IN_FRENCH_TOO.has(path) ? ['en', 'fr'] : ['en']);
export const inWords = (path: string) => (IN_FRENCH_TOO.has(path) ? 'in English and French' : 'in English');

/**
 * Opens an admin page (`path` under /auth/admin/, '' for the dashboard) in `lang` and waits for its heading. Signed-in
 * areas follow the language cookie (docs/i18n.md "Which locale a page is in"), as the language menu sets it.
 */
export async function openInLanguage(page: Page, lang: Lang, path: string, heading: string | RegExp): Promise<void> {
  // The site's own address (the page may not have opened anything yet: the tests sign in through the API).
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: test.info().project.use.baseURL! }]);
  await page.goto(path ? `/auth/admin/${path}` : '/auth/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

// ── reading figures as the page shows them ──

/** A figure as the locale writes it ('$1,234.50', '1 234,50 $', '42 %', '1.5%') as a number. */
export function numberIn(text: string, lang: Lang): number {
  let digits = text.replace(/\u2212/g, '-').replace(/[^\d.,-]/g, '');
  digits = lang === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.');
  const value = Number(digits);
  if (digits === '' || Number.isNaN(value)) throw new Error(`not a figure: ${JSON.stringify(text)}`);
  return value;
}

/** 'YYYY-MM' as the report pages name a month ('Mar 2026', 'mars 2026'): the report kit's monthLabel. */
export function monthLabel(month: string, lang: Lang): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, monthNumber! - 1, 15)));
}

/** Today in the programme's time zone (America/Los_Angeles), as the presets count. */
function programmeYear(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date()));
}

export interface PageCell {
  text: string;
  link: string | null;
  email: string | null;
}
export interface PageTable {
  headers: string[];
  rows: PageCell[][];
}

/** The table's headers and body rows as shown (an empty state's single cell counts as no rows). */
export async function readTable(table: Locator): Promise<PageTable> {
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

// ── the page's range and freshness ──

/** Refresh (past the 60 s cache) and wait until every report of the page has answered. */
export async function refresh(page: Page, lang: Lang): Promise<void> {
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
export async function untilShown(page: Page, lang: Lang, shown: Locator): Promise<void> {
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
export async function chooseRange(page: Page, lang: Lang, range: { startDate: string; endDate: string }, labels: { from: string; to: string } = TEXTS[lang]): Promise<void> {
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
export async function lastYear(page: Page, lang: Lang, emptyAllowed: boolean): Promise<void> {
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
