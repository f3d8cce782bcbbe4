import { TILL_SEARCH_LIMIT } from '@rr/contracts';
import { Op } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider } from './models/index.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active riders whose first or last name or city starts with `q` (a two-word `q` also as first + last name), whose AMA
 * number is `q`, or whose e-mail is exactly `q`: their ids by name, at most TILL_SEARCH_LIMIT.
 */
export async function searchTillRiderIds(db: IdentityDb, q: string): Promise<string[]> {
  const { Rider: Riders, User } = db.models;
  const words = q.split(/\s+/);
  const prefix = `${escapeLike(q)}%`;
  const ids = await Riders.findAll({
    attributes: ['userId'],
    include: [{ model: User, as: 'user', required: true, attributes: [], where: { deactivated: false } }],
    where: {
      [Op.or]: [
        { firstName: { [Op.like]: prefix } },
        { lastName: { [Op.like]: prefix } },
        { city: { [Op.like]: prefix } },
        ...(words.length > 1 ? [{ [Op.and]: [{ firstName: { [Op.like]: `${escapeLike(words[0]!)}%` } }, { lastName: { [Op.like]: `${escapeLike(words.slice(1).join(' '))}%` } }] }] : []),
        { amaNumber: q },
        ...(q.includes('@') ? [{ '$user.email$': q.toLowerCase() }] : []),
      ],
    },
    order: [
      ['lastName', 'ASC'],
      ['firstName', 'ASC'],
      ['userId', 'ASC'],
    ],
    limit: TILL_SEARCH_LIMIT,
    raw: true,
  });
  return ids.map((row) => row.userId);
}

/** These riders with the login's picture and their bikes (what a till shows). */
export async function findTillRiders(db: IdentityDb, ids: string[]): Promise<Rider[]> {
  const { Rider: Riders, User, Bike } = db.models;
  return Riders.findAll({
    where: { userId: { [Op.in]: ids } },
    include: [
      { model: User, as: 'user', required: true, attributes: ['profileImage'] },
      { model: Bike, as: 'bikes', attributes: ['year', 'make', 'model', 'createdAt', 'id'] },
    ],
  });
}
