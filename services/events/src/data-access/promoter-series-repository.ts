import { Op, fn, col, where as sqlWhere, type CreationAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Series } from './models/index.js';

// A promoter's series as they and their approved applications set them up.

/** The series set up from this application, locked for the rest of the transaction. */
export async function lockSeriesOfApplication(db: EventsDb, applicationId: string, transaction: Transaction): Promise<Series | null> {
  return db.models.Series.findOne({ where: { applicationId }, transaction, lock: transaction.LOCK.UPDATE });
}

/**
 * The promoter's oldest series set up by hand (no application) with this name (case aside) for this season or none,
 * locked for the rest of the transaction.
 */
export async function lockHandMadeSeriesNamed(db: EventsDb, promoterId: string, seasonYear: number, name: string, transaction: Transaction): Promise<Series | null> {
  return db.models.Series.findOne({
    where: {
      [Op.and]: [
        { promoterId, applicationId: null, seasonYear: { [Op.or]: [null, seasonYear] } },
        sqlWhere(fn('LOWER', col('name')), name),
      ],
    },
    order: [['createdAt', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

export async function insertSeries(db: EventsDb, fields: CreationAttributes<Series>, transaction?: Transaction): Promise<Series> {
  return db.models.Series.create(fields, transaction ? { transaction } : {});
}

/** The series' id and its notes from the application. */
export async function findSeriesNotes(db: EventsDb, seriesId: string): Promise<Pick<Series, 'id' | 'applicationNotes'> | null> {
  return db.models.Series.findByPk(seriesId, { attributes: ['id', 'applicationNotes'] });
}
