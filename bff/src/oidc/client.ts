import * as oidc from 'openid-client';
import type { Logger } from '../log.js';
import type { OidcConfig } from './config.js';

/** Seconds allowed for each request to the provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The provider's openid-client Configuration, discovered once and cached. A failed discovery is not
 * cached: the next sign-in tries again.
 */
export interface OidcClient {
  configuration(): Promise<oidc.Configuration>;
}

/**
 * Client authentication at the token endpoint: client_secret_basic (the OpenID Connect default when the
 * provider does not list its methods), client_secret_post when the provider only offers that.
 */
function pickClientAuth(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth | undefined {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (!methods || methods.includes('client_secret_basic')) return undefined;
  if (methods.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  return undefined;
}

export function createOidcClient(config: OidcConfig, log: Logger): OidcClient {
  const issuer = new URL(config.issuer);
  // openid-client refuses plain http unless told otherwise; an http issuer is an explicit (test) choice.
  const insecure = issuer.protocol === 'http:';
  const execute = insecure ? [oidc.allowInsecureRequests] : [];
  let pending: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const discovered = await oidc.discovery(issuer, config.clientId, config.clientSecret, oidc.ClientSecretBasic(config.clientSecret), {
      execute,
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    const alternative = pickClientAuth(discovered.serverMetadata(), config.clientSecret);
    if (!alternative) return discovered;
    const configured = new oidc.Configuration(discovered.serverMetadata(), config.clientId, config.clientSecret, alternative);
    configured.timeout = PROVIDER_TIMEOUT_SECONDS;
    for (const extension of execute) extension(configured);
    return configured;
  }

  if (insecure) log.warn({ issuer: config.issuer }, 'single sign-on uses a plain http issuer; use https outside tests');

  return {
    configuration() {
      if (!pending) {
        pending = discover().catch((err: unknown) => {
          pending = undefined;
          throw err;
        });
      }
      return pending;
    },
  };
}
