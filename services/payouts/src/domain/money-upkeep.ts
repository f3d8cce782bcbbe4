import type { Logger, Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { reconcile, type Drift } from './ledger.js';
import { warnExpiringCredit, type ExpiryWarningOutcome } from './expiry-warnings.js';
import { expireDue } from './money.js';
import { mailYearStatements, type StatementMailOutcome } from './statement-mails.js';

/**
 * One round of the payouts service's upkeep job: lots past their expiry are expired (what is left → the expired
 * account, one journal transaction each; a full batch asks for another round at once); with the service's outbox,
 * riders whose lots expire within 30 days are warned (`warned`: one `rider.credit-expiring` message per rider, each
 * lot once; see expiry-warnings.ts); in January, riders who had money in the year just closed hear once that their
 * year-end statement is ready (`statements`, statement-mails.ts); then the journal is reconciled: any balance or lot that differs from the sum of
 * its postings, or any transaction that does not sum to zero, is logged as an error with its figures (an alert for
 * operations; nothing is "fixed" behind anyone's back).
 */
export async function moneyUpkeep(
  db: PayoutsDb,
  logger: Logger,
  options: { now?: Date; batch?: number; reconcile?: boolean; outbox?: Outbox } = {},
): Promise<{ expired: number; warned?: ExpiryWarningOutcome; statements?: StatementMailOutcome; drifts: Drift[]; more: boolean }> {
  const batch = options.batch ?? 500;
  const now = options.now ?? new Date();
  const expired = await expireDue(db, now, batch);
  if (expired > 0) logger.info({ expired }, 'credit expired');
  const warned = options.outbox ? await warnExpiringCredit(db, options.outbox, { now, batch }) : undefined;
  if (warned && warned.riders > 0) logger.info({ riders: warned.riders, lots: warned.lots }, 'riders warned of expiring credit');
  const statements = options.outbox ? await mailYearStatements(db, options.outbox, { now, batch }) : undefined;
  if (statements && statements.riders > 0) logger.info({ year: statements.year, riders: statements.riders }, 'riders told their year-end statement is ready');
  const drifts = options.reconcile === false ? [] : await reconcile(db);
  if (drifts.length > 0) logger.error({ drifts: drifts.slice(0, 20), count: drifts.length }, 'ledger reconciliation found differences');
  return { expired, ...(warned ? { warned } : {}), ...(statements ? { statements } : {}), drifts, more: expired >= batch || Boolean(warned?.more) || Boolean(statements?.more) };
}
