import { PUBLIC_PAGES, type DealerAnswer, type DealerInviteAnswer, type DealerLoginStatus, type DealerOwnRecordInput, type DealerView } from '@rr/contracts';
import { apiError, type Identity } from '@rr/server-kit';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { dealerNumberTaken, findDealerRecord } from '../data-access/dealer-records-repository.js';
import { distinctDealerValues } from '../data-access/dealers-repository.js';
import type { Dealer, Locale, User } from '../data-access/models/index.js';
import { createResetToken } from '../data-access/reset-tokens-repository.js';
import { findUser, findUserForUpdate } from '../data-access/users-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { locateDealer } from './dealer-locations.js';
import { dealerContact } from './list-dealers.js';
import { accountError } from './errors.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { RESET_TTL_MINUTES } from './password-reset.js';

/**
 * The dealers' records and their logins as the programme team keeps them (spec §3 "Dealer", §7 "Dealers"). One login
 * per dealer: the Dealer row is the dealer's user (type `dealer`), keyed by its id. Staff create a dealer with its
 * login e-mail and no password: the invitation mails a link to choose one (7 days), which also proves the e-mail. Staff
 * edit every field, the dealer its own record (not the dealer number, the login e-mail or the active flag). Every
 * change is audited.
 */

/** An invitation link stays valid this long (it may wait in a shop's shared inbox). */
export const INVITATION_LINK_DAYS = 7;

export const DEALER_AUDIT = {
  created: 'dealer.created',
  updated: 'dealer.updated',
  invitationSent: 'dealer.invitation.sent',
  resetSent: 'dealer.reset.sent',
} as const;

export const blankToNull = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};
export const iso = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

/**
 * Where the saved address is for the dealer finder (its postal code's reference point), looked up before the
 * transaction; null coordinates when it cannot be placed.
 */
export async function coordinatesOf(ctx: AccountsContext, input: DealerOwnRecordInput): Promise<{ latitude: number | null; longitude: number | null }> {
  const point = await locateDealer(ctx.db, { zipcode: input.zipcode.trim().toUpperCase(), country: input.country });
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/** The columns of the dealer's own record; an optional field left out of the body stays as it is. */
export function ownFields(input: DealerOwnRecordInput) {
  return {
    name: input.name.trim(),
    addressLine1: input.addressLine1.trim(),
    ...(input.addressLine2 !== undefined ? { addressLine2: blankToNull(input.addressLine2) } : {}),
    city: input.city.trim(),
    state: blankToNull(input.state),
    zipcode: input.zipcode.trim().toUpperCase(),
    country: input.country,
    phone: input.phone.trim(),
    ...(input.websiteUrl !== undefined ? { websiteUrl: blankToNull(input.websiteUrl) } : {}),
    ...(input.bio !== undefined ? { bio: blankToNull(input.bio) } : {}),
    ...timeZoneFields(input.timeZone),
  };
}

/**
 * The time zone asked for: blank follows the address again (the model's save hook sets the address's zone), a zone
 * is kept whatever the address says; left out, nothing changes.
 */
function timeZoneFields(timeZone: DealerOwnRecordInput['timeZone']): { timeZone?: string; timeZoneFromAddress?: boolean } {
  if (timeZone === undefined) return {};
  if (timeZone === null || timeZone === '') return { timeZoneFromAddress: true };
  return { timeZone, timeZoneFromAddress: false };
}

export function loginStatusOf(user: Pick<User, 'deactivated' | 'passwordHash'>): DealerLoginStatus {
  if (user.deactivated) return 'deactivated';
  return user.passwordHash ? 'active' : 'invited';
}

export function dealerView(dealer: Dealer, user: User): DealerView {
  return {
    ...dealerContact(dealer),
    email: user.email,
    bio: dealer.bio ?? null,
    timeZone: dealer.timeZone,
    timeZoneFromAddress: dealer.timeZoneFromAddress !== false,
    active: Boolean(dealer.active),
    invited: !user.passwordHash,
    lastLoginAt: iso(user.lastLoginAt),
    loginCount: Number(user.loginCount ?? 0),
    createdAt: iso(dealer.createdAt) ?? new Date(0).toISOString(),
  };
}

/**
 * Who may reach `/api/{role}/dealer/{id}`: the `{role}` segment must be the caller's own, an administrator reaches any
 * dealer, a dealer only itself (another dealer's id is 404, as if it did not exist); anyone else is refused.
 */
export function dealerAccess(caller: Identity, role: string, dealerId: string): 'staff' | 'own' {
  if (role !== caller.typ || (caller.typ !== 'admin' && caller.typ !== 'dealer')) throw accountError('FORBIDDEN');
  if (caller.typ === 'admin') return 'staff';
  if (caller.sub !== dealerId) throw accountError('NOT_FOUND');
  return 'own';
}

/** An audit entry of a staff or dealer change to a dealer, in the change's transaction. */
export async function auditDealer(ctx: AccountsContext, caller: Identity, action: string, subjectId: string, request: AuditRequest, details: unknown, transaction: Transaction, status = 200) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId, method: request.method, path: request.path, status, details }, transaction);
}

