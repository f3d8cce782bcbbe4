import { randomUUID } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { PUBLIC_PAGES, type AdminRiderCreateInput, type RegistrationInput } from '@rr/contracts';
import { badRequest, conflict, type Identity, type Outbox } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import type { BikeValidity, Locale, Sex } from '../data-access/models/index.js';
import { createRiderAccount } from '../data-access/accounts-repository.js';
import { addBikeRecord, anyVinOnFile } from '../data-access/bikes-repository.js';
import { emailTaken, userExists } from '../data-access/users-repository.js';
import { currencyForCountry } from './currency.js';
import { accountError } from './errors.js';
import { RIDER_REGISTERED, type RiderRegistered } from './messages.js';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { createResetToken } from '../data-access/reset-tokens-repository.js';
import { findRider } from '../data-access/riders-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { INVITATION_LINK_DAYS } from './dealer-records.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { findRiderDuplicates } from './rider-duplicates.js';
import { publishRiderChanged } from './rider-facts.js';
import { toRiderView, type RiderView } from './rider-view.js';
import { bikeStatusFor } from './vin-patterns.js';
import { isVinShaped, normaliseVin, type VinReason } from './vin.js';

export interface NewBike {
  id?: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  valid?: BikeValidity;
  /** Why the bike has its status (vin-patterns.ts `bikeStatusFor`); the column's default ('notChecked') otherwise. */
  validReason?: VinReason;
}

export interface RiderProfile {
  firstName: string;
  lastName: string;
  country: string;
  phone1?: string | null;
  phone2?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  sex?: Sex | null;
  dateOfBirth?: string | null;
  racingType?: string | null;
  amaNumber?: string | null;
  bio?: string | null;
  hometown?: string | null;
  pro?: boolean;
  twitter?: string | null;
  instagram?: string | null;
  facebook?: string | null;
  vimeo?: string | null;
  linkedin?: string | null;
  youtube?: string | null;
}

