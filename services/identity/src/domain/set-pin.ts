import type { Identity } from '@rr/server-kit';
import { pinSchema } from '@rr/contracts';
import { storeRiderPin } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { hashSecret, verifySecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/**
 * Creates or changes a rider's 4-digit PIN (stored argon2id). Only the rider themself (also while an
 * admin impersonates them): 403 otherwise. When a PIN exists, `currentPin` must match (400 CURRENT_PIN_WRONG).
 */
export async function setRiderPin(ctx: AccountsContext, caller: Identity, riderId: string, body: unknown): Promise<SessionUser> {
  if (caller.typ !== 'rider' || caller.sub !== riderId) throw accountError('FORBIDDEN');
  const { pin, currentPin } = parseInput(pinSchema, body);
  const rider = await ctx.db.models.Rider.findByPk(riderId);
  if (!rider) throw accountError('NOT_FOUND');
  if (rider.pinHash && !(currentPin !== undefined && (await verifySecret(rider.pinHash, currentPin)))) throw accountError('CURRENT_PIN_WRONG');
  await storeRiderPin(ctx.db, riderId, await hashSecret(pin));
  return (await getSessionUser(ctx.db, riderId)).user;
}
