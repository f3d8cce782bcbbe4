import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual, createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Keys for one-time codes and mail payloads, derived once from the service's secrets:
 * - `codeKey`: HMAC-SHA256 key for one-time codes, from ONE_TIME_CODE_SECRET when set, else HKDF(IDENTITY_TOKEN_SECRET).
 * - `sealKey`: AES-256-GCM key that seals codes and links inside `mail.send` messages, so neither the outbox
 *   table nor the queue (Redis) ever holds them in plain; HKDF of the same material.
 * - `pinKey`: HMAC-SHA256 key of riders' PIN hashes (domain/pin.ts): HKDF of PIN_HASH_SECRET when set, else of the
 *   same material. It must outlive the PINs it hashed: PIN_HASH_SECRET keeps it apart from the secrets that rotate.
 */
export interface AccountSecrets {
  codeKey: Buffer;
  sealKey: Buffer;
  pinKey: Buffer;
}

const SALT = 'race-rewards/identity';

export function deriveAccountSecrets(identitySecret: string, oneTimeCodeSecret?: string, pinHashSecret?: string): AccountSecrets {
  const material = oneTimeCodeSecret ?? identitySecret;
  const derive = (info: string, from = material) => Buffer.from(hkdfSync('sha256', from, SALT, info, 32));
  return { codeKey: derive('one-time-code-hmac'), sealKey: derive('mail-payload-seal'), pinKey: derive('rider-pin-hmac', pinHashSecret ?? material) };
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** HMAC-SHA256 of a code (hex), bound to its purpose and user so a hash is useless anywhere else. */
export function codeHash(key: Buffer, purpose: string, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${userId}\u0000${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A password reset token: 32 random bytes, base64url. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a reset token (hex): what the database keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Seals a value with AES-256-GCM: base64url of iv ‖ tag ‖ ciphertext. */
export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what `seal` made; throws when it was tampered with or sealed with another key. */
export function unseal(key: Buffer, sealed: string): unknown {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}
