import { randomUUID } from 'node:crypto';
import {
  PUBLIC_PAGES,
  pagination,
  type DealerAdminRecordInput,
  type DealerAnswer,
  type DealerInviteAnswer,
  type DealerList,
  type DealerListItem,
  type DealerListQuery,
  type DealerLogin,
  type DealerLoginList,
  type DealerLoginListQuery,
  type DealerLoginStatus,
  type DealerOwnRecordInput,
  type DealerView,
} from '@rr/contracts';
import { apiError, type Identity } from '@rr/server-kit';
import { Op, QueryTypes, UniqueConstraintError, type Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { distinctDealerValues } from '../data-access/dealers-repository.js';
import type { Dealer, Locale, User } from '../data-access/models.js';
import { clearResetTokens, createResetToken } from '../data-access/reset-tokens-repository.js';
import { emailTaken, emailTakenByOther } from '../data-access/users-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { locateDealer } from './dealer-locations.js';
import { accountError } from './errors.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { RESET_RESEND_SECONDS, RESET_TTL_MINUTES } from './password-reset.js';

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

const blankToNull = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};
const iso = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

/**
 * Where the saved address is for the dealer finder (its postal code's reference point), looked up before the
 * transaction; null coordinates when it cannot be placed.
 */
async function coordinatesOf(ctx: AccountsContext, input: DealerOwnRecordInput): Promise<{ latitude: number | null; longitude: number | null }> {
  const point = await locateDealer(ctx.db, { zipcode: input.zipcode.trim().toUpperCase(), country: input.country });
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/** The columns of the dealer's own record; an optional field left out of the body stays as it is. */
function ownFields(input: DealerOwnRecordInput) {
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
    _id: dealer.userId,
    name: dealer.name,
    dealerId: dealer.dealerCode ?? null,
    email: user.email,
    addressLine1: dealer.addressLine1 ?? null,
    addressLine2: dealer.addressLine2 ?? null,
    city: dealer.city ?? null,
    state: dealer.state ?? null,
    zipcode: dealer.zipcode ?? null,
    country: dealer.country ?? null,
    phone: dealer.phone ?? null,
    websiteUrl: dealer.websiteUrl ?? null,
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

async function audit(ctx: AccountsContext, caller: Identity, action: string, subjectId: string, request: AuditRequest, details: unknown, transaction: Transaction, status = 200) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId, method: request.method, path: request.path, status, details }, transaction);
}

/** The dealer number is unique among dealers (409 DEALER_NUMBER_TAKEN, shown on the field). */
async function checkDealerNumber(ctx: AccountsContext, code: string | null, exceptId: string | null, transaction: Transaction): Promise<void> {
  if (!code) return;
  const clash = await ctx.db.models.Dealer.findOne({ where: { dealerCode: code, ...(exceptId ? { userId: { [Op.ne]: exceptId } } : {}) }, transaction });
  if (clash) throw apiError('DEALER_NUMBER_TAKEN', { dealerId: code });
}

