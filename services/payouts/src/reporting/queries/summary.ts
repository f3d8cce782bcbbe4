import type { Currency, ReportSummary, SummaryCurrency, SummaryMonth } from '@rr/contracts';
import type { MoneyMeasure } from '@rr/contracts/server';
import type { PayoutsDb } from '../../data-access/database.js';
import { monthsOf, type DayRange } from './range.js';
import { byCurrency, num, ratio, select } from './sql.js';

/**
 * The events a report counts for a range (docs/reports.md "Counting events"), over `report_events`: known, active and
 * not canceled, paying or not, results in or not, whose first day is in the range (`:startDate`, `:endDate`); a month
 * counts those whose first day is in it. The summary's `events` and market share's `events` are both this count, so
 * the two pages never disagree about how many events a month had. An index range on `start_date`.
 */
export const COUNTED_EVENTS = 'start_date >= :startDate AND start_date <= :endDate AND deleted = 0 AND active = 1 AND canceled = 0';

type Money = Record<MoneyMeasure, number>;
const noMoney = (): Money => ({ earnedCash: 0, earnedCredit: 0, earnedBonus: 0, withheld: 0, redeemed: 0, cashedOut: 0, expired: 0, writtenOff: 0, refunded: 0 });

/**
 * Spec §3 Aggregates for a range of programme days, each currency apart. Money is the read model's `report_money_daily`
 * (the ledger's measures by day: redemptions on their days, refunds on theirs); `available` and `events` are the
 * `COUNTED_EVENTS` (`available` only the paying ones'); `riders`
 * counts riders with a new earning on a day of the range (`report_rider_daily.earnings > 0`). Three index range scans
 * (`day`, `start_date`), no function on an indexed column in a WHERE.
 */
export async function reportSummary(db: PayoutsDb, range: DayRange): Promise<Omit<ReportSummary, 'generatedAt' | 'cached'>> {
  const [money, events, riders] = await Promise.all([
    select<{ month: string; currency: Currency; measure: MoneyMeasure; cents: unknown }>(
      db,
      `SELECT SUBSTR(day, 1, 7) AS month, currency, measure, SUM(amount_cents) AS cents
       FROM report_money_daily WHERE day >= :startDate AND day <= :endDate
       GROUP BY SUBSTR(day, 1, 7), currency, measure`,
      range,
    ),
    select<{ month: string; currency: Currency; events: unknown; available: unknown }>(
      db,
      `SELECT SUBSTR(start_date, 1, 7) AS month, currency, COUNT(*) AS events,
         SUM(CASE WHEN paying_event = 1 THEN contingency_cents ELSE 0 END) AS available
       FROM report_events WHERE ${COUNTED_EVENTS}
       GROUP BY SUBSTR(start_date, 1, 7), currency`,
      range,
    ),
    select<{ riders: unknown }>(db, `SELECT COUNT(DISTINCT rider_id) AS riders FROM report_rider_daily WHERE day >= :startDate AND day <= :endDate AND earnings > 0`, range),
  ]);

  const months = monthsOf(range);
  // month → currency → figures
  const cells = new Map<string, Map<Currency, Money & { available: number }>>();
  const cell = (month: string, currency: Currency) => {
    const row = cells.get(month) ?? new Map<Currency, Money & { available: number }>();
    cells.set(month, row);
    const figures = row.get(currency) ?? { ...noMoney(), available: 0 };
    row.set(currency, figures);
    return figures;
  };
  const currencies = new Set<Currency>();
  for (const row of money) {
    currencies.add(row.currency);
    cell(row.month, row.currency)[row.measure] += num(row.cents);
  }
  let eventCount = 0;
  for (const row of events) {
    currencies.add(row.currency);
    cell(row.month, row.currency).available += num(row.available);
    eventCount += num(row.events);
  }

  const ordered = [...currencies].sort(byCurrency);
  const totals: SummaryCurrency[] = ordered.map((currency) => {
    const sum = { ...noMoney(), available: 0 };
    for (const month of cells.values()) {
      const figures = month.get(currency);
      if (!figures) continue;
      for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += figures[key];
    }
    const earned = sum.earnedCash + sum.earnedCredit + sum.earnedBonus;
    return {
      currency,
      available: sum.available,
      earned,
      earnedCash: sum.earnedCash,
      earnedCredit: sum.earnedCredit,
      earnedBonus: sum.earnedBonus,
      earnRate: ratio(earned, sum.available),
      redeemed: sum.redeemed,
      refunded: sum.refunded,
      redemptionRate: ratio(sum.redeemed, sum.earnedCredit + sum.earnedBonus),
      cashedOut: sum.cashedOut,
      expired: sum.expired,
      withheld: sum.withheld,
    };
  });
  const byMonth: SummaryMonth[] = months.flatMap((month) =>
    ordered.map((currency) => {
      const figures = cells.get(month)?.get(currency) ?? { ...noMoney(), available: 0 };
      return { month, currency, available: figures.available, earned: figures.earnedCash + figures.earnedCredit + figures.earnedBonus, redeemed: figures.redeemed, refunded: figures.refunded, cashedOut: figures.cashedOut };
    }),
  );
  return { range, months: months.length, events: eventCount, riders: num(riders[0]?.riders), currencies: totals, byMonth };
}
