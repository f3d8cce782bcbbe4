// The decisions of /auth/email-verify (spec §4 Email, docs/accounts.md "Email verification"), kept pure.
import { toApiError } from '@rr/api-client';
import { localizePath, type Locale } from '@rr/i18n';
import { HOME_PATHS, type Session } from '@rr/session';
import { CODE_LENGTH } from '@rr/contracts';
import { errorDetails } from '@rr/ui';

/** One new code per 60 seconds (docs/accounts.md). */
export const RESEND_INTERVAL_SECONDS = 60;

/** The create-PIN step of registration (mf-public; a full-page navigation from the shell). */
export const CREATE_PIN_PATH = '/register/pin';

/** What the code field keeps of what was typed or pasted: digits only, at most 6 ("123 456" → "123456"). */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The code of the mailed link (`?code=123456`), or null when the query has none or it is not 6 digits. */
export function codeFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('code');
  if (raw === null) return null;
  const code = raw.trim();
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/**
 * How long "Send a new code" stays disabled after a send failed: the seconds CODE_TOO_SOON names
 * (`details.seconds`, else the interval), or null when the failure is of another kind.
 */
export function resendWaitSeconds(caught: unknown): number | null {
  const error = toApiError(caught);
  if (error.code !== 'CODE_TOO_SOON') return null;
  const details = errorDetails(error);
  const raw = details && typeof details === 'object' ? (details as { seconds?: unknown }).seconds : undefined;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : RESEND_INTERVAL_SECONDS;
}

/** Where the user goes once verified: a full navigation (another app) or a route of the shell. */
export type AfterVerify = { kind: 'full-page'; href: string } | { kind: 'route'; to: string };

/**
 * After verification a rider without a PIN creates one first (`/register/pin`, in the user's locale);
 * everyone else goes to their start page. A session that is not signed in goes to login.
 */
export function destinationAfterVerify(session: Session, locale: Locale): AfterVerify {
  if (!session.authenticated) return { kind: 'full-page', href: localizePath('/login', locale) };
  const { type, user } = session;
  if (type === 'rider' && (user as { hasPin?: unknown }).hasPin === false) {
    return { kind: 'full-page', href: localizePath(CREATE_PIN_PATH, locale) };
  }
  return { kind: 'route', to: HOME_PATHS[type] };
}
