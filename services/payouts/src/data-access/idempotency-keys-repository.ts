import type { Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { IdempotencyKey } from './models/index.js';

// The first answer to a money-moving call, by caller and key: a replay reads it, a copy racing the first fails on the
// key's unique row.

export async function findIdempotencyKey(db: PayoutsDb, caller: string, key: string, transaction?: Transaction): Promise<IdempotencyKey | null> {
  return db.models.IdempotencyKey.findOne({ where: { caller, key }, ...(transaction ? { transaction } : {}) });
}

/** Takes the key for this call (a UniqueConstraintError when another call took it first). */
export async function takeIdempotencyKey(db: PayoutsDb, row: { caller: string; key: string; operation: string; requestHash: string }, transaction: Transaction): Promise<void> {
  await db.models.IdempotencyKey.create(row, { transaction });
}

/** Records the call's answer under its key. */
export async function recordIdempotentAnswer(db: PayoutsDb, caller: string, key: string, answer: { statusCode: number; response: string; completedAt: Date }, transaction: Transaction): Promise<void> {
  await db.models.IdempotencyKey.update(answer, { where: { caller, key }, transaction });
}
