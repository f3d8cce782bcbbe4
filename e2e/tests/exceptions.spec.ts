import { expect, test } from '@playwright/test';
import { addEventWithClasses, openAs } from './support';

/**
 * Staff's queue of result lines to match, across events: twenty riders of other makes in one upload are selected
 * together and marked as not programme riders in one decision, and the queue and the event agree afterwards.
 */
test('staff decide twenty result lines at once from the queue across events', async ({ page, browser }) => {
  test.slow(); // an event, its classes and results, then the queue
  const run = Date.now().toString(36);
  const title = `E2E Twenty Walk-ins ${run}`;
  const className = `Open ${run.slice(-4).toUpperCase()}`;

  await openAs(page, 'promoter@example.com', 'promoter');
  await addEventWithClasses(page, title, new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), [`${className},cash,300,200,100`]);
  await page.getByRole('tab', { name: /^Results/ }).click();
  // Twenty riders the programme does not know (names of this run alone, so no remembered decision applies).
  const sheet = ['Pos,No.,Name,Class,Laps,Status'];
  for (let n = 1; n <= 20; n += 1) sheet.push(`${n},${100 + n},Walker ${run} ${n},${className},10,`);
  await page.getByRole('region', { name: 'Upload results' }).locator('input[type=file]').setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet.join('\n')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByTestId('upload-preview').getByRole('button', { name: /Import 20 rows/ }).click();
  await expect(page.getByTestId('upload-preview')).toContainText('Imported: 20 rows');
  await expect(page.getByRole('tab', { name: 'To check (20)' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  await admin.goto('/auth/admin/exceptions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Result lines to match' })).toBeVisible();
  const eventFilter = admin.getByLabel('Event', { exact: true });
  const choice = await eventFilter.locator('option', { hasText: title }).getAttribute('value');
  await expect(eventFilter.locator('option', { hasText: title })).toContainText('20 to match');
  await eventFilter.selectOption(choice!);
  await expect(admin.getByText('20 lines to match fit the filters')).toBeVisible();

  const bulk = admin.getByRole('group', { name: 'Decide several lines at once' });
  await bulk.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk).toContainText('20 lines selected');
  await bulk.getByRole('button', { name: 'Mark 20 lines as not programme riders' }).click();
  await expect(admin.getByText('20 lines decided.')).toBeVisible();
  await expect(admin.getByText('No line to match fits these filters.')).toBeVisible();

  // The event says the same: nothing left to check.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'To check (0)' })).toBeVisible();
});
