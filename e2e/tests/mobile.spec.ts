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
