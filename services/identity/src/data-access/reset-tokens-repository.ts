import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { PasswordResetToken } from './models/index.js';

export async function createResetToken(db: IdentityDb, token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }, transaction: Transaction): Promise<void> {
  await db.models.PasswordResetToken.create({ id: randomUUID(), ...token, usedAt: null }, { transaction });
}

/** Whether the user was sent a reset link after `since` (resend interval). */
export async function resetTokenIssuedSince(db: IdentityDb, userId: string, since: Date, transaction: Transaction): Promise<boolean> {
  return (await db.models.PasswordResetToken.count({ where: { userId, createdAt: { [Op.gt]: since } }, transaction })) > 0;
}

export async function findResetToken(db: IdentityDb, tokenHash: string, transaction?: Transaction): Promise<PasswordResetToken | null> {
  return db.models.PasswordResetToken.findOne({ where: { tokenHash }, transaction });
}

/** Marks a token used if it is still open; false when it was used (concurrently), expired or cleared. */
export async function useResetToken(db: IdentityDb, id: string, now: Date, transaction: Transaction): Promise<boolean> {
  const [updated] = await db.models.PasswordResetToken.update(
    { usedAt: now },
    { where: { id, usedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: now } }, transaction },
  );
  return updated === 1;
}

/** Removes every reset token of a user (their password just changed). */
export async function clearResetTokens(db: IdentityDb, userId: string, transaction: Transaction): Promise<void> {
  await db.models.PasswordResetToken.destroy({ where: { userId }, transaction });
}

/** The user's newest reset token, used or not, or null. */
export async function findLatestResetToken(db: IdentityDb, userId: string, transaction: Transaction): Promise<PasswordResetToken | null> {
  return db.models.PasswordResetToken.findOne({ where: { userId }, order: [['createdAt', 'DESC']], transaction });
}

/** These users' reset tokens still open at `now` (unused, unexpired), oldest first. */
export async function findOpenResetTokens(db: IdentityDb, userIds: string[], now: Date): Promise<PasswordResetToken[]> {
  return db.models.PasswordResetToken.findAll({
    where: { userId: userIds, usedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: now } },
    order: [['createdAt', 'ASC']],
  });
}
