import { loadServiceConfig, type ServiceConfig } from '@rr/server-kit';

/** The events service's settings: EVENTS_PORT (default 4102), DATABASE_URL_EVENTS, IDENTITY_TOKEN_SECRET, REDIS_URL, LOG_LEVEL. */
export type EventsConfig = ServiceConfig;

export function loadEventsConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  return loadServiceConfig('events', 4102, env);
}
