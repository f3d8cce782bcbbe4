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
  | { kind: 'failed'; message: MessageDescriptor };

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

/** A successful removal: back to the Rider Manager as the administrator (the guard handles anything else). */
export function proxyRemoved(answer: unknown): ProxyStep {
  const outcome = sessionOutcome(answer);
  if (outcome.kind === 'logout') return outcome;
  const { session } = outcome;
  if (!session.authenticated) return { kind: 'go', session, to: '/login' };
  return { kind: 'go', session, to: session.type === 'admin' ? PROXY_RETURN_PATH : HOME_PATHS[session.type] };
}

/** Spec §4/§8: a failed removal always reads 'Sorry could not complete the removal'. */
export const PROXY_REMOVE_FAILED = message('shell.proxy.removeFailed', 'Sorry could not complete the removal');
