import { expect, test, type Page } from '@playwright/test';
import { choosePasswordFromMail, waitForMail } from './mail';
import { PASSWORD, login, openAs, uniqueEmail } from './support';

/**
 * The whole chain of a promoter's onboarding: someone applies at /promoters, staff approve the application, which sets up the
 * series it names, the new promoter chooses a password from the mailed link and signs in, creates an event in that
 * series (in the season they are approved for) with its payout table from a classes CSV,
 * uploads a timing export (MyLaps format), resolves the line that matches nobody, and the public event page shows
 * the results, in English and in French.
 */
test('a promoter applies, is approved, signs in, posts an event with classes and MyLaps results; the public page shows them', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = uniqueEmail('promoter');
  const organisation = `E2E Racing ${stamp}`;

  // 1. The application, as a visitor.
  await page.goto('/promoters');
  await expect(page.getByRole('heading', { level: 1, name: 'Promoters' })).toBeVisible();
  const form = page.getByTestId('application-form');
  await form.getByLabel('Promoter or organisation name').fill(organisation);
  await form.getByLabel('Contact name').fill('Casey Flag');
  await form.getByLabel('Phone').fill('9515550123');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Street address').fill('1 Start Line Rd');
  await form.getByLabel('City').fill('Perris');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('92570');
  // The season applied for (the coming one from October, when this one stays open too): the event goes in it.
  const season = await form.getByLabel('Season').inputValue();
  await form.getByLabel('Official series name').fill(`E2E Series ${stamp}`);
  await form.getByLabel('Average entries per event').fill('90');
  await form.getByLabel('Number of races').fill('6');
  // Unanswered questions and the sanction are checked before anything is sent.
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('group', { name: /AMA sanctioned/ })).toContainText('Required');
  await form.getByRole('group', { name: /AMA sanctioned/ }).getByLabel('No').check();
  await form.getByRole('group', { name: /mix electric/ }).getByLabel('No').check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByLabel('Which sanctioning body instead?')).toBeFocused();
  await form.getByLabel('Which sanctioning body instead?').fill('Southern California Motocross Association');
  await form.getByRole('textbox', { name: /^Track 1 / }).fill('Perris Raceway');
  await form.getByRole('button', { name: 'Add more' }).click();
  await form.getByRole('textbox', { name: /^Track 2 / }).fill('Lake Elsinore MX');
  await form.getByLabel('Website of track 2').fill('https://lemx.example.com');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('application-sent')).toContainText(`We sent a receipt to ${email}`);
  expect((await waitForMail(email, 1)).subject).toMatch(/We received your .* promoter application/);

  // 2. Staff approve it.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  await admin.goto(`/auth/admin/promoter-applications?query=${encodeURIComponent(stamp)}`);
  const row = admin.getByRole('row', { name: new RegExp(organisation) });
  await expect(row).toContainText('Waiting for review');
  await row.getByRole('button', { name: `Approve – ${organisation}` }).click();
  await expect(admin.getByText(`${organisation} is approved.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The approval set up the series the application names, with its tracks.
  const seriesName = `E2E Series ${stamp}`;
  await expect(async () => {
    await admin.goto(`/auth/admin/series?name=${encodeURIComponent(seriesName)}`);
    await expect(admin.getByRole('link', { name: seriesName })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await admin.getByRole('link', { name: seriesName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: seriesName })).toBeVisible();
  await expect(admin.getByTestId('series-background')).toContainText('Perris Raceway');
  await expect(admin.getByText('No events in this series yet.')).toBeVisible();
  await staff.close();

  // 3. The approval mail's link sets the first password; then the promoter signs in.
  const approval = await waitForMail(email, /promoter application for \d{4} is approved/);
  await choosePasswordFromMail(page, approval, PASSWORD);
  await login(page, email, 'promoter');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${organisation}` })).toBeVisible();
  await expect(page.getByText('No events yet. Add your first event.')).toBeVisible();

  await expect(page.getByRole('link', { name: seriesName })).toBeVisible();
  await postEventWithResults(page, seriesName, `${season}-03-07`);
});

/** The smallest valid PNG: a timecard to upload. */
const ONE_PIXEL_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa2a9e1e50000000049454e44ae426082', 'hex');

/** From the promoter's home: a new event, its classes from a CSV, a MyLaps export, one exception resolved, the public page. */
async function postEventWithResults(page: Page, seriesName: string, firstDay: string) {
  const title = `E2E Grand Prix ${Date.now().toString(36)}`;

  // Create the event.
  await page.getByRole('link', { name: 'Add event' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Race style').selectOption('motocross');
  await page.getByLabel('Series').selectOption({ label: seriesName });
  await page.getByLabel('First day').fill(firstDay);
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
  // The results upload (the timecards below it take files too; and for a moment after the switch the Classes tab's
  // panel, with its own file input, is still there).
  await page.getByRole('region', { name: 'Upload results' }).locator('input[type=file]').setInputFiles({
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

  // A bonus for the matched rider (spec §2 "add bonus").
  await page.getByRole('tab', { name: /^Results/ }).click();
  const bonuses = page.getByTestId('bonuses');
  await bonuses.getByLabel('Rider').selectOption({ label: 'Jordan Miller (Pro Open, 1)' });
  await bonuses.getByLabel(/^Amount/).fill('50');
  await bonuses.getByLabel(/^Note/).fill('Holeshot');
  await bonuses.getByRole('button', { name: 'Add bonus' }).click();
  await expect(bonuses.getByRole('row', { name: /Jordan Miller/ })).toContainText('Holeshot');

  // A timecard (a scan of the timing sheet) kept with the event, opened only by its promoter and staff.
  const timecards = page.getByTestId('timecards');
  await timecards.getByLabel(/^Timecard file/).setInputFiles({ name: 'moto-1-sheet.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await timecards.getByRole('button', { name: 'Upload timecard' }).click();
  await expect(timecards.getByRole('link', { name: 'moto-1-sheet.png' })).toBeVisible();

  // The public event page shows the results, in English and in French.
  await page.goto(`/events/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Jordan Miller' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Walk In Racer' })).toBeVisible();
  await page.goto(`/fr/events/event/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Résultats' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Jordan Miller' })).toBeVisible();
}

test('another promoter cannot open the event tools of someone else’s event', async ({ page }) => {
  await openAs(page, 'promoter@example.com', 'promoter');
  const response = await page.request.get('/api/event/evt-gulf-mx-01/manage');
  expect(response.status()).toBe(404);
  await page.goto('/auth/promoter/event/evt-gulf-mx-01');
  await expect(page.getByText(/not allowed|could not be found|Not found/i).first()).toBeVisible();
});

test('a promoter opens one of their series, sees its events with their results status, and adds an event to it', async ({ page }) => {
  await openAs(page, 'promoter@example.com', 'promoter');
  await page.getByRole('link', { name: 'SoCal Flat Track Championship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SoCal Flat Track Championship' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Round 1: Perris Half-Mile/ })).toContainText('Results in');
  await page.getByRole('link', { name: 'Add an event to this series' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await expect(page.getByLabel('Series')).toHaveValue('series-socal-flat-track');
});
