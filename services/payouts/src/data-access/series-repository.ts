import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { SeriesChampion, SeriesResults } from './models/index.js';

// A finished series (`series.finished`) and the champions its bonus paid.

type SeriesFields = Omit<CreationAttributes<SeriesResults>, 'seriesId' | 'appliedVersion'>;
type ChampionFields = Omit<CreationAttributes<SeriesChampion>, 'seriesId' | 'classKey'>;

export async function findSeriesResults(db: PayoutsDb, seriesId: string, transaction: Transaction): Promise<SeriesResults | null> {
  return db.models.SeriesResults.findByPk(seriesId, { transaction });
}

/** The series' row, locked: its messages and the events' results that complete it are applied one at a time. */
export async function lockSeriesResults(db: PayoutsDb, seriesId: string, transaction: Transaction): Promise<SeriesResults | null> {
  return db.models.SeriesResults.findByPk(seriesId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The version of the series' message held and the one applied (no lock). */
export async function seriesVersions(db: PayoutsDb, seriesId: string): Promise<SeriesResults | null> {
  return db.models.SeriesResults.findOne({ where: { seriesId }, attributes: ['seriesId', 'version', 'appliedVersion'] });
}

export async function createSeriesResults(db: PayoutsDb, seriesId: string, fields: SeriesFields, transaction: Transaction): Promise<SeriesResults> {
  return db.models.SeriesResults.create({ seriesId, appliedVersion: 0, ...fields }, { transaction });
}

export async function changeSeriesResults(row: SeriesResults, fields: Partial<CreationAttributes<SeriesResults>>, transaction: Transaction): Promise<void> {
  await row.update(fields, { transaction });
}

/** Series of these ids (a simulation's finished series). */
export async function seriesResultsOf(db: PayoutsDb, seriesIds: readonly string[]): Promise<SeriesResults[]> {
  return db.models.SeriesResults.findAll({ where: { seriesId: { [Op.in]: [...seriesIds] } } });
}

export async function championsOf(db: PayoutsDb, seriesId: string, transaction: Transaction): Promise<SeriesChampion[]> {
  return db.models.SeriesChampion.findAll({ where: { seriesId }, transaction });
}

/** The champion of one class of a series: the row held changed, or a new one. */
export async function saveChampion(db: PayoutsDb, held: SeriesChampion | undefined, champion: { seriesId: string; classKey: string }, fields: ChampionFields, transaction: Transaction): Promise<void> {
  if (held) await held.update(fields, { transaction });
  else await db.models.SeriesChampion.create({ seriesId: champion.seriesId, classKey: champion.classKey, ...fields }, { transaction });
}

/** A class that has no champion any more. */
export async function removeChampion(held: SeriesChampion, transaction: Transaction): Promise<void> {
  await held.destroy({ transaction });
}
