import { z } from 'zod';
import { DEV_IDENTITY_TOKEN_SECRET, identitySecretProblems } from './identity-token.js';
import { defaultDatabaseUrl } from './db.js';
import { isProduction, loadConfig, portSchema } from './config.js';

/** A domain service's settings, validated at start-up (every problem named at once). */
export interface ServiceConfig {
  /** HTTP port (`<NAME>_PORT`). */
  port: number;
  /** `sqlite:<file>` or `mysql://…` (`DATABASE_URL_<NAME>`, default var/db/<name>.sqlite). */
  databaseUrl: string;
  /** HS256 secret(s) of identity tokens (IDENTITY_TOKEN_SECRET: one, or several comma separated while rotating). */
  identitySecret: string;
  /** Redis for BullMQ; unset means the in-process queue (REDIS_URL). */
  redisUrl: string | undefined;
  /** debug | info | warn | error | silent (LOG_LEVEL, default info). */
  logLevel: string;
  /** Port of `GET /metrics` (`<NAME>_METRICS_PORT`); unset: no metrics endpoint (the embedded default). */
  metricsPort: number | undefined;
}

/**
 * Reads `<NAME>_PORT`, `DATABASE_URL_<NAME>`, IDENTITY_TOKEN_SECRET, REDIS_URL and LOG_LEVEL for the
 * service `name`. With NODE_ENV=production the development secret is refused, next to any other problem.
 */
export function loadServiceConfig(name: string, defaultPort: number, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const NAME = name.toUpperCase();
  const production = isProduction(env);
  const schema = z.object({
    [`${NAME}_PORT`]: portSchema.default(defaultPort),
    [`DATABASE_URL_${NAME}`]: z
      .string()
      .default(() => defaultDatabaseUrl(name))
      .refine((url) => /^(sqlite|mysql|mariadb):/.test(url), 'must start with sqlite:, mysql: or mariadb:'),
    // One secret, or several comma separated during a rotation (sign with the first, accept any).
    IDENTITY_TOKEN_SECRET: z
      .string()
      .default(DEV_IDENTITY_TOKEN_SECRET)
      .superRefine((setting, ctx) => {
        for (const message of identitySecretProblems(setting, production)) ctx.addIssue({ code: 'custom', message });
      }),
    REDIS_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // 0 = any free port (tests).
    [`${NAME}_METRICS_PORT`]: z.coerce.number().int().min(0).max(65535).optional(),
  });
  const e = loadConfig(schema, env, `${name} service configuration`) as Record<string, unknown>;
  return {
    port: e[`${NAME}_PORT`] as number,
    databaseUrl: e[`DATABASE_URL_${NAME}`] as string,
    identitySecret: e.IDENTITY_TOKEN_SECRET as string,
    redisUrl: e.REDIS_URL as string | undefined,
    logLevel: e.LOG_LEVEL as string,
    metricsPort: e[`${NAME}_METRICS_PORT`] as number | undefined,
  };
}

/**
 * The site's origin when PUBLIC_URL is not set (outside production): where the BFF listens on this machine,
 * `http://localhost:<PORT>` (PORT is the BFF's, default 8080), as the BFF defaults it itself, so the links a service
 * mails lead to the instance that sent them. The embedded launcher (`npm start`) sets PUBLIC_URL to that address.
 */
export function defaultPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const port = (env.PORT ?? '').trim();
  return `http://localhost:${/^[1-9]\d{0,4}$/.test(port) ? port : '8080'}`;
}
