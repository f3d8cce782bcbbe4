import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySecret } from './secrets.js';

/**
 * Riders' PIN hashes (docs/security.md "Rider PINs").
 *
 * A PIN has 10,000 values, so no slow hash protects it from someone holding the database: argon2id at 0.25 s of CPU a
 * try falls in 10,000 tries (under an hour on one core). What protects it is a key the database does not hold: the
 * stored value is HMAC-SHA256(pinKey, rider id, PIN), with `pinKey` derived from the service's secrets
 * (account-secrets.ts). Without the key a stolen table reveals nothing; online, the till's lockout allows 5 tries. It
 * also costs microseconds, where argon2id's 0.2 s would cap a dealer network's till at a few redemptions a second.
 *
 * PINs set before this (argon2id, `$argon2id$…`) still verify, and are re-hashed with the key the first time they do.
 */

const PREFIX = 'hmac-sha256$';

export function pinHash(pinKey: Buffer, riderId: string, pin: string): string {
  return PREFIX + createHmac('sha256', pinKey).update(`rider-pin\u0000${riderId}\u0000${pin}`).digest('hex');
}

export interface PinCheck {
  matches: boolean;
  /** Set when the stored hash is an old argon2id one that matched: store this instead. */
  rehash: string | null;
}

/** Whether `pin` is the rider's PIN (constant time for keyed hashes). */
export async function verifyPin(pinKey: Buffer, riderId: string, stored: string, pin: string): Promise<PinCheck> {
  if (stored.startsWith(PREFIX)) {
    const expected = Buffer.from(stored.slice(PREFIX.length), 'hex');
    const actual = Buffer.from(pinHash(pinKey, riderId, pin).slice(PREFIX.length), 'hex');
    return { matches: expected.length === actual.length && timingSafeEqual(expected, actual), rehash: null };
  }
  const matches = await verifySecret(stored, pin);
  return { matches, rehash: matches ? pinHash(pinKey, riderId, pin) : null };
}
