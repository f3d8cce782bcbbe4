import type { z } from 'zod';
import { apiError } from './errors.js';
import { IDENTITY_HEADER, signIdentity } from './identity-token.js';
import { tracedFetch } from './tracing.js';

export interface ServiceClientOptions {
  /** The calling service, as its token names it ('payouts'). */
  caller: string;
  /** The service called, as the errors name it ('identity'). */
  service: string;
  baseUrl: string;
  /** The identity-token secret every service shares. */
  secret: string;
  /** Per call unless the call says otherwise (15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ServiceCallInit {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
}

/**
 * A service's calls to another service's API. Each call carries the caller's service token (a service answers no
 * call without one) and its answer is checked against `schema`: null for a 404, 503 UNAVAILABLE when the service
 * cannot be reached or fails, 502 BAD_GATEWAY for another refusal or an answer of the wrong shape.
 */
export type ServiceClient = <S extends z.ZodType>(path: string, schema: S, init?: ServiceCallInit) => Promise<z.infer<S> | null>;

export function serviceClient(options: ServiceClientOptions): ServiceClient {
  const service = { service: options.service };
  return async function call<S extends z.ZodType>(path: string, schema: S, init: ServiceCallInit = {}): Promise<z.infer<S> | null> {
    const token = await signIdentity({ sub: options.caller, typ: 'service' }, options.secret);
    let response: Response;
    try {
      response = await tracedFetch(options.fetch ?? fetch, new URL(path, options.baseUrl), {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', [IDENTITY_HEADER]: token, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(init.timeoutMs ?? options.timeoutMs ?? 15_000),
      });
    } catch {
      throw apiError('UNAVAILABLE', service);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw apiError(response.status >= 500 ? 'UNAVAILABLE' : 'BAD_GATEWAY', service);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw apiError('BAD_GATEWAY', service);
    return parsed.data;
  };
}
