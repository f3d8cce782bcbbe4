import type { RiderListQuery, RiderSort, RiderSortColumn } from '@rr/contracts';
import { Op, QueryTypes, type OrderItem, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider } from './models/index.js';

/** A rider with its user row and bikes (oldest first), or null. */
export async function findRider(db: IdentityDb, riderId: string): Promise<Rider | null> {
  const { Rider: Riders, User, Bike } = db.models;
  return Riders.findByPk(riderId, {
    include: [
      { model: User, as: 'user', required: true },
      { model: Bike, as: 'bikes' },
    ],
    order: [[{ model: Bike, as: 'bikes' }, 'createdAt', 'ASC'], [{ model: Bike, as: 'bikes' }, 'id', 'ASC']],
  });
}

/** Columns the admin rider list can be ordered by (`-name` is `name` descending): GET /api/admin/riders of @rr/contracts. */
export { RIDER_SORTS, RIDER_SORT_COLUMNS, type RiderSort, type RiderSortColumn } from '@rr/contracts';

/** GET /api/admin/riders as parsed (@rr/contracts); no `sort` is last then first name. Ties keep the name order, then the id (stable pages). */
export type { RiderListQuery } from '@rr/contracts';

/** The ORDER BY of a rider list. */
function riderOrder(db: IdentityDb, sort: RiderSort | undefined): OrderItem[] {
  const user = { model: db.models.User, as: 'user' };
  const column = (sort ?? 'name').replace(/^-/, '') as RiderSortColumn;
  const direction = sort?.startsWith('-') ? 'DESC' : 'ASC';
  const byName: OrderItem[] = [
    ['lastName', column === 'name' ? direction : 'ASC'],
    ['firstName', column === 'name' ? direction : 'ASC'],
  ];
  // A Map, not an object literal: `sort` comes from the query (validated, but `constructor` or `__proto__` must never
  // reach an inherited property); anything unknown sorts by name.
  const first = new Map<string, OrderItem>([
    ['email', [user, 'email', direction]],
    ['country', ['country', direction]],
    ['status', [user, 'deActivated', direction]],
    ['lastLogin', [user, 'lastLoginAt', direction]],
  ]);
  const primary = first.get(column);
  return [...(primary ? [primary] : []), ...byName, ['userId', 'ASC']];
}

/** The riders whose first name, last name, AMA number, e-mail or a bike's VIN hold every word of `query` (five at most). */
function riderSearch(db: IdentityDb, query: string | undefined): WhereOptions {
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return {};
  return {
    [Op.and]: words.map((word) => {
      // `%` and `_` typed by the user stay wildcards: harmless in a search box, and SQLite has no default LIKE escape.
      const like = `%${word}%`;
      return {
        [Op.or]: [
          { firstName: { [Op.like]: like } },
          { lastName: { [Op.like]: like } },
          { amaNumber: { [Op.like]: like } },
          { '$user.email$': { [Op.like]: like } },
          { userId: { [Op.in]: db.sequelize.literal(`(SELECT rider_id FROM bikes WHERE vin LIKE ${db.sequelize.escape(like)})`) } },
        ],
      };
    }),
  };
}

/** One page of riders in the asked order (last then first name by default), with their users and bikes, plus the total. */
export async function listRiders(db: IdentityDb, { query, page, limit, sort }: RiderListQuery): Promise<{ rows: Rider[]; total: number }> {
  const { Rider: Riders, User, Bike } = db.models;
  const { rows, count } = await Riders.findAndCountAll({
    where: riderSearch(db, query),
    include: [{ model: User, as: 'user', required: true }],
    order: riderOrder(db, sort),
    limit,
    offset: (page - 1) * limit,
  });
  if (rows.length > 0) {
    const bikes = await Bike.findAll({ where: { riderId: rows.map((r) => r.userId) }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
    for (const rider of rows) rider.bikes = bikes.filter((b) => b.riderId === rider.userId);
  }
  return { rows, total: count };
}

/** The ids of every rider the list's search matches, in the list's order (at most `limit`): what an export reads. */
export async function listRiderIds(db: IdentityDb, { query, sort }: Pick<RiderListQuery, 'query' | 'sort'>, limit: number): Promise<string[]> {
  const rows = await db.models.Rider.findAll({
    attributes: ['userId'],
    where: riderSearch(db, query),
    include: [{ model: db.models.User, as: 'user', required: true, attributes: [] }],
    order: riderOrder(db, sort),
    limit,
  });
  return rows.map((row) => row.userId);
}

/** These riders (with their users) and how many bikes each has, in the order of `ids`. */
export async function ridersWithBikeCounts(db: IdentityDb, ids: readonly string[]): Promise<Array<{ rider: Rider; bikes: number }>> {
  if (ids.length === 0) return [];
  const riders = await db.models.Rider.findAll({ where: { userId: [...ids] }, include: [{ model: db.models.User, as: 'user', required: true }] });
  const counts = await db.sequelize.query<{ rider_id: string; bikes: number | string }>('SELECT rider_id, COUNT(*) AS bikes FROM bikes WHERE rider_id IN (:ids) GROUP BY rider_id', {
    type: QueryTypes.SELECT,
    replacements: { ids: [...ids] },
  });
  const bikes = new Map(counts.map((row) => [row.rider_id, Number(row.bikes)]));
  const byId = new Map(riders.map((rider) => [rider.userId, rider]));
  return ids.flatMap((id) => {
    const rider = byId.get(id);
    return rider ? [{ rider, bikes: bikes.get(id) ?? 0 }] : [];
  });
}
