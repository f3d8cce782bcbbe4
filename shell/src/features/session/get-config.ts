import { get } from '@rr/api-client';

export interface SiteConfig {
  brandName: string;
}

/** GET /api/config: the deployment's brand name (spec §1: varies by deployment). */
export function getConfig(): Promise<SiteConfig> {
  return get<SiteConfig>('/api/config', { alert: false, minDelayMs: 0 });
}
