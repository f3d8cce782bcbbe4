import { randomBytes, randomInt } from 'node:crypto';
import { withCheckDigit } from '@rr/contracts';
import type { FakeUser } from './fake-identity.js';

/** The fake identity's accounts: an active rider, admin and promoter, and a deactivated dealer. */
export function makeUsers(suffix = ''): Map<string, FakeUser> {
  const list: FakeUser[] = [
    { _id: `r1${suffix}`, type: 'rider', email: `rider${suffix}@example.com`, fullName: 'Rita Rider', deActivated: false, emailVerified: true, bikes: [] },
    { _id: `a1${suffix}`, type: 'admin', email: `admin${suffix}@example.com`, firstName: 'Ada', lastName: 'Admin', deActivated: false, emailVerified: true },
    { _id: `d1${suffix}`, type: 'dealer', email: `gone${suffix}@example.com`, name: 'Gone Motors', deActivated: true, emailVerified: true },
    { _id: `p1${suffix}`, type: 'promoter', email: `promoter${suffix}@example.com`, name: 'Pat Promotions', deActivated: false, emailVerified: true },
  ];
  return new Map(list.map((u) => [u._id, u]));
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A well-formed VIN nobody has, its check digit right (registration refuses a wrong one where the maker uses it). */
export const randomVin = () => withCheckDigit(Array.from({ length: 17 }, () => VIN_CHARS[randomInt(0, VIN_CHARS.length)]).join(''));

/** A registration body that passes registrationSchema (US address), with a fresh e-mail and VIN. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Rory',
    lastName: 'Racer',
    email: `rory-${id}@example.com`,
    password: 'Password1',
    confirmPassword: 'Password1',
    phone1: '5125550123',
    dateOfBirth: '2001-04-12',
    sex: 'female',
    pro: false,
    racingType: 'motocross',
    country: 'US',
    addressLine1: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    bikeYear: 2024,
    bikeMake: 'Moto',
    bikeModel: 'MX 450',
    vin: randomVin(),
    riderConfirmed: true,
    captchaToken: 'human',
    ...overrides,
  };
}
