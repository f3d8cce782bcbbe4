import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registrationBody } from '../rider-fixtures.mjs';

export const PASSWORD = 'Password1';

/** Signs in through the real login screen and waits for the role's own area. */
export async function login(page: Page, email: string, type: 'rider' | 'dealer' | 'promoter' | 'admin') {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/${type}`));
  await atStartPage(page, type);
}

/** Waits for the role's start page (its area's index redirects there) to settle before the test acts. */
async function atStartPage(page: Page, type: 'rider' | 'dealer' | 'promoter' | 'admin') {
  await expect(page).toHaveURL(new RegExp(`/auth/${type}${type === 'admin' ? '' : type === 'rider' ? '/dashboard' : '/home'}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs in through the API and opens the role's start page, where `login` leaves the test: for tests whose subject is
 * what comes after signing in. The login form itself is the subject of auth.spec.ts and of the journeys of a new
 * account (a promoter approved, a dealer invited), which keep `login`; elsewhere it loaded the public site and the
 * form before every test's real start, two to four seconds each on two loaded cores.
 */
export async function openAs(page: Page, email: string, type: 'rider' | 'dealer' | 'promoter' | 'admin') {
  await signIn(page, email);
  await page.goto(`/auth/${type}`);
  await atStartPage(page, type);
}

/**
 * Signs in through the API, in the page's own browser context (the session cookie the login form would get), for
 * tests whose subject is not the login screen: they open their first page themselves. The form's way (`login`) loads
 * the public shell, the form and the role's start page first: 7 to 9 s a test on two loaded cores, spent by every
 * accessibility part and report test before it looked at anything.
 */
export async function signIn(page: Page, email: string) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    // 503 LOGIN_BUSY: every password-hashing slot is taken (two workers and the tests' registrations sign in at once);
    // the answer says when to come back, as it tells the login form.
    if (answer.status() === 503 && attempt < 5) {
      const body = (await answer.json().catch(() => ({}))) as { code?: string; details?: { seconds?: number } };
      if (body.code === 'LOGIN_BUSY') {
        await page.waitForTimeout((body.details?.seconds ?? 1) * 1000);
        continue;
      }
    }
    expect(answer.status(), `signing in as ${email}: ${await answer.text()}`).toBe(200);
    return;
  }
}

/** The URL prefix a remote is served from, as the BFF announces it to the shell. */
export async function remoteBase(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/mf/remotes.json');
  const remotes = (await response.json()) as Record<string, string>;
  const manifest = new URL(remotes[name]!, page.url() === 'about:blank' ? 'http://localhost:8080' : page.url());
  return manifest.href.replace(/mf-manifest\.json$/, '');
}

export { randomChars, randomVin, withCheckDigit } from '../rider-fixtures.mjs';
/** An address no other test run uses. */
export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;


/** Registers a rider through the API (signed in afterwards in this request context) and returns the user. */
export async function registerByApi(request: APIRequestContext, email: string, overrides: Record<string, unknown> = {}) {
  const res = await request.post('/api/register', { data: registrationBody(email, overrides) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { _id: string; fullName: string } }).user;
}

/**
 * A promoter's new flat-track event in Perris, CA, from the "Add event" form (the promoter signed in on `page`), and
 * its payout table from a classes CSV (`classes`: the file's lines after its header, e.g. `Open Pro,cash,325,200,100`).
 * Leaves the event's page open.
 */
export async function addEventWithClasses(page: Page, title: string, firstDay: string, classes: readonly string[]) {
  await page.getByRole('link', { name: 'Add event' }).first().click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Race style').selectOption('flat');
  await page.getByLabel('First day').fill(firstDay);
  await page.getByLabel('Venue', { exact: true }).fill('E2E Oval');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('City').fill('Perris');
  await page.getByLabel('ZIP or postal code').fill('92570');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('tab', { name: /Classes and payouts/ }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'classes.csv', mimeType: 'text/csv', buffer: Buffer.from(['Class,Payout Type,1,2,3', ...classes, ''].join('\n')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const rows = `${classes.length} row${classes.length === 1 ? '' : 's'}`;
  await page.getByTestId('upload-preview').getByRole('button', { name: new RegExp(`Import ${rows}`) }).click();
  await expect(page.getByTestId('upload-preview')).toContainText(`Imported: ${rows}`);
}

/** Waits until the page has drawn its heading and no loading spinner is left. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `${page.url()} shows no page heading`).toBeVisible();
  await expect(page.locator('.rr-fullscreen-spinner, .rr-spinner:visible'), `${page.url()} is still loading`).toHaveCount(0);
}

/**
 * Opens the next page of a walk as the app's own links do (history and popstate), so the shell and the remote are not
 * loaded and started again for every page; the walk's first page is loaded whole. It waits for the next page's
 * heading: a new heading element, or the same one with other words. A page whose heading stays the same is loaded
 * whole instead, and so is a page in another language than the one before, as a visitor arriving in it would load it.
 */
export async function visit(page: Page, path: string, previous: string | undefined) {
  const language = (p: string) => /^\/([a-z]{2}(?:-[A-Z]{2})?)(?=\/|$)/.exec(p)?.[1];
  if (previous !== undefined && language(previous) === language(path)) {
    const moved = await page.evaluate(async (to) => {
      const before = document.querySelector('h1');
      const words = before?.textContent ?? null;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      for (let waited = 0; waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = document.querySelector('h1');
        if (now && (now !== before || now.textContent !== words)) return true;
      }
      return false;
    }, path);
    if (moved) return settle(page);
  }
  await page.goto(path);
  await settle(page);
}
