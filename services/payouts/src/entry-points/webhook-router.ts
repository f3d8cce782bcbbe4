import Router from '@koa/router';
import { handleProviderWebhook, type WebhookDeps } from '../domain/provider-webhook.js';
import { WEBHOOK_SIGNATURE_HEADER } from '../provider/payment-provider.js';

/**
 * The payment provider's webhook (docs/api.md "Payment provider webhook"): public in the route registry (the provider
 * has no session; the BFF forwards it as anonymous), proven by its HMAC signature over the raw body, which the body
 * parser keeps (`ctx.request.rawBody`). → 200 `{ received, cashout? | duplicate? | ignored? }` | 401 (signature)
 * | 400 (malformed or older than 5 minutes) | 409 (not settled yet: deliver again later).
 */
export function webhookRouter(deps: WebhookDeps): Router {
  const router = new Router({ prefix: '/api/payments' });
  router.post('/webhook', async (ctx) => {
    ctx.body = await handleProviderWebhook(deps, ctx.request.rawBody, ctx.get(WEBHOOK_SIGNATURE_HEADER) || undefined);
  });
  return router;
}
