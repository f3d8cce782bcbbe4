import { expect, test, type Page } from '@playwright/test';
import { addEventWithClasses, openAs } from './support';

/**
 * A correction after the money left: a rider wins $325, cashes it all out, and the promoter corrects the sheet to 2nd
 * ($200). The rider owes $125 — shown on their wallet with the race it comes from, and the earning's history shows the
 * correction — and programme staff see the debt in the receivables list and on the rider's page. A roster rider of the
 * demo seed whom no other test touches (Caleb Morgan: an amateur with one eligible bike), so the money is theirs alone.
 */
test('a result corrected after its cash was paid out becomes a debt the rider and staff both see', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const title = `E2E Correction ${Date.now().toString(36)}`;
  const sheet = (calebPlace: number) => {
    const rows = ['Pos,No.,Name,Class,Laps,Status'];
    const walkIns = [1, 2, 3, 4, 5, 6].filter((place) => place !== calebPlace);
    rows.push(`${calebPlace},31,Caleb Morgan,E2E Open,12,`);
    for (const place of walkIns) rows.push(`${place},${60 + place},Walk In ${place},E2E Open,12,`);
    return Buffer.from(rows.join('\n'));
  };
  const uploadResults = async (calebPlace: number, name: string) => {
    await page.getByRole('tab', { name: /^Results/ }).click();
    await page.getByRole('region', { name: 'Upload results' }).locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: sheet(calebPlace) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByTestId('upload-preview').getByRole('button', { name: /Import 6 rows/ }).click();
    await expect(page.getByTestId('upload-preview')).toContainText('Imported: 6 rows');
  };

  // The promoter's event: one class paying $325, $200, $100; Caleb Morgan wins it among six finishers.
  await openAs(page, 'promoter@example.com', 'promoter');
  // A race day of its own: a rider in the same class of another event that day would be the same race published twice.
  const firstDay = new Date(Date.now() - (4 + (Date.now() % 97)) * 86_400_000).toISOString().slice(0, 10);
  await addEventWithClasses(page, title, firstDay, ['E2E Open,cash,325,200,100']);
  await uploadResults(1, 'orbits.csv');

  // The rider sees the $325 and cashes out everything they have.
  const rider = await (await browser.newContext()).newPage();
  await openAs(rider, 'caleb.morgan@example.com', 'rider');
  await rider.goto('/auth/rider/earnings');
  const row = rider.getByRole('row', { name: /E2E Open/ }).filter({ hasText: title });
  await expect(async () => {
    await rider.reload();
    await expect(row).toContainText('$325', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await cashOutEverything(rider);

  // The promoter corrects the sheet: Caleb was 2nd ($200).
  await uploadResults(2, 'orbits-corrected.csv');

  // The rider: nothing left to spend, $125 owed from this race, and the earning's history says what happened.
  await rider.goto('/auth/rider/redemptions');
  const owed = rider.getByRole('region', { name: 'Money you owe' });
  await expect(async () => {
    await rider.reload();
    await expect(owed).toContainText('You owe $125', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(owed).toContainText(title);
  await rider.goto('/auth/rider/earnings');
  const corrected = rider.getByRole('row', { name: /E2E Open/ }).filter({ hasText: title });
  await expect(corrected).toContainText('$200');
  await expect(corrected).toContainText('−$325');
  await expect(rider.getByRole('region', { name: 'Money you owe' })).toHaveCount(0);
  await rider.goto('/auth/rider/dashboard');
  await expect(rider.getByRole('region', { name: 'Money you owe' })).toContainText('You owe $125');

  // Staff: the receivables list, and the rider's own page.
  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  await admin.goto('/auth/admin/receivables?query=Caleb');
  const debt = admin.getByRole('row').filter({ hasText: 'Caleb Morgan' });
  await expect(debt).toContainText('$125');
  await debt.getByRole('link', { name: 'Caleb Morgan' }).click();
  await expect(admin.getByText('$125 owed')).toBeVisible();
});

/** Cashes out the rider's whole cash balance ($2,000 at most per cash-out) and checks it reads $0 after. */
async function cashOutEverything(rider: Page) {
  await rider.goto('/auth/rider/cashout');
  for (let round = 0; round < 10; round += 1) {
    const cents = Math.round(Number((await rider.locator('.rdr-cashout__balance').innerText()).replace(/[^0-9.]/g, '')) * 100);
    if (cents === 0) return;
    const amount = Math.min(cents, 200_000);
    await rider.getByLabel('Amount').fill((amount / 100).toFixed(2));
    await rider.getByRole('radio', { name: /^Digital wallet/ }).check();
    await rider.getByRole('button', { name: 'Review the cash-out' }).click();
    await rider.getByRole('button', { name: /^Cash out \$/ }).click();
    await expect(rider.getByRole('status').or(rider.getByRole('alert')).filter({ hasText: 'is on its way' })).toBeVisible();
    await rider.reload();
  }
  await expect(rider.locator('.rdr-cashout__balance')).toHaveText('$0');
}
