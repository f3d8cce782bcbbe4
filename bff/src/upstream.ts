import CircuitBreaker from 'opossum';
import { IDENTITY_HEADER, signIdentity } from '@rr/server-kit/identity-token';
import { REQUEST_ID_HEADER, currentRequestId } from '@rr/server-kit/logger';
import { tracedCall } from '@rr/server-kit/tracing';
import type { BreakerSettings, ServiceName } from './config.js';
import { SERVICES } from './config.js';

/**
 * Breaker lanes (docs/architecture.md "Failure isolation"): one per service for proxied calls and the BFF's own, plus
 * two more for identity, so that a failing kind of call cannot open the circuit for the rest:
 * - `identity-session`: a session's user read when the BFF's copy is gone (cheap, must stay up);
 * - `identity-hashing`: calls that hash a password (login, register, resets, change password: argon2id, slow under a
 *   flood).
 */
export const LANES = [...SERVICES, 'identity-session', 'identity-hashing'] as const;
export type Lane = (typeof LANES)[number];

/** One circuit breaker per lane, shared by the proxy and the BFF's own calls. */
export type Breakers = Record<Lane, CircuitBreaker<[() => Promise<unknown>], unknown>>;

export function createBreakers(settings: BreakerSettings): Breakers {
  const make = (name: Lane) =>
    new CircuitBreaker<[() => Promise<unknown>], unknown>((task) => task(), {
      name,
      // Every call has its own upstream timeout; a breaker timeout would race the live response.
      timeout: false,
      errorThresholdPercentage: settings.errorThresholdPercentage,
      volumeThreshold: settings.volumeThreshold,
      resetTimeout: settings.resetTimeoutMs,
      // Longer than the longest timeout, so a call that timed out is counted in the window it started in.
      rollingCountTimeout: settings.windowMs,
      rollingCountBuckets: 10,
    });
  return Object.fromEntries(LANES.map((lane) => [lane, make(lane)])) as Breakers;
}

/** Runs `task` through the lane's breaker (fails fast with code EOPENBREAKER while open). */
export function throughBreaker<T>(breakers: Breakers, lane: Lane, task: () => Promise<T>): Promise<T> {
  return breakers[lane].fire(task) as Promise<T>;
}

/** Thrown by a full bulkhead: code EBULKHEAD (an overload answer, not a failure of the service). */
export class BulkheadFull extends Error {
  readonly code = 'EBULKHEAD';
  constructor(readonly lane: string) {
    super(`${lane}: too many calls in flight`);
    this.name = 'BulkheadFull';
  }
}

/**
 * A bulkhead: at most `limit` calls of one kind in flight from this process, `queue` more waiting (FIFO); beyond
 * that a call is refused at once with BulkheadFull. Keeps one kind of call (password hashing under a login flood)
 * from taking every socket and every slot of the service from the rest.
 */
export class Bulkhead {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly queue: number,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.queue) throw new BulkheadFull(this.name);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; only when nobody waits is it given back.
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Error codes that mean "could not reach the service" (as opposed to a bad answer). */
const UNREACHABLE = new Set(['EOPENBREAKER', 'EBULKHEAD', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function errorCode(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const direct = (err as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  // fetch wraps socket errors: TypeError('fetch failed', { cause: { code } }).
  return errorCode((err as { cause?: unknown }).cause);
}

export function isUnreachable(err: unknown): boolean {
  const code = errorCode(err);
  if (code && UNREACHABLE.has(code)) return true;
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

export interface ServiceResponse {
  status: number;
  body: unknown;
}

/** Thrown for answers that count against a breaker (the service is up but failing). */
export class UpstreamFailure extends Error {
  constructor(
    readonly service: ServiceName,
    readonly status: number,
  ) {
    super(`${service} answered ${status}`);
    this.name = 'UpstreamFailure';
  }
}

/** A service's 503 with one of these codes is load shedding by a healthy service: relayed, never a breaker failure. */
const SHEDDING_CODES = new Set(['LOGIN_BUSY']);

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A BFF → service call on behalf of the BFF itself (identity token `typ: "service"`), through the lane's breaker
 * (the service's own unless given), carrying the current request's id. 502/503/504 answers count as breaker failures
 * and are thrown as UpstreamFailure, except a 503 that sheds load (SHEDDING_CODES), which is answered as is.
 */
export async function callService(opts: {
  breakers: Breakers;
  service: ServiceName;
  lane?: Lane;
  baseUrl: string;
  secret: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  timeoutMs?: number;
}): Promise<ServiceResponse> {
  return throughBreaker(opts.breakers, opts.lane ?? opts.service, async () => {
    const token = await signIdentity({ sub: 'bff', typ: 'service' }, opts.secret);
    const requestId = currentRequestId();
    const url = opts.baseUrl + opts.path;
    const res = await tracedCall(`${opts.method} ${opts.service}`, url, (trace) =>
      fetch(url, {
        method: opts.method,
        headers: {
          accept: 'application/json',
          [IDENTITY_HEADER]: token,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...trace,
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : null,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      }),
    );
    if (res.status === 502 || res.status === 504) {
      await res.body?.cancel();
      throw new UpstreamFailure(opts.service, res.status);
    }
    const body = parseBody(await res.text());
    if (res.status === 503) {
      const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
      if (typeof code !== 'string' || !SHEDDING_CODES.has(code)) throw new UpstreamFailure(opts.service, res.status);
    }
    return { status: res.status, body };
  });
}
