import { classesInputSchema } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { badAmount, classesBody, newClassRow, placeColumns, rowTotal, rowsOf, withPlaceAdded, withPlaceRemoved, type ClassRow } from './payout-table';

const pro: ClassRow = { _id: 'c1', name: ' Pro Open ', payoutType: 'cash', startGroup: ' A ', places: ['500', '300', '200'] };
const amateur: ClassRow = { name: '250 Amateur', payoutType: 'dealerCredit', startGroup: '', places: ['150,50', ''] };

describe('the payout table (classes and places)', () => {
  it('reads the event’s classes into editable rows, amounts in major units', () => {
    const rows = rowsOf([{ _id: 'c1', name: 'Pro', payoutType: 'cash', startGroup: 'A', places: [50_000, 15_050], total: 65_050 }], 'fr');
    expect(rows).toEqual([{ _id: 'c1', name: 'Pro', payoutType: 'cash', startGroup: 'A', places: ['500', '150,50'] }]);
  });

  it('adds a place column to every class and removes one from every class', () => {
    const rows = [pro, amateur];
    expect(placeColumns(rows)).toBe(3);
    const added = withPlaceAdded(rows);
    expect(added.map((row) => row.places.length)).toEqual([4, 4]);
    const removed = withPlaceRemoved(rows, 0);
    expect(removed.map((row) => row.places)).toEqual([['300', '200'], ['']]);
    expect(placeColumns([])).toBe(1);
    expect(newClassRow(3)).toEqual({ name: '', payoutType: 'cash', startGroup: '', places: ['', '', ''] });
  });

  it('totals what a class pays, ignoring what is not an amount', () => {
    expect(rowTotal(pro)).toBe(100_000);
    expect(rowTotal({ places: ['10', 'ten', '0,5'] })).toBe(1_050);
    expect([undefined, '', ' ', '12', '$12', '12,5', 'twelve', '1.234'].map((text) => badAmount(text))).toEqual([false, false, false, false, false, false, true, true]);
  });

  it('reads the cells as the promoter’s language writes numbers', () => {
    const german = { places: ['1.250', '150,50'] };
    expect(rowTotal(german, 'de')).toBe(140_050);
    expect(badAmount('1.250', 'de')).toBe(false);
    expect(badAmount('1.250', 'en')).toBe(true);
    expect(classesBody([{ ...amateur, places: ['1.250,50'] }], 'de').classes[0]?.places).toEqual([125_050]);
  });

  it('sends cents, trimmed names, and no blank places at the end; the contract takes it', () => {
    const body = classesBody([pro, amateur]);
    expect(body).toEqual({
      classes: [
        { _id: 'c1', name: 'Pro Open', payoutType: 'cash', startGroup: 'A', places: [50_000, 30_000, 20_000] },
        { name: '250 Amateur', payoutType: 'dealerCredit', startGroup: '', places: [15_050] },
      ],
    });
    expect(classesInputSchema.safeParse(body).success).toBe(true);
  });

  it('lets the contract refuse an amount that is not one, on that class’s places', () => {
    const parsed = classesInputSchema.safeParse(classesBody([{ ...amateur, places: ['150 dollars'] }]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['classes', 0, 'places']);
  });
});

describe('cells never typed in', () => {
  it('count as blank in totals, bodies and column changes', () => {
    // eslint-disable-next-line no-sparse-arrays
    const sparse: ClassRow = { name: 'Vet', payoutType: 'cash', startGroup: '', places: [, '40', , ] as unknown as string[] };
    expect(rowTotal(sparse)).toBe(4_000);
    expect(classesBody([sparse]).classes[0]?.places).toEqual([0, 4_000]);
    expect(withPlaceRemoved([sparse], 1)[0]?.places).toEqual(['', '']);
  });
});
