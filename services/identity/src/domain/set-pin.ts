import { createLockout, type Identity } from '@rr/server-kit';
import { pinSchema, required } from '@rr/contracts';
import { z } from 'zod';
import { findRiderRecord } from '../data-access/rider-records-repository.js';
import { storeRiderPin } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { pinHash, verifyPin } from './pin.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/** Wrong current PINs allowed per rider (docs/security.md "Sign-in throttling"), like passwords. */
export const PIN_CHANGE_POLICY = { maxAttempts: 5, windowMs: 15 * 60_000 };

/**
 * Creates or changes a rider's 4-digit PIN (stored as a keyed hash, domain/pin.ts). A new PIN also unlocks a PIN the
 * till locked after 5 wrong tries. Only the rider themself (also while an admin
 * impersonates them): 403 otherwise. When a PIN exists, `currentPin` must be given (400 VALIDATION, 'Required') and
 * match (400 CURRENT_PIN_WRONG);
 * each check is counted first (the shared lockout), so past 5 wrong PINs in 15 minutes the answer is
 * 429 TOO_MANY_ATTEMPTS, even for the right one, until the window ends. A locked PIN needs no `currentPin`.
 */
export async function setRiderPin(ctx: AccountsContext, caller: Identity, riderId: string, body: unknown): Promise<SessionUser> {
  if (caller.typ !== 'rider' || caller.sub !== riderId) throw accountError('FORBIDDEN');
  const { pin, currentPin } = parseInput(pinSchema, body);
  const rider = await findRiderRecord(ctx.db, riderId);
  if (!rider) throw accountError('NOT_FOUND');
  // A PIN the till locked is replaced without it: the signed-in rider proved who they are, and may not know it.
  if (rider.pinHash && !rider.pinLockedAt) {
    // A blank current PIN is a field left empty, said as such ('Required'), not a wrong PIN counted against the rider.
    if (currentPin === undefined || currentPin.trim() === '') parseInput(z.object({ currentPin: required() }), body);
    const attempt = await createLockout(ctx.attempts, PIN_CHANGE_POLICY).admit(`rider-pin:${riderId}`);
    let matches: boolean;
    try {
      matches = currentPin !== undefined && (await verifyPin(ctx.secrets.pinKey, riderId, rider.pinHash, currentPin)).matches;
    } catch (err) {
      await attempt.abandoned();
      throw err;
    }
    if (!matches) {
      await attempt.failed();
      throw accountError('CURRENT_PIN_WRONG');
    }
    await attempt.succeeded();
  }
  await storeRiderPin(ctx.db, riderId, pinHash(ctx.secrets.pinKey, riderId, pin));
  return (await getSessionUser(ctx.db, riderId)).user;
}
