import { expect, test } from '@playwright/test';
import { openAs } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('on mobile the sidebar is a slide-over that opens from the menu button and closes on navigation', async ({ page }) => {
  await openAs(page, 'rider@example.com', 'rider');
  const panel = page.getByRole('dialog');
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: /open (sidebar|menu|navigation)/i }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: /earnings/i }).click();
  await expect(page).toHaveURL(/\/auth\/rider\/earnings/);
  await expect(panel).toHaveCount(0);
});

test('on a phone every tab shows whole, in the longer languages too', async ({ page }) => {
  await openAs(page, 'rider@example.com', 'rider');
  // German's labels are among the longest: the wallet's three period tabs outgrow a phone's width in one row.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: new URL(page.url()).hostname, path: '/' }]);
  await page.goto('/auth/rider/redemptions');
  const list = page.getByRole('tablist').first();
  await expect(list.getByRole('tab')).not.toHaveCount(0);
  const box = (await list.boundingBox())!;
  for (const tab of await list.getByRole('tab').all()) {
    const each = (await tab.boundingBox())!;
    expect(each.x).toBeGreaterThanOrEqual(box.x);
    expect(each.x + each.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});
