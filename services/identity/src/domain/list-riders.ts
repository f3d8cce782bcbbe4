import type { IdentityDb } from '../data-access/database.js';
import { pagination, type RiderList, type RiderListQuery } from '@rr/contracts';
import { listRiders as listRiderRows } from '../data-access/riders-repository.js';
import { toRiderListItem } from './rider-view.js';

export type { Pagination } from '@rr/contracts';

/** The admin rider list (spec §9: page 1, limit 15 by default). */
export async function listRiders(db: IdentityDb, options: RiderListQuery): Promise<RiderList> {
  const { rows, total } = await listRiderRows(db, options);
  return {
    riders: rows.map(toRiderListItem),
    pagination: pagination(options.page, options.limit, total),
  };
}
