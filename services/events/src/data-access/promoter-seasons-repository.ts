import type { Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { PromoterSeasonRow } from './models/index.js';

// Promoters' seasons as identity decided them (`promoter.season`).

/** The promoter's season of this year, if identity has said anything of it. */
export async function findPromoterSeason(db: EventsDb, promoterId: string, seasonYear: number, transaction?: Transaction): Promise<PromoterSeasonRow | null> {
  return db.models.PromoterSeason.findOne({ where: { promoterId, seasonYear }, ...(transaction ? { transaction } : {}) });
}

/** Every season of the promoter, latest first. */
export async function findPromoterSeasons(db: EventsDb, promoterId: string): Promise<PromoterSeasonRow[]> {
  return db.models.PromoterSeason.findAll({ where: { promoterId }, order: [['seasonYear', 'DESC']] });
}

/** The seasons the promoter is approved for, oldest first. */
export async function findApprovedSeasonYears(db: EventsDb, promoterId: string, transaction?: Transaction): Promise<number[]> {
  const rows = await db.models.PromoterSeason.findAll({ where: { promoterId, status: 'approved' }, order: [['seasonYear', 'ASC']], ...(transaction ? { transaction } : {}) });
  return rows.map((row) => row.seasonYear);
}
