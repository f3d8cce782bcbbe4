import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueDescriptor } from './issues';
import {
  dateOfBirth as dateOfBirthRule,
  email as emailRule,
  maxLength as maxLengthRule,
  optional as optionalRule,
  passwordsMatch as passwordsMatchRule,
  password as passwordRule,
  pin as pinRule,
  required as requiredRule,
  vin as vinRule,
} from './fields';
import { z as zod } from 'zod';

/** The first problem a schema finds with `value`, as the descriptor the browser shows, or null when accepted. */
function firstError(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : issueDescriptor(result.error.issues[0]!);
}

const required = (value: unknown) => firstError(requiredRule(), value);
const password = (value: unknown, minLength?: number) => firstError(passwordRule(minLength), value);
const passwordsMatch = (a: unknown, b: unknown) =>
  firstError(zod.object({ password: zod.unknown(), confirmPassword: zod.unknown() }).check(passwordsMatchRule()), { password: a, confirmPassword: b });
const pin = (value: unknown) => firstError(pinRule(), value);
const vin = (value: unknown) => firstError(vinRule(), value);
const dateOfBirth = (value: unknown, now?: Date) => firstError(dateOfBirthRule(now ? () => now : undefined), value);
const maxLength = (value: unknown, max: number) => firstError(maxLengthRule(max), value);
const email = (value: unknown) => firstError(emailRule(), value);

const REQUIRED = { id: 'validation.required', defaultMessage: 'Required' };
const INVALID = { id: 'validation.invalid', defaultMessage: 'Invalid value' };
const minLengthMessage = (minLength: number) => ({
  id: 'validation.password.minLength',
  defaultMessage: 'Password must be at least {minLength} characters long.',
  values: { minLength },
});
const SPECIAL = {
  id: 'validation.password.specialCharacters',
  defaultMessage: 'Password must not contain special characters such as !@#$%^&*()',
};
const MISMATCH = { id: 'validation.password.mismatch', defaultMessage: 'Both password inputs must be the same' };
const PIN = { id: 'validation.pin.format', defaultMessage: 'PIN must be 4 numbers' };
const VIN = { id: 'validation.vin.invalid', defaultMessage: 'Invalid VIN' };
const DATE = { id: 'validation.date.invalid', defaultMessage: 'Invalid date' };
const EMAIL = { id: 'validation.email.invalid', defaultMessage: 'Invalid email address' };
const max = (n: number) => ({ id: 'validation.maxLength', defaultMessage: 'Must be at most {max} characters', values: { max: n } });

