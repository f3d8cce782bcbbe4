import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const MAIL_DIR = process.env.MAIL_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../var/mail');

/**
 * Messages sent to `to`, oldest first: from the SMTP capture server when MAIL_CAPTURE_URL is set
 * (CI's production-like stack), else from the embedded default's outbox folder (var/mail/*.eml).
 */
export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const address = to.toLowerCase();
  const captureUrl = process.env.MAIL_CAPTURE_URL;
  if (captureUrl) {
    const res = await fetch(`${captureUrl}/messages?to=${encodeURIComponent(address)}`);
    return (await res.json()) as CapturedMail[];
  }
  if (!fs.existsSync(MAIL_DIR)) return [];
  const files = fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')).sort();
  const found: CapturedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
    const recipients = [mail.to].flat().flatMap((t) => t?.value ?? []).map((v) => (v.address ?? '').toLowerCase());
    if (!recipients.includes(address)) continue;
    found.push({ to: recipients, subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: (mail.date ?? new Date(0)).toISOString() });
  }
  return found;
}

/**
 * Waits for a message to `to` and returns it: the `which`-th one, or the newest whose subject matches `which`. A test
 * that waits for a later mail names it by subject: the service's queue sends each mail in its own job, so a
 * registration's code may still be on its way when the next mail arrives, and counting would take the wrong one.
 */
export async function waitForMail(to: string, which: number | RegExp = 1): Promise<CapturedMail> {
  let mails: CapturedMail[] = [];
  const wanted = () => (typeof which === 'number' ? mails[which - 1] : mails.filter((mail) => which.test(mail.subject)).at(-1));
  await expect
    .poll(async () => {
      mails = await mailsTo(to);
      return wanted() !== undefined;
    }, { timeout: 20_000, message: typeof which === 'number' ? `mail number ${which} to ${to}` : `a mail to ${to} about ${which}` })
    .toBe(true);
  return wanted()!;
}

/** The 6-digit one-time code in a mail. */
export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in mail "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}

/** The first link to `pathname` in a mail. */
export function linkIn(mail: CapturedMail, pathname: string): string {
  const match = new RegExp(`https?://\\S*${pathname.replace(/[/.?]/g, '\\$&')}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathname} link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** Follows a mail's set-password link (`/forgot-password-reset?token=`) on this site and chooses `password`. */
export async function choosePasswordFromMail(page: Page, mail: CapturedMail, password: string): Promise<void> {
  await page.goto(linkIn(mail, '/forgot-password-reset').replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel(/^New password\W*\(/).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
}

/** Verifies a new rider's address with the code mailed to it, through the API (for tests whose subject is not that form). */
export async function verifyByApi(request: APIRequestContext, email: string): Promise<void> {
  const code = codeIn(await waitForMail(email));
  const res = await request.post('/api/email-verify', { data: { code } });
  expect(res.status(), await res.text()).toBe(200);
}
