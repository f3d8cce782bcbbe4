import { Op, type WhereOptions } from 'sequelize';
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

export interface RiderListQuery {
  /** Words matched (each one) against first name, last name, e-mail, AMA number or a bike's VIN. */
  query?: string;
  page: number;
  limit: number;
}

/** One page of riders ordered by last then first name, with their users and bikes, plus the total. */
export async function listRiders(db: IdentityDb, { query, page, limit }: RiderListQuery): Promise<{ rows: Rider[]; total: number }> {
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
    order: [
      ['lastName', 'ASC'],
      ['firstName', 'ASC'],
      ['userId', 'ASC'],
    ],
    limit,
    offset: (page - 1) * limit,
  });
  if (rows.length > 0) {
    const bikes = await Bike.findAll({ where: { riderId: rows.map((r) => r.userId) }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
    for (const rider of rows) rider.bikes = bikes.filter((b) => b.riderId === rider.userId);
  }
  return { rows, total: count };
}
