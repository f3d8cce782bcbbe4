import { expect, test } from '@playwright/test';
import { exported, FORMATS } from './reports-files';
import { chooseRange, lastYear, numberIn, openInLanguage, refresh, reportTests, untilShown, WIDE } from './reports-kit';
import { col, COUNTRY, exportsMatchTable, type TableReport } from './reports-tables';
import { both, TEXTS } from './reports-words';

/**
 * The dashboard's parts, and the summary: its figures per currency against its CSV and XLSX, and its top dealers'
 * own export against their table, in English and French.
 */

const TOP_DEALERS: TableReport = {
  path: 'summary',
  title: { en: 'Top dealers', fr: 'Meilleurs concessionnaires' },
  seeded: true,
  columns: [col('Dealer name', 'name'), COUNTRY, col('Redeemed', 'money'), col('Redemptions', 'count'), col('Riders', 'count')],
};

/** The summary's figures: their name on the page, their column in the file. */
const SUMMARY_FIGURES = [
  col('Available', 'money', 'Contingency available'),
  col('Earned', 'money'),
  col('Earn rate', 'percent', 'Earn rate (%)'),
  col('Redeemed', 'money'),
  col('Redemption rate', 'percent', 'Redemption rate (%)'),
  col('Cashed out', 'money'),
  col('Expired', 'money'),
  col('Withheld', 'money', 'Tax withheld'),
];
/** "Earned"'s breakdown line: cash · dealer credit · bonus. */
const EARNED_PARTS = (['Earned in cash', 'Earned in dealer credit', 'Earned in bonuses'] as const).map(both);

reportTests(() => {
  test('the dashboard shows its parts in English and French, and its "Summary report" link opens the summary', async ({ page }) => {
    for (const lang of ['en', 'fr'] as const) {
      const t = TEXTS[lang];
      await openInLanguage(page, lang, '', t.welcome);
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
    for (const lang of ['en', 'fr'] as const) {
      const t = TEXTS[lang];
      await openInLanguage(page, lang, 'summary', lang === 'en' ? 'Summary' : 'Synthèse');
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
        for (const format of FORMATS) {
          const { name, file } = await exported(page, scope.getByRole('link', { name: t[format] }).first(), format);
          expect(name).toMatch(new RegExp(`^summary-${WIDE.startDate}-${WIDE.endDate}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
          const column = (header: string) => {
            const index = file.headers.indexOf(header);
            expect(index, `"${header}" in ${JSON.stringify(file.headers)}`).toBeGreaterThanOrEqual(0);
            return index;
          };
          const currencyAt = column(both('Currency')[lang]);
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
              const value = row[column(figure.file[lang])] ?? null;
              if (figure.kind === 'percent' && !/\d/.test(shown!.value)) expect(value, figure.file[lang]).toBeNull();
              else expect(Number(value), `${format} ${currency} ${figure.file[lang]}`).toBeCloseTo(numberIn(shown!.value, lang), 2);
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
});
