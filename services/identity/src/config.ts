import { z } from 'zod';
import { DEV_IDENTITY_TOKEN_SECRET, defaultDatabaseUrl, isProduction, loadConfig, portSchema } from '@rr/server-kit';

/** The identity service's settings, validated at start-up (every problem named at once). */
export interface IdentityConfig {
  /** HTTP port (IDENTITY_PORT, default 4101). */
  port: number;
  /** `sqlite:<file>` or `mysql://…` (DATABASE_URL_IDENTITY, default var/db/identity.sqlite). */
  databaseUrl: string;
  /** HS256 secret the BFF signs identity tokens with (IDENTITY_TOKEN_SECRET). */
  identitySecret: string;
  /** Redis for BullMQ; unset means the in-process queue (REDIS_URL). */
  redisUrl: string | undefined;
  /** debug | info | warn | error | silent (LOG_LEVEL, default info). */
  logLevel: string;
}

const schema = z
  .object({
    NODE_ENV: z.string().optional(),
    IDENTITY_PORT: portSchema.default(4101),
    DATABASE_URL_IDENTITY: z
      .string()
      .default(() => defaultDatabaseUrl('identity'))
      .refine((url) => /^(sqlite|mysql|mariadb):/.test(url), 'must start with sqlite:, mysql: or mariadb:'),
    IDENTITY_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_IDENTITY_TOKEN_SECRET),
    REDIS_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (isProduction({ NODE_ENV: env.NODE_ENV }) && env.IDENTITY_TOKEN_SECRET === DEV_IDENTITY_TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['IDENTITY_TOKEN_SECRET'], message: 'the development secret is refused when NODE_ENV=production; set a real one' });
    }
  });

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const e = loadConfig(schema, env, 'identity service configuration');
  return {
    port: e.IDENTITY_PORT,
    databaseUrl: e.DATABASE_URL_IDENTITY,
    identitySecret: e.IDENTITY_TOKEN_SECRET,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
  };
}
