import { describe, expect, it } from 'vitest';
import { buildPayoutTable, groupResults, payoutLabel } from './payout-table';
import type { EventClass, EventResult } from '@rr/contracts';

const cls = (overrides: Partial<EventClass>): EventClass => ({
  _id: 'c1',
  name: '450 Pro',
  payoutType: 'cash',
  places: [],
  total: 0,
  ...overrides,
});

describe('payoutLabel', () => {
  it('shows cash and dealer credit as Cash and noPayout as No Payout', () => {
    expect(payoutLabel('cash')).toBe('cash');
    expect(payoutLabel('dealerCredit')).toBe('cash');
    expect(payoutLabel('noPayout')).toBe('noPayout');
  });
});

describe('buildPayoutTable', () => {
  it('makes as many place columns as the class paying the most places and pads the others', () => {
    const table = buildPayoutTable([
      cls({ _id: 'a', places: [50000, 25000, 10000] }),
      cls({ _id: 'b', name: 'Vet 40+', payoutType: 'dealerCredit', places: [10000] }),
    ]);
    expect(table.places).toEqual([1, 2, 3]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      [50000, 25000, 10000],
      [10000, null, null],
    ]);
    expect(table.rows[1]?.label).toBe('cash');
  });

  it('uses the class total when given, else the sum of its places', () => {
    const table = buildPayoutTable([cls({ _id: 'a', places: [300, 200], total: 600 }), cls({ _id: 'b', places: [300, 200] })]);
    expect(table.rows.map((row) => row.total)).toEqual([600, 500]);
    expect(table.grandTotal).toBe(1100);
  });

  it('counts a no-payout class as zero', () => {
    const table = buildPayoutTable([cls({ payoutType: 'noPayout', places: [100], total: 100 })]);
    expect(table.rows[0]?.total).toBe(0);
    expect(table.grandTotal).toBe(0);
  });

  it('is empty without classes', () => {
    expect(buildPayoutTable([])).toEqual({ places: [], rows: [], grandTotal: 0 });
  });
});

describe('groupResults', () => {
  const result = (className: string, place: number, riderName: string): EventResult => ({
    _id: `${className}-${place}`,
    className,
    place,
    riderName,
    bike: '',
    hometown: '',
    payout: 0,
    payoutType: 'cash',
    eligibility: '',
    resultType: '',
  });

  it('groups by class in order of appearance and sorts each class by place', () => {
    const groups = groupResults([
      result('250 B', 2, 'Ana'),
      result('450 A', 1, 'Bo'),
      result('250 B', 1, 'Cy'),
      result('250 B', 0, 'Dee'),
    ]);
    expect(groups.map((group) => group.className)).toEqual(['250 B', '450 A']);
    expect(groups[0]?.results.map((r) => r.riderName)).toEqual(['Cy', 'Ana', 'Dee']);
    expect(groups.map((group) => group.resultType)).toEqual([null, null]);
  });

  it('splits a class with several races (its motos and overall) into one group per race, each in place order', () => {
    const race = (resultType: string, place: number, riderName: string) => ({ ...result('450 Pro', place, riderName), _id: `${resultType}-${place}`, resultType });
    const groups = groupResults([race('moto1', 2, 'Ben'), race('moto1', 1, 'Ada'), race('moto2', 1, 'Ben'), race('overall', 1, 'Ada'), result('Vet', 1, 'Cy')]);
    expect(groups.map((group) => [group.className, group.resultType, group.results.map((r) => r.riderName)])).toEqual([
      ['450 Pro', 'moto1', ['Ada', 'Ben']],
      ['450 Pro', 'moto2', ['Ben']],
      ['450 Pro', 'overall', ['Ada']],
      ['Vet', null, ['Cy']],
    ]);
  });
});
