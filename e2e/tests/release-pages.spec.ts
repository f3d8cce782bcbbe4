// A role app's pages before it is released (scripts/release-remote.mjs, docs/operations.md "Releasing one remote"):
// the script builds the remote, serves it from an origin of its own and switches the production-like stack to it
// through the remote's own entry; this opens every page of that remote (those without a required parameter) and asks
// of each what a user would notice: the page answers, shows its heading, is drawn by the new build, and neither shows
// the "could not be loaded" notice nor throws. Run by the script only (it sets RELEASE_*).
import { PUBLIC_PAGES, areaPages, paths, type Role } from '@rr/contracts/routes';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const REMOTE = process.env.RELEASE_REMOTE ?? '';
const VERSION = process.env.RELEASE_VERSION ?? '';
const ORIGIN = process.env.RELEASE_ORIGIN ?? '';

test.skip(!REMOTE, 'run by scripts/release-remote.mjs against a stack switched to the build being released');

const ACCOUNTS = { rider: 'rider@example.com', dealer: 'dealer@example.com', promoter: 'promoter@example.com', admin: 'admin@example.com' } as const;
/** Public pages that are steps of a flow (a token, a pending registration, a callback), not places to open. */
const PUBLIC_STEPS = new Set(['oauthCallback', 'logout', 'loginUnlock', 'createPin', 'thankYouContact', 'passwordLostReset', 'forgotPasswordReset']);

/** The remote's pages to open: each without a required parameter (an optional one left out: the create forms). */
function pagesOf(remote: string): string[] {
  const area = remote.replace(/^mf-/, '');
  if (area === 'public') return Object.entries(PUBLIC_PAGES).filter(([name, pattern]) => !PUBLIC_STEPS.has(name) && !pattern.includes(':')).map(([, pattern]) => pattern);
  const links = paths[area as Role] as unknown as Record<string, () => string>;
  return areaPages(area as Role)
    .filter((page) => !page.param || page.optional)
    .map((page) => links[page.page]!());
}

test(`${REMOTE} ${VERSION}: every page opens from the new build`, async ({ page }) => {
  const pages = pagesOf(REMOTE);
  test.setTimeout(20_000 + pages.length * 15_000);
  const area = REMOTE.replace(/^mf-/, '') as keyof typeof ACCOUNTS | 'public';
  if (area !== 'public') await signIn(page, ACCOUNTS[area]);
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(`${page.url()}: ${error.message}`));
  const fromNewOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ORIGIN}/`)) fromNewOrigin.push(request.url());
  });

  for (const path of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answered`).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows its heading`).toBeVisible();
      await expect(page.getByTestId('remote-error'), `${path} shows no error notice`).toHaveCount(0);
      // A signed-in area stamps the build that drew it (the public site has none).
      if (area !== 'public') await expect(page.locator('[data-remote-build]').first()).toHaveAttribute('data-remote-build', `${REMOTE} ${VERSION}`);
    });
  }
  // The stamp alone cannot tell a build from its twin on the usual origin (CI checks the build it serves there): the
  // remote's entry must have come from the origin being released.
  expect(fromNewOrigin.some((url) => url.endsWith('/remoteEntry.js')), `the pages were drawn by ${ORIGIN}`).toBe(true);
  expect(scriptErrors).toEqual([]);
});
