import { expect, test } from '@playwright/test';
import { openAs } from './support';

/** A rider marks an upcoming event as a favourite on its page; their dashboard lists it until they unmark it. */
test('a favourite event shows on the rider’s dashboard', async ({ page }) => {
  await openAs(page, 'rider@example.com', 'rider');
  await page.goto('/events');
  // The finder lists upcoming events first.
  await page.locator('main a[href*="/events/event/"]').first().click();
  const toggle = page.getByRole('button', { name: /Add to my favourites|In my favourites/ });
  // The button comes with the event (and the rider's own events): the heading is the event's title by then.
  await expect(toggle).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  // Left over from an earlier run: start unmarked.
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('In my favourites');

  await page.goto('/auth/rider/dashboard');
  const card = page.locator('.rr-card', { has: page.getByRole('heading', { name: 'Your upcoming favourite events' }) });
  await expect(card.getByRole('link', { name: title, exact: true })).toBeVisible();

  await card.getByRole('link', { name: title, exact: true }).click();
  // The dashboard links to the rider's own page of the event, whose mark speaks to the rider ("your").
  await expect(page).toHaveURL(/\/auth\/rider\/event\//);
  await page.getByRole('button', { name: 'In your favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/auth/rider/dashboard');
  await expect(page.locator('.rr-card', { has: page.getByRole('heading', { name: 'Your upcoming favourite events' }) }).getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
