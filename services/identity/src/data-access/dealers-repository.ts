import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import type { Box, PostalCode } from '@rr/server-kit/postal-codes';
import type { IdentityDb } from './database.js';
import type { Dealer } from './models/index.js';

export interface DealerFilters {
  /** Part of the dealer's name (case-insensitive; `%` and `_` act as wildcards). */
  name?: string;
  state?: string;
  country?: string;
  active?: boolean;
  /**
   * Dealers at a postal code (`code`: a ZIP code and its ZIP+4 forms, a full Canadian code in any spacing, or every
   * code of a bare FSA; `text` when it is not a postal code at all). With a `box`, the dealers placed inside it
   * instead, and those at the code that have no place (the exact distance is the caller's to check).
   */
  location?: { code: PostalCode | null; text: string; box?: Box };
}

/** Dealers whose postal code is the searched one. */
function atPostalCode(code: PostalCode | null, text: string): WhereOptions {
  if (!code) return { zipcode: text };
  if (code.country === 'US') return { [Op.or]: [{ zipcode: code.key }, { zipcode: { [Op.startsWith]: `${code.key}-` } }] };
  if (code.full) return where(fn('UPPER', fn('REPLACE', col('zipcode'), ' ', '')), code.full.replace(' ', ''));
  return where(fn('UPPER', col('zipcode')), { [Op.startsWith]: code.key });
}

function dealerWhere(filters: DealerFilters): WhereOptions<Dealer> {
  const and: WhereOptions[] = [];
  if (filters.name) and.push({ name: { [Op.like]: `%${filters.name}%` } });
  if (filters.state) and.push({ state: filters.state });
  if (filters.country) and.push({ country: filters.country });
  if (filters.active !== undefined) and.push({ active: filters.active });
  if (filters.location) {
    const { code, text, box } = filters.location;
    const atCode = atPostalCode(code, text);
    and.push(
      box
        ? {
            [Op.or]: [
              { latitude: { [Op.between]: [box.minLatitude, box.maxLatitude] }, longitude: { [Op.between]: [box.minLongitude, box.maxLongitude] } },
              { [Op.and]: [{ latitude: null }, atCode] },
            ],
          }
        : atCode,
    );
  }
  return { [Op.and]: and };
}

/** Dealers matching every given filter, ordered by name. */
export async function findDealers(db: IdentityDb, filters: DealerFilters): Promise<Dealer[]> {
  return db.models.Dealer.findAll({ where: dealerWhere(filters), order: [['name', 'ASC'], ['userId', 'ASC']] });
}

/** Distinct non-empty values of a dealer column among dealers matching `filters`, sorted. */
export async function distinctDealerValues(db: IdentityDb, column: 'state' | 'country', filters: DealerFilters): Promise<string[]> {
  const rows = await db.models.Dealer.findAll({
    attributes: [column],
    where: { [Op.and]: [dealerWhere(filters), { [column]: { [Op.and]: [{ [Op.ne]: null }, { [Op.ne]: '' }] } }] },
    group: [column],
    order: [[column, 'ASC']],
    raw: true,
  });
  return rows.map((row) => row[column]).filter((value): value is string => typeof value === 'string');
}

/** A rider's favourite dealers' ids among `dealerIds` (all of them when `dealerIds` is absent). */
export async function favouriteDealerIds(db: IdentityDb, riderId: string, dealerIds?: readonly string[]): Promise<Set<string>> {
  if (dealerIds?.length === 0) return new Set();
  const rows = await db.models.DealerFavourite.findAll({
    attributes: ['dealerId'],
    where: { riderId, ...(dealerIds ? { dealerId: { [Op.in]: [...dealerIds] } } : {}) },
    raw: true,
  });
  return new Set(rows.map((row) => row.dealerId));
}

/** True when the dealer exists and takes part (is active). */
export async function activeDealerExists(db: IdentityDb, dealerId: string): Promise<boolean> {
  const dealer = await db.models.Dealer.findByPk(dealerId, { attributes: ['userId', 'active'] });
  return Boolean(dealer?.active);
}

/** Marks a dealer as one of the rider's favourites (already marked: nothing changes). */
export async function addFavouriteDealer(db: IdentityDb, riderId: string, dealerId: string, at: Date): Promise<void> {
  await db.models.DealerFavourite.findOrCreate({ where: { riderId, dealerId }, defaults: { riderId, dealerId, createdAt: at } });
}

export async function removeFavouriteDealer(db: IdentityDb, riderId: string, dealerId: string): Promise<void> {
  await db.models.DealerFavourite.destroy({ where: { riderId, dealerId } });
}

/** The active dealers among these, by name. */
export async function findActiveDealers(db: IdentityDb, ids: readonly string[]): Promise<Dealer[]> {
  return db.models.Dealer.findAll({ where: { userId: { [Op.in]: [...ids] }, active: true }, order: [['name', 'ASC'], ['userId', 'ASC']] });
}
