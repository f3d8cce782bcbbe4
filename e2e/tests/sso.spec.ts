import { expect, test, type Page } from '@playwright/test';

// Single sign-on against the test OpenID provider (e2e/oidc-provider.mjs) that scripts/prod-stack.mjs runs
// and configures on the BFF. Its staff account (staff@example.com / Password1) has the verified e-mail
// admin@example.com, so identity links it to the seeded programme admin.
const STAFF_LOGIN = 'staff@example.com';
const STAFF_PASSWORD = 'Password1';

test.beforeEach(async ({ page }) => {
  const config = (await (await page.request.get('/api/config')).json()) as { oidcEnabled?: boolean };
  test.skip(config.oidcEnabled !== true, 'single sign-on is not configured on this stack (scripts/prod-stack.mjs configures it)');
});

/** From the login page to the provider's own sign-in form. */
async function toProvider(page: Page) {
  await page.goto('/login?redirect=/auth/admin');
  await page.getByRole('link', { name: /log in with your organi[sz]ation/i }).click();
  await expect(page).toHaveURL(/\/interaction\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Test organisation sign-in' })).toBeVisible();
}

test('staff sign in with their organisation and land in the admin area as the linked admin', async ({ page }) => {
  await toProvider(page);
  await page.getByLabel('Username').fill(STAFF_LOGIN);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\/admin/);
  await expect(page.getByRole('link', { name: /rider manager/i }).first()).toBeVisible();
  const session = (await (await page.request.get('/api/session')).json()) as Record<string, unknown>;
  expect(session).toMatchObject({ authenticated: true, type: 'admin', user: { email: 'admin@example.com' } });
});

test('a wrong password at the provider keeps the user there', async ({ page }) => {
  await toProvider(page);
  await page.getByLabel('Username').fill(STAFF_LOGIN);
  await page.getByLabel('Password', { exact: true }).fill('WrongPassword1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(/\/interaction\//);
});

test('cancelling at the provider comes back to a failed sign-in, still signed out', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/oauth\/callback\?/);
  await expect(page.getByText('Sign-in with your organisation failed. Please try again.')).toBeVisible();
  const session = (await (await page.request.get('/api/session')).json()) as Record<string, unknown>;
  expect(session.authenticated).toBe(false);
});
