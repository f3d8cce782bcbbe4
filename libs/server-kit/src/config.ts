import { z } from 'zod';

/**
 * Validates environment variables against a zod schema at start-up. On failure it throws one
 * error naming every problem, so an operator fixes them all in one go.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env, label = 'configuration'): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid ${label}:\n${problems.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `z.coerce.number()` for ports, with a sane range. */
export const portSchema = z.coerce.number().int().min(1).max(65535);

/** True when the process runs in production mode (dev-only defaults are refused there). */
export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';
