import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('home renders with the public header, menu and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Race Rewards/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Rules', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Promoters', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical')).toEqual([]);
});

test('/events lists seeded events, newest first, with upcoming and past tabs', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /upcoming/i })).toBeVisible();
  await expect(page.getByRole('tab', { name: /past/i })).toBeVisible();
  const eventLinks = page.locator('a[href*="/events/event/"]');
  await expect(eventLinks.first()).toBeVisible();
  expect(await eventLinks.count()).toBeGreaterThan(3);
  // The page shows the API's default order: start date, newest first.
  const api = (await (await page.request.get('/api/events?period=upcoming')).json()) as { events: { _id: string; startDate: string }[] };
  const dates = api.events.map((e) => e.startDate);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(await eventLinks.first().getAttribute('href')).toContain(api.events[0]!._id);
});

test('an event page shows venue, dates, location and the payout table', async ({ page }) => {
  await page.goto('/events');
  const first = page.locator('a[href*="/events/event/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/events\/event\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('/fr/events renders in French', async ({ page }) => {
  await page.goto('/fr/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Épreuves', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /à venir/i })).toBeVisible();
});

test('the language modal moves /events to /de/events and stores the choice', async ({ page, context }) => {
  await page.goto('/events');
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: /language|English/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /language/i });
  await dialog.getByText('Deutsch').click();
  await dialog.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/de\/events$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
});

test('an unknown URL shows the translated not-found screen', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByText(/page not found|could not be found/i).first()).toBeVisible();
  await page.goto('/de/no-such-page-here');
  await expect(page.getByText(/Seite nicht gefunden|nicht gefunden/i).first()).toBeVisible();
});
