import { Op, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { PromoterApiToken } from './models/index.js';

/** Promoters' API tokens (domain/api-tokens.ts): rows by id, a promoter's live ones, the last-use mark. */

export async function findApiToken(db: IdentityDb, id: string, transaction?: Transaction): Promise<PromoterApiToken | null> {
  return db.models.PromoterApiToken.findByPk(id, { transaction });
}

/** A promoter's tokens not revoked, newest first. */
export async function findLiveApiTokens(db: IdentityDb, promoterId: string): Promise<PromoterApiToken[]> {
  return db.models.PromoterApiToken.findAll({ where: { promoterId, revokedAt: null }, order: [['createdAt', 'DESC'], ['id', 'ASC']] });
}

export async function countLiveApiTokens(db: IdentityDb, promoterId: string, transaction: Transaction): Promise<number> {
  return db.models.PromoterApiToken.count({ where: { promoterId, revokedAt: null }, transaction });
}

export async function insertApiToken(
  db: IdentityDb,
  row: { id: string; promoterId: string; name: string; scopes: string; secretHash: string; createdBy: string | null; createdAt: Date },
  transaction: Transaction,
): Promise<PromoterApiToken> {
  return db.models.PromoterApiToken.create(row, { transaction });
}

/** Sets the last use to `now` unless a use within `resolutionMs` is recorded already: one write per token and period. */
export async function markApiTokenUsed(db: IdentityDb, id: string, now: Date, resolutionMs: number): Promise<void> {
  await db.models.PromoterApiToken.update(
    { lastUsedAt: now },
    { where: { id, [Op.or]: [{ lastUsedAt: null }, { lastUsedAt: { [Op.lte]: new Date(now.getTime() - resolutionMs) } }] } },
  );
}
