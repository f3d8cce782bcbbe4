import { payoutFactsAnswerSchema } from '@rr/contracts';
import { apiError, signIdentity } from '@rr/server-kit';
import type { RiderFacts } from './rules/payout-rules.js';

/**
 * The riders' facts the payout rules need. Identity owns riders; payouts asks it (`POST /internal/riders/payout-facts`,
 * signed as the payouts service). Tests use the in-memory source.
 */
export interface RiderFactsSource {
  facts(riderIds: string[]): Promise<Map<string, RiderFacts>>;
}

const BATCH = 2_000;

export function httpRiderFacts(options: { baseUrl: string; secret: string; timeoutMs?: number; fetch?: typeof fetch }): RiderFactsSource {
  const doFetch = options.fetch ?? fetch;
  return {
    async facts(riderIds) {
      const answer = new Map<string, RiderFacts>();
      const ids = [...new Set(riderIds)];
      for (let start = 0; start < ids.length; start += BATCH) {
        const token = await signIdentity({ sub: 'payouts', typ: 'service' }, options.secret);
        let response: Response;
        try {
          response = await doFetch(new URL('/internal/riders/payout-facts', options.baseUrl), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-rr-identity': token },
            body: JSON.stringify({ riderIds: ids.slice(start, start + BATCH) }),
            signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
          });
        } catch {
          throw apiError('UNAVAILABLE', { service: 'identity' });
        }
        if (!response.ok) throw apiError(response.status >= 500 ? 'UNAVAILABLE' : 'BAD_GATEWAY', { service: 'identity' });
        const parsed = payoutFactsAnswerSchema.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw apiError('BAD_GATEWAY', { service: 'identity' });
        for (const rider of parsed.data.riders) answer.set(rider.riderId, rider);
      }
      return answer;
    },
  };
}

/** The same from a list held in memory (tests, benchmarks). */
export function memoryRiderFacts(riders: RiderFacts[]): RiderFactsSource & { riders: Map<string, RiderFacts> } {
  const byId = new Map(riders.map((rider) => [rider.riderId, rider]));
  return {
    riders: byId,
    async facts(riderIds) {
      return new Map(riderIds.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : [])));
    },
  };
}
