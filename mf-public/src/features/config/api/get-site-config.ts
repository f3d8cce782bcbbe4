import { useEffect, useState } from 'react';
import { get } from '@rr/api-client';
import { DEFAULT_SITE_CONFIG, parseSiteConfig, type SiteConfig } from '../lib/site-config';

let cached: Promise<SiteConfig> | null = null;

/**
 * GET /api/config once per page load (the shell reads it too, for the brand name only). A failure gives the
 * defaults and is not cached, so the next screen asks again.
 */
export function getSiteConfig(): Promise<SiteConfig> {
  cached ??= get<unknown>('/api/config', { alert: false, minDelayMs: 0 }).then(parseSiteConfig, () => {
    cached = null;
    return DEFAULT_SITE_CONFIG;
  });
  return cached;
}

/** The site config, or null while it loads. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let current = true;
    void getSiteConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}
