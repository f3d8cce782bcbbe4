import type { PromoterListQuery } from '@rr/contracts';
import { QueryTypes, type InferAttributes, type Transaction, type WhereOptions } from 'sequelize';
import type { IdentityDb } from './database.js';
import { wordsWhere } from './word-search.js';
import type { Promoter, PromoterStatus } from './models/index.js';

export async function findPromoterRecord(db: IdentityDb, promoterId: string, transaction?: Transaction, forUpdate = false): Promise<Promoter | null> {
  return db.models.Promoter.findByPk(promoterId, { transaction, ...(forUpdate && transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
}

/** New values for the promoter's record (organisation, contact, address, or `active`). */
export async function storePromoterRecord(promoter: Promoter, fields: Partial<InferAttributes<Promoter>>, transaction: Transaction): Promise<void> {
  await promoter.update(fields, { transaction });
}

/** The promoter's status (their latest season's application's). */
export async function storePromoterStatus(db: IdentityDb, promoterId: string, status: PromoterStatus, transaction: Transaction): Promise<void> {
  await db.models.Promoter.update({ status }, { where: { userId: promoterId }, transaction });
}

export async function deactivatePromoter(db: IdentityDb, promoterId: string, transaction: Transaction): Promise<void> {
  await db.models.Promoter.update({ active: false }, { where: { userId: promoterId }, transaction });
}

/** Every promoter's status and whether active (the list's summary counts them). */
export async function findPromoterStatuses(db: IdentityDb): Promise<Promoter[]> {
  return db.models.Promoter.findAll({ attributes: ['status', 'active'] });
}

/** Every approved promoter by name. */
export async function findApprovedPromoters(db: IdentityDb): Promise<Promoter[]> {
  return db.models.Promoter.findAll({ where: { status: 'approved' } as WhereOptions<Promoter>, attributes: ['userId', 'name', 'active'], order: [['name', 'ASC']] });
}

/** Removes an applicant who was never approved: their applications and their steps, reset tokens, record and login. */
export async function removeApplicant(db: IdentityDb, promoterId: string, applicationIds: string[], transaction: Transaction): Promise<void> {
  await db.models.PromoterApplicationEvent.destroy({ where: { applicationId: applicationIds }, transaction });
  await db.models.PromoterApplication.destroy({ where: { promoterId }, transaction });
  await db.models.PasswordResetToken.destroy({ where: { userId: promoterId }, transaction });
  await db.models.Promoter.destroy({ where: { userId: promoterId }, transaction });
  await db.models.User.destroy({ where: { id: promoterId }, transaction });
}

export interface PromoterListRow {
  id: string;
  email: string;
  password_hash: string | null;
  deactivated: number | boolean;
  name: string;
  contact_name: string | null;
  phone: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  status: PromoterStatus;
  active: number | boolean;
  created_at: string | Date;
  season_year: number | null;
  series_name: string | null;
  applied_at: string | Date | null;
  applications: number | string;
}

/**
 * A page of promoters with their latest application: `query` matches each word against name, contact, e-mail, city
 * and the series name; `status`, `active` and `year` (the latest application's season) filter; newest applications
 * first. With `only.ids`, those promoters alone.
 */
export async function findPromoterListRows(db: IdentityDb, query: PromoterListQuery, only?: { ids?: string[] }): Promise<{ rows: PromoterListRow[]; total: number }> {
  const where: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (query.status) {
    where.push('p.status = :status');
    replacements.status = query.status;
  }
  if (query.active !== undefined) {
    where.push('p.active = :active');
    replacements.active = query.active;
  }
  if (query.year) {
    where.push('a.season_year = :year');
    replacements.year = query.year;
  }
  if (only?.ids) {
    where.push('u.id IN (:ids)');
    replacements.ids = only.ids.length > 0 ? only.ids : [''];
  }
  where.push(...wordsWhere(query.query, ['p.name', 'p.contact_name', 'u.email', 'p.city', 'a.series_name'], replacements));
  const from = `
    FROM users u
    JOIN promoters p ON p.user_id = u.id
    LEFT JOIN promoter_applications a ON a.id = (
      SELECT a2.id FROM promoter_applications a2 WHERE a2.promoter_id = u.id ORDER BY a2.season_year DESC LIMIT 1
    )
    WHERE u.type = 'promoter'${where.length > 0 ? ` AND ${where.join(' AND ')}` : ''}`;
  const [counted] = await db.sequelize.query<{ total: number }>(`SELECT COUNT(*) AS total ${from}`, { type: QueryTypes.SELECT, replacements });
  const total = counted?.total ?? 0;
  const rows = await db.sequelize.query<PromoterListRow>(
    `SELECT u.id, u.email, u.password_hash, u.deactivated, p.name, p.contact_name, p.phone, p.address_line1, p.city, p.state, p.zipcode, p.country,
            p.status, p.active, p.created_at, a.season_year, a.series_name, a.created_at AS applied_at,
            (SELECT COUNT(*) FROM promoter_applications c WHERE c.promoter_id = u.id) AS applications
     ${from}
     ORDER BY COALESCE(a.created_at, p.created_at) DESC, u.id
     LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, limit: query.limit, offset: (query.page - 1) * query.limit } },
  );
  return { rows, total: Number(total) };
}
