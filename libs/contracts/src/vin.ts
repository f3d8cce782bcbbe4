/**
 * VINs (spec §3, §5, docs/vin.md): the pure rules, the same in the browser (explaining a VIN as the rider types)
 * and on the server (matching it against the VIN patterns).
 *
 * - Shape (ISO 3779): 17 characters, letters and digits without I, O and Q.
 * - Check digit: position 9, the 49 CFR 565 weights and transliteration. It is only required of VINs numbered for the
 *   North American market: a WMI whose first character is 1–5, or a maker of VIN_MAKERS whose `checkDigit` is true.
 * - Model year: position 10, a 30-year cycle (A = 1980 or 2010 …); the later candidate that is not after next year.
 * - Maker: the WMI (positions 1–3) in VIN_MAKERS.
 */

import { VIN_LENGTH } from './fields';

/** The shape of a complete VIN (upper-case). */
export const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;

/** What a rider typed, as the VIN is stored: trimmed, upper-case. */
export function normaliseVin(vin: string): string {
  return vin.trim().toUpperCase();
}

export function isVinShaped(vin: string): boolean {
  return VIN_SHAPE.test(normaliseVin(vin));
}

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The North-American check digit (position 9) of a 17-character VIN: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  const chars = normaliseVin(vin).split('');
  const sum = chars.reduce((total, char, i) => total + (/[0-9]/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0)) * (WEIGHTS[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Replaces position 9 with the correct check digit (used to build demo data and tests). */
export function withCheckDigit(vin: string): string {
  const normalised = normaliseVin(vin);
  return `${normalised.slice(0, 8)}${vinCheckDigit(normalised)}${normalised.slice(9)}`;
}

/** A World Manufacturer Identifier the programme knows. `checkDigit`: this maker's VINs carry the 49 CFR 565 digit. */
export interface VinMaker {
  wmi: string;
  make: string;
  checkDigit: boolean;
}

/**
 * The makers the explanation names: the demo make and the main motorcycle makers. WMIs starting 1–5 are North
 * American and always carry the check digit; the Japanese makers' export WMIs carry it on the VINs of bikes sold in
 * North America (the programme's markets); European WMIs are not checked (their home-market VINs need not carry it).
 */
export const VIN_MAKERS: readonly VinMaker[] = [
  { wmi: '5RR', make: 'Apex', checkDigit: true },
  { wmi: '1HD', make: 'Harley-Davidson', checkDigit: true },
  { wmi: '5HD', make: 'Harley-Davidson', checkDigit: true },
  { wmi: '56K', make: 'Indian', checkDigit: true },
  { wmi: '1HF', make: 'Honda', checkDigit: true },
  { wmi: 'JH2', make: 'Honda', checkDigit: true },
  { wmi: 'JYA', make: 'Yamaha', checkDigit: true },
  { wmi: 'JKA', make: 'Kawasaki', checkDigit: true },
  { wmi: 'JKB', make: 'Kawasaki', checkDigit: true },
  { wmi: 'JS1', make: 'Suzuki', checkDigit: true },
  { wmi: 'VBK', make: 'KTM', checkDigit: false },
  { wmi: 'ZDM', make: 'Ducati', checkDigit: false },
  { wmi: 'WB1', make: 'BMW', checkDigit: false },
  { wmi: 'SMT', make: 'Triumph', checkDigit: false },
  { wmi: 'ZD4', make: 'Aprilia', checkDigit: false },
  { wmi: 'VTT', make: 'Suzuki', checkDigit: false },
];

/** Motorcycle makes a timing sheet's bike column may name (with the other names riders write for them). */
const MAKE_NAMES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...[...new Set(VIN_MAKERS.map((maker) => maker.make))].map((make) => [make, [make]] as const),
  ['Harley-Davidson', ['Harley', 'H-D', 'HD']],
  ['Husqvarna', ['Husqvarna', 'Husky']],
  ['GasGas', ['GasGas', 'Gas Gas']],
  ['Beta', ['Beta']],
  ['Sherco', ['Sherco']],
  ['TM', ['TM Racing']],
  ['Fantic', ['Fantic']],
  ['Stark', ['Stark']],
  ['Zero', ['Zero']],
  ['Royal Enfield', ['Royal Enfield']],
  ['CFMoto', ['CFMoto', 'CF Moto']],
  ['Kove', ['Kove']],
  ['Sur-Ron', ['Sur-Ron', 'Surron']],
  ['Cobra', ['Cobra']],
  ['MV Agusta', ['MV Agusta']],
  ['Moto Guzzi', ['Moto Guzzi', 'Guzzi']],
  ['Benelli', ['Benelli']],
  ['Buell', ['Buell']],
];
const simplify = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/**
 * The make a free-text bike description names ("2026 Husqvarna FC 450" → Husqvarna), or null when it names none the
 * programme knows (or names several). Whole words only, case and punctuation ignored.
 */
export function makeNamedIn(text: string | null | undefined): string | null {
  if (!text) return null;
  const haystack = simplify(text);
  const found = new Set<string>();
  for (const [make, names] of MAKE_NAMES) if (names.some((name) => haystack.includes(simplify(name)))) found.add(make);
  return found.size === 1 ? [...found][0]! : null;
}

/** Whether two make names are the same make ("Harley" and "Harley-Davidson" are). */
export function sameMake(a: string, b: string): boolean {
  const named = makeNamedIn(a);
  return named !== null ? named === makeNamedIn(b) : simplify(a) === simplify(b);
}

/** The maker of a WMI (positions 1–3), or null when the programme does not know it. */
export function makerForWmi(wmi: string): VinMaker | null {
  const upper = wmi.slice(0, 3).toUpperCase();
  return VIN_MAKERS.find((maker) => maker.wmi === upper) ?? null;
}

/** Whether the check digit applies to VINs with this WMI (North-American numbering). */
export function checkDigitApplies(wmi: string): boolean {
  const first = wmi.charAt(0);
  if (first >= '1' && first <= '5') return true;
  return makerForWmi(wmi)?.checkDigit ?? false;
}

/** Position 10's codes, in cycle order: A = 1980 (and 2010), … Y = 2000 (2030), 1 = 2001 (2031), … 9 = 2009 (2039). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year a position-10 code stands for: of the two 30-year-cycle candidates, the later one that is not after
 * next year (makers sell next year's models from mid-year). Null for a character that is not a year code (0, I, O, Q, U, Z).
 */
export function modelYearOf(code: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(code.toUpperCase());
  if (index < 0 || code.length !== 1) return null;
  const latest = now.getUTCFullYear() + 1;
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return year;
}

/** The position-10 code of a model year (inverse of modelYearOf). */
export function yearCodeOf(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

/** Why a VIN's shape is wrong, in the order a rider should fix it. */
export const VIN_PROBLEMS = ['length', 'characters', 'checkDigit'] as const;
export type VinProblem = (typeof VIN_PROBLEMS)[number];

/**
 * Why a bike has its VIN status (the `reason` of `/api/vin-check` and of a bike's `validReason`; translated in the UI
 * as `vin.reason.<code>`):
 * - `matched`            verified: a verified pattern matches the VIN and the bike's year;
 * - `length` `characters` `checkDigit`: invalid, the VIN itself is wrong (see the explanation);
 * - `notAccepted`        invalid: the maker has patterns, but no verified one matches (not a model the programme accepts);
 * - `yearMismatch`       invalid: a verified pattern matches the VIN but is for another model year than the bike's;
 * - `patternUnverified`  unverified: only a pattern staff have not verified yet matches;
 * - `newMake`            unverified: no pattern exists for the VIN's maker (WMI) yet, staff must look;
 * - `notChecked`         unverified: the bike has not been checked against the patterns yet (older bikes, before a bulk verify).
 */
export const VIN_REASONS = ['matched', 'length', 'characters', 'checkDigit', 'notAccepted', 'yearMismatch', 'patternUnverified', 'newMake', 'notChecked'] as const;
export type VinReason = (typeof VIN_REASONS)[number];

export function isVinReason(value: unknown): value is VinReason {
  return typeof value === 'string' && (VIN_REASONS as readonly string[]).includes(value);
}

/** A character that cannot be in a VIN: where (1-based), which, and what it was probably meant to be. */
export interface IllegalVinCharacter {
  position: number;
  character: string;
  /** I → 1, O and Q → 0 (the letters ISO 3779 leaves out because they look like digits). */
  suggestion: string | null;
}

/** Everything a rider needs to fix a VIN. Computed by `explainVin`, in the browser and on the server alike. */
export interface VinExplanation {
  /** The VIN as stored: trimmed, upper-case. */
  vin: string;
  length: number;
  /** Exactly 17 characters. */
  lengthOk: boolean;
  illegalCharacters: IllegalVinCharacter[];
  /** 17 characters, all allowed. */
  wellFormed: boolean;
  /** Positions 1–3, when at least 3 characters were typed. */
  wmi: string | null;
  /** The maker of the WMI, when the programme knows it. */
  make: string | null;
  checkDigit: {
    /** The VIN is numbered for North America, so position 9 must be the check digit. */
    applies: boolean;
    /** Position 9 as typed (null when shorter). */
    found: string | null;
    /** What position 9 must be (null when it does not apply or the VIN is not well formed). */
    expected: string | null;
    /** null when not checked. */
    ok: boolean | null;
  };
  /** Position 10 and the model year it codes (year null: not a year code). Null when shorter than 10. */
  modelYear: { code: string; year: number | null } | null;
  /** The year the rider gave agrees with position 10 (null: no year given, or no year code). */
  yearAgrees: boolean | null;
  /** What is wrong, in the order to fix it; empty when the VIN is a valid VIN. */
  problems: VinProblem[];
  ok: boolean;
}

const SUGGESTIONS: Record<string, string> = { I: '1', O: '0', Q: '0' };

/**
 * Explains a VIN: length, each character that cannot be in a VIN (with its position), the maker, the check digit
 * (expected vs found, when it applies) and the model year. `year` (the bike's year the rider gave) is compared with
 * the model year of position 10; `now` fixes "next year" for the model-year cycle (tests).
 */
export function explainVin(input: string, options: { year?: number | null; now?: Date } = {}): VinExplanation {
  const vin = normaliseVin(input);
  const chars = Array.from(vin);
  const length = chars.length;
  const lengthOk = length === VIN_LENGTH;
  const illegalCharacters: IllegalVinCharacter[] = [];
  chars.forEach((character, i) => {
    if (!VIN_CHARACTER.test(character)) illegalCharacters.push({ position: i + 1, character, suggestion: SUGGESTIONS[character] ?? null });
  });
  const wellFormed = lengthOk && illegalCharacters.length === 0;
  const wmi = length >= 3 ? chars.slice(0, 3).join('') : null;
  const maker = wmi ? makerForWmi(wmi) : null;

  const applies = wmi !== null && checkDigitApplies(wmi);
  const found = chars[8] ?? null;
  const expected = applies && wellFormed ? vinCheckDigit(vin) : null;
  const checkOk = expected === null ? null : expected === found;

  const code = chars[9] ?? null;
  const modelYear = code === null ? null : { code, year: modelYearOf(code, options.now) };
  const year = options.year ?? null;
  const yearAgrees = year === null || !Number.isFinite(year) || modelYear?.year == null ? null : modelYear.year === Number(year);

  const problems: VinProblem[] = [];
  if (!lengthOk) problems.push('length');
  if (illegalCharacters.length > 0) problems.push('characters');
  if (checkOk === false) problems.push('checkDigit');
  return {
    vin,
    length,
    lengthOk,
    illegalCharacters,
    wellFormed,
    wmi,
    make: maker?.make ?? null,
    checkDigit: { applies, found, expected, ok: checkOk },
    modelYear,
    yearAgrees,
    problems,
    ok: problems.length === 0,
  };
}
