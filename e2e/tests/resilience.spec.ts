import { expect, test } from '@playwright/test';
import { openAs, remoteBase } from './support';

test('with the rider remote unreachable the error boundary shows while header and navigation still work', async ({ page }) => {
  await openAs(page, 'rider@example.com', 'rider');
  const base = await remoteBase(page, 'mf_rider');
  await page.route(`${base}**`, (route) => route.abort('connectionrefused'));
  await page.goto('/auth/rider');
  const alert = page.getByRole('alert').filter({ hasText: /could not be loaded|unavailable/i });
  await expect(alert).toBeVisible();
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expect(retry).toBeVisible();
  // Navigation is the shell's: it still works while the remote is down.
  await page.getByRole('link', { name: /earnings/i }).first().click();
  await expect(page).toHaveURL(/\/auth\/rider\/earnings/);
  await expect(page.getByText('rider@example.com').first()).toBeVisible();
  await expect(alert).toBeVisible(); // still down on the next page, still contained
  // Once the remote is back, Retry loads it without a page reload.
  await page.unroute(`${base}**`);
  await page.getByRole('button', { name: /retry|try again/i }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
