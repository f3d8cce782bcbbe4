import { QueryTypes, type Transaction } from 'sequelize';
import { sqlDate } from '@rr/server-kit';
import type { IdentityDb } from './database.js';
import type { NewAuditEntry } from './audit-repository.js';

/**
 * The PIN check's statements, written by hand: every redemption at a till asks it, and there the cost of each model
 * call (building the query, then an instance from the row) and of each extra round trip is what limits how many
 * redemptions a core can make. Each function is one statement with bound parameters (prepared on MySQL), reading and
 * writing the rows as the models do (dates as DATETIME(3) text, flags 0/1). Whatever changes what a session shows of
 * a rider (the PIN's count and lock) still goes through the models, whose hooks announce it.
 */

const mysql = (db: IdentityDb) => db.sequelize.getDialect() === 'mysql';
const flag = (value: unknown) => value === true || Number(value) === 1;

/** The dealer a till belongs to, and whether the rider asked about is an active one, in one read. */
export async function findTillTry(db: IdentityDb, dealerId: string, riderId: string): Promise<{ dealer: { name: string; country: string | null; active: boolean } | null; riderActive: boolean }> {
  const rows = await db.sequelize.query<{ name: string; country: string | null; active: unknown; rider_deactivated: unknown }>(
    `SELECT d.name, d.country, d.active,
            (SELECT u.deactivated FROM riders r JOIN users u ON u.id = r.user_id WHERE r.user_id = $2) AS rider_deactivated
       FROM dealers d WHERE d.user_id = $1`,
    { bind: [dealerId, riderId], type: QueryTypes.SELECT },
  );
  const row = rows[0];
  // No such dealer: no till, whoever the rider is.
  if (!row) return { dealer: null, riderActive: false };
  return { dealer: { name: row.name, country: row.country ?? null, active: flag(row.active) }, riderActive: row.rider_deactivated !== null && row.rider_deactivated !== undefined && !flag(row.rider_deactivated) };
}

/** What a PIN is judged by: the rider's row, locked until the transaction ends, and whether their login is deactivated. */
export interface LockedPinRow {
  userId: string;
  firstName: string;
  lastName: string;
  country: string;
  pinHash: string | null;
  pinFailures: number;
  pinLocked: boolean;
  deactivated: boolean;
}

/** The rider's PIN columns under the row's lock (concurrent tries for one rider wait for each other); the login is read, not locked. */
export async function lockPinRow(db: IdentityDb, riderId: string, transaction: Transaction): Promise<LockedPinRow | null> {
  const rows = await db.sequelize.query<Record<string, unknown>>(
    `SELECT r.user_id, r.first_name, r.last_name, r.country, r.pin_hash, r.pin_failures, r.pin_locked_at,
            (SELECT u.deactivated FROM users u WHERE u.id = r.user_id) AS deactivated
       FROM riders r WHERE r.user_id = $1${mysql(db) ? ' FOR UPDATE' : ''}`,
    { bind: [riderId], type: QueryTypes.SELECT, transaction },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    country: row.country as string,
    pinHash: (row.pin_hash as string | null) ?? null,
    pinFailures: Number(row.pin_failures ?? 0),
    pinLocked: row.pin_locked_at !== null && row.pin_locked_at !== undefined,
    // No login row at all is as good as a deactivated one.
    deactivated: row.deactivated === null || row.deactivated === undefined || flag(row.deactivated),
  };
}

/**
 * One place in a budget's open window, taken in one statement when the window has one free: true when taken. False
 * says nothing more (no open window, or a full one): the caller then counts the try as the shared counters do.
 */
export async function takeBudgetPlace(db: IdentityDb, key: string, maxAttempts: number, now: Date): Promise<boolean> {
  const changed = await db.sequelize.query('UPDATE attempt_counters SET attempts = attempts + 1 WHERE counter_key = $1 AND window_ends_at > $2 AND attempts < $3', {
    bind: [key, sqlDate(db, now), maxAttempts],
    type: QueryTypes.BULKUPDATE,
  });
  return Number(changed) === 1;
}

/** Gives one place back in each of these budgets (never below 0), as the shared counters' `release` does, in one statement. */
export async function giveBudgetPlacesBack(db: IdentityDb, keys: readonly string[], transaction?: Transaction): Promise<void> {
  if (keys.length === 0) return;
  await db.sequelize.query(`UPDATE attempt_counters SET attempts = attempts - 1 WHERE counter_key IN (${keys.map((_, i) => `$${i + 1}`).join(', ')}) AND attempts > 0`, {
    bind: [...keys],
    type: QueryTypes.BULKUPDATE,
    ...(transaction ? { transaction } : {}),
  });
}

/** An audit entry with one bound insert, in the PIN check's transaction. */
export async function insertAuditEntry(db: IdentityDb, entry: NewAuditEntry, transaction?: Transaction): Promise<void> {
  await db.sequelize.query('INSERT INTO audit_log (at, action, actor_id, subject_id, method, path, status, details) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', {
    bind: [
      sqlDate(db, entry.at),
      entry.action,
      entry.actorId,
      entry.subjectId,
      entry.method ?? null,
      entry.path ?? null,
      entry.status ?? null,
      entry.details === undefined || entry.details === null ? null : JSON.stringify(entry.details),
    ],
    type: QueryTypes.INSERT,
    ...(transaction ? { transaction } : {}),
  });
}
