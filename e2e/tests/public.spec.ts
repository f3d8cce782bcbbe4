import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

test('home renders with the public header, menu and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Race Rewards/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Rules', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Promoters', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025');
  const violations = await axeViolations(page, ['wcag2a', 'wcag2aa']);
  expect(violations.filter((v) => v.impact === 'critical')).toEqual([]);
});

test('/events lists seeded events, upcoming soonest first and past latest first, in two tabs', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /upcoming/i })).toBeVisible();
  await expect(page.getByRole('tab', { name: /past/i })).toBeVisible();
  const eventLinks = page.locator('a[href*="/events/event/"]');
  await expect(eventLinks.first()).toBeVisible();
  expect(await eventLinks.count()).toBeGreaterThan(3);
  // Upcoming: the next race first (sorted the other way, it opened on the furthest event and put next weekend's races on page 2).
  const upcoming = (await (await page.request.get('/api/events?period=upcoming&sortDirecton=asc&limit=12')).json()) as { events: { _id: string; startDate: string }[] };
  const soonest = upcoming.events.map((e) => e.startDate);
  expect([...soonest].sort()).toEqual(soonest);
  expect(await eventLinks.first().getAttribute('href')).toContain(upcoming.events[0]!._id);
  // Past: the latest first.
  await page.getByRole('tab', { name: /past/i }).click();
  await expect(page).toHaveURL(/period=past/);
  const past = (await (await page.request.get('/api/events?period=past&sortDirecton=desc&limit=12')).json()) as { events: { _id: string; startDate: string }[] };
  const latest = past.events.map((e) => e.startDate);
  expect([...latest].sort().reverse()).toEqual(latest);
  await expect(eventLinks.first()).toHaveAttribute('href', new RegExp(past.events[0]!._id));
});

test('an event page shows venue, dates, location and the payout table', async ({ page }) => {
  await page.goto('/events');
  const first = page.locator('a[href*="/events/event/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/events\/event\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('the maps load only when asked: the event page shows its venue, the finder its page of events; no tile is fetched in tests', async ({ page }) => {
  const lazy: string[] = [];
  page.on('request', (request) => {
    if (/leaflet|openstreetmap/i.test(request.url())) lazy.push(request.url());
  });
  await page.goto('/events/event/evt-socal-ft-01');
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await expect(page.getByTestId('event-map')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show on a map' }).click();
  const map = page.getByRole('region', { name: 'Map of the event’s location' });
  await expect(map).toBeVisible();
  await expect(map.locator('.pub-map-pin')).toHaveCount(1);
  await map.locator('.pub-map-pin').click();
  await expect(map.getByRole('link', { name: 'See the event' })).toHaveAttribute('href', '/events/event/evt-socal-ft-01');

  await page.goto('/events');
  await page.getByRole('button', { name: 'Show on a map' }).click();
  const finderMap = page.getByRole('region', { name: 'Map of the events on this page' });
  await expect(finderMap).toBeVisible();
  expect(await finderMap.locator('.pub-map-pin').count()).toBeGreaterThan(1);
  // MAP_TILE_URL=off: the pins on a plain background, and the map says why rather than staying blank.
  await expect(page.getByRole('status').filter({ hasText: 'Map background unavailable' })).toBeVisible();
  expect(lazy.filter((url) => /openstreetmap/.test(url))).toEqual([]);
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

test('an unknown URL answers 404 and shows the translated not-found screen', async ({ page }) => {
  expect((await page.goto('/no-such-page-here'))?.status()).toBe(404);
  await expect(page.getByText(/page not found|could not be found/i).first()).toBeVisible();
  expect((await page.goto('/de/no-such-page-here'))?.status()).toBe(404);
  await expect(page.getByText(/Seite nicht gefunden|nicht gefunden/i).first()).toBeVisible();
  expect((await page.goto('/de/events'))?.status()).toBe(200);
});

test('the contact form sends a message to the programme team and thanks the sender; bad input stays on the form', async ({ page }) => {
  await page.goto('/about/contact?topic=promoter');
  await expect(page.getByLabel('What is it about?')).toHaveValue('promoter');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Your name').fill('E2E Sender');
  await page.getByLabel('Your email address').fill('e2e.sender@example.com');
  await page.getByLabel('Your message').fill('When do applications for next season open?');
  await expect(page.getByText('42 / 500 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page).toHaveURL(/\/thank-you-contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
});

test('the series finder lists active series by country and leads to a series page', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Series', exact: true }).click();
  await expect(page).toHaveURL(/view=series/);
  await expect(page.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
  await page.getByLabel('Country').selectOption('CA');
  await page.getByRole('button', { name: 'Search' }).click();
  const cards = page.locator('.pub-event-list a');
  await expect(cards.first()).toBeVisible();
  const api = (await (await page.request.get('/api/series?country=CA&limit=12')).json()) as { series: { name: string }[] };
  await expect(cards).toHaveCount(api.series.length);
  await cards.first().click();
  await expect(page).toHaveURL(/\/events\/serie\//);
});

test('the privacy policy is written out for the programme in English and German', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  for (const heading of ['What we keep', 'Who sees it', 'Cookies', 'How long we keep it', 'Your choices and rights']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('i18n_redirected')).toBeVisible();
  await page.goto('/de/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Welche Daten wir speichern' })).toBeVisible();
});
