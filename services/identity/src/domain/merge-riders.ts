import type { Identity } from '@rr/server-kit';
import { mergeConfirmationMatches, type MergeInput } from '@rr/contracts';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { lockRidersToMerge, mergeRiderRows } from '../data-access/riders-merge-repository.js';
import { findUser } from '../data-access/users-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import { discardStored } from './documents.js';
import { mergeRiderFiles } from './merge-rider-files.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { RIDERS_MERGED, type RidersMerged } from './messages.js';
import { publishRiderChanged } from './rider-facts.js';
import type { SessionUser } from './session-user.js';

/**
 * Merges two rider accounts (administrators; irreversible): the deleted rider's bikes move to the kept
 * rider, so do their documents, photo and timecards (the kept rider's own document of a kind wins: the other's
 * bytes are removed once the merge commits), the deleted user and profile are removed, and `riders.merged` (events
 * moves results, payouts the wallet), `rider.changed` for the removed rider (`deleted: true`) and the audit entry are
 * written, all in one transaction.
 * 400 MERGE_SAME_RIDER, 404 when either is not a rider, 400 MERGE_CONFIRMATION.
 */
export async function mergeRiders(ctx: AccountsContext, caller: Identity, merge: MergeInput, request: AuditRequest): Promise<SessionUser> {
  const { keepRiderId, deleteRiderId } = merge;
  if (keepRiderId === deleteRiderId) throw accountError('MERGE_SAME_RIDER');
  const [kept, removed] = await Promise.all([findUser(ctx.db, keepRiderId), findUser(ctx.db, deleteRiderId)]);
  if (!kept || kept.type !== 'rider' || !removed || removed.type !== 'rider') throw accountError('NOT_FOUND');
  if (!mergeConfirmationMatches(merge.confirmation, removed.email, kept.email)) throw accountError('MERGE_CONFIRMATION');

  const now = ctx.now();
  const discarded = await ctx.db.sequelize.transaction(async (transaction) => {
    // Both riders locked (MySQL): a concurrent merge of either waits, then finds it gone.
    const locked = await lockRidersToMerge(ctx.db, keepRiderId, deleteRiderId, transaction);
    if (locked.length !== 2) throw accountError('NOT_FOUND');
    // The removed rider's last facts, marked deleted, read before their rows go (payouts' reporting drops them).
    await publishRiderChanged(ctx.db, ctx.outbox, transaction, deleteRiderId, now, true);
    // Files first: the removed rider's rows would go with their profile.
    const files = await mergeRiderFiles(ctx.db, keepRiderId, deleteRiderId, transaction);
    const bikesMoved = await mergeRiderRows(ctx.db, keepRiderId, deleteRiderId, transaction);
    await ctx.outbox.add<RidersMerged>(transaction, RIDERS_MERGED, { keptRiderId: keepRiderId, removedRiderId: deleteRiderId });
    await addAuditEntry(
      ctx.db,
      {
        at: now,
        action: AUDIT_ACTIONS.ridersMerged,
        actorId: actorOf(caller),
        subjectId: keepRiderId,
        method: request.method,
        path: request.path,
        status: 200,
        details: { keptRiderId: keepRiderId, keptEmail: kept.email, removedRiderId: deleteRiderId, removedEmail: removed.email, bikesMoved, filesMoved: files.movedKinds, timecardsMoved: files.timecardsMoved },
      },
      transaction,
    );
    return files.discardedKeys;
  });
  await discardStored(ctx, discarded);
  return (await getSessionUser(ctx.db, keepRiderId)).user;
}
