import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Password1';

/** Signs in through the real login screen and waits for the role's own area. */
export async function login(page: Page, email: string, type: 'rider' | 'dealer' | 'promoter' | 'admin') {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/${type}`));
  // Wait for the role's start page (the index redirects there) to settle before the test acts.
  await expect(page).toHaveURL(new RegExp(`/auth/${type}${type === 'admin' ? '' : type === 'rider' ? '/dashboard' : '/home'}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The URL prefix a remote is served from, as the BFF announces it to the shell. */
export async function remoteBase(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/mf/remotes.json');
  const remotes = (await response.json()) as Record<string, string>;
  const manifest = new URL(remotes[name]!, page.url() === 'about:blank' ? 'http://localhost:8080' : page.url());
  return manifest.href.replace(/mf-manifest\.json$/, '');
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A random 17-character VIN (no I, O or Q), unique enough for a test's bike. */
export const randomVin = () => Array.from({ length: 17 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join('');
/** An address no other test run uses. */
export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A complete registration body (docs/accounts.md), for tests whose subject is not the form itself. */
function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Erin',
    lastName: `Tester${Math.floor(Math.random() * 1e6)}`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone1: '5125550199',
    dateOfBirth: '2001-04-05',
    pro: false,
    country: 'US',
    addressLine1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    bikeYear: 2025,
    bikeMake: 'Maker',
    bikeModel: 'MX 450',
    vin: randomVin(),
    riderConfirmed: true,
    ...overrides,
  };
}

/** Registers a rider through the API (signed in afterwards in this request context) and returns the user. */
export async function registerByApi(request: APIRequestContext, email: string) {
  const res = await request.post('/api/register', { data: registration(email) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { _id: string; fullName: string } }).user;
}
