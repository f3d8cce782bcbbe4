import { describe, expect, it } from 'vitest';
import { managedClass, managedResult } from '../testing/fixtures';
import { exceptionsOf, isException, resultsByClass, rowTone } from './results';

describe('result lines', () => {
  const pro = managedClass({ _id: 'pro', name: 'Pro' });
  const women = managedClass({ _id: 'women', name: 'Women' });
  const lines = [
    managedResult({ _id: 'w2', classId: 'women', place: 2, match: { status: 'unmatched', method: null, rider: null, candidates: [] } }),
    managedResult({ _id: 'p3', classId: 'pro', place: 3, match: { status: 'ambiguous', method: null, rider: null, candidates: [] } }),
    managedResult({ _id: 'p1', classId: 'pro', place: 1 }),
    managedResult({ _id: 'p2', classId: 'pro', place: 2, match: { status: 'notRider', method: null, rider: null, candidates: [] } }),
  ];

  it('calls unmatched and ambiguous lines exceptions, not matched or “not a programme rider” ones', () => {
    expect(lines.map(isException)).toEqual([true, true, false, false]);
  });

  it('lists exceptions in the payout table’s class order, then by place', () => {
    expect(exceptionsOf([pro, women], lines).map((r) => r._id)).toEqual(['p3', 'w2']);
  });

  it('groups lines under every class by place, classes without results included', () => {
    const groups = resultsByClass([pro, women, managedClass({ _id: 'vet', name: 'Vet' })], lines);
    expect(groups.map((g) => [g.eventClass._id, g.lines.map((r) => r._id)])).toEqual([
      ['pro', ['p1', 'p2', 'p3']],
      ['women', ['w2']],
      ['vet', []],
    ]);
  });

  it('tints a preview row red with errors, amber with warnings only', () => {
    const message = { id: 'validation.import.nameMissing' };
    expect(rowTone({ errors: [message], warnings: [message] })).toBe('error');
    expect(rowTone({ errors: [], warnings: [message] })).toBe('warning');
    expect(rowTone({ errors: [], warnings: [] })).toBe('ok');
  });
});
