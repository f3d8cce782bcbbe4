import { describe, expect, it } from 'vitest';
import { writeOffBody, writeOffKeys } from './write-off';

describe('write-off keys', () => {
  it('keeps the key while the same write-off is sent again, and takes a new one for another', () => {
    let n = 0;
    const keyOf = writeOffKeys(() => `key-${++n}-abcdef`);
    const values = { currency: 'USD', amountCents: '100', reason: 'Promoter error' };
    const first = writeOffBody(values, keyOf);
    expect(first).toEqual({ currency: 'USD', amountCents: 10_000, reason: 'Promoter error', idempotencyKey: 'key-1-abcdef' });
    // A retry of the very same write-off (the answer was lost): the server makes it once.
    expect(writeOffBody({ ...values, reason: ' Promoter error ' }, keyOf).idempotencyKey).toBe('key-1-abcdef');
    // Another amount is another write-off.
    expect(writeOffBody({ ...values, amountCents: '50' }, keyOf).idempotencyKey).toBe('key-2-abcdef');
    // A new form starts with a new key even for the same values.
    expect(writeOffBody(values, writeOffKeys(() => 'other-key-123')).idempotencyKey).toBe('other-key-123');
  });

  it('sends what is no amount as typed, for the contract to refuse', () => {
    expect(writeOffBody({ currency: 'CAD', amountCents: 'ten', reason: 'x' }, writeOffKeys(() => 'k-12345678')).amountCents).toBe('ten');
  });

  it('reads the amount as the staff member’s language writes it', () => {
    expect(writeOffBody({ currency: 'EUR', amountCents: '1.250,50', reason: 'x' }, writeOffKeys(() => 'k-12345678'), 'de').amountCents).toBe(125_050);
    expect(writeOffBody({ currency: 'USD', amountCents: ' $1,250.50 ', reason: 'x' }, writeOffKeys(() => 'k-12345678')).amountCents).toBe(125_050);
  });
});
