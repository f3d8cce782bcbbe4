import { Op } from 'sequelize';
import type { PayoutsDb } from './database.js';

// The reports' copy of the riders' facts (`report_riders`, kept by `rider.changed`): names where payouts shows them.

/** Riders' names by id (those the reports know). */
export async function riderNames(db: PayoutsDb, riderIds: readonly string[]): Promise<Map<string, string>> {
  return new Map((await db.models.ReportRider.findAll({ where: { riderId: { [Op.in]: [...riderIds] } }, attributes: ['riderId', 'name'] })).map((r) => [r.riderId, r.name]));
}
