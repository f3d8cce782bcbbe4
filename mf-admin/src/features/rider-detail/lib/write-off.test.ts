import { describe, expect, it } from 'vitest';
import { amountText, typedCents, writeOffBody, writeOffKeys } from './write-off';

describe('typedCents', () => {
  it('reads dollars as staff type them, with a dot or a comma for the cents', () => {
    expect(typedCents('250')).toBe(25_000);
    expect(typedCents(' $1,250.50 ')).toBe(125_050);
    expect(typedCents('99,99')).toBe(9_999);
    expect(typedCents('0.5')).toBe(50);
  });

  it('tells nothing typed from something that is no amount', () => {
    expect(typedCents('  ')).toBeUndefined();
    expect(typedCents('12.345')).toBeNull();
    expect(typedCents('ten')).toBeNull();
    expect(typedCents('-5')).toBeNull();
  });

  it('shows cents back as the field holds them', () => {
    expect(amountText(25_000)).toBe('250');
    expect(amountText(9_999)).toBe('99.99');
    expect(amountText(50)).toBe('0.50');
  });
});

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
});
