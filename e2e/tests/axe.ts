import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core's violations on the page as it is now: the rules of `tags`, run in the page itself. The source is put into
 * a document once and kept for every later check of that document (a walk that moves by the app's own links checks
 * many pages in one document). @axe-core/playwright's `analyze()` evaluates the 560 KB source twice on every call and
 * sends back every passing and inapplicable check too; on two loaded cores that was about two thirds of a check's
 * time (1.0 s against 0.35 s a page). The rules, the page and so the violations are the same: only violations are
 * asked for, which is all the tests read.
 */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<axe.Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    await page.evaluate(axe.source);
    await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    [...tags],
  );
}
