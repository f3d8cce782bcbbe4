// The audit log as the activity card shows it (docs/accounts.md: proxy.start/stop/request and identity's admin changes). Pure.
import type { ApiPagination } from '../../../lib/pagination';

export interface AuditEntry {
  _id: string;
  at: string;
  action: string;
  actorId?: string | null;
  actorName?: string | null;
  subjectId?: string | null;
  subjectName?: string | null;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  details?: unknown;
}

export interface AuditLogAnswer {
  entries: AuditEntry[];
  pagination?: ApiPagination;
}

/** Entries a page of the card shows. */
export const ACTIVITY_PAGE_SIZE = 10;

/** Actions with a label of their own (`admin.activity.action.<key>`); others show the action as recorded. */
const KNOWN_ACTIONS: Record<string, string> = {
  'proxy.start': 'proxyStart',
  'proxy.stop': 'proxyStop',
  'proxy.request': 'proxyRequest',
  'account.activated': 'activated',
  'account.deactivated': 'deactivated',
  'riders.merged': 'ridersMerged',
  'admin.profile.updated': 'profileUpdated',
  'rider.withholding.changed': 'withholding',
  'rider.created': 'riderCreated',
  'dealer.created': 'dealerCreated',
  'dealer.updated': 'dealerUpdated',
  'dealer.invitation.sent': 'dealerInvitationSent',
  'dealer.reset.sent': 'dealerResetSent',
  'till.pin.right': 'tillPinRight',
  'till.pin.wrong': 'tillPinWrong',
  'till.pin.locked': 'tillPinLocked',
  'till.pin.refused': 'tillPinRefused',
  'api-token.created': 'apiTokenCreated',
  'api-token.rotated': 'apiTokenRotated',
  'api-token.revoked': 'apiTokenRevoked',
};

export interface ActivityRow {
  id: string;
  at: string;
  /** Catalog key of the action's label, or null to show `action` itself. */
  labelKey: string | null;
  action: string;
  actor: string;
  /** The other party; empty when the actor acted on themselves. */
  subject: string;
  /** `PUT /api/… → 200` for recorded calls, else null. */
  request: string | null;
  failed: boolean;
}

export function toActivityRow(entry: AuditEntry): ActivityRow {
  const known = KNOWN_ACTIONS[entry.action];
  const actor = entry.actorName || entry.actorId || '';
  const sameParty = Boolean(entry.subjectId) && entry.subjectId === entry.actorId;
  const subject = sameParty ? '' : entry.subjectName || entry.subjectId || '';
  const request = entry.method && entry.path ? `${entry.method} ${entry.path}${typeof entry.status === 'number' ? ` → ${entry.status}` : ''}` : null;
  return {
    id: entry._id,
    at: entry.at,
    labelKey: known ? `admin.activity.action.${known}` : null,
    action: entry.action,
    actor,
    subject,
    request,
    failed: typeof entry.status === 'number' && entry.status >= 400,
  };
}
