import { post } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { redeemAnswerSchema, type RedeemAnswer, type RedeemRequest } from '@rr/contracts';
import { checked } from '../../../lib/checked';

/**
 * POST /api/dealer/redeem → 201 `{ redemption, remainingCents }`. The same idempotency key answers the same
 * redemption, so a retry after a lost answer never redeems twice. Failures are shown on the form.
 */
export async function redeem(body: RedeemRequest): Promise<RedeemAnswer> {
  return checked(redeemAnswerSchema, await post(apiPath('/api/dealer/redeem'), body, { alert: false }));
}
