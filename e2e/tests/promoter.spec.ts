import { expect, test } from '@playwright/test';
import { login } from './support';

/**
 * A promoter's Sunday night (issue 11): create an event, its payout table from a classes CSV, upload the timing
 * export (MyLaps format), resolve the line that matches nobody, and see the results on the public event page, in
 * English and in French.
 */
test('a promoter creates an event, uploads classes and a MyLaps export, resolves an exception; the public page shows the results', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `E2E Grand Prix ${Date.now().toString(36)}`;
  await login(page, 'promoter@example.com', 'promoter');
  await expect(page.getByRole('heading', { name: 'My events' })).toBeVisible();

  // Create the event.
  await page.getByRole('link', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Race style').selectOption('motocross');
  await page.getByLabel('First day').fill('2026-03-07');
  await page.getByLabel('Venue', { exact: true }).fill('E2E Raceway');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('City').fill('Perris');
  await page.getByLabel('ZIP or postal code').fill('92570');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').at(-1)!;

  // Classes from a CSV: a preview first, nothing written until Import.
  await page.getByRole('tab', { name: /Classes and payouts/ }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'classes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Class,Payout Type,1,2,3\nPro Open,cash,500,300,200\n250 Amateur,dealer credit,150,100,50\n'),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const classesPreview = page.getByTestId('upload-preview');
  await expect(classesPreview).toContainText('2 rows read');
  await classesPreview.getByRole('button', { name: /Import 2 rows/ }).click();
  await expect(classesPreview).toContainText('Imported: 2 rows');
  await expect(page.getByRole('tab', { name: 'Classes and payouts (2)' })).toBeVisible();

  // The timing export: the demo rider by name, a walk-in nobody knows, a DNF.
  await page.getByRole('tab', { name: /^Results/ }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'orbits.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Pos,No.,Name,Class,Laps,Status', '1,12,Jordan Miller,Pro Open,12,', '2,55,Walk In Racer,Pro Open,12,', 'DNF,66,Early Exit,Pro Open,3,DNF'].join('\n')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const preview = page.getByTestId('upload-preview');
  await expect(preview).toContainText('3 rows read (MYLAPS): 1 matched to riders, 2 to resolve');
  await expect(preview.getByRole('row', { name: /Jordan Miller/ })).toContainText('by name only');
  await preview.getByRole('button', { name: /Import 3 rows/ }).click();
  await expect(preview).toContainText('Imported: 3 rows');

  // Two lines to resolve; the walk-in is not a programme rider.
  await expect(page.getByRole('heading', { name: '2 lines to resolve' })).toBeVisible();
  const walkIn = page.locator('li', { hasText: 'Walk In Racer' });
  await walkIn.getByRole('button', { name: 'Not a programme rider' }).click();
  await expect(page.getByRole('heading', { name: '1 line to resolve' })).toBeVisible();

  // The public event page shows the results, in English and in French.
  await page.goto(`/events/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Jordan Miller' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Walk In Racer' })).toBeVisible();
  await page.goto(`/fr/events/event/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Résultats' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Jordan Miller' })).toBeVisible();
});

test('another promoter cannot open the event tools of someone else’s event', async ({ page }) => {
  await login(page, 'promoter@example.com', 'promoter');
  const response = await page.request.get('/api/event/evt-gulf-mx-01/manage');
  expect(response.status()).toBe(404);
  await page.goto('/auth/promoter/event/evt-gulf-mx-01');
  await expect(page.getByText(/not allowed|could not be found|Not found/i).first()).toBeVisible();
});

test('a promoter opens one of their series, sees its events with their results status, and adds an event to it', async ({ page }) => {
  await login(page, 'promoter@example.com', 'promoter');
  await page.getByRole('link', { name: 'SoCal Flat Track Championship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SoCal Flat Track Championship' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Round 1: Perris Half-Mile/ })).toContainText('Results in');
  await page.getByRole('link', { name: 'Add an event to this series' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await expect(page.getByLabel('Series')).toHaveValue('series-socal-flat-track');
});