/** Two requests raced past the checks: the unique indexes decide, with the same answers. */
function uniqueClash(error: unknown, code: string | null): never {
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
async function queueLoginLink(ctx: AccountsContext, user: User, dealerName: string, transaction: Transaction): Promise<DealerInviteAnswer['sent']> {
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

async function loadDealer(ctx: AccountsContext, dealerId: string, transaction?: Transaction): Promise<{ dealer: Dealer; user: User }> {
  const user = await ctx.db.models.User.findByPk(dealerId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
  if (!user || user.type !== 'dealer') throw accountError('NOT_FOUND');
  const dealer = await ctx.db.models.Dealer.findByPk(dealerId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
  if (!dealer) throw accountError('NOT_FOUND');
  return { dealer, user };
}

// ── one dealer ──

/** `GET /api/{role}/dealer/{id}`: the record, and the countries with dealers (spec §7 `distinctCountry`). */
export async function getDealer(ctx: AccountsContext, dealerId: string): Promise<DealerAnswer> {
  const { dealer, user } = await loadDealer(ctx, dealerId);
  return { dealer: dealerView(dealer, user), distinctCountry: await distinctDealerValues(ctx.db, 'country', {}) };
}

/**
 * `POST /api/admin/dealers`: a new dealer and its login (the e-mail, no password yet, not verified: the mailed link
 * proves it), and the invitation. 409 EMAIL_TAKEN (any account), 409 DEALER_NUMBER_TAKEN.
 */
export async function createDealer(ctx: AccountsContext, caller: Identity, input: DealerAdminRecordInput, request: AuditRequest): Promise<DealerAnswer> {
  const email = input.email.trim().toLowerCase();
  const code = blankToNull(input.dealerId);
  const id = randomUUID();
  const coordinates = await coordinatesOf(ctx, input);
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      if (await emailTaken(ctx.db, email, transaction)) throw accountError('EMAIL_TAKEN');
      await checkDealerNumber(ctx, code, null, transaction);
      const fields = ownFields(input);
      const user = await ctx.db.models.User.create({ id, type: 'dealer', email, passwordHash: null, emailVerified: false, phone: fields.phone }, { transaction });
      await ctx.db.models.Dealer.create({ userId: id, ...fields, ...coordinates, dealerCode: code, active: input.active ?? true }, { transaction });
      const sent = await queueLoginLink(ctx, user, fields.name, transaction);
      await audit(ctx, caller, DEALER_AUDIT.created, id, request, { email, dealerId: code, active: input.active ?? true, sent }, transaction, 201);
    });
  } catch (error) {
    uniqueClash(error, code);
  }
  return getDealer(ctx, id);
}

/**
 * `PUT /api/{role}/dealer/{id}`: staff change every field (`staff`), the dealer its own record. A new login e-mail must
 * be free (409 EMAIL_TAKEN); it is unproven until verified again, the links mailed to the old address stop working,
 * and a login still waiting for its first password is invited again at the new address.
 */
export async function updateDealer(
  ctx: AccountsContext,
  caller: Identity,
  dealerId: string,
  change: { by: 'staff'; input: DealerAdminRecordInput } | { by: 'own'; input: DealerOwnRecordInput },
  request: AuditRequest,
): Promise<DealerAnswer> {
  const code = change.by === 'staff' ? blankToNull(change.input.dealerId) : null;
  const coordinates = await coordinatesOf(ctx, change.input);
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      const { dealer, user } = await loadDealer(ctx, dealerId, transaction);
      const fields: Record<string, unknown> = ownFields(change.input);
      const details: Record<string, unknown> = {};
      if (change.by === 'staff') {
        const { input } = change;
        await checkDealerNumber(ctx, code, dealerId, transaction);
        fields.dealerCode = code;
        if (input.active !== undefined) fields.active = input.active;
        const email = input.email.trim().toLowerCase();
        if (email !== user.email) {
          if (await emailTakenByOther(ctx.db, email, dealerId, transaction)) throw accountError('EMAIL_TAKEN');
          details.email = { from: user.email, to: email };
          await user.update({ email, emailVerified: false }, { transaction });
          await clearResetTokens(ctx.db, dealerId, transaction);
          if (!user.passwordHash && !user.deactivated) details.sent = await queueLoginLink(ctx, user, String(fields.name), transaction);
        }
      }
      const changed = Object.keys(fields).filter((key) => String((dealer as unknown as Record<string, unknown>)[key] ?? '') !== String(fields[key] ?? ''));
      await dealer.update({ ...fields, ...coordinates }, { transaction });
      if (user.phone !== fields.phone) await user.update({ phone: String(fields.phone) }, { transaction });
      await audit(ctx, caller, DEALER_AUDIT.updated, dealerId, request, { by: change.by, fields: changed, ...details }, transaction);
    });
  } catch (error) {
    uniqueClash(error, code);
  }
  return getDealer(ctx, dealerId);
}

