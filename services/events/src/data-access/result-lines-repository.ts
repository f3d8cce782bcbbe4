import { Op, type InferAttributes, type CreationAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Result } from './models/index.js';

// An event's result lines as the event tools read and write them.

type ResultFields = CreationAttributes<Result>;

const within = (transaction?: Transaction) => (transaction ? { transaction } : {});

/** The columns a result line shows in the event tools, read as plain rows (a 2,000-line event is read on every visit). */
export const LINE_COLUMNS = [
  'id', 'classId', 'place', 'status', 'resultType', 'riderName', 'number', 'bike', 'hometown', 'email', 'amaNumber', 'vin',
  'payoutCents', 'payoutType', 'eligibility', 'matchStatus', 'matchMethod', 'riderId', 'candidates', 'sourceRow', 'rememberedId',
] as const;
export type LineRow = Pick<Result, (typeof LINE_COLUMNS)[number]>;

/** Every line of the event as plain rows of the tools' columns, in no particular order. */
export async function findLineRows(db: EventsDb, eventId: string): Promise<LineRow[]> {
  return (await db.models.Result.findAll({ attributes: [...LINE_COLUMNS], where: { eventId }, raw: true })) as unknown as LineRow[];
}

/** Lines by id (of one event, when given) as plain rows of the tools' columns with their event's id. */
export async function findLineRowsByIds(db: EventsDb, ids: readonly string[], eventId?: string): Promise<Array<LineRow & { eventId: string }>> {
  return (await db.models.Result.findAll({ attributes: [...LINE_COLUMNS, 'eventId'], where: { id: { [Op.in]: [...ids] }, ...(eventId ? { eventId } : {}) }, raw: true })) as unknown as Array<LineRow & { eventId: string }>;
}

/** One line of the event. */
export async function findLine(db: EventsDb, eventId: string, resultId: string, transaction?: Transaction): Promise<Result | null> {
  return db.models.Result.findOne({ where: { id: resultId, eventId }, ...within(transaction) });
}

/** Lines of the event by id. */
export async function findLines(db: EventsDb, eventId: string, ids: readonly string[], transaction?: Transaction): Promise<Result[]> {
  return db.models.Result.findAll({ where: { eventId, id: { [Op.in]: [...ids] } }, ...within(transaction) });
}

/** Every line of the event, in no particular order. */
export async function findLinesOfEvent(db: EventsDb, eventId: string, transaction?: Transaction): Promise<Result[]> {
  return db.models.Result.findAll({ where: { eventId }, ...within(transaction) });
}

/** The event's lines matched to the rider. */
export async function findMatchedLinesOfRider(db: EventsDb, eventId: string, riderId: string, transaction?: Transaction): Promise<Result[]> {
  return db.models.Result.findAll({ where: { eventId, riderId, matchStatus: 'matched' }, ...within(transaction) });
}

/** A line of the event matched to the rider, if any. */
export async function findMatchedLineOfRider(db: EventsDb, eventId: string, riderId: string, transaction: Transaction): Promise<Result | null> {
  return db.models.Result.findOne({ where: { eventId, riderId, matchStatus: 'matched' }, transaction });
}

export async function countLinesOfClass(db: EventsDb, classId: string, transaction: Transaction): Promise<number> {
  return db.models.Result.count({ where: { classId }, transaction });
}

export async function insertLine(db: EventsDb, fields: ResultFields, transaction: Transaction): Promise<Result> {
  return db.models.Result.create(fields, { transaction });
}

/** Writes the given fields of a line read before. */
export async function saveLine(line: Result, fields: Partial<InferAttributes<Result>>, transaction: Transaction): Promise<void> {
  await line.update(fields, { transaction });
}

/** Writes the same fields on the event's lines with these ids. */
export async function saveLinesAlike(db: EventsDb, eventId: string, ids: readonly string[], fields: Partial<InferAttributes<Result>>, transaction: Transaction): Promise<void> {
  await db.models.Result.update(fields, { where: { eventId, id: { [Op.in]: [...ids] } }, transaction });
}

/** Removes the event's lines, of one class or with these ids when given; answers how many went. */
export async function removeLines(db: EventsDb, eventId: string, scope: { classId?: string | undefined; ids?: string[] | null }, transaction: Transaction): Promise<number> {
  const where = { eventId, ...(scope.classId ? { classId: scope.classId } : {}), ...(scope.ids ? { id: scope.ids } : {}) };
  return db.models.Result.destroy({ where, transaction });
}

/** What a published line carries. */
export type PublishedRow = Pick<Result, 'id' | 'classId' | 'place' | 'status' | 'resultType' | 'riderId' | 'riderName' | 'vin' | 'bike' | 'matchStatus'>;

/**
 * The event's lines by class and place, as plain rows of the columns a published line carries: a 2,000-line event is
 * published on every decision, and building model instances for it cost more than the rest of the publication.
 */
export async function findPublishedRows(db: EventsDb, eventId: string, transaction: Transaction): Promise<PublishedRow[]> {
  return (await db.models.Result.findAll({
    attributes: ['id', 'classId', 'place', 'status', 'resultType', 'riderId', 'riderName', 'vin', 'bike', 'matchStatus'],
    where: { eventId },
    order: [['classId', 'ASC'], ['place', 'ASC']],
    transaction,
    raw: true,
  })) as unknown as PublishedRow[];
}
