import { api, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { PromoterApplication, PromoterApplicationInput, PromoterDetail } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/**
 * POST /api/promoter-applications: 201 `{ application }`; 400 VALIDATION / CAPTCHA_FAILED,
 * 409 EMAIL_TAKEN / PROMOTER_SIGN_IN_TO_APPLY / APPLICATION_DECIDED, 429. The form shows the errors itself.
 */
export function sendApplication(body: PromoterApplicationInput & { captchaToken?: string }): Promise<{ application: PromoterApplication }> {
  return api.post(apiPath('/api/promoter-applications'), body, { alert: false });
}

/** GET /api/promoter/promoter/{id}: a signed-in promoter's record and applications, newest season first. */
export function getOwnRecord(promoterId: string, options: CallOptions = {}): Promise<PromoterDetail> {
  return api.get<PromoterDetail>(apiPath('/api/promoter/promoter/:promoterId', { promoterId }), options);
}

/** A signed-in promoter's record, to pre-fill this year's application with last year's answers (no request otherwise). */
export function useOwnRecord(promoterId: string | null) {
  return useQuery({
    queryKey: queryKeys.promoters.detail(promoterId ?? ''),
    queryFn: (context) => getOwnRecord(promoterId ?? '', queryCall(context)),
    enabled: Boolean(promoterId),
  });
}
