import type { DealerLoginStatus } from '@rr/contracts';
import { Op, QueryTypes, type InferAttributes, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import { wordsWhere } from './word-search.js';
import type { Dealer, User } from './models/index.js';

/** Dealers' records as staff keep them: the dealer and its login, one at a time or a page by name. */

/** The dealer's record (locked for the rest of the transaction when one is given), or null. */
export async function findDealerRecord(db: IdentityDb, dealerId: string, transaction?: Transaction): Promise<Dealer | null> {
  return db.models.Dealer.findByPk(dealerId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
}

/** True when another dealer than `exceptId` has the dealer number. */
export async function dealerNumberTaken(db: IdentityDb, code: string, exceptId: string | null, transaction: Transaction): Promise<boolean> {
  return (await db.models.Dealer.findOne({ where: { dealerCode: code, ...(exceptId ? { userId: { [Op.ne]: exceptId } } : {}) }, transaction })) !== null;
}

/** New values for the dealer's record. */
export async function storeDealerRecord(dealer: Dealer, fields: Partial<InferAttributes<Dealer>>, transaction: Transaction): Promise<void> {
  await dealer.update(fields, { transaction });
}

const SEARCHED = ['d.name', 'd.dealer_code', 'd.city', 'u.email'];

function statusWhere(status: DealerLoginStatus | undefined, replacements: Record<string, unknown>): string[] {
  if (!status) return [];
  replacements.deactivated = status === 'deactivated';
  if (status === 'deactivated') return ['u.deactivated = :deactivated'];
  return [`u.deactivated = :deactivated`, status === 'invited' ? 'u.password_hash IS NULL' : 'u.password_hash IS NOT NULL'];
}

/** One page of dealer ids matching `where` (by name), and how many match. */
async function pageOfIds(db: IdentityDb, where: string[], replacements: Record<string, unknown>, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
  const from = `FROM dealers d JOIN users u ON u.id = d.user_id WHERE u.type = 'dealer'${where.length > 0 ? ` AND ${where.join(' AND ')}` : ''}`;
  const [counted] = await db.sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS total ${from}`, { type: QueryTypes.SELECT, replacements });
  const rows = await db.sequelize.query<{ id: string }>(`SELECT d.user_id AS id ${from} ORDER BY d.name, d.user_id LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit, offset: (page - 1) * limit },
  });
  return { ids: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}

/** A page of dealers by name: each word of `query` in the name, number, city or e-mail; `active` and `country` filter. */
export async function findDealerPage(db: IdentityDb, filters: { query?: string | undefined; active?: boolean | undefined; country?: string | undefined }, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
  const replacements: Record<string, unknown> = {};
  const where = wordsWhere(filters.query, SEARCHED, replacements);
  if (filters.active !== undefined) {
    where.push('d.active = :active');
    replacements.active = filters.active;
  }
  if (filters.country) {
    where.push('d.country = :country');
    replacements.country = filters.country;
  }
  return pageOfIds(db, where, replacements, page, limit);
}

/** A page of dealers' logins by dealer name: each word of `query` as above; `status` the login's state. */
export async function findDealerLoginPage(db: IdentityDb, filters: { query?: string | undefined; status?: DealerLoginStatus | undefined }, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
  const replacements: Record<string, unknown> = {};
  const where = [...wordsWhere(filters.query, SEARCHED, replacements), ...statusWhere(filters.status, replacements)];
  return pageOfIds(db, where, replacements, page, limit);
}

/** The dealers (with their users) of `ids`, in that order. */
export async function findDealersWithUsers(db: IdentityDb, ids: string[]): Promise<Array<{ dealer: Dealer; user: User }>> {
  if (ids.length === 0) return [];
  const dealers = await db.models.Dealer.findAll({ where: { userId: ids }, include: [{ model: db.models.User, as: 'user', required: true }] });
  const byId = new Map(dealers.map((dealer) => [dealer.userId, dealer]));
  return ids.flatMap((id) => {
    const dealer = byId.get(id);
    return dealer?.user ? [{ dealer, user: dealer.user }] : [];
  });
}

