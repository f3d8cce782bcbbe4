import { post } from '@rr/api-client';
import type { MergeInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** The kept rider, the deleted one and `DELETE <e-mail of the deleted rider> KEEP <e-mail of the kept rider>` (spec §5). */
export type MergeRidersBody = MergeInput;

/** POST /api/admin/riders-merge: bikes, results and wallet move to the kept rider; the other is deleted. Irreversible. */
export function mergeRiders(body: MergeRidersBody): Promise<unknown> {
  return post(apiPath('/api/admin/riders-merge'), body, { alert: false });
}
