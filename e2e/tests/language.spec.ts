import { expect, test } from '@playwright/test';
import { verifyByApi } from './mail';
import { registerByApi, signIn, uniqueEmail } from './support';

/**
 * The language a signed-in user reads is the one stored on their account, whatever the browser says, and the user
 * menu's language control changes what is stored (docs/i18n.md "Which locale a page is in").
 */
test('a rider who registered in French reads French on an English browser, and switching in the user menu is remembered', async ({ browser }) => {
  test.slow(); // a registration, a mailed code and two more sign-ins
  const email = uniqueEmail('lang');
  const registering = await browser.newContext({ locale: 'fr-FR' });
  const registration = await registering.newPage();
  await registerByApi(registration.request, email, { locale: 'fr' });
  await verifyByApi(registration.request, email);
  await registering.close();

  // Another computer: an English browser that has never chosen a language here (no language cookie).
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  await signIn(page, email);
  await page.goto('/auth/rider');
  await expect(page).toHaveURL(/\/auth\/rider\/dashboard$/);
  await expect(page.getByText('Vos gains, le solde de votre portefeuille')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The user menu's language control: English, stored on the account.
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Langue : Français' }).click();
  const dialog = page.getByRole('dialog');
  // Readable: opened from the dark sidebar, the dialog's text must not take the sidebar's white.
  const ink = await dialog.getByRole('radio', { name: 'English' }).evaluate((radio) => getComputedStyle(radio.closest('label') ?? radio).color);
  expect(ink).not.toMatch(/^rgba?\(255, 255, 255/);
  await dialog.getByRole('radio', { name: 'English' }).check();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Your earnings, wallet balance and next races at a glance.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await english.close();

  // A French browser now reads English: the account's choice wins over the browser's.
  const french = await browser.newContext({ locale: 'fr-FR' });
  const again = await french.newPage();
  await signIn(again, email);
  await again.goto('/auth/rider/dashboard');
  await expect(again.getByText('Your earnings, wallet balance and next races at a glance.')).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await french.close();
});
