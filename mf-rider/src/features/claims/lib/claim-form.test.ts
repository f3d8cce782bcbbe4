import { payoutClaimInputSchema } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_CLAIM, claimBody } from './claim-form';

describe('claimBody', () => {
  it('sends trimmed text, the place as a number and leaves blank optional fields out', () => {
    expect(claimBody({ eventId: 'e1', className: ' 250 B ', place: ' 2 ', vin: '', message: '  ' })).toEqual({ eventId: 'e1', className: '250 B', place: 2, vin: undefined, message: undefined });
  });

  it('lets the contract name what is missing or wrong', () => {
    const result = payoutClaimInputSchema.safeParse(claimBody({ ...EMPTY_CLAIM, place: 'second' }));
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['className', 'eventId', 'place']);
  });
});
