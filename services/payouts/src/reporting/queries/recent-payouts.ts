import { pagination, type RecentPayout, type RecentPayouts, type RecentPayoutsQuery } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { instantsOf, isoOf, resolveRange } from './range.js';
import { num, pageWindow, select } from './sql.js';

/**
 * The newest earnings (lots with an `earning` transaction: a lot a merge moved to another wallet is the same earning and
 * is not listed again), newest award first, with the rider's name (`report_riders`) and the event's title (the results
 * payouts received, else `report_events`). With `startDate` and/or `endDate`: awarded on those programme days.
 * `amount` is the gross award; `status` the lot's (current, spent, expired…).
 */
export async function recentPayouts(db: PayoutsDb, query: RecentPayoutsQuery): Promise<RecentPayouts> {
  const dated = query.startDate !== undefined || query.endDate !== undefined;
  const instants = dated ? instantsOf(resolveRange(query)) : null;
  const when = instants ? 'AND l.awarded_at >= :from AND l.awarded_at < :to' : '';
  const replacements = { ...(instants ?? {}), ...pageWindow(query.page, query.limit) };
  const [rows, counts] = await Promise.all([
    select<{ id: string; awarded_at: unknown; rider_id: string; rider_name: string | null; event_id: string | null; title: string | null; type: RecentPayout['type']; amount: unknown; currency: RecentPayout['currency']; status: string }>(
      db,
      `SELECT l.id, l.awarded_at, w.rider_id, r.name AS rider_name, l.event_id, COALESCE(er.title, re.title) AS title, l.type, l.initial_cents AS amount, l.currency, l.status
       FROM lots l
       JOIN wallets w ON w.id = l.wallet_id
       LEFT JOIN report_riders r ON r.rider_id = w.rider_id
       LEFT JOIN event_results er ON er.event_id = l.event_id
       LEFT JOIN report_events re ON re.event_id = l.event_id
       WHERE EXISTS (SELECT 1 FROM postings p JOIN journal_transactions j ON j.id = p.transaction_id WHERE p.lot_id = l.id AND j.kind = 'earning') ${when}
       ORDER BY l.awarded_at DESC, l.id DESC LIMIT :limit OFFSET :offset`,
      replacements,
    ),
    // Every lot is an earning or a merge's copy of one, and each copy's source points to it (moved_to_lot_id).
    select<{ lots: unknown; moved: unknown }>(db, `SELECT COUNT(*) AS lots, COUNT(l.moved_to_lot_id) AS moved FROM lots l WHERE 1 = 1 ${when}`, instants ?? {}),
  ]);
  const total = num(counts[0]?.lots) - num(counts[0]?.moved);
  return {
    payouts: rows.map((row) => ({
      _id: row.id,
      awardedAt: isoOf(row.awarded_at),
      riderId: row.rider_id,
      riderName: row.rider_name ?? '',
      eventId: row.event_id,
      eventTitle: row.title,
      type: row.type,
      amount: num(row.amount),
      currency: row.currency,
      status: row.status,
    })),
    pagination: pagination(query.page, query.limit, total),
  };
}
