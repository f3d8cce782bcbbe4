import { expect, test } from '@playwright/test';
import { addEventWithClasses, openAs } from './support';

/**
 * The rider's cash-out goes through a review before any money leaves (Enter in the form only opens it, focus on its
 * heading), is confirmed with its own button, and the link to collect it is found again later in the history, on the
 * cash-out page and in my wallet. The money comes from a promoter's results for a roster rider of the demo seed whom
 * no other test touches (Ethan Walsh: an amateur with one eligible bike), so the balance is this test's alone.
 */
test('cash out through the review, then collect from the history', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `E2E Collect ${Date.now().toString(36)}`;
  // A class of this run alone, on a race day of its own: the same race published twice would pay once.
  const className = `E2E Collect ${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const firstDay = new Date(Date.now() - (5 + (Date.now() % 89)) * 86_400_000).toISOString().slice(0, 10);

  // The promoter's event: one class paying $150, $90, $40; Ethan Walsh wins it among six finishers.
  await openAs(page, 'promoter@example.com', 'promoter');
  await addEventWithClasses(page, title, firstDay, [`${className},cash,150,90,40`]);
  await page.getByRole('tab', { name: /^Results/ }).click();
  const sheet = ['Pos,No.,Name,Class,Laps,Status', `1,27,Ethan Walsh,${className},12,`];
  for (let place = 2; place <= 6; place += 1) sheet.push(`${place},${70 + place},Walk In ${place},${className},12,`);
  await page.getByRole('region', { name: 'Upload results' }).locator('input[type=file]').setInputFiles({ name: 'orbits.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet.join('\n')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByTestId('upload-preview').getByRole('button', { name: /Import 6 rows/ }).click();
  await expect(page.getByTestId('upload-preview')).toContainText('Imported: 6 rows');

  // The rider: the $150 arrives (the payouts service applies the results from the queue).
  const rider = await (await browser.newContext()).newPage();
  await openAs(rider, 'ethan.walsh@example.com', 'rider');
  await rider.goto('/auth/rider/earnings');
  const earning = rider.getByRole('row', { name: new RegExp(className) }).filter({ hasText: title });
  await expect(async () => {
    await rider.reload();
    await expect(earning).toContainText('$150', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The form: Enter in the amount opens the review and sends nothing.
  await rider.goto('/auth/rider/cashout');
  const balanceText = await rider.locator('.rdr-cashout__balance').innerText();
  const beforeCents = Math.round(Number(balanceText.replace(/[^0-9.]/g, '')) * 100);
  expect(beforeCents).toBeGreaterThanOrEqual(15_000);
  const money = (cents: number) =>
    (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
  const orders: string[] = [];
  rider.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/payments/create-order')) orders.push(request.postData() ?? '');
  });
  await rider.getByRole('radio', { name: /^Prepaid card/ }).check();
  await rider.getByLabel('Amount').fill('150');
  await rider.getByLabel('Amount').press('Enter');

  const review = rider.getByRole('heading', { name: 'Check your cash-out' });
  await expect(review).toBeFocused();
  const facts = rider.locator('.rdr-cashout__facts');
  await expect(facts).toContainText('$150');
  await expect(facts).toContainText('Prepaid card');
  await expect(facts).toContainText('No fee: you receive the full $150');
  await expect(facts).toContainText(money(beforeCents));
  await expect(facts).toContainText(money(beforeCents - 15_000));
  await expect(facts).toContainText('(USD)');
  expect(orders).toEqual([]);

  // Back keeps what was typed; the review again, and its button sends the one order.
  await rider.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(rider.getByLabel('Amount')).toBeFocused();
  await expect(rider.getByLabel('Amount')).toHaveValue('150');
  await rider.getByRole('button', { name: 'Review the cash-out' }).click();
  await rider.getByRole('button', { name: 'Cash out $150', exact: true }).click();
  const outcome = rider.getByRole('heading', { name: 'Cash-out sent' });
  await expect(outcome).toBeFocused();
  await expect(rider.getByRole('status').filter({ hasText: '$150 is on its way' })).toContainText(`Your cash balance is now ${money(beforeCents - 15_000)}`);
  expect(orders).toHaveLength(1);
  expect(JSON.parse(orders[0]!)).toMatchObject({ amountCents: 15_000, currency: 'USD', method: 'prepaidCard' });
  const panelLink = await rider.getByRole('link', { name: 'Open the link to collect your money' }).getAttribute('href');
  expect(panelLink).toMatch(/^https:\/\//);

  // Later: the history still has the link to collect it, on this page and in my wallet.
  await rider.reload();
  const history = rider.getByRole('table', { name: 'Your cash-outs' });
  const collect = history.getByRole('row').nth(1).getByRole('link', { name: /^Collect \$150 cashed out on/ });
  await expect(collect).toHaveAttribute('href', panelLink!);
  await expect(collect).toHaveAttribute('target', '_blank');
  await rider.getByRole('link', { name: 'My wallet' }).click();
  await expect(rider.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  await expect(rider.getByRole('table', { name: 'Cash-outs' }).getByRole('link', { name: /^Collect \$150 cashed out on/ }).first()).toHaveAttribute('href', panelLink!);
});
