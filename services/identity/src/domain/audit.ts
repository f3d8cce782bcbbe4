import type { Pagination } from '@rr/contracts';
import type { AuditEntry, AuditLogEntry, AuditLogQuery } from '@rr/contracts/server';
import type { Identity } from '@rr/server-kit';
import { addAuditEntry, listAuditEntries } from '../data-access/audit-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import { findUsersWithNames } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { displayName } from './session-user.js';

/** Actions identity records for its own admin changes (the BFF records proxy.start, proxy.stop, proxy.request). */
export const AUDIT_ACTIONS = {
  activated: 'account.activated',
  deactivated: 'account.deactivated',
  ridersMerged: 'riders.merged',
  adminProfileUpdated: 'admin.profile.updated',
  withholdingChanged: 'rider.withholding.changed',
  flagsChanged: 'rider.flags.changed',
  // A rider's files: uploads, staff reading a driver's licence or W-9, timecards added and removed.
  documentUploaded: 'rider.document.uploaded',
  documentViewed: 'rider.document.viewed',
  timecardAdded: 'rider.timecard.added',
  timecardRemoved: 'rider.timecard.removed',
  riderCreated: 'rider.created',
  // A promoter's API tokens (the secret is never recorded).
  apiTokenCreated: 'api-token.created',
  apiTokenRotated: 'api-token.rotated',
  apiTokenRevoked: 'api-token.revoked',
} as const;

/** Who acts: the impersonating administrator when there is one, else the caller. */
export const actorOf = (caller: Identity): string => caller.imp ?? caller.sub;

/** The request an audited change came in with. */
export interface AuditRequest {
  method: string;
  path: string;
}

/** `POST /internal/audit`: an entry the BFF records (time taken here). */
export async function recordAudit(ctx: AccountsContext, entry: AuditEntry): Promise<{ _id: string }> {
  const row = await addAuditEntry(ctx.db, { ...entry, at: ctx.now() });
  return { _id: String(row.id) };
}

/** A row of GET /api/admin/audit-log (@rr/contracts). */
export type { AuditLogEntry } from '@rr/contracts/server';

function parseDetails(details: string | null | undefined): unknown {
  if (!details) return null;
  try {
    return JSON.parse(details);
  } catch {
    return details;
  }
}

/** `GET /api/admin/audit-log`: newest first, optionally only entries where `userId` acts or is acted on, names resolved. */
export async function listAuditLog(db: IdentityDb, query: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; pagination: Pagination }> {
  const { rows, total } = await listAuditEntries(db, query);
  const ids = [...new Set(rows.flatMap((row) => [row.actorId, row.subjectId]).filter((id): id is string => Boolean(id)))];
  const names = new Map((await findUsersWithNames(db, ids)).map((user) => [user.id, displayName(user)]));
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    entries: rows.map((row) => ({
      _id: String(row.id),
      at: row.at.toISOString(),
      action: row.action,
      actorId: row.actorId,
      actorName: name(row.actorId),
      subjectId: row.subjectId,
      subjectName: name(row.subjectId),
      method: row.method ?? null,
      path: row.path ?? null,
      status: row.status ?? null,
      details: parseDetails(row.details),
    })),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}
