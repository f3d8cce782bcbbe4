import { sessionUserSchema as SessionUserSchema, type SessionUser } from '@rr/contracts';
import { type BffAuditEntry } from '@rr/contracts/server';
import { z } from 'zod';
import type { BffConfig } from './config.js';
import { AppError, apiError, badGateway, codeForStatus, unavailable } from '@rr/server-kit/errors';
import { serviceError } from './errors.js';
import type { Logger } from './log.js';
import { type Breakers, Bulkhead, BulkheadFull, type Lane, type ServiceResponse, callService } from './upstream.js';

/** The identity service's SessionUser: the @rr/contracts schema (extra fields pass through untouched). */
export { sessionUserSchema as SessionUserSchema, type SessionUser } from '@rr/contracts';

/** *internal* `GET /internal/users/:id` → `{ user, sessionsValidAfter }`. */
export interface UserRecord {
  user: SessionUser;
  /** Sessions that proved identity before this time (ms) are over; null when never set. */
  sessionsValidAfter: number | null;
}

const UserRecordSchema = z.object({
  user: SessionUserSchema,
  sessionsValidAfter: z.number().nullish(),
});

/** *internal* `POST /internal/audit` (docs/accounts.md "Impersonation"): identity parses it with `auditEntrySchema`. */
export type AuditEntry = BffAuditEntry;

export interface IdentityClient {
  /** A BFF → identity call with a service token and the request id, through the identity breaker. Unreachable → 503 UNAVAILABLE. */
  call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ServiceResponse>;
  /**
   * A call that makes identity hash a password (login, register, resets, change password): its own breaker lane,
   * timeout and bulkhead, so a login flood cannot take the rest of identity's traffic down with it. A full bulkhead is
   * 503 LOGIN_BUSY at once.
   */
  callHashing(method: 'POST' | 'PUT', path: string, body: unknown): Promise<ServiceResponse>;
  /** The user as identity knows it now, or null when there is no such user (the session lane: own breaker, timeout, bulkhead). */
  getUser(userId: string): Promise<UserRecord | null>;
  /** `{ user }` of a 2xx answer, else a 502 (the service broke the contract). */
  userOf(res: ServiceResponse, what: string): SessionUser;
  /** Records an audit entry; failures are logged, never thrown. */
  audit(entry: AuditEntry): Promise<void>;
}

/** Turns a 4xx answer of identity into the same error for the client: status, `{ message, code, details }` unchanged. */
export function relayError(res: ServiceResponse): AppError {
  const body = (res.body && typeof res.body === 'object' ? res.body : {}) as { message?: unknown; code?: unknown; details?: unknown };
  const message = typeof body.message === 'string' ? body.message : typeof res.body === 'string' && res.body ? res.body : 'An error occurred';
  const code = typeof body.code === 'string' ? body.code : codeForStatus(res.status);
  const headers = retryAfterOf(res.status, body.details);
  return new AppError(res.status, code, message, body.details, headers);
}

/** A 429 or 503 from identity carrying `details.seconds` / `details.minutes` also gets a Retry-After for the client. */
function retryAfterOf(status: number, details: unknown): Record<string, string> | undefined {
  if ((status !== 429 && status !== 503) || !details || typeof details !== 'object') return undefined;
  const { seconds, minutes } = details as { seconds?: unknown; minutes?: unknown };
  const wait = typeof seconds === 'number' ? seconds : typeof minutes === 'number' ? minutes * 60 : undefined;
  return wait !== undefined && wait > 0 ? { 'Retry-After': String(Math.ceil(wait)) } : undefined;
}

/** Logs identity's answer that broke the contract and returns 502 BAD_GATEWAY for the client. */
export function unexpectedAnswer(log: Logger, what: string, status: number): AppError {
  log.error({ status }, `identity ${what} answered unexpectedly`);
  return badGateway('identity');
}

/** In-flight limits per BFF process (docs/operations.md "Capacity"). */
export const HASHING_IN_FLIGHT = 16;
export const HASHING_QUEUE = 32;
export const SESSION_READS_IN_FLIGHT = 128;
export const SESSION_READS_QUEUE = 256;

export function createIdentityClient({ config, breakers, log }: { config: BffConfig; breakers: Breakers; log: Logger }): IdentityClient {
  const timeouts = config.breaker.timeouts;
  const hashing = new Bulkhead('identity-hashing', HASHING_IN_FLIGHT, HASHING_QUEUE);
  const sessionReads = new Bulkhead('identity-session', SESSION_READS_IN_FLIGHT, SESSION_READS_QUEUE);

  const send = (lane: Lane, timeoutMs: number, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ServiceResponse> =>
    callService({
      breakers,
      service: 'identity',
      lane,
      baseUrl: config.upstreams.identity,
      secret: config.identityTokenSecret,
      method,
      path,
      body,
      timeoutMs,
    }).catch((err: unknown) => {
      throw serviceError('identity', err);
    });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    send('identity', method === 'GET' ? timeouts.read : timeouts.write, method, path, body);

  return {
    call,

    callHashing(method, path, body) {
      return hashing.run(() => send('identity-hashing', timeouts.hashing, method, path, body)).catch((err: unknown) => {
        if (err instanceof BulkheadFull) throw apiError('LOGIN_BUSY', { seconds: 2 }, { 'Retry-After': '2' });
        throw err;
      });
    },

    async getUser(userId) {
      if (!userId) return null;
      const res = await sessionReads
        .run(() => send('identity-session', timeouts.session, 'GET', `/internal/users/${encodeURIComponent(userId)}`))
        .catch((err: unknown) => {
          if (err instanceof BulkheadFull) throw unavailable('identity', { 'Retry-After': '1' });
          throw err;
        });
      if (res.status === 404) return null;
      const parsed = UserRecordSchema.safeParse(res.body);
      if (res.status !== 200 || !parsed.success) throw unexpectedAnswer(log, 'GET /internal/users/:id', res.status);
      return { user: parsed.data.user, sessionsValidAfter: parsed.data.sessionsValidAfter ?? null };
    },

    userOf(res, what) {
      const parsed = SessionUserSchema.safeParse((res.body as { user?: unknown } | null)?.user);
      if (res.status < 200 || res.status > 299 || !parsed.success) throw unexpectedAnswer(log, what, res.status);
      return parsed.data;
    },

    async audit(entry) {
      try {
        const res = await call('POST', '/internal/audit', entry);
        if (res.status < 200 || res.status > 299) log.error({ action: entry.action, status: res.status }, 'audit entry refused');
      } catch (err) {
        log.error({ action: entry.action, actorId: entry.actorId, err }, 'audit entry not recorded');
      }
    },
  };
}
