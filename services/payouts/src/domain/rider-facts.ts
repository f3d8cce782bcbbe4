import { pinCheckAnswerSchema, sessionUserSchema, type PinCheckAnswer } from '@rr/contracts';
import { claimProfileSchema, payoutFactsAnswerSchema, type ClaimProfile } from '@rr/contracts/server';
import { AppError, apiError, signIdentity, tracedFetch } from '@rr/server-kit';
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
  /**
   * The PIN a rider typed at a dealer's till (`POST /internal/till/pin-check`): identity counts, audits and locks; its
   * refusals (PIN_WRONG, PIN_LOCKED, PIN_NOT_SET, NOT_FOUND, TOO_MANY_ATTEMPTS, FORBIDDEN) come back as they are.
   */
  checkTillPin(input: TillPinCheck): Promise<PinCheckAnswer>;
  /** The name identity shows for a user (who refunded a redemption), or null. */
  userName(userId: string): Promise<string | null>;
}

export interface TillPinCheck {
  riderId: string;
  pin: string;
  dealerId: string;
  ip: string | null;
}

const BATCH = 2_000;
const sessionUserAnswerSchema = z.object({ user: sessionUserSchema });

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
    response = await tracedFetch(options.fetch ?? fetch, new URL(path, options.baseUrl), {
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

/** Identity's 4xx answers that mean something to the caller, passed on with their code, message and details. */
const PASSED_ON = new Set(['PIN_WRONG', 'PIN_LOCKED', 'PIN_NOT_SET', 'NOT_FOUND', 'TOO_MANY_ATTEMPTS', 'FORBIDDEN', 'VALIDATION']);

async function checkPinAtIdentity(options: IdentityOptions, input: TillPinCheck): Promise<PinCheckAnswer> {
  const token = await signIdentity({ sub: 'payouts', typ: 'service' }, options.secret);
  let response: Response;
  try {
    response = await tracedFetch(options.fetch ?? fetch, new URL('/internal/till/pin-check', options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-rr-identity': token },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
  } catch {
    throw apiError('UNAVAILABLE', { service: 'identity' });
  }
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string; details?: Record<string, unknown> } | null;
  if (response.ok) {
    const parsed = pinCheckAnswerSchema.safeParse(body);
    if (!parsed.success) throw apiError('BAD_GATEWAY', { service: 'identity' });
    return parsed.data;
  }
  if (response.status < 500 && body?.code && PASSED_ON.has(body.code)) {
    const retryAfter = response.headers.get('retry-after');
    throw new AppError(response.status, body.code, body.message ?? body.code, body.details, retryAfter ? { 'Retry-After': retryAfter } : undefined);
  }
  throw apiError(response.status >= 500 ? 'UNAVAILABLE' : 'BAD_GATEWAY', { service: 'identity' });
}

export function httpRiderFacts(options: IdentityOptions): RiderFactsSource {
  return {
    checkTillPin: (input) => checkPinAtIdentity(options, input),
    async userName(userId) {
      const token = await signIdentity({ sub: 'payouts', typ: 'service' }, options.secret);
      try {
        const response = await tracedFetch(options.fetch ?? fetch, new URL(`/internal/users/${encodeURIComponent(userId)}`, options.baseUrl), { headers: { 'x-rr-identity': token }, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
        if (!response.ok) return null;
        const parsed = sessionUserAnswerSchema.safeParse(await response.json());
        if (!parsed.success) return null;
        const user = parsed.data.user;
        return user.fullName || user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      } catch {
        return null;
      }
    },
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
export function memoryRiderFacts(riders: RiderFacts[], options: { pin?: string } = {}): RiderFactsSource & { riders: Map<string, RiderFacts> } {
  const byId = new Map(riders.map((rider) => [rider.riderId, rider]));
  return {
    riders: byId,
    // Every rider's PIN is `options.pin` (default 1234); identity's own tests prove the counting and the lock.
    async checkTillPin(input) {
      const facts = byId.get(input.riderId);
      if (!facts || !facts.active) throw apiError('NOT_FOUND');
      if (input.pin !== (options.pin ?? '1234')) throw apiError('PIN_WRONG', { attemptsLeft: 4 });
      return { riderId: input.riderId, fullName: `Rider ${input.riderId}`, country: 'US', currency: 'USD', dealerName: `Dealer ${input.dealerId}`, dealerCountry: 'US' };
    },
    async userName(userId) {
      return `Admin ${userId}`;
    },
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
