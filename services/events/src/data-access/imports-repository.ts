import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Result, ResultImport } from './models/index.js';

// Uploaded files parsed into a preview, committed at most once (`result_imports`), and the lines a commit replaces.

/** Forgets every upload of the event (the event is deleted). */
export async function removeImportsOfEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  await db.models.ResultImport.destroy({ where: { eventId }, transaction });
}

/** Forgets the event's uploads of results (not of its classes), so they may be committed again once their results are gone. */
export async function removeResultsImportsOfEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  await db.models.ResultImport.destroy({ where: { eventId, kind: { [Op.ne]: 'classes' } }, transaction });
}

/** The upload of this file for this target and kind, if it was uploaded before. */
export async function findImportByScope(db: EventsDb, scopeKey: string): Promise<ResultImport | null> {
  return db.models.ResultImport.findOne({ where: { scopeKey } });
}

/** Every upload of these bytes for this target, kind and class, newest first (a file may be imported more than once). */
export async function findUploadsOfFile(db: EventsDb, file: { eventId: string | null; seriesId: string | null; kind: ResultImport['kind']; classId: string | null; sha256: string }): Promise<ResultImport[]> {
  return db.models.ResultImport.findAll({ where: { ...file }, order: [['createdAt', 'DESC']] });
}

export async function insertImport(db: EventsDb, fields: CreationAttributes<ResultImport>): Promise<ResultImport> {
  return db.models.ResultImport.create(fields);
}

export async function findImportById(db: EventsDb, importId: string): Promise<ResultImport | null> {
  return db.models.ResultImport.findByPk(importId);
}

/** The upload, locked for the rest of the transaction: a second commit of it waits, then sees it committed. */
export async function lockImport(db: EventsDb, importId: string, transaction: Transaction): Promise<ResultImport | null> {
  return db.models.ResultImport.findByPk(importId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The event's latest 20 uploads, newest first. */
export async function findImportsOfEvent(db: EventsDb, eventId: string): Promise<ResultImport[]> {
  return db.models.ResultImport.findAll({ where: { eventId }, order: [['createdAt', 'DESC']], limit: 20 });
}

export type ReplacedLine = Pick<Result, 'id' | 'classId' | 'resultType' | 'riderId' | 'riderName' | 'number' | 'vin' | 'matchStatus'>;

/** The event's lines a commit replaces (of one class when given), with what their ids are carried by. */
export async function findLinesToReplace(db: EventsDb, scope: { eventId: string; classId?: string }, transaction: Transaction): Promise<ReplacedLine[]> {
  return db.models.Result.findAll({ where: scope, attributes: ['id', 'classId', 'resultType', 'riderId', 'riderName', 'number', 'vin', 'matchStatus'], transaction });
}

/** Writes these lines (one query: the caller batches). */
export async function insertLines(db: EventsDb, records: ReadonlyArray<CreationAttributes<Result>>, transaction: Transaction): Promise<void> {
  await db.models.Result.bulkCreate([...records], { transaction });
}
