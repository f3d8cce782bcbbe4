import { dealerOwnRecordSchema, type DealerView } from '@rr/contracts';
import { demoDealer, demoDealerRecord } from '@rr/contracts/testing';
import { describe, expect, it } from 'vitest';
import { recordBody, recordChanged, recordValues } from './record-form';

/** What the form shows as the record has it. */
const asStored = demoDealerRecord;
const dealer: DealerView = {
  ...demoDealer,
  email: 'dealer@example.com',
  bio: null,
  timeZone: 'America/Los_Angeles',
  timeZoneFromAddress: true,
  invited: false,
  lastLoginAt: null,
  loginCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the dealer record form', () => {
  it('starts from the record, missing fields empty', () => {
    expect(recordValues(dealer)).toEqual({ ...asStored, addressLine2: '', bio: '', timeZone: '' });
    // A zone the dealer chose is kept as chosen.
    expect(recordValues({ ...dealer, timeZone: 'America/Phoenix', timeZoneFromAddress: false }).timeZone).toBe('America/Phoenix');
  });

  it('sends the chosen time zone, or a blank to follow the address, and the contract refuses one not offered', () => {
    expect(recordBody({ ...recordValues(dealer), timeZone: 'America/Denver' }).timeZone).toBe('America/Denver');
    expect(dealerOwnRecordSchema.safeParse(recordBody({ ...recordValues(dealer), timeZone: '' })).success).toBe(true);
    const wrong = dealerOwnRecordSchema.safeParse(recordBody({ ...recordValues(dealer), timeZone: 'Mars/Olympus_Mons' }));
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['timeZone']);
    expect(recordChanged(recordValues(dealer), { ...recordValues(dealer), timeZone: 'America/Denver' })).toBe(true);
  });

  it('sends what the contract accepts, trimmed, with emptied optional fields as blanks (cleared)', () => {
    const body = recordBody({ ...recordValues(dealer), name: '  Demo Powersports West ', websiteUrl: '  ', bio: ' Service and parts ' });
    expect(body).toMatchObject({ name: 'Demo Powersports West', websiteUrl: '', bio: 'Service and parts', addressLine2: '' });
    expect(dealerOwnRecordSchema.safeParse(body).success).toBe(true);
  });

  it('lets the contract check the address against the country', () => {
    const result = dealerOwnRecordSchema.safeParse(recordBody({ ...recordValues(dealer), country: 'CA', state: 'CA', zipcode: '92591' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['state', 'zipcode']);
  });

  it('knows when something changed, ignoring spaces around the text', () => {
    const saved = recordValues(dealer);
    expect(recordChanged(saved, { ...saved, city: ' Temecula ' })).toBe(false);
    expect(recordChanged(saved, { ...saved, city: 'Murrieta' })).toBe(true);
  });
});
