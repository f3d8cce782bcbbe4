import { get, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import type { SiteConfigAnswer } from '@rr/contracts';
import { queryOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/config as the BFF answers it (@rr/contracts `siteConfigSchema`); the shell reads the brand name. */
export type SiteConfig = SiteConfigAnswer;

/** GET /api/config: the deployment's brand name (spec §1: varies by deployment). */
export function getConfig(options: CallOptions = {}): Promise<SiteConfig> {
  return get<SiteConfig>(apiPath('/api/config'), { ...options, alert: false, minDelayMs: 0 });
}

/** The config as a query: read once per page (it changes only with a deployment); a failure keeps the default brand. */
export const configQuery = queryOptions({
  queryKey: queryKeys.config.site(),
  queryFn: (context) => getConfig(queryCall(context)),
  staleTime: Infinity,
  meta: { alert: false },
});
