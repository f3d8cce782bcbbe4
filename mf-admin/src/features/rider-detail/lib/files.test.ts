import { describe, expect, it } from 'vitest';
import { TIMECARD_MAX_BYTES, fileSize, timecardProblem } from './files';

describe('timecardProblem', () => {
  it('lets PDFs and PNG/JPEG scans up to 10 MB go', () => {
    expect(timecardProblem({ size: 1_000, type: 'application/pdf', name: 'moto1.pdf' })).toBeNull();
    expect(timecardProblem({ size: TIMECARD_MAX_BYTES, type: 'image/jpeg', name: 'scan.JPG' })).toBeNull();
    // No type from the browser: the name decides.
    expect(timecardProblem({ size: 10, type: '', name: 'scan.png' })).toBeNull();
  });

  it('refuses empty, oversized and other files before sending them', () => {
    expect(timecardProblem({ size: 0, type: 'application/pdf', name: 'empty.pdf' })).toBe('empty');
    expect(timecardProblem({ size: TIMECARD_MAX_BYTES + 1, type: 'application/pdf', name: 'big.pdf' })).toBe('tooLarge');
    expect(timecardProblem({ size: 10, type: 'text/csv', name: 'laps.pdf' })).toBe('type');
    expect(timecardProblem({ size: 10, type: '', name: 'laps.csv' })).toBe('type');
  });
});

describe('fileSize', () => {
  it('reads small files in kilobytes (never 0) and larger ones in megabytes', () => {
    expect(fileSize(12)).toEqual({ value: 1, unit: 'kilobyte' });
    expect(fileSize(1_513)).toEqual({ value: 1, unit: 'kilobyte' });
    expect(fileSize(700 * 1024)).toEqual({ value: 700, unit: 'kilobyte' });
    expect(fileSize(TIMECARD_MAX_BYTES)).toEqual({ value: 10, unit: 'megabyte' });
    expect(fileSize(2.34 * 1024 * 1024)).toEqual({ value: 2.3, unit: 'megabyte' });
  });
});
