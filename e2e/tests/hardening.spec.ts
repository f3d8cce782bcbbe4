import { expect, test, type Page } from '@playwright/test';
import { HOME_PATHS, paths, publicPaths } from '@rr/contracts/routes';
import { openAs, registerByApi, uniqueEmail } from './support';

// Security hardening in the browser: the sign-out link cannot be used from another site, the mailed unlock link's
// page, and /proxy-remove with nothing to remove.

const session = async (page: Page) => (await (await page.request.get('/api/session')).json()) as { authenticated: boolean; type?: string; proxyHost?: boolean };

test.describe('sign-out confirmation (/logout)', () => {
  test('a cross-site GET /api/logout signs nobody out but asks; Cancel keeps the session, Sign out ends it and opens login', async ({ page }) => {
    await page.goto('/');
    await registerByApi(page.request, uniqueEmail('logout'));
    expect(await session(page)).toMatchObject({ authenticated: true });

    // A link on another site: the BFF answers with the confirmation page instead of ending the session.
    await page.goto(paths.logout(), { referer: 'https://attacker.example/prize' });
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Log out of .+\?$/);
    expect(await session(page)).toMatchObject({ authenticated: true });

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await session(page)).toMatchObject({ authenticated: true });

    await page.goto(publicPaths().logout());
    const signOut = page.waitForRequest((request) => request.url().endsWith('/api/logout') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Log out' }).click();
    const sent = await signOut;
    expect(sent.headers()['content-type']).toBe('application/json');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(await session(page)).toMatchObject({ authenticated: false });
  });

  test('a plain form POST from another site cannot sign out (JSON from this site only)', async ({ page }) => {
    await page.goto('/');
    await registerByApi(page.request, uniqueEmail('logout-form'));
    const forged = await page.request.post('/api/logout', { form: { x: '1' }, headers: { Origin: 'https://attacker.example' } });
    expect([403, 415]).toContain(forged.status());
    expect(await session(page)).toMatchObject({ authenticated: true });
  });

  test('says so when nobody is signed in, with the login link', async ({ page }) => {
    await page.goto(publicPaths().logout());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not logged in');
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('unlock link (/login-unlock)', () => {
  test('an unknown token is refused once, with a way to login; a link without a token posts nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/login-unlock')) posts.push(request.postData() ?? '');
    });
    await page.goto(`${publicPaths().loginUnlock()}?token=not-a-real-token`);
    await expect(page.getByText('This unlock link is invalid or has expired.')).toBeVisible();
    expect(posts).toEqual([JSON.stringify({ token: 'not-a-real-token' })]);

    await page.goto(publicPaths().loginUnlock());
    await expect(page.getByText('This unlock link is invalid or has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(posts).toHaveLength(1);
  });
});

test.describe('/proxy-remove with nothing to remove', () => {
  test('an administrator who is not proxying lands in their own area, not on a Try again', async ({ page }) => {
    await openAs(page, 'admin@example.com', 'admin');
    await page.goto(paths.proxyRemove());
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.admin}$`));
    await expect(page.getByText('Sorry could not complete the removal')).toHaveCount(0);
    expect(await session(page)).toMatchObject({ authenticated: true, type: 'admin', proxyHost: false });
  });

  test('Back to /proxy-remove after a removal goes to the administrator’s own area', async ({ page }) => {
    await openAs(page, 'admin@example.com', 'admin');
    await page.goto(paths.proxy('rider', 'rider-demo'));
    const banner = page.getByTestId('proxy-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Remove Proxy' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.admin.rider('rider-demo')}$`));

    // The second click (here: opening the page again) has nothing to remove.
    await page.goto(paths.proxyRemove());
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.admin}$`));
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a rider who opens it lands in the rider area', async ({ page }) => {
    await openAs(page, 'rider@example.com', 'rider');
    await page.goto(paths.proxyRemove());
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.rider}$`));
  });

  test('signed out, it goes to login', async ({ page }) => {
    await page.goto(paths.proxyRemove());
    await expect(page).toHaveURL(/\/login$/);
  });
});
