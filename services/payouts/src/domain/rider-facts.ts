import { claimProfileSchema, payoutFactsAnswerSchema, type ClaimProfile } from '@rr/contracts';
import { apiError, signIdentity } from '@rr/server-kit';
import { z } from 'zod';
import type { RiderFacts } from './rules/payout-rules.js';

/**
 * What payouts asks identity about riders. Identity owns riders; payouts asks it over HTTP, signed as the payouts
 * service: the facts the payout rules need (`POST /internal/riders/payout-facts`) and who files a payout claim
 * (`POST /internal/riders/claim-profile`). Tests use the in-memory source.
 */
export interface RiderFactsSource {
  facts(riderIds: string[]): Promise<Map<string, RiderFacts>>;
  /** Name, e-mail, country and bikes of one rider, or null when the id is not a rider. */
  profile(riderId: string): Promise<ClaimProfile | null>;
}

const BATCH = 2_000;

interface IdentityOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** One signed call to identity's internal API, its answer checked against `schema`; null on 404. */
async function callIdentity<S extends z.ZodType>(options: IdentityOptions, path: string, body: unknown, schema: S): Promise<z.infer<S> | null> {
  const token = await signIdentity({ sub: 'payouts', typ: 'service' }, options.secret);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-rr-identity': token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch {
    throw apiError('UNAVAILABLE', { service: 'identity' });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw apiError(response.status >= 500 ? 'UNAVAILABLE' : 'BAD_GATEWAY', { service: 'identity' });
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw apiError('BAD_GATEWAY', { service: 'identity' });
  return parsed.data;
}

export function httpRiderFacts(options: IdentityOptions): RiderFactsSource {
  return {
    async facts(riderIds) {
      const answer = new Map<string, RiderFacts>();
      const ids = [...new Set(riderIds)];
      for (let start = 0; start < ids.length; start += BATCH) {
        const page = await callIdentity(options, '/internal/riders/payout-facts', { riderIds: ids.slice(start, start + BATCH) }, payoutFactsAnswerSchema);
        if (!page) throw apiError('BAD_GATEWAY', { service: 'identity' });
        for (const rider of page.riders) answer.set(rider.riderId, rider);
      }
      return answer;
    },
    async profile(riderId) {
      const answer = await callIdentity(options, '/internal/riders/claim-profile', { riderId }, z.object({ rider: claimProfileSchema }));
      return answer?.rider ?? null;
    },
  };
}

/** The same from a list held in memory (tests, benchmarks); a rider's profile is made up from their facts. */
export function memoryRiderFacts(riders: RiderFacts[]): RiderFactsSource & { riders: Map<string, RiderFacts> } {
  const byId = new Map(riders.map((rider) => [rider.riderId, rider]));
  return {
    riders: byId,
    async facts(riderIds) {
      return new Map(riderIds.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : [])));
    },
    async profile(riderId) {
      const facts = byId.get(riderId);
      if (!facts) return null;
      return { riderId, name: `Rider ${riderId}`, email: `${riderId}@example.com`, country: 'US', active: facts.active, bikes: facts.bikes.map((bike) => ({ vin: bike.vin, model: 'Test bike', year: bike.year })) };
    },
  };
}
