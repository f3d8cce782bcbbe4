import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { CodePurpose, OneTimeCode } from './models/index.js';

/**
 * The user's code for `purpose` (at most one). A plain read, on purpose: `storeCode` decides with the
 * unique index and a conditional UPDATE, so no gap lock is taken (on MySQL, two `SELECT … FOR UPDATE`
 * on a missing row followed by two INSERTs deadlock).
 */
export async function findCode(db: IdentityDb, userId: string, purpose: CodePurpose, transaction?: Transaction): Promise<OneTimeCode | null> {
  return db.models.OneTimeCode.findOne({ where: { userId, purpose }, transaction });
}

export interface NewCode {
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Stores a new code, replacing the previous one of the same user and purpose. The replacement is a
 * conditional UPDATE (`issued_at <= replaceIssuedBefore`), so two concurrent requests cannot both
 * replace a code issued within the resend interval. Returns false when nothing was stored.
 */
export async function storeCode(db: IdentityDb, code: NewCode, previous: OneTimeCode | null, replaceIssuedBefore: Date, transaction: Transaction): Promise<boolean> {
  const { OneTimeCode: Codes } = db.models;
  if (!previous) {
    await Codes.create({ id: randomUUID(), ...code, attempts: 0, consumedAt: null }, { transaction });
    return true;
  }
  const [updated] = await Codes.update(
    { codeHash: code.codeHash, issuedAt: code.issuedAt, expiresAt: code.expiresAt, attempts: 0, consumedAt: null },
    { where: { id: previous.id, issuedAt: { [Op.lte]: replaceIssuedBefore } }, transaction },
  );
  return updated === 1;
}

/**
 * Takes one attempt on a code atomically: succeeds only while the code is open (not consumed, not
 * expired, fewer than `maxAttempts` attempts so far). Every attempt counts, so concurrent guesses
 * cannot exceed the limit.
 */
export async function claimAttempt(db: IdentityDb, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  const [updated] = await db.models.OneTimeCode.update(
    { attempts: db.sequelize.literal('attempts + 1') },
    { where: { id, consumedAt: { [Op.is]: null }, attempts: { [Op.lt]: maxAttempts }, expiresAt: { [Op.gt]: now } } },
  );
  return updated === 1;
}

/** Marks a code used; false when another request consumed it first (single use). */
export async function consumeCode(db: IdentityDb, id: string, now: Date, transaction: Transaction): Promise<boolean> {
  const [updated] = await db.models.OneTimeCode.update({ consumedAt: now }, { where: { id, consumedAt: { [Op.is]: null } }, transaction });
  return updated === 1;
}

/** The code row as it is now (a new code may have replaced the one read before). */
export async function findCodeById(db: IdentityDb, id: string): Promise<OneTimeCode | null> {
  return db.models.OneTimeCode.findByPk(id);
}
