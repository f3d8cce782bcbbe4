import type { RiderListQuery, RiderSort, RiderSortColumn } from '@rr/contracts';
import { Op, type OrderItem, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider } from './models.js';

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

/** One page of riders in the asked order (last then first name by default), with their users and bikes, plus the total. */
export async function listRiders(db: IdentityDb, { query, page, limit, sort }: RiderListQuery): Promise<{ rows: Rider[]; total: number }> {
  const { Rider: Riders, User, Bike } = db.models;
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const where: WhereOptions = words.length
    ? {
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
      }
    : {};
  const { rows, count } = await Riders.findAndCountAll({
    where,
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
