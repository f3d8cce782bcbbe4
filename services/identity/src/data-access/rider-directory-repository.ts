import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider } from './models/index.js';

/**
 * The reads behind the rider directory the events service matches result lines with, and its suggestions: plain rows,
 * not model instances (a lookup may read tens of thousands), of ids, names and places.
 */

/** What a match needs of a rider. */
export const MATCH_RIDER_FIELDS = ['userId', 'firstName', 'lastName', 'hometown', 'city', 'state'] as const;
export type MatchRiderRow = Pick<Rider, (typeof MATCH_RIDER_FIELDS)[number]>;

export async function findMatchRiders(db: IdentityDb, ids: string[]): Promise<MatchRiderRow[]> {
  return db.models.Rider.findAll({ attributes: [...MATCH_RIDER_FIELDS], where: { userId: { [Op.in]: ids } }, raw: true });
}

/** Riders whose last name is one of these, as stored (SQLite compares case-sensitively). */
export async function findMatchRidersByLastName(db: IdentityDb, lastNames: string[]): Promise<MatchRiderRow[]> {
  return db.models.Rider.findAll({ attributes: [...MATCH_RIDER_FIELDS], where: { lastName: { [Op.in]: lastNames } }, raw: true });
}

/** Active riders whose first or last name starts with one of the prefixes, at most `limit`. */
export async function findActiveMatchRidersByNamePrefix(db: IdentityDb, prefixes: string[], limit: number): Promise<MatchRiderRow[]> {
  const activeUser = { model: db.models.User, as: 'user', required: true, attributes: [], where: { deactivated: false } };
  const where: WhereOptions = { [Op.or]: prefixes.flatMap((prefix) => [{ firstName: { [Op.like]: `${prefix}%` } }, { lastName: { [Op.like]: `${prefix}%` } }]) };
  return db.models.Rider.findAll({ attributes: [...MATCH_RIDER_FIELDS], include: [activeUser], where, limit, raw: true });
}

/** The makes of these riders' bikes, one row a bike. */
export async function findRiderBikeMakes(db: IdentityDb, riderIds: string[]): Promise<Array<{ riderId: string; make: string }>> {
  return db.models.Bike.findAll({ attributes: ['riderId', 'make'], where: { riderId: { [Op.in]: riderIds } }, raw: true });
}

/** Riders' logins with one of these e-mails (`activeOnly`: not deactivated). */
export async function findRiderLoginsByEmail(db: IdentityDb, emails: string[], activeOnly = false): Promise<Array<{ id: string; email: string }>> {
  return db.models.User.findAll({ attributes: ['id', 'email'], where: { type: 'rider', ...(activeOnly ? { deactivated: false } : {}), email: { [Op.in]: emails } }, raw: true });
}

export async function findRidersByAmaNumber(db: IdentityDb, amaNumbers: string[]): Promise<Array<{ userId: string; amaNumber: string | null }>> {
  return db.models.Rider.findAll({ attributes: ['userId', 'amaNumber'], where: { amaNumber: { [Op.in]: amaNumbers } }, raw: true });
}

/** Who has a bike with one of these VINs. */
export async function findBikeOwnersByVin(db: IdentityDb, vins: string[]): Promise<Array<{ riderId: string; vin: string }>> {
  return db.models.Bike.findAll({ attributes: ['riderId', 'vin'], where: { vin: { [Op.in]: vins } }, raw: true });
}

/** Active riders whose name or e-mail starts with `q` (a two-word `q` also as first + last name), or whose AMA number is `q`. */
export async function searchActiveRiders(db: IdentityDb, q: string, limit: number): Promise<Rider[]> {
  const { Rider: Riders, User } = db.models;
  const words = q.trim().split(/\s+/);
  const prefix = `${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return Riders.findAll({
    include: [{ model: User, as: 'user', required: true, attributes: ['email', 'deactivated'], where: { deactivated: false } }],
    where: {
      [Op.or]: [
        { firstName: { [Op.like]: prefix } },
        { lastName: { [Op.like]: prefix } },
        ...(words.length > 1 ? [{ [Op.and]: [{ firstName: { [Op.like]: `${words[0]}%` } }, { lastName: { [Op.like]: `${words.slice(1).join(' ')}%` } }] }] : []),
        { amaNumber: q.trim() },
        { '$user.email$': { [Op.like]: prefix } },
      ],
    },
    order: [
      ['lastName', 'ASC'],
      ['firstName', 'ASC'],
    ],
    limit,
  });
}

/** Riders of this first and last name (case aside) born on this day, by id, at most `limit`. */
export async function findNamesakeRiderIds(
  db: IdentityDb,
  rider: { firstName: string; lastName: string; dateOfBirth: string },
  limit: number,
  transaction?: Transaction,
): Promise<string[]> {
  const rows = await db.sequelize.query<{ user_id: string }>(
    'SELECT user_id FROM riders WHERE LOWER(first_name) = :first AND LOWER(last_name) = :last AND date_of_birth = :born ORDER BY user_id LIMIT :max',
    {
      type: QueryTypes.SELECT,
      replacements: { first: rider.firstName.trim().toLowerCase(), last: rider.lastName.trim().toLowerCase(), born: rider.dateOfBirth, max: limit },
      transaction,
    },
  );
  return rows.map((row) => row.user_id);
}
