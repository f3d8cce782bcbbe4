// The fake payment provider (fake-provider.ts) as its own process, for the production-like stack
// (scripts/prod-stack.mjs): listens on 127.0.0.1:FAKE_PROVIDER_PORT (default 4199), accepts the API key
// PAYMENT_PROVIDER_KEY, and signs its webhooks with PAYMENT_WEBHOOK_SECRET, sent to FAKE_PROVIDER_WEBHOOK_URL (the
// BFF's /api/payments/webhook). SIGTERM/SIGINT close it.
import { createLogger, runUntilSignal } from '@rr/server-kit';
import { startFakeProvider } from './fake-provider.js';

const port = Number(process.env.FAKE_PROVIDER_PORT ?? 4199);
const apiKey = process.env.PAYMENT_PROVIDER_KEY?.trim();
const webhookSecret = process.env.PAYMENT_WEBHOOK_SECRET?.trim();
const webhookUrl = process.env.FAKE_PROVIDER_WEBHOOK_URL?.trim();
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`FAKE_PROVIDER_PORT must be a port, not ${process.env.FAKE_PROVIDER_PORT}`);
if (!apiKey) throw new Error('PAYMENT_PROVIDER_KEY is required: the fake provider accepts only that key');

await runUntilSignal('fake-provider', async () => {
  const fake = await startFakeProvider({ port, apiKey, ...(webhookUrl && webhookSecret ? { webhookUrl, webhookSecret } : {}) });
  createLogger('fake-provider', process.env.LOG_LEVEL ?? 'info').info({ url: fake.url, webhooks: webhookUrl && webhookSecret ? webhookUrl : 'off' }, 'fake payment provider listening');
  return fake;
});
