import { adminPayoutClaimInputSchema, payoutClaimUpdateSchema } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { approvalBody, newClaimBody, rejectionBody } from './claim-bodies';

describe('claim decision bodies', () => {
  it('turns a typed amount into cents and keeps how it pays', () => {
    expect(approvalBody({ amountCents: '$1,250.50', payoutType: 'credit', note: ' ok ' })).toEqual({ action: 'approve', amountCents: 125_050, payoutType: 'credit', note: 'ok' });
    expect(payoutClaimUpdateSchema.safeParse(approvalBody({ amountCents: '1250.50', payoutType: 'cash', note: '' })).success).toBe(true);
  });

  it('lets the contract refuse a missing or wrong amount, a missing type and a blank rejection note', () => {
    const approve = payoutClaimUpdateSchema.safeParse(approvalBody({ amountCents: 'lots', payoutType: '', note: '' }));
    expect(approve.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['amountCents', 'payoutType']);
    const reject = payoutClaimUpdateSchema.safeParse(rejectionBody({ amountCents: '', payoutType: '', note: '  ' }));
    expect(reject.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['note']);
  });

  it('builds a new claim for the chosen rider', () => {
    const body = newClaimBody({ riderId: 'r1', eventId: 'e1', className: ' Open ', place: '3', vin: '', message: '' });
    expect(body).toEqual({ riderId: 'r1', eventId: 'e1', className: 'Open', place: 3, vin: undefined, message: undefined });
    expect(adminPayoutClaimInputSchema.safeParse(body).success).toBe(true);
    expect(adminPayoutClaimInputSchema.safeParse(newClaimBody({ riderId: '', eventId: '', className: '', place: '', vin: '', message: '' })).success).toBe(false);
  });
});
