import { QueryTypes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { IdempotencyKey } from './models/index.js';
import { sqlDate } from './outbox-repository.js';

// The first answer to a money-moving call, by caller and key: a replay reads it, a copy racing the first fails on the
// key's unique row.

export async function findIdempotencyKey(db: PayoutsDb, caller: string, key: string, transaction?: Transaction): Promise<IdempotencyKey | null> {
  return db.models.IdempotencyKey.findOne({ where: { caller, key }, ...(transaction ? { transaction } : {}) });
}

/** Takes the key for this call (a UniqueConstraintError when another call took it first). */
export async function takeIdempotencyKey(db: PayoutsDb, row: { caller: string; key: string; operation: string; requestHash: string }, transaction: Transaction): Promise<void> {
  await db.models.IdempotencyKey.create(row, { transaction });
}

/** Records the call's answer under its key, with one bound statement (the till's last one, on every redemption). */
export async function recordIdempotentAnswer(db: PayoutsDb, caller: string, key: string, answer: { statusCode: number; response: string; completedAt: Date }, transaction: Transaction): Promise<void> {
  await db.sequelize.query(`UPDATE idempotency_keys SET status_code = $1, response = $2, completed_at = $3 WHERE caller = $4 AND ${keyColumn(db)} = $5`, {
    bind: [answer.statusCode, answer.response, sqlDate(db, answer.completedAt), caller, key],
    type: QueryTypes.UPDATE,
    transaction,
  });
}

/** What a key holds, read with one bound statement (the till asks this on every redemption). */
export async function findIdempotentAnswer(db: PayoutsDb, caller: string, key: string): Promise<{ requestHash: string; statusCode: number | null; response: string | null } | null> {
  const rows = await db.sequelize.query<{ request_hash: string; status_code: number | string | null; response: string | null }>(
    `SELECT request_hash, status_code, response FROM idempotency_keys WHERE caller = $1 AND ${keyColumn(db)} = $2`,
    { bind: [caller, key], type: QueryTypes.SELECT },
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, statusCode: row.status_code === null ? null : Number(row.status_code), response: row.response } : null;
}

/** Takes the key for this call with one bound insert (a UniqueConstraintError when another call took it first). */
export async function insertIdempotencyKey(db: PayoutsDb, row: { caller: string; key: string; operation: string; requestHash: string; at: Date }, transaction: Transaction): Promise<void> {
  await db.sequelize.query(`INSERT INTO idempotency_keys (caller, ${keyColumn(db)}, operation, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)`, {
    bind: [row.caller, row.key, row.operation, row.requestHash, sqlDate(db, row.at)],
    type: QueryTypes.INSERT,
    transaction,
  });
}

/** `key` is a reserved word on MySQL: quoted as each dialect quotes a name. */
const keyColumn = (db: PayoutsDb) => (db.sequelize.getDialect() === 'mysql' ? '`key`' : '"key"');
