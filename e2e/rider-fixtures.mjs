// Riders the browser tests (e2e/) and the security checks (security/) register against a running stack: plain
// JavaScript so both can load it, the security checks without a TypeScript loader.

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const TRANSLITERATION = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The password of every rider these tests register. */
export const RIDER_PASSWORD = 'Password1';

/** `vin` with its position-9 check digit set (49 CFR 565; the app's own is `explainVin` in @rr/contracts). */
export function withCheckDigit(vin) {
  const sum = [...vin].reduce((total, char, i) => total + (/[0-9]/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0)) * (WEIGHTS[i] ?? 0), 0);
  const digit = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
}

/** Random characters a VIN may hold. */
export const randomChars = (length) => Array.from({ length }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join('');

/**
 * A unique VIN the seeded programme accepts ('VIN verified'): the demo make's WMI `5RR`, model code MX450, the check
 * digit, model year 2025 (`S`), plant `A` and a random serial (the seeded pattern `5RRMX450*S`, seed-data.ts).
 */
export const randomVin = (model = 'MX450', yearCode = 'S') => withCheckDigit(`5RR${model}0${yearCode}A${randomChars(6)}`);

/** A complete registration body (docs/accounts.md) for a rider whose details are not what a test is about. */
export function registrationBody(email, { firstName = 'Erin', ...overrides } = {}) {
  return {
    firstName,
    lastName: `Tester${Math.floor(Math.random() * 1e6)}`,
    email,
    password: RIDER_PASSWORD,
    confirmPassword: RIDER_PASSWORD,
    phone1: '5125550199',
    dateOfBirth: '2001-04-05',
    pro: false,
    country: 'US',
    addressLine1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    bikeYear: 2025,
    bikeMake: 'Apex',
    bikeModel: 'MX 450F',
    vin: randomVin(),
    riderConfirmed: true,
    ...overrides,
  };
}
