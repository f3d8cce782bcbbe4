import { expect, type Page } from '@playwright/test';

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
