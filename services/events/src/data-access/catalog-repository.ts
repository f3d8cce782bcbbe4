import { Op, type CreationAttributes, type InferAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Category, Event, Series } from './models/index.js';

// What staff's catalog of series and categories writes, and the reads of a series' events its checks need.

/** How many events the series has (inactive and canceled too). */
export async function countEventsOfSeries(db: EventsDb, seriesId: string, transaction: Transaction): Promise<number> {
  return db.models.Event.count({ where: { seriesId }, transaction });
}

/** The currencies of the series' events that are not in this one (one row per event). */
export async function findEventCurrenciesOtherThan(db: EventsDb, seriesId: string, currency: string, transaction: Transaction): Promise<Array<Pick<Event, 'currency'>>> {
  return db.models.Event.findAll({ attributes: ['currency'], where: { seriesId, currency: { [Op.ne]: currency } }, transaction });
}

/** The ids of the series' events. */
export async function findEventIdsOfSeries(db: EventsDb, seriesId: string, transaction: Transaction): Promise<string[]> {
  return (await db.models.Event.findAll({ attributes: ['id'], where: { seriesId }, transaction })).map((event) => event.id);
}

/** Every event of the series, in no particular order. */
export async function findAllEventsOfSeries(db: EventsDb, seriesId: string, transaction: Transaction): Promise<Event[]> {
  return db.models.Event.findAll({ where: { seriesId }, transaction });
}

export async function removeSeries(series: Series, transaction: Transaction): Promise<void> {
  await series.destroy({ transaction });
}

export async function insertCategory(db: EventsDb, fields: CreationAttributes<Category>): Promise<Category> {
  return db.models.Category.create(fields);
}

/** Writes the given fields of a category read before. */
export async function saveCategory(category: Category, fields: Partial<InferAttributes<Category>>): Promise<void> {
  await category.update(fields);
}

/** The category, locked for the rest of the transaction. */
export async function lockCategory(db: EventsDb, categoryId: string, transaction: Transaction): Promise<Category | null> {
  return db.models.Category.findByPk(categoryId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** Takes every series out of the category; how many there were. */
export async function clearCategoryOfSeries(db: EventsDb, categoryId: string, transaction: Transaction): Promise<number> {
  const [removed] = await db.models.Series.update({ categoryId: null }, { where: { categoryId }, transaction });
  return removed;
}

export async function removeCategory(category: Category, transaction: Transaction): Promise<void> {
  await category.destroy({ transaction });
}
