import { Op } from 'sequelize';
import type { IdentityDb } from './database.js';

/** The rows the payouts service's facts are made of: the riders, their users and their bikes (oldest first). */
export async function findPayoutFactRows(db: IdentityDb, ids: string[]) {
  const [riders, users, bikes] = await Promise.all([
    db.models.Rider.findAll({ where: { userId: { [Op.in]: ids } }, attributes: ['userId', 'pro', 'country', 'nonResidentAlien', 'licenceReceivedAt', 'w9ReceivedAt', 'flags'], raw: true }),
    db.models.User.findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id', 'deactivated', 'createdAt'], raw: true }),
    db.models.Bike.findAll({ where: { riderId: { [Op.in]: ids } }, attributes: ['riderId', 'vin', 'year', 'valid', 'make', 'saleDate'], order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
  ]);
  return { riders, users, bikes };
}

/** The rows a payout claim's profile is made of: the rider, their user and their bikes (oldest first). */
export async function findClaimProfileRows(db: IdentityDb, riderId: string) {
  const [rider, user, bikes] = await Promise.all([
    db.models.Rider.findByPk(riderId, { attributes: ['userId', 'firstName', 'lastName', 'country'], raw: true }),
    db.models.User.findByPk(riderId, { attributes: ['id', 'email', 'type', 'deactivated'], raw: true }),
    db.models.Bike.findAll({ where: { riderId }, attributes: ['vin', 'make', 'model', 'year'], order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
  ]);
  return { rider, user, bikes };
}

/** The rows a year-end statement's facts are made of: the riders and their users. */
export async function findStatementFactRows(db: IdentityDb, ids: string[]) {
  const [riders, users] = await Promise.all([
    db.models.Rider.findAll({ where: { userId: { [Op.in]: ids } }, attributes: ['userId', 'firstName', 'lastName', 'country', 'nonResidentAlien', 'w9ReceivedAt'], raw: true }),
    db.models.User.findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id', 'email', 'locale'], raw: true }),
  ]);
  return { riders, users };
}
