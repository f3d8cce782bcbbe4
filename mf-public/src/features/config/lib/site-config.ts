import { siteConfigSchema, type SiteConfigAnswer } from '@rr/contracts';

/**
 * What GET /api/config says about the account screens (docs/accounts.md "Bot check"): the @rr/contracts answer,
 * with `brandName` null while the BFF has not said.
 */
export type SiteConfig = Omit<SiteConfigAnswer, 'brandName'> & { brandName: string | null };

/** The defaults when the BFF does not say (an older BFF, or the call failed): no bot check, no SSO, registration open, maps without tiles. */
export const DEFAULT_SITE_CONFIG: SiteConfig = { brandName: null, recaptchaSiteKey: null, oidcEnabled: false, registrationEnabled: true, mapTiles: null };

/** One field of the answer read with its schema; undefined when missing or of the wrong type. */
function field<K extends keyof SiteConfigAnswer>(raw: Record<string, unknown>, key: K): SiteConfigAnswer[K] | undefined {
  const result = siteConfigSchema.shape[key].safeParse(raw[key]);
  return result.success ? (result.data as SiteConfigAnswer[K]) : undefined;
}

/** Reads the /api/config body defensively with the contract's schema: a field missing or of the wrong type keeps its default. */
export function parseSiteConfig(body: unknown): SiteConfig {
  if (typeof body !== 'object' || body === null) return DEFAULT_SITE_CONFIG;
  const raw = body as Record<string, unknown>;
  return {
    brandName: field(raw, 'brandName') ?? DEFAULT_SITE_CONFIG.brandName,
    recaptchaSiteKey: field(raw, 'recaptchaSiteKey')?.trim() ?? null,
    oidcEnabled: field(raw, 'oidcEnabled') ?? DEFAULT_SITE_CONFIG.oidcEnabled,
    registrationEnabled: field(raw, 'registrationEnabled') ?? DEFAULT_SITE_CONFIG.registrationEnabled,
    mapTiles: field(raw, 'mapTiles') ?? null,
  };
}
