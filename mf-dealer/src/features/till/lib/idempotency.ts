/**
 * The idempotency key of a redemption (architecture.md "Money"): one key for the redemption the dealer means,
 * made when the form is first shown and sent with every attempt of it, so a double tap or a retry after a lost answer
 * redeems once. Only a success starts a new one.
 */
export interface IdempotencyKeys {
  /** The key to send now. */
  current: () => string;
  /** After a redemption succeeded: the next redemption gets a new key (returned). */
  renew: () => string;
}

/** A random UUID; crypto.randomUUID where the browser has it (secure contexts), else one built from getRandomValues. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyKeys(make: () => string = newKey): IdempotencyKeys {
  let key = make();
  return {
    current: () => key,
    renew: () => (key = make()),
  };
}
