import type { Earning } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { seriesMoney, seriesResults } from './series-results';

const earning = (id: string, over: Partial<Earning> = {}): Earning => ({
  _id: id,
  eventId: 'e1',
  eventTitle: 'Round 1',
  date: '2026-05-01',
  className: '250 Pro',
  place: 1,
  outcome: 'paid',
  reason: 'paid',
  facts: {},
  amountCents: 10_000,
  currency: 'USD',
  type: 'cash',
  withholdPercent: 0,
  withheldCents: 0,
  history: [],
  lot: null,
  ...over,
});
const finish = (eventId: string, className: string, place: number, over = {}) => ({ eventId, className, place, status: 'finished' as const, counted: true, points: 25, ...over });

describe('seriesMoney', () => {
  it('adds the paid cash, the paid credit and bonus, and what waits, per currency, for the series’ events only', () => {
    const list = [
      earning('cash'),
      earning('credit', { type: 'credit', amountCents: 5_000 }),
      earning('bonus', { type: 'bonus', amountCents: 2_500, eventId: 'e2' }),
      earning('waiting', { outcome: 'pending', reason: 'documentsMissing', amountCents: 7_000 }),
      earning('refused', { outcome: 'notPaid', reason: 'classTooSmall', amountCents: 0 }),
      earning('cad', { currency: 'CAD', amountCents: 3_000, eventId: 'e2' }),
      earning('elsewhere', { eventId: 'other' }),
      earning('no event', { eventId: null }),
    ];
    expect(seriesMoney(list, new Set(['e1', 'e2']))).toEqual([
      { currency: 'USD', cash: 10_000, credit: 7_500, pending: 7_000 },
      { currency: 'CAD', cash: 3_000, credit: 0, pending: 0 },
    ]);
  });
});

describe('seriesResults', () => {
  it('pairs each finish with the earning of its event and class, keeps unpaired earnings, and orders by the series’ events', () => {
    const rows = seriesResults(
      [finish('e2', '450 Pro', 3), finish('e1', '250 Pro', 1), finish('e1', 'Vet', 5, { counted: false, points: 0, status: 'DNF' })],
      [earning('paid-250', { className: ' 250  pro ' }), earning('bonus', { className: null, type: 'bonus' }), earning('other-series', { eventId: 'x' })],
      ['e1', 'e2'],
    );
    expect(rows.map((row) => [row.eventId, row.finish?.className ?? null, row.earning?._id ?? null])).toEqual([
      ['e1', '250 Pro', 'paid-250'],
      ['e1', 'Vet', null],
      ['e1', null, 'bonus'],
      ['e2', '450 Pro', null],
    ]);
  });
});
