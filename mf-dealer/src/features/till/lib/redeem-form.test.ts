import { redeemRequestSchema } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_STORAGE_KEY, recalledEmployee, rememberEmployee } from './employee-memory';
import { EMPTY_REDEEM, lotsByExpiry, overAvailable, redeemBlock, redeemBody } from './redeem-form';

const context = { riderId: 'rider-demo', currency: 'USD' as const, idempotencyKey: '0b9a4c1e-5d1f-4b8e-9a55-2f3c4d5e6f70' };

describe('redeemBody', () => {
  it('sends the amount in cents, the employee trimmed, the ID check and the key', () => {
    expect(redeemBody({ amountCents: '125.50', employeeName: '  Sam  ', idChecked: true, pin: '0042' }, context)).toEqual({
      riderId: 'rider-demo',
      amountCents: 12_550,
      currency: 'USD',
      pin: '0042',
      employeeName: 'Sam',
      idChecked: true,
      idempotencyKey: context.idempotencyKey,
    });
  });

  it('lets the contract name every missing or wrong field', () => {
    const result = redeemRequestSchema.safeParse(redeemBody({ ...EMPTY_REDEEM, amountCents: 'ten' }, context));
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      amountCents: 'validation.money.invalid',
      pin: 'validation.pin.format',
      employeeName: 'validation.required',
      idChecked: 'validation.idCheck.required',
    });
  });

  it('says Required for a blank amount and refuses zero', () => {
    const blank = redeemRequestSchema.safeParse(redeemBody({ amountCents: ' ', employeeName: 'Sam', idChecked: true, pin: '1234' }, context));
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['validation.required']);
    const zero = redeemRequestSchema.safeParse(redeemBody({ amountCents: '0', employeeName: 'Sam', idChecked: true, pin: '1234' }, context));
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual(['validation.money.invalid']);
  });
});

describe('overAvailable', () => {
  it('refuses more than the rider has, to the cent', () => {
    expect(overAvailable('150', 15_000)).toBe(false);
    expect(overAvailable('150.01', 15_000)).toBe(true);
    expect(overAvailable('150,00', 15_000)).toBe(false);
  });

  it('leaves what is not an amount to the contract', () => {
    expect(overAvailable('', 0)).toBe(false);
    expect(overAvailable('lots', 0)).toBe(false);
  });
});

describe('redeemBlock', () => {
  it('explains why a rider cannot redeem: locked PIN, no PIN, no credit', () => {
    expect(redeemBlock({ hasPin: true, pinLocked: true }, { availableCents: 100 })).toBe('locked');
    expect(redeemBlock({ hasPin: false, pinLocked: false }, { availableCents: 100 })).toBe('noPin');
    expect(redeemBlock({ hasPin: true, pinLocked: false }, { availableCents: 0 })).toBe('noCredit');
    expect(redeemBlock({ hasPin: true, pinLocked: false }, null)).toBeNull();
    expect(redeemBlock({ hasPin: true, pinLocked: false }, { availableCents: 1 })).toBeNull();
  });
});

describe('lotsByExpiry', () => {
  it('puts the soonest expiry first and lots without expiry last', () => {
    const lot = (id: string, expiresAt: string | null, awardedAt = '2026-01-01') => ({ id, expiresAt, awardedAt });
    const sorted = lotsByExpiry([lot('never', null), lot('late', '2027-03-01'), lot('soon-b', '2026-09-01', '2026-02-01'), lot('soon-a', '2026-09-01', '2026-01-15')]);
    expect(sorted.map((l) => l.id)).toEqual(['soon-a', 'soon-b', 'late', 'never']);
  });
});

describe('the employee remembered on this tablet', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
  };

  it('recalls the last name used, trimmed', () => {
    const storage = memory();
    expect(recalledEmployee(storage)).toBe('');
    rememberEmployee('  Sam Ortiz ', storage);
    expect(storage.values.get(EMPLOYEE_STORAGE_KEY)).toBe('Sam Ortiz');
    expect(recalledEmployee(storage)).toBe('Sam Ortiz');
  });

  it('keeps the previous name over a blank one, and survives a browser that refuses storage', () => {
    const storage = memory();
    rememberEmployee('Sam', storage);
    rememberEmployee('   ', storage);
    expect(recalledEmployee(storage)).toBe('Sam');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberEmployee('Sam', refusing)).not.toThrow();
    expect(recalledEmployee(refusing)).toBe('');
    expect(recalledEmployee(null)).toBe('');
  });
});