/** The dealer number is unique among dealers (409 DEALER_NUMBER_TAKEN, shown on the field). */
export async function checkDealerNumber(ctx: AccountsContext, code: string | null, exceptId: string | null, transaction: Transaction): Promise<void> {
  if (!code) return;
  if (await dealerNumberTaken(ctx.db, code, exceptId, transaction)) throw apiError('DEALER_NUMBER_TAKEN', { dealerId: code });
}

/** Two requests raced past the checks: the unique indexes decide, with the same answers. */
export function uniqueClash(error: unknown, code: string | null): never {
  if (error instanceof UniqueConstraintError) {
    const fields = Object.keys(error.fields ?? {}).join(',');
    if (/dealer_code|dealerCode/.test(fields) || (!/email/.test(fields) && code)) throw apiError('DEALER_NUMBER_TAKEN', { dealerId: code ?? '' });
    throw accountError('EMAIL_TAKEN');
  }
  throw error;
}

/**
 * Mails the login a link to choose a password: the invitation (valid 7 days) while it has none, else the usual
 * password-reset mail (valid 60 minutes). The token is stored hashed; the mail goes only if the transaction commits.
 */
export async function queueLoginLink(ctx: AccountsContext, user: User, dealerName: string, transaction: Transaction): Promise<DealerInviteAnswer['sent']> {
  const token = newResetToken();
  const now = ctx.now();
  const invitation = !user.passwordHash;
  const lifetime = invitation ? INVITATION_LINK_DAYS * 86_400_000 : RESET_TTL_MINUTES * 60_000;
  await createResetToken(ctx.db, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetime) }, transaction);
  const link = linkWith(`${ctx.publicUrl ?? 'http://localhost:8080'}${PUBLIC_PAGES.forgotPasswordReset}`, 'token', token);
  const locale = (user.locale ?? 'en') as Locale;
  if (invitation) {
    await queueMail(ctx, transaction, { template: 'dealer-invitation', to: user.email, locale, userId: user.id, values: { name: dealerName }, link, token });
  } else {
    await queueMail(ctx, transaction, { template: 'password-reset', to: user.email, locale, userId: user.id, link, token });
  }
  return invitation ? 'invitation' : 'reset';
}

export async function loadDealer(ctx: AccountsContext, dealerId: string, transaction?: Transaction): Promise<{ dealer: Dealer; user: User }> {
  const user = transaction ? await findUserForUpdate(ctx.db, dealerId, transaction) : await findUser(ctx.db, dealerId);
  if (!user || user.type !== 'dealer') throw accountError('NOT_FOUND');
  const dealer = await findDealerRecord(ctx.db, dealerId, transaction);
  if (!dealer) throw accountError('NOT_FOUND');
  return { dealer, user };
}

/** `GET /api/{role}/dealer/{id}`: the record, and the countries with dealers (spec §7 `distinctCountry`). */
export async function getDealer(ctx: AccountsContext, dealerId: string): Promise<DealerAnswer> {
  const { dealer, user } = await loadDealer(ctx, dealerId);
  return { dealer: dealerView(dealer, user), distinctCountry: await distinctDealerValues(ctx.db, 'country', {}) };
}
