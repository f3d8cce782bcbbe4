import type { CreationAttributes, InferAttributes, Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { ClassPlace, EventClass } from './models/index.js';

// An event's classes and their payout table (one place row per paid place, `<classId>:<place>`).

type ClassFields = CreationAttributes<EventClass>;

const within = (transaction?: Transaction) => (transaction ? { transaction } : {});

/** The event's classes, in no particular order. */
export async function findClassesOfEvent(db: EventsDb, eventId: string, transaction?: Transaction): Promise<EventClass[]> {
  return db.models.EventClass.findAll({ where: { eventId }, ...within(transaction) });
}

/** The event's classes in the order the payout table shows them. */
export async function findClassesInOrder(db: EventsDb, eventId: string): Promise<EventClass[]> {
  return db.models.EventClass.findAll({ where: { eventId }, order: [['position', 'ASC']] });
}

/** Classes by id. */
export async function findClassesByIds(db: EventsDb, classIds: readonly string[], transaction?: Transaction): Promise<EventClass[]> {
  return db.models.EventClass.findAll({ where: { id: [...classIds] }, ...within(transaction) });
}

export async function findClass(db: EventsDb, classId: string, transaction?: Transaction): Promise<EventClass | null> {
  return db.models.EventClass.findByPk(classId, within(transaction));
}

/** The names of the given classes, by id. */
export async function findClassNames(db: EventsDb, classIds: readonly string[]): Promise<Map<string, string>> {
  return new Map((await db.models.EventClass.findAll({ attributes: ['id', 'name'], where: { id: [...classIds] }, raw: true })).map((c) => [c.id, c.name]));
}

export async function insertClass(db: EventsDb, fields: ClassFields, transaction: Transaction): Promise<EventClass> {
  return db.models.EventClass.create(fields, { transaction });
}

export async function saveClass(eventClass: EventClass, fields: Partial<InferAttributes<EventClass>>, transaction: Transaction): Promise<void> {
  await eventClass.update(fields, { transaction });
}

/** Removes a class with its places. */
export async function removeClass(db: EventsDb, eventClass: EventClass, transaction: Transaction): Promise<void> {
  await db.models.ClassPlace.destroy({ where: { classId: eventClass.id }, transaction });
  await eventClass.destroy({ transaction });
}

/** Removes every class of the event with its places (the event is deleted). */
export async function removeClassesOfEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  const classIds = (await db.models.EventClass.findAll({ attributes: ['id'], where: { eventId }, transaction })).map((c) => c.id);
  await db.models.ClassPlace.destroy({ where: { classId: classIds }, transaction });
  await db.models.EventClass.destroy({ where: { eventId }, transaction });
}

/** The places of the given classes, in no particular order, or by place (1st first). */
export async function findPlaces(db: EventsDb, classIds: readonly string[], options: { byPlace?: boolean; transaction?: Transaction } = {}): Promise<ClassPlace[]> {
  return db.models.ClassPlace.findAll({ where: { classId: [...classIds] }, ...(options.byPlace ? { order: [['place', 'ASC']] } : {}), ...within(options.transaction) });
}

/** Writes a class's places: `amounts[0]` is what 1st pays. */
export async function insertPlaces(db: EventsDb, classId: string, amounts: readonly number[], transaction: Transaction): Promise<void> {
  await db.models.ClassPlace.bulkCreate(amounts.map((amountCents, index) => ({ id: `${classId}:${index + 1}`, classId, place: index + 1, amountCents })), { transaction });
}

/** Replaces a class's places with `amounts`. */
export async function replacePlaces(db: EventsDb, classId: string, amounts: readonly number[], transaction: Transaction): Promise<void> {
  await db.models.ClassPlace.destroy({ where: { classId }, transaction });
  await insertPlaces(db, classId, amounts, transaction);
}

/** Gives a class copied to another event the same places. */
export async function copyPlaces(db: EventsDb, fromClassId: string, toClassId: string, transaction: Transaction): Promise<void> {
  const places = await db.models.ClassPlace.findAll({ where: { classId: fromClassId }, transaction });
  await db.models.ClassPlace.bulkCreate(places.map((p) => ({ id: `${toClassId}:${p.place}`, classId: toClassId, place: p.place, amountCents: p.amountCents })), { transaction });
}
