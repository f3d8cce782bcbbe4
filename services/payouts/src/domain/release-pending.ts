import { transactionWithRetry, type Logger } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { lockEventResults } from '../data-access/event-results-repository.js';
import { changeDecision, lockDecision, ridersWaitingForDocuments, waitingForDocumentsOf } from '../data-access/payout-decisions-repository.js';
import { decisionNotes } from './apply-results.js';
import { award, type Award } from './money.js';
import { addRiderNotices, debtNotices, earningPostedNotices, postedLineOf, repaymentsOf } from './rider-notices.js';
import type { RiderFactsSource } from './rider-facts.js';
import type { RuleSet } from '@rr/contracts/rule-sets';
import { rulesInForce } from './year-rules.js';

/** Riders asked about in one question to identity. */
const RIDERS_PER_PAGE = 500;

export interface ReleaseOutcome {
  /** Riders whose documents are now on file. */
  riders: number;
  /** Earnings released (posted). */
  released: number;
}

/**
 * Cash earnings waiting for a pro rider's driver's licence and W-9 (`pending` / `documentsMissing`, spec §9) are posted
 * once identity has both on file. A round asks identity for the facts of the riders with such
 * earnings (500 at a time), and posts each earning of a rider whose documents arrived — with the withholding the rider's standing asks
 * for today — under the event's results lock, so a new results version and a release never both post it. The source
 * key (`release:<event>:<line>:v<version>`) makes a second round, or a second replica, post nothing more.
 */
export async function releasePendingDocuments(db: PayoutsDb, riders: Pick<RiderFactsSource, 'facts'>, logger: Logger, now = new Date()): Promise<ReleaseOutcome> {
  const outcome: ReleaseOutcome = { riders: 0, released: 0 };
  // The rules each event is judged by, read once a round.
  const known = new Map<string, Promise<RuleSet>>();
  const rulesOf = (race: { eventId: string; startDate: string; country: string }) => {
    if (!known.has(race.eventId)) known.set(race.eventId, rulesInForce(db, { eventId: race.eventId, startDate: race.startDate, country: race.country }).then((found) => found.rules));
    return known.get(race.eventId)!;
  };
  // Every waiting rider, a page of riders (one question to identity) at a time.
  for (let after = ''; ; ) {
    const riderIds = await ridersWaitingForDocuments(db, after, RIDERS_PER_PAGE);
    if (riderIds.length === 0) break;
    after = riderIds[riderIds.length - 1]!;
    const facts = await riders.facts(riderIds);
    for (const riderId of riderIds) {
      const rider = facts.get(riderId);
      if (!rider?.documentsOnFile || !rider.active) continue;
      outcome.riders += 1;
      outcome.released += await releaseRider(db, riderId, rider.nonResidentAlien, rulesOf, now);
    }
    if (riderIds.length < RIDERS_PER_PAGE) break;
  }
  if (outcome.released > 0) logger.info(outcome, 'earnings waiting for documents released');
  return outcome;
}

async function releaseRider(db: PayoutsDb, riderId: string, nonResidentAlien: boolean, rulesOf: (race: { eventId: string; startDate: string; country: string }) => Promise<RuleSet>, now: Date): Promise<number> {
  let released = 0;
  const decisions = await waitingForDocumentsOf(db, riderId);
  for (const pending of decisions) {
    const rules = await rulesOf(pending);
    const posted = await transactionWithRetry(db.sequelize, async (transaction) => {
      // The same lock a new results version takes: one of the two decides this line.
      const event = await lockEventResults(db, pending.eventId, transaction);
      const row = await lockDecision(db, pending.id, transaction);
      if (!event || !row || row.outcome !== 'pending' || row.reason !== 'documentsMissing' || !row.lotType) return false;
      const withholdPercent = row.lotType === 'cash' && nonResidentAlien ? rules.withholdingPercent : 0;
      const earning: Award = {
        riderId,
        type: row.lotType,
        amountCents: row.amountCents,
        currency: row.currency,
        awardedAt: now,
        expiresAt: row.lotType === 'cash' ? null : new Date(now.getTime() + rules.creditExpiryDays * 86_400_000),
        eventId: row.eventId,
        notes: decisionNotes(event.title, row.className, row.place),
        sourceKey: `release:${row.eventId}:${row.decisionKey}:v${row.version}`,
        withholdPercent,
        details: { decision: row.decisionKey, className: row.className, place: row.place, vin: row.vin, released: 'documentsOnFile' },
      };
      const paid = await award(db, earning, transaction);
      await changeDecision(row, { outcome: 'paid', reason: 'paid', withholdPercent, lotId: paid.lot.id }, transaction);
      // The rider hears that the earning that waited for their documents is now on their balance.
      if (paid.posted) {
        const posted = [{ award: earning, awarded: paid, eventTitle: event.title }];
        await addRiderNotices(
          db,
          [
            ...(await debtNotices(db, { repaid: repaymentsOf(posted) }, transaction)),
            ...earningPostedNotices([{ riderId, eventId: row.eventId, eventTitle: event.title, currency: row.currency, line: postedLineOf(earning, paid) }]),
          ],
          transaction,
        );
      }
      return true;
    });
    if (posted) released += 1;
  }
  return released;
}
