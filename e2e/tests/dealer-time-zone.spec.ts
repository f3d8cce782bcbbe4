import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support';

/**
 * A dealer reads every time on its own clock, the zone named: Lakeshore Moto (the seed's Toronto dealer, dealer-08)
 * redeems some of the demo rider's credit and finds the same Toronto time on the receipt, in today's list, in the
 * history and in the CSV export (whose header names the zone); its profile says the zone comes from its address. The
 * amount is asked in the rider's credit currency (the demo rider's is USD, at a Canadian counter).
 */

const ZONE = 'America/Toronto';

/** A moment on Toronto's clock as the English screens write it: '6:20 AM EST'. */
function torontoTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/** The same moment as the export writes it: '2026-01-15 06:20:00'. */
function torontoCsvTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Home → search → the demo rider's till → find awards → amount, employee, ID, PIN → the receipt; answers the code. */
async function redeem(page: Page, amount: string): Promise<string> {
  await page.goto('/auth/dealer/home');
  await page.getByLabel(/Rider's name, email, city or AMA number/).fill('Jordan Miller');
  await page.getByRole('button', { name: /^Find rider$/ }).click();
  await page.getByRole('link', { name: /Jordan Miller/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/dealer\/rider\/rider-demo$/);
  await page.getByRole('button', { name: /^Find awards$/ }).click();
  // The amount is in the rider's credit currency, said as such, and the hint says only how much there is.
  const field = page.getByLabel(/^Amount in USD \(the rider's credit currency\)/);
  await expect(field).toBeVisible();
  await expect(page.getByText(/^Up to \$\d[\d,]*\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(/for example/)).toHaveCount(0);
  await field.fill(amount);
  await page.getByLabel(/^Employee name/).fill('E2E Toronto Clerk');
  await page.getByLabel(/I checked the rider's ID/).check();
  await page.getByLabel(/^PIN/, { exact: false }).fill('1234');
  await page.getByRole('button', { name: /Confirm redemption/ }).click();
  await expect(page.getByRole('heading', { name: /Redemption receipt/ })).toBeVisible();
  const code = (await page.locator('#main .dlr-receipt__code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{6}$/);
  return code;
}

test('a dealer in Toronto reads zoned times', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'lakeshore.moto@example.com', 'dealer');

  const code = await redeem(page, '1.11');
  // When it was made, as the service recorded it.
  const list = await page.request.get('/api/dealer/credit-redemptions?limit=50');
  expect(list.status()).toBe(200);
  const made = ((await list.json()) as { redemptions: Array<{ code: string; redeemedAt: string }> }).redemptions.find((r) => r.code === code);
  expect(made, `redemption ${code} in the dealer's list`).toBeTruthy();
  const time = torontoTime(made!.redeemedAt);
  expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM) E[SD]T$/);

  // The receipt: Toronto's clock, the zone named.
  const receipt = page.locator('#main .dlr-receipt');
  await expect(receipt).toContainText(time);
  await expect(receipt).toContainText("Amount in USD (the rider's credit currency)");

  // Today at the counter (Toronto's day) and the history: the same time.
  await page.goto('/auth/dealer/home');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(time);
  await page.goto('/auth/dealer/redemptions');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(time);

  // The export writes Toronto's wall clock and names the zone in its header.
  const csv = await page.request.get('/api/dealer/credit-redemptions/export');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Date \(America\/Toronto\),Code,/);
  expect(lines[0]).toContain("Amount (rider's credit currency),Rider's credit currency");
  const row = lines.find((line) => line.split(',')[1] === code);
  expect(row, `row ${code} in the export`).toBeTruthy();
  expect(row!.split(',')[0]).toBe(torontoCsvTime(made!.redeemedAt));
  expect(row).toContain(',1.11,USD,');

  // The profile says where the zone comes from.
  await page.goto('/auth/dealer/profile');
  const zone = page.getByLabel(/^Time zone/);
  await expect(zone).toHaveValue('');
  await expect(zone.locator('option:checked')).toHaveText(/^From your address: America\/Toronto \(E[SD]T\)$/);
});
