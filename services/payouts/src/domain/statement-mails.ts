import { UniqueConstraintError } from 'sequelize';
import { programmeDay } from '@rr/contracts';
import { YEAR_STATEMENT_READY, type YearStatementReady } from '@rr/contracts/statements';
import type { Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { recordStatementMail, ridersWithMoney } from '../data-access/statements-repository.js';
import { lastClosedYear, yearSpan } from './year-statements.js';

export interface StatementMailOutcome {
  /** The year the statements are of (null: not January, nothing to do). */
  year: number | null;
  /** Riders told in this round. */
  riders: number;
  /** A full round: more riders may be waiting. */
  more: boolean;
}

/**
 * January's statement mail: every rider who had money in the year just closed (a posting that year, or a balance or
 * debt when it began) hears once that their year-end statement is ready, with a link to the statements on their
 * wallet. Per rider one transaction writes the `statement_mails` row and the `rider.year-statement` message; the row's
 * key makes a second run (or a second replica) send nothing. Outside January (programme calendar) nothing happens,
 * unless a `year` is given (staff, tests).
 */
export async function mailYearStatements(db: PayoutsDb, outbox: Outbox, options: { now: Date; year?: number; batch?: number }): Promise<StatementMailOutcome> {
  const { now, batch = 500 } = options;
  if (options.year === undefined && programmeDay(now).slice(5, 7) !== '01') return { year: null, riders: 0, more: false };
  const year = options.year ?? lastClosedYear(now);
  const waiting = await ridersWithMoney(db, yearSpan(year), year);
  const due = waiting.slice(0, batch);
  let riders = 0;
  for (const riderId of due) {
    try {
      await db.sequelize.transaction(async (transaction) => {
        await recordStatementMail(db, riderId, year, now, transaction);
        await outbox.add<YearStatementReady>(transaction, YEAR_STATEMENT_READY, { riderId, year });
      });
      riders += 1;
    } catch (error) {
      // Another replica told this rider a moment ago.
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  }
  return { year, riders, more: waiting.length > due.length };
}