describe('required', () => {
  it.each([[undefined], [null], [''], ['   '], ['\t\n'], [false], [Number.NaN], [[]]])('rejects %j', (value) => {
    expect(required(value)).toEqual(REQUIRED);
  });
  it.each([['a'], [' a '], ['0'], [0], [true], [['x']], [{}], [new Date(0)]])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('password', () => {
  it('rejects 7 characters and accepts 8 (default minimum)', () => {
    expect(password('abcdefg')).toEqual(minLengthMessage(8));
    expect(password('abcdefgh')).toBeNull();
    expect(password('abcdefghi')).toBeNull();
  });
  it('carries a custom minLength in the message values', () => {
    expect(password('abcdefghi', 10)).toEqual(minLengthMessage(10));
    expect(password('abcdefghij', 10)).toBeNull();
    expect(password('abc', 3)).toBeNull();
    expect(password('ab', 3)).toEqual(minLengthMessage(3));
  });
  it('treats a missing or empty password as too short', () => {
    expect(password(undefined)).toEqual(minLengthMessage(8));
    expect(password(null)).toEqual(minLengthMessage(8));
    expect(password('')).toEqual(minLengthMessage(8));
  });
  it('rejects values that are not strings', () => {
    expect(password(12345678)).toEqual(INVALID);
    expect(password(['abcdefgh'])).toEqual(INVALID);
  });
  it.each('!@#$%^&*()'.split(''))('rejects the special character %s', (c) => {
    expect(password(`abcd${c}efgh`)).toEqual(SPECIAL);
  });
  it.each(['abcd efgh', 'abcd-efgh', 'abcd_efgh', 'abcd.efgh', 'abcdefgh?', '"abcdefgh', 'abcd€efgh', 'abcd😀efgh', 'abcdefgh\n'])(
    'rejects other non-alphanumerics: %j',
    (value) => {
      expect(password(value)).toEqual(SPECIAL);
    },
  );
  it('accepts letters of any script and digits', () => {
    expect(password('Passw0rd')).toBeNull();
    expect(password('12345678')).toBeNull();
    expect(password('ÅngströmÉté')).toBeNull();
    expect(password('e\u0301e\u0301e\u0301e\u0301')).toBeNull(); // é as e + combining accent
  });
  it('checks the length before the characters', () => {
    expect(password('ab!')).toEqual(minLengthMessage(8));
  });
  it('counts characters, not UTF-16 units', () => {
    expect(password('ÅÄÖåäöüß')).toBeNull();
    expect(password('𝐀𝐁𝐂𝐃𝐄𝐅𝐆')).toEqual(minLengthMessage(8)); // 7 letters outside the BMP (14 UTF-16 units)
  });
  it('is case sensitive: the value is checked as typed, never lower-cased', () => {
    expect(password('ABCDEFGH')).toBeNull();
    expect(password('AbCdEfGh')).toBeNull();
  });
  it('refuses a minLength that is not a positive integer (e.g. a misplaced argument)', () => {
    expect(() => password('abcdefgh', 0)).toThrow(TypeError);
    expect(() => password('abcdefgh', 7.5)).toThrow(TypeError);
    expect(() => password('abcdefgh', { password: 'x' } as unknown as number)).toThrow(TypeError);
  });
});

describe('passwordsMatch', () => {
  it('accepts identical inputs', () => {
    expect(passwordsMatch('Secret123', 'Secret123')).toBeNull();
  });
  it('is case sensitive', () => {
    expect(passwordsMatch('Secret123', 'secret123')).toEqual(MISMATCH);
    expect(passwordsMatch('SECRET123', 'secret123')).toEqual(MISMATCH);
  });
  it('does not trim', () => {
    expect(passwordsMatch('Secret123', 'Secret123 ')).toEqual(MISMATCH);
  });
  it('rejects one missing input', () => {
    expect(passwordsMatch('Secret123', undefined)).toEqual(MISMATCH);
    expect(passwordsMatch(undefined, 'Secret123')).toEqual(MISMATCH);
    expect(passwordsMatch('', 'Secret123')).toEqual(MISMATCH);
  });
});

describe('pin', () => {
  it.each(['0000', '1234', '0042', '9999'])('accepts %s', (value) => {
    expect(pin(value)).toBeNull();
  });
  it.each(['123', '12345', '', '12a4', 'abcd', ' 1234', '1234 ', '12 4', '-123', '12.3', '１２３４', '١٢٣٤', '1234\n'])(
    'rejects %j',
    (value) => {
      expect(pin(value)).toEqual(PIN);
    },
  );
  it('rejects 3 and 5 digits around the 4-digit boundary', () => {
    expect(pin('123')).toEqual(PIN);
    expect(pin('1234')).toBeNull();
    expect(pin('12345')).toEqual(PIN);
  });
  it('rejects numbers (leading zeros are lost) and missing values', () => {
    expect(pin(1234)).toEqual(PIN);
    expect(pin(undefined)).toEqual(PIN);
    expect(pin(null)).toEqual(PIN);
  });
});

describe('vin', () => {
  const VALID = '1HGCM82633A004352';
  it('accepts 17 valid characters', () => {
    expect(VALID).toHaveLength(17);
    expect(vin(VALID)).toBeNull();
    expect(vin('JH2SC5906YM200123')).toBeNull();
    expect(vin('12345678901234567')).toBeNull();
  });
  it('rejects 16 and 18 characters', () => {
    expect(vin(VALID.slice(0, 16))).toEqual(VIN);
    expect(vin(`${VALID}0`)).toEqual(VIN);
  });
  it.each(['I', 'O', 'Q', 'i', 'o', 'q'])('rejects the letter %s (never used in a VIN)', (letter) => {
    expect(vin(`${VALID.slice(0, 16)}${letter}`)).toEqual(VIN);
    expect(vin(`${letter}${VALID.slice(1)}`)).toEqual(VIN);
  });
  it('accepts lower-case letters without changing the value', () => {
    const lower = VALID.toLowerCase();
    expect(vin(lower)).toBeNull();
    expect(lower).toBe('1hgcm82633a004352');
  });
  it.each(['1HGCM82633A00435-', '1HGCM82633A00435 ', ' 1HGCM82633A00435', '1HGCM 2633A004352', '1HGCM82633A00435É'])(
    'rejects other characters: %j',
    (value) => {
      expect(vin(value)).toEqual(VIN);
    },
  );
  it('rejects missing values and non-strings', () => {
    expect(vin(undefined)).toEqual(VIN);
    expect(vin('')).toEqual(VIN);
    expect(vin(12345678901234)).toEqual(VIN);
  });
});

describe('dateOfBirth', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  it.each(['1990-01-01', '2000-02-29', '2024-02-29', '1900-12-31', '2024-06-15', '1990-05-04T00:00:00Z', '1990-05-04T23:59:59.999+02:00', '1990-05-04T10:30'])(
    'accepts %s',
    (value) => {
      expect(dateOfBirth(value, now)).toBeNull();
    },
  );
  it('knows leap days: 29 February only in leap years', () => {
    expect(dateOfBirth('2024-02-29', now)).toBeNull(); // divisible by 4
    expect(dateOfBirth('2000-02-29', now)).toBeNull(); // divisible by 400
    expect(dateOfBirth('2023-02-29', now)).toEqual(DATE);
    expect(dateOfBirth('1900-02-29', now)).toEqual(DATE); // divisible by 100, not 400
    expect(dateOfBirth('2024-02-30', now)).toEqual(DATE);
  });
  it.each(['2023-02-30', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-01-32', '1990-05-04T24:00:00Z', '1990-05-04T10:60', '1990-05-04T10:00:60Z'])(
    'rejects the impossible %s',
    (value) => {
      expect(dateOfBirth(value, now)).toEqual(DATE);
    },
  );
  it.each(['', 'yesterday', '1990-1-1', '90-01-01', '01/02/1990', '1990/01/02', '1990-01-01 ', 'Mon Jan 01 1990', '19900101'])(
    'rejects the unparseable %j',
    (value) => {
      expect(dateOfBirth(value, now)).toEqual(DATE);
    },
  );
  it('rejects a date in the future but accepts today in any time zone', () => {
    expect(dateOfBirth('2024-06-15', now)).toBeNull();
    expect(dateOfBirth('2024-06-16', now)).toBeNull(); // already 16 June east of UTC+12 at 12:00 UTC
    expect(dateOfBirth('2024-06-17', now)).toEqual(DATE);
    expect(dateOfBirth('2025-01-01', now)).toEqual(DATE);
    expect(dateOfBirth('2024-06-16', new Date('2024-06-15T09:00:00Z'))).toEqual(DATE); // nowhere 16 June yet
  });
  it('accepts Date objects up to now', () => {
    expect(dateOfBirth(new Date('1990-01-01T00:00:00Z'), now)).toBeNull();
    expect(dateOfBirth(new Date(now.getTime()), now)).toBeNull();
    expect(dateOfBirth(new Date(now.getTime() + 1), now)).toEqual(DATE);
    expect(dateOfBirth(new Date('not a date'), now)).toEqual(DATE);
  });
  it('rejects missing values and other types', () => {
    expect(dateOfBirth(undefined, now)).toEqual(DATE);
    expect(dateOfBirth(null, now)).toEqual(DATE);
    expect(dateOfBirth(631152000000, now)).toEqual(DATE);
  });
  it('uses the current time by default', () => {
    expect(dateOfBirth('1990-01-01')).toBeNull();
    expect(dateOfBirth(`${new Date().getUTCFullYear() + 1}-01-01`)).toEqual(DATE);
  });
  it('refuses an invalid now', () => {
    expect(() => dateOfBirth('1990-01-01', new Date('x'))).toThrow(TypeError);
  });
});

describe('maxLength', () => {
  it('accepts up to max characters and rejects one more (500 for contact message and bio)', () => {
    expect(maxLength('a'.repeat(499), 500)).toBeNull();
    expect(maxLength('a'.repeat(500), 500)).toBeNull();
    expect(maxLength('a'.repeat(501), 500)).toEqual(max(500));
  });
  it('counts characters, not UTF-16 units', () => {
    expect(maxLength('😀'.repeat(500), 500)).toBeNull();
    expect(maxLength('😀'.repeat(501), 500)).toEqual(max(500));
  });
  it('carries max in the message values', () => {
    expect(maxLength('abc', 2)).toEqual(max(2));
  });
  it('accepts missing and empty values', () => {
    expect(maxLength(undefined, 500)).toBeNull();
    expect(maxLength(null, 500)).toBeNull();
    expect(maxLength('', 0)).toBeNull();
  });
  it('rejects values that are not strings', () => {
    expect(maxLength(12, 500)).toEqual(INVALID);
  });
  it('refuses a max that is not a non-negative integer', () => {
    expect(() => maxLength('a', -1)).toThrow(TypeError);
    expect(() => maxLength('a', 1.5)).toThrow(TypeError);
  });
});

describe('email', () => {
  it.each(['rider@example.com', 'First.Last+tag@sub.example.co.uk', 'UPPER@EXAMPLE.COM', 'a@b.io', 'ævar@dømain.no'])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each(['', 'rider', 'rider@', '@example.com', 'rider@example', 'rider@@example.com', 'ri der@example.com', 'rider@exa mple.com', 'rider@example..com', 'rider@.example.com', 'rider@example.com.', ' rider@example.com'])(
    'rejects %j',
    (value) => {
      expect(email(value)).toEqual(EMAIL);
    },
  );
  it('rejects addresses over 254 characters', () => {
    const local = 'a'.repeat(64);
    const ok = `${local}@${'b'.repeat(185)}.com`; // 64 + 1 + 189 = 254
    expect(ok).toHaveLength(254);
    expect(email(ok)).toBeNull();
    expect(email(`a${ok}`)).toEqual(EMAIL);
  });
  it('rejects missing values and non-strings', () => {
    expect(email(undefined)).toEqual(EMAIL);
    expect(email(null)).toEqual(EMAIL);
    expect(email(42)).toEqual(EMAIL);
  });
});

describe('optional', () => {
  const optionalEmail = (value: unknown) => firstError(optionalRule(emailRule()), value);
  it('skips the rules for an absent value', () => {
    expect(optionalEmail(undefined)).toBeNull();
    expect(optionalEmail(null)).toBeNull();
    expect(optionalEmail('')).toBeNull();
  });
  it('runs the rules for a present value, blank included unless blankIsAbsent', () => {
    expect(optionalEmail('nope')).toEqual(EMAIL);
    expect(optionalEmail('rider@example.com')).toBeNull();
    expect(optionalEmail('  ')).toEqual(EMAIL);
    expect(firstError(optionalRule(emailRule(), { blankIsAbsent: true }), '  ')).toBeNull();
    expect(firstError(optionalRule(pinRule()), '12')).toEqual(PIN);
  });
  it('keeps the field path of the inner issue inside an object', () => {
    const result = zod.object({ contact: optionalRule(emailRule()) }).safeParse({ contact: 'nope' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => [i.path, i.message])).toEqual([[['contact'], 'validation.email.invalid']]);
  });
});

describe('parsed values', () => {
  it('are the values as sent: never trimmed, re-cased or converted', () => {
    expect(requiredRule().parse(' a ')).toBe(' a ');
    expect(vinRule().parse('1hgcm82633a004352')).toBe('1hgcm82633a004352');
    expect(passwordRule().parse('AbCdEfGh')).toBe('AbCdEfGh');
    const date = new Date('1990-01-01T00:00:00Z');
    expect(dateOfBirthRule().parse(date)).toBe(date);
  });
  it('report one problem per field: the first check that fails', () => {
    const result = passwordRule().safeParse('ab!');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toHaveLength(1);
  });
});
