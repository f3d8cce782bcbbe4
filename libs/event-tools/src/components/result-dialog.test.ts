import { describe, expect, it } from 'vitest';
import { managedEvent, managedResult } from '../testing/fixtures';
import { lineBody, lineValues } from './result-dialog';

describe('a result line typed in', () => {
  it('keeps the race of a line being edited, so correcting moto 2 never turns it into the overall', () => {
    const managed = managedEvent({ event: { type: 'motocross' } });
    const line = managedResult({ resultType: 'moto2' });
    expect(lineBody(lineValues(managed, line), line)).toMatchObject({ _id: 'result-1', resultType: 'moto2' });
  });

  it('a new line is the event’s own race: the main event at a supercross, the overall elsewhere; staff may choose another', () => {
    expect(lineValues(managedEvent({ event: { type: 'supercross' } }), null).resultType).toBe('main');
    const values = lineValues(managedEvent({ event: { type: 'motocross' } }), null);
    expect(values.resultType).toBe('overall');
    expect(lineBody({ ...values, resultType: 'lcq', riderName: 'Cy', place: '1' }, null)).toMatchObject({ resultType: 'lcq', place: 1 });
  });
});
