import { randomUUID } from 'node:crypto';
import type { Outbox } from '@rr/server-kit';
import type { IdentityDb } from '../src/data-access/database.js';
import { createAdminAccount, createDealerAccount, createPromoterAccount } from '../src/data-access/accounts-repository.js';
import { createRider, type NewBike, type NewRider, type RiderProfile } from '../src/domain/create-rider.js';
import { hashSecret } from '../src/domain/secrets.js';
import { withCheckDigit } from '../src/domain/vin.js';

export const PASSWORD = 'Password1';
let passwordHash: Promise<string> | undefined;
/** One hash of PASSWORD for every test account (argon2 is deliberately slow). */
export const testPasswordHash = () => (passwordHash ??= hashSecret(PASSWORD));

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}${randomUUID().slice(0, 4)}`;

/** A fresh well-formed VIN (check digit included). */
export function aVin(): string {
  const n = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return withCheckDigit(`1TS${String((serial++) % 100000).padStart(5, '0')}0SA${n}`);
}

export function aBike(overrides: Partial<NewBike> = {}): NewBike {
  return { year: 2024, make: 'Apex', model: 'MX 450F', vin: aVin(), valid: 'verified', ...overrides };
}

export async function aRider(
  db: IdentityDb,
  outbox: Outbox,
  overrides: Partial<Omit<NewRider, 'profile'>> & { profile?: Partial<RiderProfile> } = {},
): Promise<string> {
  const id = overrides.id ?? `rider-${unique()}`;
  const { riderId } = await createRider(db, outbox, {
    id,
    email: `${id}@test.example.com`,
    passwordHash: await testPasswordHash(),
    emailVerified: true,
    bikes: [aBike()],
    ...overrides,
    profile: { firstName: 'Test', lastName: 'Rider', country: 'US', state: 'CA', ...overrides.profile },
  });
  return riderId;
}

export async function aDealer(db: IdentityDb, overrides: { id?: string; email?: string; name?: string; phone?: string | null; state?: string; country?: string; active?: boolean; deactivated?: boolean } = {}) {
  const id = overrides.id ?? `dealer-${unique()}`;
  await createDealerAccount(
    db,
    { id, email: overrides.email ?? `${id}@test.example.com`, passwordHash: await testPasswordHash(), emailVerified: true, deactivated: overrides.deactivated ?? false },
    { name: overrides.name ?? `Dealer ${id}`, phone: overrides.phone ?? null, state: overrides.state ?? 'CA', country: overrides.country ?? 'US', active: overrides.active ?? true },
  );
  return id;
}

export async function aPromoter(db: IdentityDb, overrides: { id?: string; name?: string; phone?: string } = {}) {
  const id = overrides.id ?? `promoter-${unique()}`;
  await createPromoterAccount(
    db,
    { id, email: `${id}@test.example.com`, passwordHash: await testPasswordHash(), emailVerified: false },
    { name: overrides.name ?? `Promoter ${id}`, phone: overrides.phone ?? null, status: 'approved', active: true },
  );
  return id;
}

export async function anAdmin(db: IdentityDb, overrides: { id?: string; firstName?: string; lastName?: string; phone?: string } = {}) {
  const id = overrides.id ?? `admin-${unique()}`;
  await createAdminAccount(
    db,
    { id, email: `${id}@test.example.com`, passwordHash: await testPasswordHash(), emailVerified: true, phone: overrides.phone ?? null },
    { firstName: overrides.firstName ?? 'Ada', lastName: overrides.lastName ?? 'Admin' },
  );
  return id;
}

/** A valid `POST /internal/auth/register` body (registrationSchema), US address. */
export function aRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = unique();
  return {
    firstName: 'Reggie',
    lastName: 'Newrider',
    email: `reg-${id}@test.example.com`,
    password: 'Password1',
    confirmPassword: 'Password1',
    phone1: '9515550199',
    dateOfBirth: '2001-04-05',
    sex: 'male',
    pro: false,
    racingType: 'motocross',
    amaNumber: '123456',
    country: 'US',
    addressLine1: '12 Track Rd',
    city: 'Temecula',
    state: 'CA',
    zipcode: '92590',
    bikeYear: 2025,
    bikeMake: 'Apex',
    bikeModel: 'MX 450F',
    vin: aVin(),
    riderConfirmed: true,
    ...overrides,
  };
}
