import { describe, expect, it } from 'vitest';
import { defaultReportRange, percentFigure, ratioFigure, reportRangeQuerySchema, topListQuerySchema } from './reports';
import { programmeDay, programmeToday } from './time-zones';

describe('ratioFigure (a rate that may pass 1)', () => {
  it('is always × 100, rounded down: more redeemed than earned reads over 100', () => {
    expect(ratioFigure(2.1474)).toBe(214);
    expect(ratioFigure(1.5)).toBe(150);
    expect(ratioFigure(0.29)).toBe(29);
    expect(ratioFigure(1)).toBe(100);
    expect(ratioFigure(null)).toBeNull();
  });
});

describe('percentFigure (spec §5: above 1 as it is, otherwise × 100 rounded down)', () => {
  it('rounds a ratio down to whole percent, without binary floating-point losing a point', () => {
    expect(percentFigure(0.4231)).toBe(42);
    expect(percentFigure(0.29)).toBe(29); // 0.29 × 100 = 28.999… in floating point
    expect(percentFigure(0.57)).toBe(57);
    expect(percentFigure(0.999)).toBe(99);
    expect(percentFigure(1)).toBe(100);
    expect(percentFigure(0)).toBe(0);
  });
  it('keeps a value above 1 as it is and has nothing to show without a base', () => {
    expect(percentFigure(1.5)).toBe(1.5);
    expect(percentFigure(null)).toBeNull();
    expect(percentFigure(Number.NaN)).toBeNull();
  });
});

describe('programme days (America/Los_Angeles)', () => {
  it('puts an instant on the programme day, across both offsets', () => {
    expect(programmeDay('2026-03-01T07:30:00Z')).toBe('2026-02-28'); // PST, UTC−8
    expect(programmeDay('2026-03-01T08:30:00Z')).toBe('2026-03-01');
    expect(programmeDay('2026-07-01T06:59:00Z')).toBe('2026-06-30'); // PDT, UTC−7
    expect(programmeDay('2026-07-01T07:00:00Z')).toBe('2026-07-01');
  });
  it('is still yesterday early in the morning UTC: the events service, the apps and the mails share one "today"', () => {
    expect(programmeToday(new Date('2026-11-25T06:30:00Z'))).toBe('2026-11-24');
    expect(programmeToday(new Date('2026-11-25T09:00:00Z'))).toBe('2026-11-25');
  });
  it('defaults a range to 1 January of the programme year up to today', () => {
    expect(defaultReportRange(new Date('2027-01-01T05:00:00Z'))).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(defaultReportRange(new Date('2026-11-26T12:00:00Z'))).toEqual({ startDate: '2026-01-01', endDate: '2026-11-26' });
  });
});

describe('report queries', () => {
  it('reads the range, noCache and a limit', () => {
    expect(reportRangeQuerySchema.parse({ startDate: '2026-01-01', endDate: '2026-06-30', noCache: 'true' })).toEqual({ startDate: '2026-01-01', endDate: '2026-06-30', noCache: true });
    expect(reportRangeQuerySchema.parse({})).toEqual({ startDate: undefined, endDate: undefined, noCache: false });
    expect(topListQuerySchema.parse({}).limit).toBe(10);
  });
  it('refuses a day that does not exist and a limit out of bounds', () => {
    expect(reportRangeQuerySchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
    expect(reportRangeQuerySchema.safeParse({ noCache: 'maybe' }).success).toBe(false);
    expect(topListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
