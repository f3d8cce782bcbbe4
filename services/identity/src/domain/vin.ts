/**
 * VIN shape (ISO 3779): 17 characters, letters and digits without I, O and Q. Whether a VIN belongs
 * to an eligible model is decided by VIN patterns, not here.
 */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

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

/** Replaces position 9 with the correct check digit (used to build demo data). */
export function withCheckDigit(vin: string): string {
  const normalised = normaliseVin(vin);
  return `${normalised.slice(0, 8)}${vinCheckDigit(normalised)}${normalised.slice(9)}`;
}
