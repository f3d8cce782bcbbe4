import { RIDER_ADMIN_ONLY_FIELDS, SOCIAL_NETWORKS, normaliseSocialAccount, type RiderProfileInput } from '@rr/contracts';
import { apiError, type Identity } from '@rr/server-kit';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { Rider, User } from '../data-access/models/index.js';
import { clearResetTokens } from '../data-access/reset-tokens-repository.js';
import { findRiderRecordForUpdate, storeRiderColumns } from '../data-access/rider-records-repository.js';
import { findRider } from '../data-access/riders-repository.js';
import { changeEmail, emailTakenByOther, findUserForUpdate } from '../data-access/users-repository.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { currencyForCountry } from './currency.js';
import { accountError } from './errors.js';
import { RIDER_FACT_FIELDS, publishRiderChanged } from './rider-facts.js';
import { toRiderView, type RiderView } from './rider-view.js';

/**
 * A rider's profile as the rider and the programme team change it (spec §2 rider profile, §3, §6):
 * `PUT /api/{rider|admin}/rider/{riderId}`. The body is a partial update (`riderProfileInputSchema`): a key left out
 * stays as it is. A rider changes only their own record; the e-mail and the pro flag are the programme team's. Every
 * change an administrator makes (directly or while impersonating the rider) is audited.
 */

export const RIDER_AUDIT = {
  updated: 'rider.profile.updated',
  bikeAdded: 'rider.bike.added',
  bikeChanged: 'rider.bike.changed',
  bikeRemoved: 'rider.bike.removed',
} as const;

/** Who changes a rider: programme staff (`staff`) or the rider themself (`own`). */
export type RiderChanger = 'staff' | 'own';

/**
 * Who may write `/api/{role}/rider/{riderId}`: the `{role}` segment must be the caller's own type; an administrator
 * reaches any rider, a rider only themself (another rider's id is 403, nothing changes); anyone else (a dealer, a
 * promoter) is refused.
 */
export function riderWriteAccess(caller: Identity, role: string, riderId: string): RiderChanger {
  if (role !== caller.typ || (caller.typ !== 'admin' && caller.typ !== 'rider')) throw accountError('FORBIDDEN');
  if (caller.typ === 'admin') return 'staff';
  if (caller.sub !== riderId) throw accountError('FORBIDDEN');
  return 'own';
}

/** Whether a change is audited: an administrator's, directly or while impersonating the rider. */
export const audited = (caller: Identity, by: RiderChanger): boolean => by === 'staff' || Boolean(caller.imp);

/** Writes an audit entry about a rider, in the change's transaction. */
export async function auditRider(ctx: AccountsContext, caller: Identity, action: string, riderId: string, request: AuditRequest, details: unknown, transaction: Transaction, status = 200) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status, details }, transaction);
}

/** The rider (with user and bikes) as the API shows it. */
export async function riderViewOf(ctx: AccountsContext, riderId: string): Promise<RiderView> {
  const rider = await findRider(ctx.db, riderId);
  if (!rider) throw accountError('NOT_FOUND');
  return toRiderView(rider);
}

/** A text as stored: trimmed; null when blank. */
const blankToNull = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};

const dayOf = (value: string | Date): string => (typeof value === 'string' ? value.trim() : value.toISOString()).slice(0, 10);

type RiderColumns = Partial<
  Pick<
    Rider,
    | 'firstName'
    | 'lastName'
    | 'phone1'
    | 'phone2'
    | 'country'
    | 'addressLine1'
    | 'addressLine2'
    | 'city'
    | 'state'
    | 'zipcode'
    | 'sex'
    | 'dateOfBirth'
    | 'racingType'
    | 'amaNumber'
    | 'hometown'
    | 'bio'
    | 'pro'
    | 'twitter'
    | 'instagram'
    | 'facebook'
    | 'vimeo'
    | 'linkedin'
    | 'youtube'
  >
>;

