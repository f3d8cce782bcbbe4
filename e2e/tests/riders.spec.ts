import { expect, test, type APIRequestContext } from '@playwright/test';
import { verifyByApi } from './mail';
import { openAs, randomChars, randomVin, registerByApi, uniqueEmail, withCheckDigit } from './support';

/**
 * Riders and VINs, end to end: a rider whose bike the programme does not accept is sent to the profile with
 * `redirect=vin`, corrects the VIN, uploads a driver's licence and reaches the dashboard; programme staff import a VIN
 * pattern for a new model, verify it, and bulk-verify the bikes, which turns a waiting rider's bike 'VIN verified'.
 */

/** A 1×1 PNG: a real image by its content, as the upload checks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface SessionBike {
  vin: string;
  valid: string;
}

async function sessionBikes(request: APIRequestContext): Promise<SessionBike[]> {
  const session = (await (await request.get('/api/session')).json()) as { user: { bikes: SessionBike[] } };
  return session.user.bikes;
}

test('a rider with a bike the programme does not accept corrects the VIN, uploads a licence and reaches the dashboard', async ({ page }) => {
  test.slow(); // registration, a mailed code, two saves and an upload
  const email = uniqueEmail('vin');
  // An EX 300 of 2023: a well-formed Apex VIN of a model year the programme does not accept ('Invalid VIN').
  const wrongVin = withCheckDigit(`5RREX3000PA${randomChars(6)}`);
  await registerByApi(page.request, email, { bikeYear: 2023, bikeModel: 'EX 300', vin: wrongVin });
  await verifyByApi(page.request, email);
  expect(await sessionBikes(page.request)).toEqual([expect.objectContaining({ vin: wrongVin, valid: 'invalid' })]);

  // The guard sends the rider to the profile, bikes first, saying what to fix.
  await page.goto('/auth/rider/dashboard');
  await expect(page).toHaveURL(/\/auth\/rider\/profile\?redirect=vin$/);
  const bikes = page.locator('#bikes');
  await expect(page.getByText('A bike has an invalid VIN')).toBeVisible();
  await expect(bikes.getByText('Invalid VIN').first()).toBeVisible();

  // The invalid bike's correction form is open already. A typo is explained as it is typed (position 9), then the
  // right VIN of a 2025 MX 450F is saved.
  await expect(bikes.getByRole('heading', { name: 'Correct this bike' })).toBeVisible();
  const vinField = bikes.getByLabel(/^VIN/);
  const rightVin = randomVin();
  const typo = `${rightVin.slice(0, 8)}${rightVin[8] === '1' ? '2' : '1'}${rightVin.slice(9)}`;
  await vinField.fill(typo);
  await expect(bikes.getByText(/Check digit \(position 9\)/).first()).toBeVisible();
  await bikes.getByLabel(/^Model year/).selectOption('2025');
  await bikes.getByRole('textbox', { name: /^Model\b/ }).fill('MX 450F');
  await vinField.fill(rightVin);
  await bikes.getByRole('button', { name: 'Save correction' }).click();
  await expect(bikes.getByText('VIN verified').first()).toBeVisible();
  expect(await sessionBikes(page.request)).toEqual([expect.objectContaining({ vin: rightVin, valid: 'verified' })]);

  // The driver's licence: a file that is not an image is refused with the reason, a PNG is kept.
  const licence = page.locator('#documents');
  await licence.locator('input[type=file]').first().setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(licence.getByRole('alert').first()).toBeVisible();
  await licence.locator('input[type=file]').first().setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(licence.getByRole('link', { name: "View Driver's licence" })).toBeVisible();
  const documents = (await (await page.request.get(`/api/rider/rider/${await riderId(page.request)}/documents`)).json()) as { documents: { kind: string }[] };
  expect(documents.documents.map((d) => d.kind)).toContain('licence');

  // Nothing holds the rider back now: the dashboard opens.
  await page.goto('/auth/rider/dashboard');
  await expect(page).toHaveURL(/\/auth\/rider\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

async function riderId(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/session')).json()) as { user: { _id: string } };
  return session.user._id;
}

test('programme staff import a VIN pattern for a new model, verify it and bulk-verify the bikes', async ({ page, browser }) => {
  test.slow();
  // A rider registers a bike of a model the programme does not list yet: 'Invalid VIN' for now.
  const model = `Z${randomChars(4)}`;
  const riderContext = await browser.newContext();
  const email = uniqueEmail('pattern');
  const vin = randomVin(model);
  await registerByApi(riderContext.request, email, { bikeModel: `Test ${model}`, vin });
  expect(await sessionBikes(riderContext.request)).toEqual([expect.objectContaining({ vin, valid: 'invalid' })]);

  await openAs(page, 'admin@example.com', 'admin');
  await page.goto('/auth/admin/vin-patterns');
  const pattern = `5RR${model}*S`;
  const csv = `pattern,model,year\n${pattern},Test ${model},2025\n`;
  await page.locator('input[type=file]').first().setInputFiles({ name: 'patterns.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // The preview lists the row before anything is stored.
  await expect(page.getByText(pattern).first()).toBeVisible();
  await page.getByRole('button', { name: /^Import/ }).last().click();
  await page.getByRole('searchbox').or(page.getByLabel(/^Pattern/)).first().fill(pattern);
  const row = page.getByRole('row', { name: new RegExp(pattern.replace('*', '\\*')) });
  // A pattern imported without a "verified" column is new and unverified: staff verify it first. (Waiting for the
  // row to say so, rather than looking once: a look before the row's status was drawn skipped the verification, and
  // the bulk run then left the bike "unverified".)
  await expect(row.getByText(/Not verified|Unverified/i)).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Verify$/ }).click();
  // Bulk verification reads the patterns as stored: wait until the row says the pattern is verified.
  await expect(row.getByText(/Not verified|Unverified/i)).toHaveCount(0);
  await page.getByRole('button', { name: /Verify bikes/ }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.count()) await confirm.getByRole('button', { name: /Verify bikes/ }).click();
  await expect(page.getByText(/\d+ bikes? changed/i).first()).toBeVisible();

  expect(await sessionBikes(riderContext.request)).toEqual([expect.objectContaining({ vin, valid: 'verified' })]);
  await riderContext.close();
});
