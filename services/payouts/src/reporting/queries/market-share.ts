import type { MarketShare, MarketShareRow } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { monthsOf, type DayRange } from './range.js';
import { num, ratio, select } from './sql.js';
import { COUNTED_EVENTS } from './summary.js';

type Counts = Pick<MarketShareRow, 'events' | 'finishers' | 'makerFinishers' | 'paidPlaces' | 'makerPaidPlaces'>;

function shareRow(key: string | null, name: string | null, counts: Counts): MarketShareRow {
  return { key, name, ...counts, finisherShare: ratio(counts.makerFinishers, counts.finishers), payoutShare: ratio(counts.makerPaidPlaces, counts.paidPlaces) };
}

const zero = (): Counts => ({ events: 0, finishers: 0, makerFinishers: 0, paidPlaces: 0, makerPaidPlaces: 0 });

/**
 * The maker's market share (spec §3) over the `COUNTED_EVENTS` of the range (the summary's events: an event whose
 * results are not in yet counts as an event with no finishers), by month of the first day (every month of the range,
 * empty ones too) or by
 * series (`key` the series' id, `null` for events in no series, listed last). Shares are ratios, null when the base is 0;
 * `total` adds every row.
 */
export async function marketShare(db: PayoutsDb, range: DayRange, by: 'month' | 'series'): Promise<Omit<MarketShare, 'generatedAt' | 'cached'>> {
  const key = by === 'month' ? 'SUBSTR(start_date, 1, 7)' : 'series_id';
  const rows = await select<{ k: string | null; name: string | null; events: unknown; finishers: unknown; maker_finishers: unknown; paid_places: unknown; maker_paid_places: unknown }>(
    db,
    `SELECT ${key} AS k, MAX(series_name) AS name, COUNT(*) AS events, SUM(finishers) AS finishers, SUM(maker_finishers) AS maker_finishers,
       SUM(paid_places) AS paid_places, SUM(maker_paid_places) AS maker_paid_places
     FROM report_events
     WHERE ${COUNTED_EVENTS}
     GROUP BY ${key}`,
    range,
  );
  const counts = new Map(
    rows.map((row) => [row.k, { name: row.name, counts: { events: num(row.events), finishers: num(row.finishers), makerFinishers: num(row.maker_finishers), paidPlaces: num(row.paid_places), makerPaidPlaces: num(row.maker_paid_places) } }]),
  );
  const result: MarketShareRow[] =
    by === 'month'
      ? monthsOf(range).map((month) => shareRow(month, null, counts.get(month)?.counts ?? zero()))
      : [...counts]
          .sort(([a, x], [b, y]) => (a === null ? 1 : b === null ? -1 : (x.name ?? '').localeCompare(y.name ?? '') || a.localeCompare(b)))
          .map(([id, row]) => shareRow(id, id === null ? null : row.name, row.counts));
  const total = zero();
  for (const row of result) for (const field of Object.keys(total) as Array<keyof Counts>) total[field] += row[field];
  return { range, rows: result, total: shareRow(null, null, total) };
}
