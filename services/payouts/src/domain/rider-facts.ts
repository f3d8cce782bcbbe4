import { isDealerTimeZone, pinCheckAnswerSchema, sessionUserSchema, type PinCheckAnswer, type SessionUser } from '@rr/contracts';
import { claimProfileSchema, payoutFactsAnswerSchema, statementFactsAnswerSchema, type ClaimProfile, type StatementFacts } from '@rr/contracts/server';
import { AppError, apiError, serviceClient, signIdentity, tracedFetch, type ServiceClient } from '@rr/server-kit';
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
  /** The time zone a dealer reads its times in (its session user's `timeZone`), or null when identity does not say. */
  dealerTimeZone(dealerId: string): Promise<string | null>;
  /** Who year-end statements and the year-end report name (`POST /internal/riders/statement-facts`); unknown ids are left out. */
  statementFacts(riderIds: string[]): Promise<Map<string, StatementFacts>>;
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

/** A user as identity's `GET /internal/users/{id}` answers it, or null (unknown, or identity could not say). */
async function sessionUserAt(users: ServiceClient, userId: string): Promise<SessionUser | null> {
  try {
    return (await users(`/internal/users/${encodeURIComponent(userId)}`, sessionUserAnswerSchema))?.user ?? null;
  } catch {
    return null;
  }
}

export function httpRiderFacts(options: IdentityOptions): RiderFactsSource {
  const identity = serviceClient({ caller: 'payouts', service: 'identity', ...options });
  // Reads of one user answer fast or not at all: a shorter wait than the batch calls'.
  const users = serviceClient({ caller: 'payouts', service: 'identity', ...options, timeoutMs: options.timeoutMs ?? 5_000 });
  return {
    checkTillPin: (input) => checkPinAtIdentity(options, input),
    async userName(userId) {
      const user = await sessionUserAt(users, userId);
      if (!user) return null;
      return user.fullName || user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    },
    async dealerTimeZone(dealerId) {
      const user = await sessionUserAt(users, dealerId);
      // Only a zone the product offers: anything else would make the export's clock fail.
      return user?.type === 'dealer' && isDealerTimeZone(user.timeZone) ? user.timeZone : null;
    },
    async facts(riderIds) {
      const answer = new Map<string, RiderFacts>();
      const ids = [...new Set(riderIds)];
      for (let start = 0; start < ids.length; start += BATCH) {
        const page = await identity('/internal/riders/payout-facts', payoutFactsAnswerSchema, { method: 'POST', body: { riderIds: ids.slice(start, start + BATCH) } });
        if (!page) throw apiError('BAD_GATEWAY', { service: 'identity' });
        for (const rider of page.riders) answer.set(rider.riderId, rider);
      }
      return answer;
    },
    async statementFacts(riderIds) {
      const answer = new Map<string, StatementFacts>();
      const ids = [...new Set(riderIds)];
      for (let start = 0; start < ids.length; start += BATCH) {
        const page = await identity('/internal/riders/statement-facts', statementFactsAnswerSchema, { method: 'POST', body: { riderIds: ids.slice(start, start + BATCH) } });
        if (!page) throw apiError('BAD_GATEWAY', { service: 'identity' });
        for (const rider of page.riders) answer.set(rider.riderId, rider);
      }
      return answer;
    },
    async profile(riderId) {
      const answer = await identity('/internal/riders/claim-profile', z.object({ rider: claimProfileSchema }), { method: 'POST', body: { riderId } });
      return answer?.rider ?? null;
    },
  };
}

/** The same from a list held in memory (tests, benchmarks); a rider's profile is made up from their facts. */
export function memoryRiderFacts(
  riders: RiderFacts[],
  options: { pin?: string } = {},
): RiderFactsSource & { riders: Map<string, RiderFacts>; dealerTimeZones: Map<string, string>; people: Map<string, Partial<StatementFacts>> } {
  const byId = new Map(riders.map((rider) => [rider.riderId, rider]));
  const dealerTimeZones = new Map<string, string>();
  // What a test says of a rider's name, language, country and W-9 (the rest is made up from their facts).
  const people = new Map<string, Partial<StatementFacts>>();
  return {
    riders: byId,
    people,
    async statementFacts(riderIds) {
      return new Map(
        riderIds.flatMap((id) => {
          const facts = byId.get(id);
          const person = people.get(id);
          if (!facts && !person) return [];
          return [[id, { riderId: id, name: `Rider ${id}`, email: `${id}@example.com`, locale: 'en', country: 'US', nonResidentAlien: facts?.nonResidentAlien ?? false, w9ReceivedAt: null, ...person }] as const];
        }),
      );
    },
    // A dealer's zone is whatever a test set here (identity's own tests prove how it follows the address).
    dealerTimeZones,
    async dealerTimeZone(dealerId) {
      return dealerTimeZones.get(dealerId) ?? null;
    },
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
