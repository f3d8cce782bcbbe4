import type { Identity } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findRiderRecord, storeRiderFlags } from '../data-access/rider-records-repository.js';
import { findRider } from '../data-access/riders-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { flagsOf, toRiderView, type RiderView } from './rider-view.js';

/**
 * Sets the flags programme staff keep on a rider (`factory-supported`, any a rule set names; docs/rules.md): the payout
 * rules read them for every later decision (`POST /internal/riders/payout-facts`). The change and its audit entry (the
 * flags before and after) commit together.
 */
export async function setRiderFlags(ctx: AccountsContext, caller: Identity, riderId: string, flags: string[], request: AuditRequest): Promise<RiderView> {
  const rider = await findRiderRecord(ctx.db, riderId);
  if (!rider) throw accountError('NOT_FOUND');
  const before = flagsOf(rider.flags);
  const after = [...flags].sort();
  await ctx.db.sequelize.transaction(async (transaction) => {
    await storeRiderFlags(rider, after, transaction);
    await addAuditEntry(
      ctx.db,
      { at: ctx.now(), action: AUDIT_ACTIONS.flagsChanged, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 200, details: { before, after } },
      transaction,
    );
  });
  return toRiderView((await findRider(ctx.db, riderId))!);
}
