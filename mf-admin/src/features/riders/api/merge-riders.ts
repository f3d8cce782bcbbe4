import { post } from '@rr/api-client';

export interface MergeRidersBody {
  keepRiderId: string;
  deleteRiderId: string;
  /** `DELETE <e-mail of the deleted rider> KEEP <e-mail of the kept rider>` (spec §5). */
  confirmation: string;
}

/** POST /api/admin/riders-merge: bikes, results and wallet move to the kept rider; the other is deleted. Irreversible. */
export function mergeRiders(body: MergeRidersBody): Promise<unknown> {
  return post('/api/admin/riders-merge', body, { alert: false });
}
