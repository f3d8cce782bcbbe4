import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainVin, modelYearOf, vinCheckDigit, withCheckDigit, yearCodeOf } from './vin';
import { decideVinStatus, isVinPatternShaped, matchVin, normaliseVinPattern, vinPatternMatches, type VinPatternRule } from './vin-patterns';

const NOW = new Date('2026-06-01T00:00:00Z');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
/** Any 17 VIN characters whose WMI starts 1–5 (North-American numbering: the check digit applies). */
const northAmericanVin = fc
  .tuple(fc.constantFrom('1', '2', '3', '4', '5'), fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 16, maxLength: 16 }))
  .map(([first, rest]) => `${first}${rest.join('')}`);

describe('explainVin', () => {
  it('passes a known North-American VIN (the 49 CFR 565 worked example)', () => {
    // The check digit of 1M8GDM9AXKP042788 is X (NHTSA's example).
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    const explanation = explainVin('1m8gdm9axkp042788 ', { now: NOW });
    expect(explanation).toMatchObject({ vin: '1M8GDM9AXKP042788', ok: true, problems: [], checkDigit: { applies: true, found: 'X', expected: 'X', ok: true } });
  });

  it('explains the length', () => {
    const explanation = explainVin('5RRMX4500RA10000', { now: NOW });
    expect(explanation).toMatchObject({ length: 16, lengthOk: false, wellFormed: false, ok: false, problems: ['length'] });
    expect(explanation.checkDigit.ok).toBeNull();
  });

  it('names each illegal character with its position and what it probably is', () => {
    const explanation = explainVin('5RRMX45O0RA1000I0', { now: NOW });
    expect(explanation.illegalCharacters).toEqual([
      { position: 8, character: 'O', suggestion: '0' },
      { position: 16, character: 'I', suggestion: '1' },
    ]);
    expect(explanation.problems).toEqual(['characters']);
    expect(explainVin('5RR-X4500RA100000').illegalCharacters).toEqual([{ position: 4, character: '-', suggestion: null }]);
  });

  it('gives the expected and found check digit when it is wrong', () => {
    const good = withCheckDigit('5RRMX4500RA100001');
    const wrongDigit = good.charAt(8) === '7' ? '3' : '7';
    const bad = `${good.slice(0, 8)}${wrongDigit}${good.slice(9)}`;
    const explanation = explainVin(bad, { now: NOW });
    expect(explanation.problems).toEqual(['checkDigit']);
    expect(explanation.checkDigit).toEqual({ applies: true, found: wrongDigit, expected: good.charAt(8), ok: false });
  });

  it('names the maker from the WMI and checks the digit only for North-American numbering', () => {
    expect(explainVin(withCheckDigit('5RRMX4500RA100001')).make).toBe('Apex');
    expect(explainVin('JH2PC40000M200000').make).toBe('Honda');
    // A European WMI: not checked, whatever position 9 holds.
    const ktm = explainVin('VBKEXC40000M12345');
    expect(ktm).toMatchObject({ make: 'KTM', checkDigit: { applies: false, expected: null, ok: null }, ok: true });
    // Unknown WMI outside 1–5: no maker, not checked.
    expect(explainVin('ZZZ12345678901234')).toMatchObject({ make: null, checkDigit: { applies: false }, ok: true });
  });

  it('reads the model year of position 10, the recent cycle, and compares it with the year given', () => {
    expect(modelYearOf('R', NOW)).toBe(2024);
    expect(modelYearOf('T', NOW)).toBe(2026);
    // Next year's models are on sale; two years ahead is the previous cycle.
    expect(modelYearOf('V', NOW)).toBe(2027);
    expect(modelYearOf('W', NOW)).toBe(1998);
    expect(modelYearOf('9', NOW)).toBe(2009);
    expect(modelYearOf('0', NOW)).toBeNull();
    expect(modelYearOf('U', NOW)).toBeNull();
    for (let year = 2000; year <= 2027; year += 1) expect(modelYearOf(yearCodeOf(year), NOW)).toBe(year);
    const vin = withCheckDigit('5RRMX4500RA100001');
    expect(explainVin(vin, { year: 2024, now: NOW })).toMatchObject({ modelYear: { code: 'R', year: 2024 }, yearAgrees: true });
    expect(explainVin(vin, { year: 2023, now: NOW }).yearAgrees).toBe(false);
    expect(explainVin(vin, { now: NOW }).yearAgrees).toBeNull();
  });

  it('property: any VIN with its check digit put in passes', () => {
    fc.assert(
      fc.property(northAmericanVin, (raw) => {
        const explanation = explainVin(withCheckDigit(raw), { now: NOW });
        expect(explanation.ok).toBe(true);
        expect(explanation.checkDigit.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: changing one character (not the check digit) of a valid VIN fails the check digit or the shape', () => {
    fc.assert(
      fc.property(
        northAmericanVin,
        fc.integer({ min: 0, max: 16 }).filter((i) => i !== 8),
        fc.constantFrom(...VIN_CHARS),
        (raw, position, replacement) => {
          const vin = withCheckDigit(raw);
          fc.pre(vin.charAt(position) !== replacement);
          // The first character must stay 1–5, else the VIN is no longer North-American numbering (no check digit).
          fc.pre(position !== 0 || /[1-5]/.test(replacement));
          const changed = `${vin.slice(0, position)}${replacement}${vin.slice(position + 1)}`;
          // 11 is prime and every weight but position 9's is 2–10, so any change of value is caught; only letters that
          // transliterate alike (e.g. A and J, both 1) keep the sum, which the algorithm cannot see.
          const transliterated = (c: string) => (/\d/.test(c) ? Number(c) : { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 }[c]!);
          fc.pre(transliterated(vin.charAt(position)) !== transliterated(replacement));
          const explanation = explainVin(changed, { now: NOW });
          expect(explanation.ok).toBe(false);
          expect(explanation.problems).toContain('checkDigit');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('VIN patterns: matching rules', () => {
  const vin = withCheckDigit('5RRMX4500RA100001');
  const rule = (over: Partial<VinPatternRule>): VinPatternRule => ({ id: 'p', pattern: '5RRMX450*R', model: 'MX 450F', year: 2024, verified: true, ...over });

  it('normalises and checks pattern shapes', () => {
    expect(normaliseVinPattern(' 5rrmx450?r ')).toBe('5RRMX450*R');
    expect(isVinPatternShaped('5RRMX450?R')).toBe(true);
    expect(isVinPatternShaped('5R')).toBe(false);
    expect(isVinPatternShaped('5RRMX45O')).toBe(false);
    expect(isVinPatternShaped('5RRMX4500RA1000010')).toBe(false);
  });

  it('matches from the start with * as any one character', () => {
    expect(vinPatternMatches('5RRMX450*R', vin)).toBe(true);
    expect(vinPatternMatches('5RR', vin)).toBe(true);
    expect(vinPatternMatches('*RRMX', vin)).toBe(true);
    expect(vinPatternMatches('5RRMX250*R', vin)).toBe(false);
    expect(vinPatternMatches('RRMX', vin)).toBe(false);
  });

  it('a malformed VIN or a wrong check digit is invalid with that reason, whatever the patterns', () => {
    expect(matchVin('5RRMX450', 2024, [rule({})], NOW)).toEqual({ valid: 'invalid', reason: 'length', patternId: null });
    expect(matchVin('5RRMX450ORA100001', 2024, [rule({})], NOW)).toMatchObject({ valid: 'invalid', reason: 'characters' });
    const wrong = `${vin.slice(0, 8)}${vin.charAt(8) === '1' ? '2' : '1'}${vin.slice(9)}`;
    expect(matchVin(wrong, 2024, [rule({})], NOW)).toMatchObject({ valid: 'invalid', reason: 'checkDigit' });
  });

  it('a verified pattern for the bike’s year verifies; for another year it is invalid', () => {
    expect(matchVin(vin, 2024, [rule({ id: 'a' })], NOW)).toEqual({ valid: 'verified', reason: 'matched', patternId: 'a' });
    expect(matchVin(vin, 2023, [rule({ id: 'a' })], NOW)).toEqual({ valid: 'invalid', reason: 'yearMismatch', patternId: 'a' });
    // Two patterns of different years for the same prefix: the one of the bike's year decides.
    expect(matchVin(vin, 2023, [rule({ id: 'a', pattern: '5RRMX450' }), rule({ id: 'b', pattern: '5RRMX450', year: 2023 })], NOW)).toMatchObject({ valid: 'verified', patternId: 'b' });
  });

  it('only an unverified pattern matching: unverified (staff must verify it)', () => {
    expect(matchVin(vin, 2024, [rule({ id: 'u', verified: false })], NOW)).toEqual({ valid: 'unverified', reason: 'patternUnverified', patternId: 'u' });
  });

  it('no pattern at all for the maker: unverified (new make); the maker has patterns but none matches: not accepted', () => {
    expect(matchVin(vin, 2024, [], NOW)).toEqual({ valid: 'unverified', reason: 'newMake', patternId: null });
    expect(matchVin(vin, 2024, [rule({ pattern: 'JH2' })], NOW)).toMatchObject({ valid: 'unverified', reason: 'newMake' });
    expect(matchVin(vin, 2024, [rule({ pattern: '5RRSM690*R' })], NOW)).toEqual({ valid: 'invalid', reason: 'notAccepted', patternId: null });
    // An unverified pattern of the maker that does not match still makes the maker known.
    expect(matchVin(vin, 2024, [rule({ pattern: '5RRSM690*R', verified: false })], NOW)).toMatchObject({ valid: 'invalid', reason: 'notAccepted' });
  });

  it('decideVinStatus uses the explanation as given', () => {
    const explanation = explainVin(vin, { now: NOW });
    expect(decideVinStatus(explanation, 2024, [rule({ id: 'z' })]).patternId).toBe('z');
  });
});
