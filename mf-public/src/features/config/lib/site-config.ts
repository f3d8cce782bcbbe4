/** What GET /api/config says about the account screens (docs/accounts.md "Bot check"). */
export interface SiteConfig {
  brandName: string | null;
  /** reCAPTCHA v2 site key; null = the bot check is off. '' = on but no key (the widget says 'No key provided'). */
  recaptchaSiteKey: string | null;
  /** "Sign in with your organisation" on the login page. */
  oidcEnabled: boolean;
  /** Spec §9 "registration enabled". */
  registrationEnabled: boolean;
}

/** The defaults when the BFF does not say (an older BFF, or the call failed): no bot check, no SSO, registration open. */
export const DEFAULT_SITE_CONFIG: SiteConfig = { brandName: null, recaptchaSiteKey: null, oidcEnabled: false, registrationEnabled: true };

/** Reads the /api/config body defensively: a field missing or of the wrong type keeps its default. */
export function parseSiteConfig(body: unknown): SiteConfig {
  if (typeof body !== 'object' || body === null) return DEFAULT_SITE_CONFIG;
  const raw = body as Record<string, unknown>;
  return {
    brandName: typeof raw.brandName === 'string' ? raw.brandName : DEFAULT_SITE_CONFIG.brandName,
    recaptchaSiteKey: typeof raw.recaptchaSiteKey === 'string' ? raw.recaptchaSiteKey.trim() : null,
    oidcEnabled: raw.oidcEnabled === true,
    registrationEnabled: raw.registrationEnabled !== false,
  };
}
