import type { Logger } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { reconcile, type Drift } from '../data-access/ledger.js';
import { expireDue } from './money.js';

/**
 * One round of the payouts service's upkeep job: lots past their expiry are expired (what is left → the expired
 * account, one journal transaction each; a full batch asks for another round at once), then the journal is
 * reconciled: any balance or lot that differs from the sum of its postings, or any transaction that does not sum to
 * zero, is logged as an error with its figures (an alert for operations; nothing is "fixed" behind anyone's back).
 */
export async function moneyUpkeep(db: PayoutsDb, logger: Logger, options: { now?: Date; batch?: number; reconcile?: boolean } = {}): Promise<{ expired: number; drifts: Drift[]; more: boolean }> {
  const batch = options.batch ?? 500;
  const expired = await expireDue(db, options.now ?? new Date(), batch);
  if (expired > 0) logger.info({ expired }, 'credit expired');
  const drifts = options.reconcile === false ? [] : await reconcile(db);
  if (drifts.length > 0) logger.error({ drifts: drifts.slice(0, 20), count: drifts.length }, 'ledger reconciliation found differences');
  return { expired, drifts, more: expired >= batch };
}
