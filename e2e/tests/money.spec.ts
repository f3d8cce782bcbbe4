import { expect, test } from '@playwright/test';
import { addEventWithClasses, openAs } from './support';

/**
 * The money chain: a promoter's results become money in a rider's wallet, explained, and the rider cashes it out
 * through the payment provider (the built-in fake one), with the balance and the history right; the class that paid
 * nothing is claimed, and the claim approved by programme staff becomes money too.
 */
test('results uploaded → the rider sees the earning and why → cashes it out through the provider', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `E2E Money Mile ${Date.now().toString(36)}`;
  // A class of this run alone: the demo rider in the same class of another event that day (an earlier run, a retry)
  // would be the same race published twice, paid once.
  const pro = `Open Pro ${Date.now().toString(36).slice(-4).toUpperCase()}`;

  // The promoter posts an event with one paying class and its results: the demo rider wins a class of six
  // finishers (enough: five are needed), a second class of three pays nobody.
  await openAs(page, 'promoter@example.com', 'promoter');
  // A race a few days ago: results are due, and its payout claims are open (45 days).
  await addEventWithClasses(page, title, new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10), [`${pro},cash,325,200,100`, 'Vet,cash,90,60,30']);

  await page.getByRole('tab', { name: /^Results/ }).click();
  const sheet = ['Pos,No.,Name,Class,Laps,Status', `1,12,Jordan Miller,${pro},12,`];
  for (let n = 2; n <= 6; n += 1) sheet.push(`${n},${40 + n},Walk In ${n},${pro},12,`);
  sheet.push('1,12,Jordan Miller,Vet,8,', '2,77,Walk In Vet,Vet,8,', '3,78,Other Vet,Vet,8,');
  // The Results tab's own upload: for a moment after the switch the Classes tab's panel (and its file input) is still there.
  await page.getByRole('region', { name: 'Upload results' }).locator('input[type=file]').setInputFiles({ name: 'orbits.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet.join('\n')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByTestId('upload-preview').getByRole('button', { name: /Import 9 rows/ }).click();
  await expect(page.getByTestId('upload-preview')).toContainText('Imported: 9 rows');

  // The rider: the earning and why the other class paid nothing.
  const rider = await (await browser.newContext()).newPage();
  await openAs(rider, 'rider@example.com', 'rider');
  await rider.goto('/auth/rider/earnings');
  const row = rider.getByRole('row', { name: new RegExp(pro) }).filter({ hasText: title });
  // The payouts service applies the results from the queue: a moment after the upload.
  await expect(async () => {
    await rider.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('$325');
  await expect(row).toContainText('Paid');
  await expect(rider.getByRole('row', { name: /Vet/ }).filter({ hasText: title })).toContainText('Class too small: 3 of 5 finishers needed');

  // The rider's page of the event explains the same lines.
  await row.getByRole('link', { name: title }).click();
  await expect(rider.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const mine = rider.locator('.rr-card', { has: rider.getByRole('heading', { name: 'Your results here' }) });
  await expect(mine).toContainText(`${pro} · place 1`);
  await expect(mine).toContainText('$325');
  await expect(mine).toContainText('Class too small: 3 of 5 finishers needed');

  // Cash it out.
  await rider.goto('/auth/rider/cashout');
  const balanceText = await rider.locator('.rdr-cashout__balance').innerText();
  const before = Number(balanceText.replace(/[^0-9.]/g, ''));
  expect(before).toBeGreaterThanOrEqual(325);
  await rider.getByLabel('Amount').fill('325');
  await rider.getByRole('radio', { name: /^Digital wallet/ }).check();
  // The form opens a review; its own button sends the order.
  await rider.getByRole('button', { name: 'Review the cash-out' }).click();
  await rider.getByRole('button', { name: 'Cash out $325', exact: true }).click();
  // As the app writes money: whole dollars without cents, else with both digits.
  const afterCents = Math.round(before * 100) - 32_500;
  const after = (afterCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: afterCents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
  await expect(rider.getByRole('status').or(rider.getByRole('alert')).filter({ hasText: '$325 is on its way' })).toContainText(`Your cash balance is now ${after}`);
  await expect(rider.locator('.rdr-cashout__balance')).toHaveText(after);
  // The provider's answer carried the reward's link: it is there at once.
  await expect(rider.getByRole('link', { name: 'Open the link to collect your money' })).toHaveAttribute('href', /^https:\/\//);
  const history = rider.getByRole('table', { name: 'Your cash-outs' });
  await expect(history.getByRole('row').nth(1)).toContainText('Digital wallet');
  await expect(history.getByRole('row').nth(1)).toContainText('$325');
  await expect(history.getByRole('row').nth(1)).toContainText('Paid');

  // My wallet: the cash-out in this year's history with the demo dealer redemptions; last year is empty (spec §8).
  await rider.getByRole('link', { name: 'My wallet' }).click();
  await expect(rider.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  await expect(rider.getByRole('table', { name: 'Cash-outs' }).getByRole('row').nth(1)).toContainText('$325');
  await expect(rider.getByRole('table', { name: 'Dealer redemptions' })).toContainText('Demo Powersports');
  await rider.getByRole('tab', { name: 'Last year' }).click();
  await expect(rider.getByRole('table', { name: 'Dealer redemptions' })).toContainText('No redemptions for the period');
  await expect(rider.getByRole('table', { name: 'Cash-outs' })).toContainText('No cash-outs last year');

  // The Vet class paid nothing (too small): the rider claims it, staff approve it as dealer credit.
  await rider.goto('/auth/rider/earnings');
  await rider.getByRole('button', { name: 'Claim a missing payment' }).click();
  const claimForm = rider.getByRole('form', { name: 'New payout claim' });
  const eventChoice = await claimForm.getByLabel('Event').locator('option', { hasText: title }).getAttribute('value');
  await claimForm.getByLabel('Event').selectOption(eventChoice!);
  // Class and place come from the event's results: the place's option says what it pays.
  await expect(claimForm.getByLabel('Class').locator('option', { hasText: /^Vet$/ })).toHaveCount(1);
  await claimForm.getByLabel('Class').selectOption('Vet');
  await claimForm.getByLabel('Place').selectOption('1');
  await claimForm.getByLabel('What happened?').fill('Eight riders started Vet; the sheet lists three.');
  await claimForm.getByRole('button', { name: 'File the claim' }).click();
  const claim = rider.getByRole('list', { name: 'Your payout claims' }).getByRole('listitem').filter({ hasText: title });
  await expect(claim).toContainText('Open');

  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  await admin.goto('/auth/admin/riders');
  await admin.getByRole('link', { name: 'Payout claims' }).click();
  // The Rider Manager has a search box of the same name: type only once the claims page has replaced it.
  await expect(admin.getByRole('heading', { level: 1, name: 'Payout claims' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(title);
  // The search settles into the address after a pause; deciding before that would race the list's own refresh.
  await expect(admin).toHaveURL(/[?&]query=/);
  const adminRow = admin.getByRole('row').filter({ hasText: title });
  await expect(adminRow).toContainText('Vet · place 1');
  await adminRow.getByRole('button', { name: 'Decide' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Eight riders started Vet');
  // What the place pays, from the event's payout table, is offered as the amount.
  await expect(dialog).toContainText('$90 (Cash)');
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue('90.00');
  await dialog.getByLabel(/^Amount/).fill('90');
  await dialog.getByLabel('Pay as').selectOption('credit');
  await dialog.getByLabel(/^Note to the rider/).fill('Checked with the timing crew.');
  await dialog.getByRole('button', { name: 'Approve and pay' }).click();
  // The dialog closes on success; if the decision was refused, the failure prints the dialog with its message.
  await expect(dialog).toBeHidden();
  await expect(adminRow).toContainText('Approved');
  await expect(adminRow).toContainText('$90');

  await rider.reload();
  await expect(claim).toContainText('Approved');
  await expect(claim).toContainText('Paid: $90 (dealer credit)');
  await expect(claim).toContainText('Checked with the timing crew.');
  await expect(rider.getByRole('row', { name: /Paid on your claim/ }).filter({ hasText: title })).toContainText('$90');
});
