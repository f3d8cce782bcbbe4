// What the proxy pages (spec §4 Proxy mode, docs/accounts.md "Impersonation") do with the BFF's answers. Pure.
import { toApiError } from '@rr/api-client';
import { ROLES, paths, type Role } from '@rr/contracts/routes';
import { HOME_PATHS, type Session } from '@rr/session';
import type { MessageDescriptor } from '@rr/contracts';
import { describeApiError, errorCode } from '@rr/ui';
import { sessionOutcome } from '../../session';

/** Who an administrator may act as: every role but admin. */
export type ProxyTarget = Exclude<Role, 'admin'>;
export const PROXY_TARGETS: readonly ProxyTarget[] = ROLES.filter((role): role is ProxyTarget => role !== 'admin');

/** Where an administrator starts and ends impersonation (mf-admin's Rider Manager). */
export const PROXY_RETURN_PATH = paths.admin.riders();

/** The next step after an answer: go to a page with the new session, alert and log out, or show a message. */
export type ProxyStep =
  | { kind: 'go'; session: Session; to: string }
  | { kind: 'logout'; messageId: string }
  /** `retryable`: the same call may succeed later (a server error, no answer); else only a way back is offered. */
  | { kind: 'failed'; message: MessageDescriptor; retryable?: boolean };

const message = (id: string, defaultMessage: string): MessageDescriptor => ({ id, defaultMessage });

/** The failure of POST /api/admin/proxy/{type}/{id}, in words an administrator can act on. */
export function proxyStartFailure(caught: unknown, target: ProxyTarget): MessageDescriptor {
  const error = toApiError(caught);
  const code = errorCode(error);
  if (code === 'NOT_FOUND') return message(`shell.proxy.error.notFound.${target}`, 'No such user');
  if (code === 'FORBIDDEN') return message('shell.proxy.error.notAdmin', 'Only administrators can proxy as another user');
  return describeApiError(error);
}

/** A successful start: the impersonated user's start page (the guard may send a rider on to fix VINs). */
export function proxyStarted(answer: unknown, target: ProxyTarget): ProxyStep {
  const outcome = sessionOutcome(answer);
  if (outcome.kind === 'logout') return outcome;
  const { session } = outcome;
  if (!session.authenticated || session.type !== target) {
    return { kind: 'failed', message: message('shell.proxy.error.unexpected', 'The proxy could not be started') };
  }
  return { kind: 'go', session, to: HOME_PATHS[session.type] };
}

/** The staff page of the user an administrator was acting as, where ending the impersonation leads back to. */
const RECORD_PAGES: { readonly [T in ProxyTarget]: (id: string) => string } = {
  rider: (id) => paths.admin.rider(id),
  dealer: (id) => paths.admin.dealer(id),
  promoter: (id) => paths.admin.promoter(id),
};

/**
 * A successful removal: the administrator back to the staff page of the user they acted as (a promoter's page after
 * acting as a promoter), or to the Rider Manager when the shell did not know whom. The BFF answers the same way (200
 * with the caller's own session) when there was nothing to remove (Back, a second click, another tab): then the user
 * goes to their own area. `before` is the session the page started from (null when the shell did not know it yet).
 */
export function proxyRemoved(answer: unknown, before: Session | null = null): ProxyStep {
  const outcome = sessionOutcome(answer);
  if (outcome.kind === 'logout') return outcome;
  const { session } = outcome;
  if (!session.authenticated) return { kind: 'go', session, to: paths.public.login() };
  const nothingRemoved = before !== null && (!before.authenticated || !before.proxyHost);
  if (session.type !== 'admin' || nothingRemoved) return { kind: 'go', session, to: HOME_PATHS[session.type] };
  const actedAs = before?.authenticated && before.type !== 'admin' ? RECORD_PAGES[before.type](before.user._id) : null;
  return { kind: 'go', session, to: actedAs ?? PROXY_RETURN_PATH };
}

/**
 * A failed removal: signed out (401) goes to login; a server error or no answer may succeed on a retry; anything
 * else (a refusal) cannot, so only the way back is offered.
 */
export function proxyRemoveFailure(caught: unknown): ProxyStep {
  const error = toApiError(caught);
  if (!error.network && error.status === 401) return { kind: 'go', session: { authenticated: false }, to: paths.public.login() };
  const retryable = error.network || error.status >= 500 || error.status === 429;
  return { kind: 'failed', message: PROXY_REMOVE_FAILED, retryable };
}

/** Spec §4/§8: a failed removal always reads 'Sorry could not complete the removal'. */
export const PROXY_REMOVE_FAILED = message('shell.proxy.removeFailed', 'Sorry could not complete the removal');
