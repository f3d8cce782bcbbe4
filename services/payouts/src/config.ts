import { z } from 'zod';
import { loadConfig, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/**
 * The payouts service's settings: PAYOUTS_PORT (default 4103), DATABASE_URL_PAYOUTS, IDENTITY_TOKEN_SECRET, REDIS_URL,
 * LOG_LEVEL; IDENTITY_URL (the identity service, asked for the riders' facts the payout rules need; default
 * http://127.0.0.1:4101).
 */
export interface PayoutsConfig extends ServiceConfig {
  identityUrl: string;
}

export function loadPayoutsConfig(env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  const base = loadServiceConfig('payouts', 4103, env);
  const own = loadConfig(z.object({ IDENTITY_URL: z.url().default('http://127.0.0.1:4101') }), env, 'payouts service configuration');
  return { ...base, identityUrl: own.IDENTITY_URL };
}
