import { describe, expect, it } from 'vitest';
import { idempotencyKeys, newKey } from './idempotency';

describe('idempotencyKeys', () => {
  it('keeps one key across attempts until a redemption succeeds, then makes a new one', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `key-${++n}`);
    expect(keys.current()).toBe('key-1');
    expect(keys.current()).toBe('key-1');
    expect(keys.renew()).toBe('key-2');
    expect(keys.current()).toBe('key-2');
  });

  it('makes the key as soon as the form exists', () => {
    let made = 0;
    idempotencyKeys(() => `key-${++made}`);
    expect(made).toBe(1);
  });
});

describe('newKey', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = newKey();
      expect(a).toMatch(uuid);
      expect(newKey()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
