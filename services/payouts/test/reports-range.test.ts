import { describe, expect, it } from 'vitest';
import { instantsOf, isoOf, monthOfInstant, monthsOf, programmeDayStart, resolveRange } from '../src/reporting/queries/range.js';

/** The reports' programme days (America/Los_Angeles) as UTC instants, months, and the default range. */
describe('report ranges', () => {
  it('starts a programme day at midnight in Los Angeles, across both daylight saving changes', () => {
    expect(programmeDayStart('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(programmeDayStart('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z'); // PDT from 2 a.m.
    expect(programmeDayStart('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(programmeDayStart('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z'); // PST from 2 a.m.
    expect(programmeDayStart('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(instantsOf({ startDate: '2026-02-28', endDate: '2026-02-28' })).toEqual({ from: new Date('2026-02-28T08:00:00Z'), to: new Date('2026-03-01T08:00:00Z') });
  });

  it('lists the months a range touches, across a year end', () => {
    expect(monthsOf({ startDate: '2025-11-30', endDate: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ startDate: '2026-02-10', endDate: '2026-02-11' })).toEqual(['2026-02']);
    const month = monthOfInstant('c.created_at', { startDate: '2026-02-10', endDate: '2026-03-11' });
    expect(month.sql).toBe('CASE WHEN c.created_at < :moe0 THEN :mom0 ELSE :molast END');
    expect(month.replacements).toEqual({ moe0: new Date('2026-03-01T08:00:00Z'), mom0: '2026-02', molast: '2026-03' });
  });

  it('defaults to this programme year up to today, follows a lone end day’s year, and refuses a start after the end', () => {
    const now = new Date('2026-01-01T05:00:00Z'); // still 31 December 2025 in Los Angeles
    expect(resolveRange({}, now)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(resolveRange({ endDate: '2024-06-30' }, now)).toEqual({ startDate: '2024-01-01', endDate: '2024-06-30' });
    expect(resolveRange({ startDate: '2027-02-01' }, now)).toEqual({ startDate: '2027-02-01', endDate: '2027-12-31' });
    expect(() => resolveRange({ startDate: '2026-02-02', endDate: '2026-02-01' }, now)).toThrow(expect.objectContaining({ status: 400, code: 'VALIDATION', details: { endDate: expect.objectContaining({ id: 'validation.date.order' }) } }));
  });

  it('reads instants as either driver returns them', () => {
    expect(isoOf('2026-03-01 07:30:00.000 +00:00')).toBe('2026-03-01T07:30:00.000Z');
    expect(isoOf(new Date('2026-03-01T07:30:00Z'))).toBe('2026-03-01T07:30:00.000Z');
  });
});
