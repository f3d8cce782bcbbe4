import { z } from 'zod';
import { loadConfig, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/**
 * The events service's settings: EVENTS_PORT (default 4102), DATABASE_URL_EVENTS, IDENTITY_TOKEN_SECRET, REDIS_URL,
 * LOG_LEVEL, and IDENTITY_URL (the identity service, asked for riders when result lines are matched; default
 * http://127.0.0.1:4101).
 */
export interface EventsConfig extends ServiceConfig {
  identityUrl: string;
}

export function loadEventsConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  const base = loadServiceConfig('events', 4102, env);
  const own = loadConfig(z.object({ IDENTITY_URL: z.url().default('http://127.0.0.1:4101') }), env, 'events service configuration');
  return { ...base, identityUrl: own.IDENTITY_URL };
}
