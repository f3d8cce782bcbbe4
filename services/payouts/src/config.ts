import { z } from 'zod';
import { loadConfig, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/**
 * The payouts service's settings: PAYOUTS_PORT (default 4103), DATABASE_URL_PAYOUTS, IDENTITY_TOKEN_SECRET, REDIS_URL,
 * LOG_LEVEL; IDENTITY_URL (the identity service, asked for the riders' facts the payout rules need; default
 * http://127.0.0.1:4101); the payment provider of cash-outs: PAYMENT_PROVIDER_URL (Tremendous's API, default its
 * sandbox https://testflight.tremendous.com), PAYMENT_PROVIDER_KEY (secret; without it a built-in fake provider is
 * used), PAYMENT_FUNDING_SOURCE_ID (default `balance`).
 */
export interface PayoutsConfig extends ServiceConfig {
  identityUrl: string;
  provider: { url: string; apiKey: string | null; fundingSourceId: string };
}

export function loadPayoutsConfig(env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  const base = loadServiceConfig('payouts', 4103, env);
  const own = loadConfig(
    z.object({
      IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
      PAYMENT_PROVIDER_URL: z.url().default('https://testflight.tremendous.com'),
      PAYMENT_PROVIDER_KEY: z.string().trim().optional(),
      PAYMENT_FUNDING_SOURCE_ID: z.string().trim().min(1).default('balance'),
    }),
    env,
    'payouts service configuration',
  );
  return {
    ...base,
    identityUrl: own.IDENTITY_URL,
    provider: { url: own.PAYMENT_PROVIDER_URL, apiKey: own.PAYMENT_PROVIDER_KEY || null, fundingSourceId: own.PAYMENT_FUNDING_SOURCE_ID },
  };
}