export interface NewRider {
  /** Fixed id (seed data); a UUID otherwise. */
  id?: string;
  email: string;
  /** argon2id hash from `hashSecret` (hashing is the caller's job, so a batch can reuse one hash); null = no password yet. */
  passwordHash: string | null;
  /** argon2id hash of the 4-digit PIN, when one is set at creation. */
  pinHash?: string | null;
  emailVerified?: boolean;
  deactivated?: boolean;
  profileImage?: string | null;
  /** Locale of the rider's mail (default en). */
  locale?: Locale;
  profile: RiderProfile;
  bikes?: NewBike[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a rider account: the user, the rider profile, its bikes, the `rider.registered` message (so payouts opens a
 * wallet) and `rider.changed` (the reporting facts) in one transaction — all of it commits, or none. `within` runs
 * last in that same transaction (registration adds the e-mail verification code and its mail there).
 * Conflicts: 409 EMAIL_TAKEN (`details.field: 'email'`), 409 VIN_TAKEN (`details.field: 'vin'`).
 */
export async function createRider(
  db: IdentityDb,
  outbox: Outbox,
  input: NewRider,
  within?: (transaction: Transaction, riderId: string) => Promise<void>,
): Promise<{ riderId: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw badRequest('Invalid email');
  const { firstName, lastName } = input.profile;
  if (!firstName.trim() || !lastName.trim()) throw badRequest('Required', { fields: ['firstName', 'lastName'].filter((f) => !input.profile[f as 'firstName' | 'lastName'].trim()) });
  const country = input.profile.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw badRequest('Invalid country');
  const bikes = (input.bikes ?? []).map((bike) => ({ ...bike, vin: normaliseVin(bike.vin) }));
  if (bikes.some((bike) => !isVinShaped(bike.vin))) throw badRequest('Invalid VIN');
  if (new Set(bikes.map((b) => b.vin)).size !== bikes.length) throw badRequest('The same VIN appears twice');

  const riderId = input.id ?? randomUUID();
  try {
    await db.sequelize.transaction(async (transaction) => {
      if (await emailTaken(db, email, transaction)) throw emailConflict();
      if (input.id && (await userExists(db, riderId, transaction))) throw conflict('An account with that id already exists');
      if (bikes.length > 0 && (await anyVinOnFile(db, bikes.map((b) => b.vin), transaction))) {
        throw vinConflict();
      }

      await createRiderAccount(
        db,
        {
          id: riderId,
          email,
          passwordHash: input.passwordHash,
          emailVerified: input.emailVerified ?? false,
          deactivated: input.deactivated ?? false,
          profileImage: input.profileImage ?? null,
          locale: input.locale ?? 'en',
        },
        { ...input.profile, country, pinHash: input.pinHash ?? null, pro: input.profile.pro ?? false },
        transaction,
      );
      await outbox.add<RiderRegistered>(transaction, RIDER_REGISTERED, { riderId, currency: currencyForCountry(country) });
      await publishRiderChanged(db, outbox, transaction, riderId, new Date());
      for (const [index, bike] of bikes.entries()) {
        // Distinct creation times (milliseconds are kept: DATETIME(3)) keep "oldest bike first" stable.
        const createdAt = new Date(Date.now() + index);
        await addBikeRecord(
          db,
          {
            id: bike.id ?? randomUUID(),
            riderId,
            year: bike.year,
            make: bike.make,
            model: bike.model,
            vin: bike.vin,
            valid: bike.valid ?? 'unverified',
            ...(bike.validReason ? { validReason: bike.validReason } : {}),
            createdAt,
            updatedAt: createdAt,
          },
          transaction,
        );
      }
      if (within) await within(transaction, riderId);
    });
  } catch (err) {
    throw uniqueViolationAsConflict(err);
  }
  return { riderId };
}

const emailConflict = () => accountError('EMAIL_TAKEN', { field: 'email' });
const vinConflict = () => accountError('VIN_TAKEN', { field: 'vin' });

/** A concurrent request that took the same e-mail or VIN between our checks and our inserts: 409, like the checks. */
function uniqueViolationAsConflict(err: unknown): unknown {
  if (!(err instanceof UniqueConstraintError)) return err;
  const detail = `${Object.keys(err.fields ?? {}).join(' ')} ${err.message} ${String((err.parent as Error | undefined)?.message ?? '')}`;
  if (/vin/i.test(detail)) return vinConflict();
  if (/email/i.test(detail)) return emailConflict();
  return conflict('That account already exists');
}

// ── a rider created by the programme team ──

/** A text as stored: trimmed, null when blank. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The rider fields of the registration form (the rider's own and the programme team's). */
type RegistrationProfile = Pick<
  RegistrationInput,
  'firstName' | 'lastName' | 'country' | 'phone1' | 'phone2' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode' | 'sex' | 'dateOfBirth' | 'racingType' | 'amaNumber' | 'pro'
>;

/** The registration's rider fields as stored: trimmed, blanks as missing, the postal code in capitals (registration and staff). */
export function profileFromRegistration(input: RegistrationProfile): RiderProfile {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    country: input.country,
    phone1: input.phone1.trim(),
    phone2: text(input.phone2),
    addressLine1: input.addressLine1.trim(),
    addressLine2: text(input.addressLine2),
    city: input.city.trim(),
    state: text(input.state),
    zipcode: input.zipcode.trim().toUpperCase(),
    sex: input.sex || null,
    dateOfBirth: (typeof input.dateOfBirth === 'string' ? input.dateOfBirth.trim() : input.dateOfBirth.toISOString()).slice(0, 10),
    racingType: text(input.racingType),
    amaNumber: text(input.amaNumber),
    pro: input.pro === true,
  };
}

/**
 * `POST /api/admin/riders`: a rider account opened by programme staff (a paper entry, a rider at the counter) with the
 * registration's fields, and the first bike when one is given (its VIN checked against the patterns as any bike).
 * The account has no password and an unverified e-mail: the rider is mailed an invitation whose link chooses the
 * password (valid 7 days, once; the `/forgot-password-reset` page), which also proves the e-mail. The rider, their
 * wallet message (`rider.registered`), the invitation and the audit entry commit together.
 * Before that, the accounts it may duplicate (`findRiderDuplicates`) are named in the refusal's `details.duplicates`:
 * the same e-mail or VIN refuses it (409 EMAIL_TAKEN / VIN_TAKEN), a rider of the same name and birth date until staff
 * confirm (`confirmDuplicates`; 409 POSSIBLE_DUPLICATE_RIDER), and the audit entry keeps whom they confirmed.
 * 400 VALIDATION, 409 EMAIL_TAKEN / VIN_TAKEN / POSSIBLE_DUPLICATE_RIDER.
 */
export async function createRiderByAdmin(ctx: AccountsContext, caller: Identity, input: AdminRiderCreateInput, request: AuditRequest): Promise<{ rider: RiderView }> {
  const email = input.email.trim().toLowerCase();
  const locale = input.locale ?? 'en';
  const profile = profileFromRegistration(input);
  const bikes: NewBike[] = [];
  if (input.vin && input.bikeYear && input.bikeMake && input.bikeModel) {
    const vin = normaliseVin(input.vin);
    const year = Number(input.bikeYear);
    const status = await bikeStatusFor(ctx.db, { vin, year });
    bikes.push({ year, make: input.bikeMake.trim(), model: input.bikeModel.trim(), vin, valid: status.valid, validReason: status.reason });
  }
  const duplicates = await findRiderDuplicates(ctx.db, { email, firstName: profile.firstName, lastName: profile.lastName, dateOfBirth: profile.dateOfBirth ?? null, vin: bikes[0]?.vin ?? null });
  const blocking = duplicates.find((duplicate) => duplicate.blocking);
  if (blocking) throw accountError(blocking.kind === 'email' ? 'EMAIL_TAKEN' : 'VIN_TAKEN', { field: blocking.kind, duplicates });
  if (duplicates.length > 0 && input.confirmDuplicates !== true) throw accountError('POSSIBLE_DUPLICATE_RIDER', { duplicates });
  const confirmed = duplicates.map((duplicate) => duplicate.id);
  const { riderId } = await createRider(ctx.db, ctx.outbox, { email, passwordHash: null, emailVerified: false, locale, profile, bikes }, async (transaction, id) => {
    const token = newResetToken();
    const now = ctx.now();
    await createResetToken(ctx.db, { userId: id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * 86_400_000) }, transaction);
    const link = linkWith(`${ctx.publicUrl ?? 'http://localhost:8080'}${PUBLIC_PAGES.forgotPasswordReset}`, 'token', token);
    await queueMail(ctx, transaction, { template: 'rider-invitation', to: email, locale, userId: id, values: { name: profile.firstName }, link, token });
    await addAuditEntry(
      ctx.db,
      { at: now, action: AUDIT_ACTIONS.riderCreated, actorId: actorOf(caller), subjectId: id, method: request.method, path: request.path, status: 201, details: { email, bikes: bikes.length, locale, ...(confirmed.length > 0 ? { confirmedDuplicates: confirmed } : {}) } },
      transaction,
    );
  });
  return { rider: toRiderView((await findRider(ctx.db, riderId))!) };
}
