import { get, put, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { dealerAnswerSchema, dealerViewSchema, type DealerAnswer, type DealerOwnRecordInput, type DealerView } from '@rr/contracts';
import { checked } from '../../../lib/checked';

const recordPath = (dealerId: string) => apiPath('/api/dealer/dealer/:dealerId', { dealerId });

/** GET /api/dealer/dealer/{dealerId} → `{ dealer, distinctCountry }` (the dealer's own record only). */
export async function getDealerRecord(dealerId: string, call: CallOptions = {}): Promise<DealerAnswer> {
  return checked(dealerAnswerSchema, await get(recordPath(dealerId), { alert: false, ...call }));
}

export function useDealerRecord(dealerId: string) {
  return useQuery({
    queryKey: queryKeys.dealers.detail(dealerId),
    queryFn: (context) => getDealerRecord(dealerId, queryCall(context)),
    enabled: dealerId !== '',
    meta: { alert: false },
  });
}

/** PUT /api/dealer/dealer/{dealerId} with the fields a dealer may change → `{ dealer }`. Failures are shown on the form. */
export async function updateDealerRecord(dealerId: string, body: DealerOwnRecordInput): Promise<DealerView> {
  const answer = await put<unknown>(recordPath(dealerId), body, { alert: false });
  return checked(dealerViewSchema, typeof answer === 'object' && answer !== null ? (answer as { dealer?: unknown }).dealer : undefined);
}
