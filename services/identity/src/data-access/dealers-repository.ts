import { Op, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Dealer } from './models.js';

export interface DealerFilters {
  /** Part of the dealer's name (case-insensitive; `%` and `_` act as wildcards). */
  name?: string;
  state?: string;
  country?: string;
  active?: boolean;
}

function dealerWhere(filters: DealerFilters): WhereOptions<Dealer> {
  return {
    ...(filters.name ? { name: { [Op.like]: `%${filters.name}%` } } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.active !== undefined ? { active: filters.active } : {}),
  };
}

/** Dealers matching every given filter, ordered by name. */
export async function findDealers(db: IdentityDb, filters: DealerFilters): Promise<Dealer[]> {
  return db.models.Dealer.findAll({ where: dealerWhere(filters), order: [['name', 'ASC'], ['userId', 'ASC']] });
}

/** Distinct non-empty values of a dealer column among dealers matching `filters`, sorted. */
export async function distinctDealerValues(db: IdentityDb, column: 'state' | 'country', filters: DealerFilters): Promise<string[]> {
  const rows = await db.models.Dealer.findAll({
    attributes: [column],
    where: { ...dealerWhere(filters), [column]: { [Op.and]: [{ [Op.ne]: null }, { [Op.ne]: '' }] } },
    group: [column],
    order: [[column, 'ASC']],
    raw: true,
  });
  return rows.map((row) => row[column]).filter((value): value is string => typeof value === 'string');
}
