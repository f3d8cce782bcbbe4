import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { AuditEntry } from './models/index.js';

export interface NewAuditEntry {
  at: Date;
  action: string;
  actorId: string | null;
  subjectId: string | null;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  details?: unknown;
}

export async function addAuditEntry(db: IdentityDb, entry: NewAuditEntry, transaction?: Transaction): Promise<AuditEntry> {
  return db.models.AuditEntry.create(
    {
      at: entry.at,
      action: entry.action,
      actorId: entry.actorId,
      subjectId: entry.subjectId,
      method: entry.method ?? null,
      path: entry.path ?? null,
      status: entry.status ?? null,
      details: entry.details === undefined || entry.details === null ? null : JSON.stringify(entry.details),
    },
    { transaction },
  );
}

/** One page of entries, newest first; with `userId`, only those where the user is actor or subject. */
export async function listAuditEntries(db: IdentityDb, { userId, page, limit }: { userId?: string; page: number; limit: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const where: WhereOptions<AuditEntry> = userId ? { [Op.or]: [{ actorId: userId }, { subjectId: userId }] } : {};
  const { rows, count } = await db.models.AuditEntry.findAndCountAll({
    where,
    order: [
      ['at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
    offset: (page - 1) * limit,
  });
  return { rows, total: count };
}
