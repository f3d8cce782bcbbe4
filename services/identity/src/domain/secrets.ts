import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Password and PIN hashing: argon2id with the library's defaults (m=64 MiB, t=3, p=4).
 * Verification of a missing account runs against a dummy hash with the same parameters, so a
 * wrong e-mail and a wrong password take the same time.
 */
const OPTIONS = { type: argon2.argon2id } as const;

export function hashSecret(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(24).toString('base64'));
  return dummyHash;
}

/** True when `plain` matches `hash`; with no hash, spends the same time and answers false. */
export async function verifySecret(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await dummy(), plain).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash never authenticates.
    return false;
  }
}

/** True when a stored hash was made with weaker or other parameters than today's. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash);
  } catch {
    return false;
  }
}
