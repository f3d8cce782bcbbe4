import { localeChoiceSchema } from '@rr/contracts';
import { findUser, storeLocale } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/**
 * Stores the language a signed-in user chose (`{ locale }`, one of the interface locales; 400 VALIDATION otherwise):
 * their signed-in areas show it from then on, on any browser, and their mail is written in it.
 */
export async function setLocale(ctx: AccountsContext, userId: string, body: unknown): Promise<{ user: SessionUser; sessionsValidAfter: number | null }> {
  const { locale } = parseInput(localeChoiceSchema, body);
  const user = await findUser(ctx.db, userId);
  if (!user) throw accountError('NOT_FOUND');
  if (user.deactivated) throw accountError('DEACTIVATED');
  await storeLocale(ctx.db, user.id, locale);
  return getSessionUser(ctx.db, user.id);
}
