import { expect, test, type Page } from '@playwright/test';
import { choosePasswordFromMail, waitForMail } from './mail';
import { PASSWORD, login, openAs, uniqueEmail } from './support';

/**
 * The dealer till, end to end: the demo dealer finds the demo rider at the till, the rider types their PIN, the
 * receipt shows the redemption code; programme staff refund it; the rider's wallet shows the redemption and the
 * refund — in English and in French (the dealer redeems once in each language).
 */

interface TillTexts {
  locale: 'en' | 'fr';
  search: RegExp;
  findRider: RegExp;
  findAwards: RegExp;
  amount: RegExp;
  employee: RegExp;
  idChecked: RegExp;
  pin: RegExp;
  confirm: RegExp;
  receipt: RegExp;
}

const ENGLISH: TillTexts = {
  locale: 'en',
  search: /Rider's name, email, city or AMA number/,
  findRider: /^Find rider$/,
  findAwards: /^Find awards$/,
  amount: /^Amount in USD \(the rider's credit currency\)/,
  employee: /^Employee name/,
  idChecked: /I checked the rider's ID/,
  pin: /^PIN/,
  confirm: /Confirm redemption/,
  receipt: /Redemption receipt/,
};

const FRENCH: TillTexts = {
  locale: 'fr',
  search: /Nom, courriel, ville ou numéro AMA du pilote/,
  findRider: /^Trouver le pilote$/,
  findAwards: /^Trouver les gains$/,
  amount: /^Montant en USD \(la devise du crédit du pilote\)/,
  employee: /^Nom de l'employé/,
  idChecked: /J'ai vérifié la pièce d'identité du pilote/,
  pin: /^NIP/,
  confirm: /Confirmer l'utilisation/,
  receipt: /Reçu d'utilisation de crédit/,
};

/** Signed-in areas follow the language cookie (docs/i18n.md), as the language menu sets it. */
async function inLanguage(page: Page, locale: 'en' | 'fr'): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, domain: new URL(page.url()).hostname, path: '/' }]);
}

/** Home → search → the rider's till → find awards → amount, employee, ID, PIN → the receipt; answers the code. */
async function redeem(page: Page, texts: TillTexts, amount: string): Promise<string> {
  await inLanguage(page, texts.locale);
  await page.goto('/auth/dealer/home');
  await page.getByLabel(texts.search).fill('Jordan Miller');
  await page.getByRole('button', { name: texts.findRider }).click();
  await expect(page).toHaveURL(/\/auth\/dealer\/riders\?query=Jordan/);
  await page.getByRole('link', { name: /Jordan Miller/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/dealer\/rider\/rider-demo$/);
  await page.getByRole('button', { name: texts.findAwards }).click();
  await page.getByLabel(texts.amount).fill(amount);
  await page.getByLabel(texts.employee).fill('E2E Clerk');
  await page.getByLabel(texts.idChecked).check();
  await page.getByLabel(texts.pin, { exact: false }).fill('1234');
  await page.getByRole('button', { name: texts.confirm }).click();
  await expect(page.getByRole('heading', { name: texts.receipt })).toBeVisible();
  const code = (await page.locator('#main .dlr-receipt__code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{6}$/);
  return code;
}

test('the dealer redeems with the rider’s PIN, staff refund it, and the rider’s wallet shows both, in English and French', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openAs(page, 'dealer@example.com', 'dealer');

  const english = await redeem(page, ENGLISH, '12.34');
  await expect(page.locator('#main .dlr-receipt')).toContainText('$12.34');
  await expect(page.locator('#main .dlr-receipt')).toContainText('E2E Clerk');
  const french = await redeem(page, FRENCH, '5.67');
  await expect(page.locator('#main .dlr-receipt')).toContainText('5,67');

  // Both are in the dealer's history; the English one is refunded by programme staff.
  await inLanguage(page, 'en');
  await page.goto('/auth/dealer/redemptions');
  await expect(page.getByRole('row', { name: new RegExp(english) })).toContainText('$12.34');
  await expect(page.getByRole('row', { name: new RegExp(french) })).toContainText('$5.67');

  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  await admin.goto('/auth/admin/dealer/dealer-demo');
  await admin.getByRole('button', { name: `Refund ${english} – Jordan Miller` }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund redemption ${english}?` });
  await expect(dialog).toContainText('$12.34');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText(`Redemption ${english} of Jordan Miller is refunded`)).toBeVisible();
  // Refunding is the administrator's only: the dealer's page has no such button, and the redemption moved.
  const refundedAtAdmin = admin.locator('.rr-card', { has: admin.getByRole('heading', { name: 'Refunded redemptions' }) });
  await expect(refundedAtAdmin.getByRole('row', { name: new RegExp(english) })).toBeVisible();

  // The dealer sees it among the refunded ones, apart from the redemptions.
  await page.reload();
  const refundedAtDealer = page.locator('.rr-card', { has: page.getByRole('heading', { name: 'Refunded redemptions' }) });
  await expect(refundedAtDealer.getByRole('row', { name: new RegExp(english) })).toContainText('$12.34');
  await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  // The rider's wallet: both redemptions with their codes, the refunded one marked, in English then in French.
  const rider = await (await browser.newContext()).newPage();
  await openAs(rider, 'rider@example.com', 'rider');
  await rider.goto('/auth/rider/redemptions');
  const refunded = rider.getByRole('row', { name: new RegExp(english) });
  await expect(refunded).toContainText('Demo Powersports');
  await expect(refunded).toContainText('$12.34');
  await expect(refunded).toContainText('Refunded');
  await expect(rider.getByRole('row', { name: new RegExp(french) })).toContainText('$5.67');
  await expect(rider.getByRole('row', { name: new RegExp(french) })).not.toContainText('Refunded');

  await inLanguage(rider, 'fr');
  await rider.goto('/auth/rider/redemptions');
  await expect(rider.getByRole('heading', { level: 1, name: 'Mon portefeuille' })).toBeVisible();
  await expect(rider.getByRole('row', { name: new RegExp(english) })).toContainText('Remboursé');
  await expect(rider.getByRole('row', { name: new RegExp(english) })).toContainText('12,34');
  await expect(rider.getByRole('row', { name: new RegExp(french) })).toContainText('5,67');
  await expect(rider.getByRole('row', { name: new RegExp(french) })).not.toContainText('Remboursé');
});

test('a dealer that staff add follows the invitation, sets a password and redeems at its till', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Staff add the dealer and its login through the admin API: the dealer gets a full UUID as its id.
  const email = uniqueEmail('new-dealer');
  const name = `E2E Motorsports ${Date.now().toString(36)}`;
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAs(admin, 'admin@example.com', 'admin');
  const created = await admin.request.post('/api/admin/dealers', {
    data: { name, addressLine1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US', phone: '5125550100', email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dealerId = ((await created.json()) as { dealer: { _id: string } }).dealer._id;
  expect(dealerId).toHaveLength(36);
  await staff.close();

  // The invitation's link sets the first password; then the dealer signs in.
  const invitation = await waitForMail(email);
  await choosePasswordFromMail(page, invitation, PASSWORD);
  await login(page, email, 'dealer');

  // Its first redemption goes through, and the receipt names the new dealer.
  const code = await redeem(page, ENGLISH, '1.00');
  const list = await page.request.get('/api/dealer/credit-redemptions');
  expect(list.status()).toBe(200);
  const mine = ((await list.json()) as { redemptions: { code: string; dealerId: string; dealerName: string; amountCents: number }[] }).redemptions;
  expect(mine).toEqual([expect.objectContaining({ code, dealerId, dealerName: name, amountCents: 100 })]);
});
