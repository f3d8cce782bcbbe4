import { loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/** The identity service's settings: IDENTITY_PORT (default 4101), DATABASE_URL_IDENTITY, IDENTITY_TOKEN_SECRET, REDIS_URL, LOG_LEVEL. */
export type IdentityConfig = ServiceConfig;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadServiceConfig('identity', 4101, env);
}
