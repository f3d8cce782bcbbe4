import { describe, expect, it } from 'vitest';
import { makerLine, marketShare, payingResultType, type ShareLine } from '../src/domain/event-facts.js';

/** `event.changed`'s market share of one result set, counted by hand (no database). */

const MAKES = ['Apex'];
const line = (overrides: Partial<ShareLine>): ShareLine => ({ classId: 'pro', place: 1, status: 'finished', resultType: 'overall', matchStatus: 'unmatched', riderId: null, vin: '', bike: '', ...overrides });

describe('payingResultType (as payouts’ rules choose it)', () => {
  it('supercross pays the main, or the overall when the sheet has no main; every other style the overall', () => {
    expect(payingResultType('supercross', [{ resultType: 'heat' }, { resultType: 'main' }])).toBe('main');
    expect(payingResultType('supercross', [{ resultType: 'heat' }, { resultType: 'overall' }])).toBe('overall');
    expect(payingResultType('motocross', [{ resultType: 'main' }, { resultType: 'overall' }])).toBe('overall');
  });
});

describe('makerLine', () => {
  const isMaker = makerLine(MAKES);
  it('counts a line matched to a programme rider, whatever the bike', () => {
    expect(isMaker(line({ matchStatus: 'matched', riderId: 'r1', bike: 'Honda CRF450R' }))).toBe(true);
    expect(isMaker(line({ matchStatus: 'ambiguous', riderId: null, bike: 'Honda CRF450R' }))).toBe(false);
  });
  it('counts an unmatched line whose VIN WMI is one of the makes’ (5RR is Apex), not another maker’s', () => {
    expect(isMaker(line({ vin: '5RRMX4501RA000123' }))).toBe(true);
    expect(isMaker(line({ vin: '5rrmx4501ra000123' }))).toBe(true);
    expect(isMaker(line({ vin: 'JH2PE0500MK000001' }))).toBe(false);
  });
  it('counts bike text naming a make as a whole word, in any case', () => {
    expect(isMaker(line({ bike: 'APEX mx450' }))).toBe(true);
    expect(isMaker(line({ bike: '2025 apex-450F' }))).toBe(true);
    expect(isMaker(line({ bike: 'Honda' }))).toBe(false);
    expect(isMaker(line({ bike: 'Apexx 450' }))).toBe(false);
    expect(isMaker(line({ bike: '' }))).toBe(false);
  });
  it('reads the programme’s makes, not a fixed one', () => {
    const hondaProgramme = makerLine(['Honda', 'Harley-Davidson']);
    expect(hondaProgramme(line({ bike: 'honda crf' }))).toBe(true);
    expect(hondaProgramme(line({ bike: 'Harley-Davidson XR750' }))).toBe(true);
    expect(hondaProgramme(line({ vin: 'JH2PE0500MK000001' }))).toBe(true);
    expect(hondaProgramme(line({ bike: 'APEX mx450', vin: '5RRMX4501RA000123' }))).toBe(false);
  });
});

describe('marketShare', () => {
  // Pro pays 3 places (the 3rd pays 0), Amateur 1; a noPayout class is left out of the amounts.
  const amounts = new Map([
    ['pro', [10_000, 5_000, 0]],
    ['am', [2_000]],
  ]);

  it('counts finishers on the paying result type only (supercross: the main), not DNF or DNS, and the places the table pays', () => {
    const lines: ShareLine[] = [
      line({ classId: 'pro', place: 1, resultType: 'main', bike: 'APEX mx450' }), // maker, paid
      line({ classId: 'pro', place: 2, resultType: 'main', bike: 'Honda' }), // paid, not maker
      line({ classId: 'pro', place: 3, resultType: 'main', vin: '5RRMX4501RA000123' }), // maker, place pays 0
      line({ classId: 'pro', place: 4, resultType: 'main', matchStatus: 'matched', riderId: 'r1' }), // maker, beyond the table
      line({ classId: 'pro', place: 5, resultType: 'main', status: 'DNF', bike: 'Apex' }),
      line({ classId: 'pro', place: 6, resultType: 'main', status: 'DNS', bike: 'Apex' }),
      line({ classId: 'am', place: 1, resultType: 'main', matchStatus: 'matched', riderId: 'r2' }), // maker, paid
      line({ classId: 'vet', place: 1, resultType: 'main', bike: 'Apex' }), // maker, class pays nothing
      // Heats and the overall of a supercross with a main are not counted.
      line({ classId: 'pro', place: 1, resultType: 'heat', bike: 'Apex' }),
      line({ classId: 'pro', place: 1, resultType: 'overall', bike: 'Apex' }),
    ];
    expect(marketShare('supercross', lines, amounts, MAKES)).toEqual({ finishers: 6, makerFinishers: 5, paidPlaces: 3, makerPaidPlaces: 2 });
  });

  it('counts the overall of a supercross sheet without a main, and of every other style', () => {
    const lines: ShareLine[] = [
      line({ classId: 'pro', place: 1, resultType: 'overall', bike: 'Honda' }),
      line({ classId: 'pro', place: 2, resultType: 'overall', bike: 'apex' }),
      line({ classId: 'pro', place: 1, resultType: 'moto', bike: 'apex' }),
    ];
    const expected = { finishers: 2, makerFinishers: 1, paidPlaces: 2, makerPaidPlaces: 1 };
    expect(marketShare('supercross', lines, amounts, MAKES)).toEqual(expected);
    expect(marketShare('motocross', lines, amounts, MAKES)).toEqual(expected);
  });

  it('is all zeros without finishers', () => {
    expect(marketShare('motocross', [line({ status: 'DNF' })], amounts, MAKES)).toEqual({ finishers: 0, makerFinishers: 0, paidPlaces: 0, makerPaidPlaces: 0 });
  });
});
