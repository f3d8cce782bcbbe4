import { get, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import { DEFAULT_SITE_CONFIG, parseSiteConfig, type SiteConfig } from '../lib/site-config';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/config as the BFF sends it (read defensively by `parseSiteConfig`). */
export function getSiteConfig(options: CallOptions = {}): Promise<unknown> {
  return get<unknown>(apiPath('/api/config'), { ...options, alert: false, minDelayMs: 0 });
}

/**
 * The site config, or null while it loads. One request per page: the same query the shell reads the brand name from
 * (`queryKeys.config.site()`, kept for the page's life); a failure gives the defaults, without an alert.
 */
export function useSiteConfig(): SiteConfig | null {
  const query = useQuery({
    queryKey: queryKeys.config.site(),
    queryFn: (context) => getSiteConfig(queryCall(context)),
    select: parseSiteConfig,
    staleTime: Infinity,
    meta: { alert: false },
  });
  if (query.data) return query.data;
  return query.isError ? DEFAULT_SITE_CONFIG : null;
}