/** The rider columns a body changes, as stored (trimmed, blanks as null, postal code upper-case, social accounts read). */
export function riderColumns(input: RiderProfileInput): RiderColumns {
  const columns: RiderColumns = {};
  const sent = (key: keyof RiderProfileInput) => input[key] !== undefined;
  if (sent('firstName')) columns.firstName = String(input.firstName).trim();
  if (sent('lastName')) columns.lastName = String(input.lastName).trim();
  if (sent('phone1')) columns.phone1 = String(input.phone1).trim();
  if (sent('phone2')) columns.phone2 = blankToNull(input.phone2);
  if (sent('country')) {
    columns.country = String(input.country);
    columns.addressLine1 = blankToNull(input.addressLine1) ?? '';
    columns.addressLine2 = blankToNull(input.addressLine2);
    columns.city = blankToNull(input.city) ?? '';
    columns.state = blankToNull(input.state);
    columns.zipcode = blankToNull(input.zipcode)?.toUpperCase() ?? null;
  }
  if (sent('sex')) columns.sex = (blankToNull(input.sex) as Rider['sex']) ?? null;
  if (sent('dateOfBirth') && input.dateOfBirth) columns.dateOfBirth = dayOf(input.dateOfBirth);
  if (sent('racingType')) columns.racingType = blankToNull(input.racingType);
  if (sent('amaNumber')) columns.amaNumber = blankToNull(input.amaNumber);
  if (sent('hometown')) columns.hometown = blankToNull(input.hometown);
  if (sent('bio')) columns.bio = blankToNull(input.bio);
  for (const network of SOCIAL_NETWORKS) {
    if (sent(network)) columns[network] = normaliseSocialAccount(network, input[network]);
  }
  return columns;
}

/** The columns whose value changes. */
function changedKeys(rider: Rider, columns: RiderColumns): string[] {
  const before = rider as unknown as Record<string, unknown>;
  return Object.entries(columns)
    .filter(([key, value]) => String(before[key] ?? '') !== String(value ?? ''))
    .map(([key]) => key);
}

async function loadForUpdate(ctx: AccountsContext, riderId: string, transaction: Transaction): Promise<{ rider: Rider; user: User }> {
  const user = await findUserForUpdate(ctx.db, riderId, transaction);
  if (!user || user.type !== 'rider') throw accountError('NOT_FOUND');
  const rider = await findRiderRecordForUpdate(ctx.db, riderId, transaction);
  if (!rider) throw accountError('NOT_FOUND');
  return { rider, user };
}

/**
 * `PUT /api/{rider|admin}/rider/{riderId}` → `{ rider }`. 403 FORBIDDEN when a rider sends the programme team's fields
 * (`details.fields`). 409 EMAIL_TAKEN (`details.field: 'email'`) for an e-mail another account has; a new e-mail is
 * unproven until verified again and the links mailed to the old address stop working. 409 COUNTRY_CURRENCY for a
 * country whose currency is not the wallet's (the wallet keeps the currency it was opened in). A change of the name, the
 * e-mail, the country or the pro flag publishes `rider.changed` in the same transaction (other fields publish nothing).
 */
export async function updateRider(ctx: AccountsContext, caller: Identity, riderId: string, by: RiderChanger, input: RiderProfileInput, request: AuditRequest): Promise<{ rider: RiderView }> {
  if (by === 'own') {
    const fields = RIDER_ADMIN_ONLY_FIELDS.filter((field) => input[field] !== undefined);
    if (fields.length > 0) throw accountError('FORBIDDEN', { fields });
  }
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      const { rider, user } = await loadForUpdate(ctx, riderId, transaction);
      const columns = riderColumns(input);
      if (by === 'staff' && input.pro !== undefined) columns.pro = input.pro === true;
      if (columns.country !== undefined) {
        const currency = currencyForCountry(rider.country);
        if (currencyForCountry(columns.country) !== currency) throw apiError('COUNTRY_CURRENCY', { currency, field: 'country' });
      }
      const changed = changedKeys(rider, columns);
      const details: Record<string, unknown> = {};
      if (by === 'staff' && input.email !== undefined) {
        const email = String(input.email).trim().toLowerCase();
        if (email !== user.email) {
          if (await emailTakenByOther(ctx.db, email, riderId, transaction)) throw accountError('EMAIL_TAKEN', { field: 'email' });
          details.email = { from: user.email, to: email };
          await changeEmail(user, email, transaction);
          await clearResetTokens(ctx.db, riderId, transaction);
          changed.push('email');
        }
      }
      if (changed.length === 0) return;
      await storeRiderColumns(rider, columns, transaction);
      if (changed.some((key) => (RIDER_FACT_FIELDS as readonly string[]).includes(key))) await publishRiderChanged(ctx.db, ctx.outbox, transaction, riderId, ctx.now());
      if (audited(caller, by)) await auditRider(ctx, caller, RIDER_AUDIT.updated, riderId, request, { by, fields: changed, ...details }, transaction);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw accountError('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
  return { rider: await riderViewOf(ctx, riderId) };
}
