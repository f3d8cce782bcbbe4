import { expect, test } from '@playwright/test';
import { openAs } from './support';

/**
 * A programme manager changes the payout rules (docs/rules.md): from the start page's programme settings to the
 * Rules page, a draft for next year from an example preset, read in plain words, changed and saved, simulated on last
 * season, and published from the last day of next year (so no race another test runs is judged by it).
 */
test('staff draft next year’s rules from a preset, change them, simulate them on last season and publish them', async ({ page }) => {
  test.slow(); // a draft, a save, a simulation in the background and a publish
  const nextYear = new Date().getFullYear() + 1;
  await openAs(page, 'admin@example.com', 'admin');
  await page.getByRole('link', { name: 'Payout rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout rules' })).toBeVisible();
  await page.getByLabel('Programme year').selectOption(String(nextYear));

  await page.getByRole('button', { name: 'New version' }).click();
  await page.getByLabel(/^Start from/).selectOption({ label: 'Example: small classes pay fewer places, one claim per event' });
  await page.getByLabel(/^Note/).fill('E2E tiers');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Rules ${nextYear}, version \\d+$`) })).toBeVisible();
  await expect(page.getByText('classes with 3–6 finishers pay the top 2 places only;')).toBeVisible();
  await expect(page.getByText('riders flagged factory-supported are not paid;')).toBeVisible();

  // Three classes an event instead of two: saved, and listed among what the version changes.
  const perEvent = page.getByLabel(/^Classes paid per event/);
  await perEvent.fill('3');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // What the page shows once saved (the toast is gone after 5 s, which a loaded machine can outlast).
  await expect(page.getByText('a rider is paid in at most 3 classes per event and 1 class per machine, the best places first;')).toBeVisible();
  await expect(page.getByText('classesPerEvent', { exact: true }).first()).toBeVisible();

  // Simulated on last season (the form's default period), in the background.
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByText(`Simulation of Jan 1, ${nextYear - 1} – Dec 31, ${nextYear - 1}`, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/result lines? judged again/)).toBeVisible();

  // Published from the last day of next year.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('In force from').fill(`${nextYear}-12-31`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  // Case-sensitive: the history's "(in force from …)" of the same day is another element.
  await expect(page.getByText(new RegExp(`In force from Dec 31, ${nextYear}`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'New version from this one' })).toBeVisible();
  await expect(page.getByText(/^Published by /)).toBeVisible();
});
