import type { Identity } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findRiderRecord, storeRiderWithholding } from '../data-access/rider-records-repository.js';
import { findRider } from '../data-access/riders-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { toRiderView, type RiderView } from './rider-view.js';

/**
 * Sets or clears a rider's non-resident alien flag (spec §9: such riders can have 30 % withheld on cash prizes; the
 * flag is the programme staff's). The payout rules read it for every later decision (`POST /internal/riders/payout-facts`);
 * earnings already paid keep what was withheld. The change and its audit entry commit together.
 */
export async function setWithholding(ctx: AccountsContext, caller: Identity, riderId: string, nonResidentAlien: boolean, request: AuditRequest): Promise<RiderView> {
  const rider = await findRiderRecord(ctx.db, riderId);
  if (!rider) throw accountError('NOT_FOUND');
  const now = ctx.now();
  await ctx.db.sequelize.transaction(async (transaction) => {
    await storeRiderWithholding(rider, nonResidentAlien, transaction);
    await addAuditEntry(
      ctx.db,
      {
        at: now,
        action: AUDIT_ACTIONS.withholdingChanged,
        actorId: actorOf(caller),
        subjectId: riderId,
        method: request.method,
        path: request.path,
        status: 200,
        details: { nonResidentAlien },
      },
      transaction,
    );
  });
  return toRiderView((await findRider(ctx.db, riderId))!);
}
