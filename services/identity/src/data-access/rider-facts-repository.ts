import { Op, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';

/** What the facts are made of: the rider's profile and their user row. */
export interface RiderFactsSource {
  riderId: string;
  firstName: string;
  lastName: string;
  country: string;
  pro: boolean | number;
  email: string;
  deactivated: boolean | number;
}

/** The facts' sources of some riders as stored (read in `transaction` when given), in id order. */
export async function riderFactsSources(db: IdentityDb, where: { ids?: string[]; after?: string; limit?: number }, transaction?: Transaction): Promise<RiderFactsSource[]> {
  const { Rider, User } = db.models;
  const riderWhere = {
    ...(where.ids ? { userId: { [Op.in]: where.ids } } : {}),
    ...(where.after !== undefined ? { userId: { [Op.gt]: where.after } } : {}),
  };
  const riders = await Rider.findAll({
    where: riderWhere,
    attributes: ['userId', 'firstName', 'lastName', 'country', 'pro'],
    order: [['userId', 'ASC']],
    ...(where.limit !== undefined ? { limit: where.limit } : {}),
    raw: true,
    transaction,
  });
  if (riders.length === 0) return [];
  const users = await User.findAll({ where: { id: { [Op.in]: riders.map((rider) => rider.userId) } }, attributes: ['id', 'email', 'deactivated'], raw: true, transaction });
  const userOf = new Map(users.map((user) => [user.id, user]));
  return riders.flatMap((rider) => {
    const user = userOf.get(rider.userId);
    return user ? [{ riderId: rider.userId, firstName: rider.firstName, lastName: rider.lastName, country: rider.country, pro: rider.pro, email: user.email, deactivated: user.deactivated }] : [];
  });
}

