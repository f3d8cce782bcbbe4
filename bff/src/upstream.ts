import CircuitBreaker from 'opossum';
import { IDENTITY_HEADER, signIdentity } from '@rr/server-kit/identity-token';
import { REQUEST_ID_HEADER, currentRequestId } from '@rr/server-kit/logger';
import type { BreakerSettings, ServiceName } from './config.js';
import { SERVICES } from './config.js';

/** One circuit breaker per service, shared by the proxy and the BFF's own calls. */
export type Breakers = Record<ServiceName, CircuitBreaker<[() => Promise<unknown>], unknown>>;

export function createBreakers(settings: BreakerSettings): Breakers {
  const make = (name: ServiceName) =>
    new CircuitBreaker<[() => Promise<unknown>], unknown>((task) => task(), {
      name,
      // Proxied requests have their own upstream timeout; a breaker timeout would race the live response.
      timeout: false,
      errorThresholdPercentage: settings.errorThresholdPercentage,
      volumeThreshold: settings.volumeThreshold,
      resetTimeout: settings.resetTimeoutMs,
    });
  return Object.fromEntries(SERVICES.map((s) => [s, make(s)])) as Breakers;
}

/** Runs `task` through the service's breaker (fails fast with code EOPENBREAKER while open). */
export function throughBreaker<T>(breakers: Breakers, service: ServiceName, task: () => Promise<T>): Promise<T> {
  return breakers[service].fire(task) as Promise<T>;
}

/** Error codes that mean "could not reach the service" (as opposed to a bad answer). */
const UNREACHABLE = new Set(['EOPENBREAKER', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

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

/**
 * A BFF → service call on behalf of the BFF itself (identity token `typ: "service"`), through the breaker, carrying
 * the current request's id. 502/503/504 answers count as breaker failures and are thrown as UpstreamFailure.
 */
export async function callService(opts: {
  breakers: Breakers;
  service: ServiceName;
  baseUrl: string;
  secret: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  timeoutMs?: number;
}): Promise<ServiceResponse> {
  return throughBreaker(opts.breakers, opts.service, async () => {
    const token = await signIdentity({ sub: 'bff', typ: 'service' }, opts.secret);
    const requestId = currentRequestId();
    const res = await fetch(opts.baseUrl + opts.path, {
      method: opts.method,
      headers: {
        accept: 'application/json',
        [IDENTITY_HEADER]: token,
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : null,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
    if (res.status === 502 || res.status === 503 || res.status === 504) {
      await res.body?.cancel();
      throw new UpstreamFailure(opts.service, res.status);
    }
    const text = await res.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: res.status, body };
  });
}
