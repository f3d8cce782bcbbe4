import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Category } from './models/index.js';

/** Categories by name; only active or inactive ones when `active` is given. */
export async function findCategories(db: EventsDb, active?: boolean): Promise<Category[]> {
  return db.models.Category.findAll({ where: active === undefined ? {} : { active }, order: [['name', 'ASC'], ['id', 'ASC']] });
}

export async function findCategoryById(db: EventsDb, id: string, transaction?: Transaction): Promise<Category | null> {
  return db.models.Category.findByPk(id, transaction ? { transaction } : {});
}

/** `{ _id, name }` references of the given categories, by id. */
export async function findCategoryRefs(db: EventsDb, ids: Array<string | null>): Promise<Map<string, { _id: string; name: string }>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const rows = await db.models.Category.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: unique } }, raw: true });
  return new Map(rows.map((row) => [row.id, { _id: row.id, name: row.name }]));
}
