import { z } from 'zod';
import { DEV_IDENTITY_TOKEN_SECRET, defaultDatabaseUrl, isProduction, loadConfig, portSchema } from '@rr/server-kit';

/** The events service's settings, validated at start-up (every problem named at once). */
export interface EventsConfig {
  /** HTTP port (EVENTS_PORT, default 4102). */
  port: number;
  /** `sqlite:<file>` or `mysql://…` (DATABASE_URL_EVENTS, default var/db/events.sqlite). */
  databaseUrl: string;
  /** HS256 secret the BFF signs identity tokens with (IDENTITY_TOKEN_SECRET). */
  identitySecret: string;
  /** Redis for BullMQ; unset means the in-process queue (REDIS_URL). */
  redisUrl: string | undefined;
  /** debug | info | warn | error | silent (LOG_LEVEL, default info). */
  logLevel: string;
}

/** Built per environment: in production the development secret is refused (next to any other problem). */
function schemaFor(env: NodeJS.ProcessEnv) {
  const production = isProduction(env);
  return z.object({
    EVENTS_PORT: portSchema.default(4102),
    DATABASE_URL_EVENTS: z
      .string()
      .default(() => defaultDatabaseUrl('events'))
      .refine((url) => /^(sqlite|mysql|mariadb):/.test(url), 'must start with sqlite:, mysql: or mariadb:'),
    IDENTITY_TOKEN_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_IDENTITY_TOKEN_SECRET)
      .refine((secret) => !production || secret !== DEV_IDENTITY_TOKEN_SECRET, 'the development secret is refused when NODE_ENV=production; set a real one'),
    REDIS_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  });
}

export function loadEventsConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  const e = loadConfig(schemaFor(env), env, 'events service configuration');
  return {
    port: e.EVENTS_PORT,
    databaseUrl: e.DATABASE_URL_EVENTS,
    identitySecret: e.IDENTITY_TOKEN_SECRET,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
  };
}
