import type { IdentityDb } from '../data-access/database.js';
import { listRiders as listRiderRows, type RiderListQuery } from '../data-access/riders-repository.js';
import { toRiderListItem, type RiderListItem } from './rider-view.js';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** The admin rider list (spec §9: page 1, limit 15 by default). */
export async function listRiders(db: IdentityDb, options: RiderListQuery): Promise<{ riders: RiderListItem[]; pagination: Pagination }> {
  const { rows, total } = await listRiderRows(db, options);
  return {
    riders: rows.map(toRiderListItem),
    pagination: { page: options.page, limit: options.limit, total, pages: Math.ceil(total / options.limit) },
  };
}
