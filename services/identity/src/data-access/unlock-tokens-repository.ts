import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { LoginUnlockToken } from './models/index.js';

export async function createUnlockToken(db: IdentityDb, token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }, transaction: Transaction): Promise<void> {
  await db.models.LoginUnlockToken.create({ id: randomUUID(), ...token, usedAt: null }, { transaction });
}

/** Whether the user was mailed an unlock link after `since`. */
export async function unlockTokenIssuedSince(db: IdentityDb, userId: string, since: Date, transaction?: Transaction): Promise<boolean> {
  return (await db.models.LoginUnlockToken.count({ where: { userId, createdAt: { [Op.gt]: since } }, transaction })) > 0;
}

export async function findUnlockToken(db: IdentityDb, tokenHash: string): Promise<LoginUnlockToken | null> {
  return db.models.LoginUnlockToken.findOne({ where: { tokenHash } });
}

/** Marks a token used if it is still open: a conditional UPDATE, so it works once even under concurrent requests. */
export async function useUnlockToken(db: IdentityDb, id: string, now: Date): Promise<boolean> {
  const [updated] = await db.models.LoginUnlockToken.update({ usedAt: now }, { where: { id, usedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: now } } });
  return updated === 1;
}
