import { expect, test } from '@playwright/test';
import { login } from './support';

test('a wrong password shows the spec message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill('rider@example.com');
  await page.getByLabel(/password/i).fill('WrongPassword1');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page.getByText('No account with that email + password combination was found')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the demo rider logs in and sees the rider dashboard in the rider layout', async ({ page }) => {
  await login(page, 'rider@example.com', 'rider');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation').filter({ hasText: 'Earnings' }).first();
  await expect(nav.getByRole('link', { name: /my wallet/i })).toBeVisible();
  await expect(nav.getByRole('link', { name: /earnings/i })).toBeVisible();
  await expect(page.getByText('rider@example.com').first()).toBeVisible();
});

for (const [email, type, navItem] of [
  ['admin@example.com', 'admin', /rider manager/i],
  ['dealer@example.com', 'dealer', /redemptions/i],
  ['promoter@example.com', 'promoter', /home/i],
] as const) {
  test(`the demo ${type} lands in the ${type} area`, async ({ page }) => {
    await login(page, email, type);
    await expect(page.getByRole('link', { name: navItem }).first()).toBeVisible();
  });
}

test('the rider visiting /auth/admin is kept out of it', async ({ page }) => {
  await login(page, 'rider@example.com', 'rider');
  await page.goto('/auth/admin');
  await expect(page).toHaveURL(/\/auth\/rider/);
  await expect(page.getByRole('link', { name: /rider manager/i })).toHaveCount(0);
  const api = await page.request.get('/api/admin/riders');
  expect(api.status()).toBe(403);
});

test('without a session /auth pages send the user to login', async ({ page }) => {
  await page.goto('/auth/rider/earnings');
  await expect(page).toHaveURL(/\/login/);
});

test('logout is a plain link that ends the session', async ({ page }) => {
  await login(page, 'rider@example.com', 'rider');
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/login/);
  const session = await (await page.request.get('/api/session')).json();
  expect(session.authenticated).toBe(false);
});
