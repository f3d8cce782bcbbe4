import { loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/** The payouts service's settings: PAYOUTS_PORT (default 4103), DATABASE_URL_PAYOUTS, IDENTITY_TOKEN_SECRET, REDIS_URL, LOG_LEVEL. */
export type PayoutsConfig = ServiceConfig;

export function loadPayoutsConfig(env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  return loadServiceConfig('payouts', 4103, env);
}
