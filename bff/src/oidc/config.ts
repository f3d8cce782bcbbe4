import { z } from 'zod';

/** Single sign-on with an OpenID Connect provider (docs/accounts.md "Single sign-on"); null when not configured. */
export interface OidcConfig {
  /** The provider's issuer URL (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back; undefined → `<request origin>/oauth/callback`. */
  redirectUri: string | undefined;
}

const EnvSchema = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URI: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
});

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, env[key]?.trim() ? env[key]!.trim() : undefined]));

/**
 * Reads OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI. All unset → null (single sign-on off).
 * Returns the problems (for the BFF's one start-up error listing every problem) instead of throwing.
 */
export function readOidcConfig(env: NodeJS.ProcessEnv): { config: OidcConfig | null; problems: string[] } {
  const parsed = EnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) return { config: null, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const e = parsed.data;
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) return { config: null, problems: [] };
  const problems = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)
    .filter((key) => !e[key])
    .map((key) => `${key}: is required when single sign-on is configured (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together)`);
  if (problems.length > 0) return { config: null, problems };
  return {
    config: { issuer: e.OIDC_ISSUER!, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, redirectUri: e.OIDC_REDIRECT_URI },
    problems: [],
  };
}