/** `PUT /api/admin/dealer/{id}/active`: whether the dealer takes part (listed, redeems), apart from its login. */
export async function setDealerActive(ctx: AccountsContext, caller: Identity, dealerId: string, active: boolean, request: AuditRequest): Promise<DealerAnswer> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const { dealer } = await loadDealer(ctx, dealerId, transaction);
    if (Boolean(dealer.active) === active) return;
    await dealer.update({ active }, { transaction });
    await audit(ctx, caller, DEALER_AUDIT.updated, dealerId, request, { by: 'staff', fields: ['active'], active }, transaction);
  });
  return getDealer(ctx, dealerId);
}

// ── lists ──

/** `query`: each word (at most 8) must match one of `columns`; '!' escapes LIKE's wildcards the same way on SQLite and MariaDB. */
function wordsWhere(text: string | undefined, columns: string[], replacements: Record<string, unknown>): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word, index) => {
      const key = `w${index}`;
      replacements[key] = `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      return `(${columns.map((column) => `LOWER(COALESCE(${column}, '')) LIKE :${key} ESCAPE '!'`).join(' OR ')})`;
    });
}

const SEARCHED = ['d.name', 'd.dealer_code', 'd.city', 'u.email'];

function statusWhere(status: DealerLoginStatus | undefined, replacements: Record<string, unknown>): string[] {
  if (!status) return [];
  replacements.deactivated = status === 'deactivated';
  if (status === 'deactivated') return ['u.deactivated = :deactivated'];
  return [`u.deactivated = :deactivated`, status === 'invited' ? 'u.password_hash IS NULL' : 'u.password_hash IS NOT NULL'];
}

/** One page of dealer ids matching `where` (by name), and how many match. */
async function pageOfIds(ctx: AccountsContext, where: string[], replacements: Record<string, unknown>, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
  const from = `FROM dealers d JOIN users u ON u.id = d.user_id WHERE u.type = 'dealer'${where.length > 0 ? ` AND ${where.join(' AND ')}` : ''}`;
  const [counted] = await ctx.db.sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS total ${from}`, { type: QueryTypes.SELECT, replacements });
  const rows = await ctx.db.sequelize.query<{ id: string }>(`SELECT d.user_id AS id ${from} ORDER BY d.name, d.user_id LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit, offset: (page - 1) * limit },
  });
  return { ids: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}

/** The dealers (with their users) of `ids`, in that order. */
async function dealersOf(ctx: AccountsContext, ids: string[]): Promise<Array<{ dealer: Dealer; user: User }>> {
  if (ids.length === 0) return [];
  const dealers = await ctx.db.models.Dealer.findAll({ where: { userId: ids }, include: [{ model: ctx.db.models.User, as: 'user', required: true }] });
  const byId = new Map(dealers.map((dealer) => [dealer.userId, dealer]));
  return ids.flatMap((id) => {
    const dealer = byId.get(id);
    return dealer?.user ? [{ dealer, user: dealer.user }] : [];
  });
}

/** `GET /api/admin/dealers ?query&active&country&page&limit`: by name, 15 a page, each with its login's state. */
export async function listDealers(ctx: AccountsContext, query: DealerListQuery): Promise<DealerList> {
  const replacements: Record<string, unknown> = {};
  const where = wordsWhere(query.query, SEARCHED, replacements);
  if (query.active !== undefined) {
    where.push('d.active = :active');
    replacements.active = query.active;
  }
  if (query.country) {
    where.push('d.country = :country');
    replacements.country = query.country;
  }
  const { ids, total } = await pageOfIds(ctx, where, replacements, query.page, query.limit);
  const dealers: DealerListItem[] = (await dealersOf(ctx, ids)).map(({ dealer, user }) => ({ ...dealerView(dealer, user), loginStatus: loginStatusOf(user) }));
  return { dealers, pagination: pagination(query.page, query.limit, total), distinctCountry: await distinctDealerValues(ctx.db, 'country', {}) };
}

/** The open (unused, unexpired) set-password links of these users: the latest one's dates. */
async function openLinks(ctx: AccountsContext, userIds: string[]): Promise<Map<string, { sentAt: Date; expiresAt: Date }>> {
  const out = new Map<string, { sentAt: Date; expiresAt: Date }>();
  if (userIds.length === 0) return out;
  const tokens = await ctx.db.models.PasswordResetToken.findAll({
    where: { userId: userIds, usedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: ctx.now() } },
    order: [['createdAt', 'ASC']],
  });
  for (const token of tokens) out.set(token.userId, { sentAt: token.createdAt, expiresAt: token.expiresAt });
  return out;
}

function loginView(dealer: Dealer, user: User, link: { sentAt: Date; expiresAt: Date } | undefined): DealerLogin {
  return {
    _id: dealer.userId,
    name: dealer.name,
    dealerId: dealer.dealerCode ?? null,
    email: user.email,
    status: loginStatusOf(user),
    active: Boolean(dealer.active),
    emailVerified: Boolean(user.emailVerified),
    lastLoginAt: iso(user.lastLoginAt),
    loginCount: Number(user.loginCount ?? 0),
    linkSentAt: iso(link?.sentAt),
    linkExpiresAt: iso(link?.expiresAt),
    createdAt: iso(user.createdAt) ?? new Date(0).toISOString(),
  };
}

/** `GET /api/admin/dealer-logins ?query&status&page&limit`: every dealer's login, by dealer name, 15 a page. */
export async function listDealerLogins(ctx: AccountsContext, query: DealerLoginListQuery): Promise<DealerLoginList> {
  const replacements: Record<string, unknown> = {};
  const where = [...wordsWhere(query.query, SEARCHED, replacements), ...statusWhere(query.status, replacements)];
  const { ids, total } = await pageOfIds(ctx, where, replacements, query.page, query.limit);
  const rows = await dealersOf(ctx, ids);
  const links = await openLinks(ctx, ids);
  return { logins: rows.map(({ dealer, user }) => loginView(dealer, user, links.get(user.id))), pagination: pagination(query.page, query.limit, total) };
}

/** `GET /api/admin/dealer-login/{id}`: one dealer's login. */
export async function getDealerLogin(ctx: AccountsContext, dealerId: string): Promise<{ login: DealerLogin }> {
  const { dealer, user } = await loadDealer(ctx, dealerId);
  const links = await openLinks(ctx, [dealerId]);
  return { login: loginView(dealer, user, links.get(dealerId)) };
}

/**
 * `POST /api/admin/dealer-login/{id}/invite`: mails the invitation again (no password yet) or a password-reset link
 * (a password is set). Refused for a deactivated login (409 DEALER_LOGIN_DEACTIVATED: the link would not let it in)
 * and within a minute of the last link (429 LINK_TOO_SOON, a double click). Audited.
 */
export async function sendDealerLink(ctx: AccountsContext, caller: Identity, dealerId: string, request: AuditRequest): Promise<DealerInviteAnswer> {
  const sent = await ctx.db.sequelize.transaction(async (transaction) => {
    const { dealer, user } = await loadDealer(ctx, dealerId, transaction);
    if (user.deactivated) throw apiError('DEALER_LOGIN_DEACTIVATED');
    const last = await ctx.db.models.PasswordResetToken.findOne({ where: { userId: dealerId }, order: [['createdAt', 'DESC']], transaction });
    const waited = last ? (ctx.now().getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < RESET_RESEND_SECONDS) {
      const seconds = Math.max(1, Math.ceil(RESET_RESEND_SECONDS - waited));
      throw apiError('LINK_TOO_SOON', { seconds }, { 'Retry-After': String(seconds) });
    }
    const kind = await queueLoginLink(ctx, user, dealer.name, transaction);
    await audit(ctx, caller, kind === 'invitation' ? DEALER_AUDIT.invitationSent : DEALER_AUDIT.resetSent, dealerId, request, { email: user.email }, transaction);
    return kind;
  });
  return { sent };
}
