import type { Currency, RiderStats, TopDealer, TopDealers, TopRider, TopRiders } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { instantsOf, type DayRange } from './range.js';
import { byCurrency, num, select } from './sql.js';

/**
 * Each rider's money in the range, per currency, from `report_rider_daily` (an index range on `day`), aggregated before
 * anything is joined. `has_earning`: a new earning (lot) on some day of the range.
 */
const RIDER_TOTALS = `SELECT rider_id, currency,
    SUM(earned_cash_cents) AS earned_cash, SUM(earned_credit_cents) AS earned_credit, SUM(earned_bonus_cents) AS earned_bonus,
    SUM(earned_cash_cents + earned_credit_cents + earned_bonus_cents) AS earned,
    SUM(earnings) AS earnings, SUM(redeemed_cents) AS redeemed, SUM(cashed_out_cents) AS cashed_out,
    MAX(CASE WHEN earnings > 0 THEN 1 ELSE 0 END) AS has_earning
  FROM report_rider_daily WHERE day >= :startDate AND day <= :endDate
  GROUP BY rider_id, currency`;

/** A rider with no `report_riders` row yet (no `rider.changed` received) counts as an amateur. */
const GROUP = 'COALESCE(r.pro, 0) = :pro';

/**
 * Pro or amateur riders ranked by what they earned in the range (cash + dealer credit + bonus, less reversals), one
 * entry per rider and currency with a positive total, highest first (ties by name). `redeemed` is their dealer
 * redemptions made in the range (a refund is counted on its own day, never taken off a redemption).
 */
export async function topRiders(db: PayoutsDb, range: DayRange, pro: boolean, limit: number): Promise<Omit<TopRiders, 'generatedAt' | 'cached'>> {
  const rows = await select<{ rider_id: string; currency: Currency; name: string | null; country: string | null; earned: unknown; earned_cash: unknown; earned_credit: unknown; earned_bonus: unknown; earnings: unknown; redeemed: unknown }>(
    db,
    `SELECT a.*, r.name, r.country FROM (${RIDER_TOTALS}) a LEFT JOIN report_riders r ON r.rider_id = a.rider_id
     WHERE ${GROUP} AND a.earned > 0
     ORDER BY a.earned DESC, COALESCE(r.name, '') ASC, a.rider_id ASC, a.currency ASC LIMIT :limit`,
    { ...range, pro: pro ? 1 : 0, limit },
  );
  const riders: TopRider[] = rows.map((row) => ({
    riderId: row.rider_id,
    name: row.name ?? '',
    country: row.country ?? '',
    currency: row.currency,
    earned: num(row.earned),
    earnedCash: num(row.earned_cash),
    earnedCredit: num(row.earned_credit),
    earnedBonus: num(row.earned_bonus),
    earnings: num(row.earnings),
    redeemed: num(row.redeemed),
  }));
  return { range, riders };
}

/**
 * Pro or amateur riders' figures: `registered` riders of the group (active, not deleted accounts), `earning` ones with a
 * new earning in the range (any currency); per currency the riders with an earning in it, what the group earned, the
 * average per earning rider (rounded to the cent), and what the group redeemed and cashed out in the range.
 */
export async function riderStats(db: PayoutsDb, range: DayRange, pro: boolean): Promise<Omit<RiderStats, 'generatedAt' | 'cached'>> {
  const flag = pro ? 1 : 0;
  const [registered, perCurrency, earning] = await Promise.all([
    select<{ riders: unknown }>(db, 'SELECT COUNT(*) AS riders FROM report_riders WHERE pro = :pro AND active = 1 AND deleted = 0', { pro: flag }),
    select<{ currency: Currency; riders: unknown; earned: unknown; redeemed: unknown; cashed_out: unknown }>(
      db,
      `SELECT a.currency, SUM(a.has_earning) AS riders, SUM(a.earned) AS earned, SUM(a.redeemed) AS redeemed, SUM(a.cashed_out) AS cashed_out
       FROM (${RIDER_TOTALS}) a LEFT JOIN report_riders r ON r.rider_id = a.rider_id WHERE ${GROUP} GROUP BY a.currency`,
      { ...range, pro: flag },
    ),
    select<{ riders: unknown }>(
      db,
      `SELECT COUNT(DISTINCT a.rider_id) AS riders FROM (${RIDER_TOTALS}) a LEFT JOIN report_riders r ON r.rider_id = a.rider_id WHERE ${GROUP} AND a.has_earning = 1`,
      { ...range, pro: flag },
    ),
  ]);
  const currencies = perCurrency
    .map((row) => {
      const riders = num(row.riders);
      const earned = num(row.earned);
      return { currency: row.currency, riders, earned, averagePerRider: riders === 0 ? 0 : Math.round(earned / riders), redeemed: num(row.redeemed), cashedOut: num(row.cashed_out) };
    })
    .sort((a, b) => byCurrency(a.currency, b.currency));
  return { range, registered: num(registered[0]?.riders), earning: num(earning[0]?.riders), currencies };
}

/**
 * Dealers ranked by the dealer credit and bonus redeemed with them: `credit_redemptions` made in the range (programme
 * days of `created_at`, compared as UTC instants), refunded since or not (a redemption stays counted on its day, as
 * every report counts redemptions), per dealer and currency, highest first. The name and country are those of the
 * dealer's latest redemption.
 */
export async function topDealers(db: PayoutsDb, range: DayRange, limit: number): Promise<Omit<TopDealers, 'generatedAt' | 'cached'>> {
  const { from, to } = instantsOf(range);
  const rows = await select<{ dealer_id: string; currency: Currency; redemptions: unknown; redeemed: unknown; riders: unknown; name: string | null; country: string | null }>(
    db,
    `SELECT a.*,
       (SELECT l.dealer_name FROM credit_redemptions l WHERE l.dealer_id = a.dealer_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1) AS name,
       (SELECT l.dealer_country FROM credit_redemptions l WHERE l.dealer_id = a.dealer_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1) AS country
     FROM (SELECT dealer_id, currency, COUNT(*) AS redemptions, SUM(amount_cents) AS redeemed, COUNT(DISTINCT rider_id) AS riders
           FROM credit_redemptions WHERE created_at >= :from AND created_at < :to
           GROUP BY dealer_id, currency) a
     ORDER BY a.redeemed DESC, a.dealer_id ASC, a.currency ASC LIMIT :limit`,
    { from, to, limit },
  );
  const dealers: TopDealer[] = rows.map((row) => ({ dealerId: row.dealer_id, name: row.name ?? '', country: row.country || null, currency: row.currency, redemptions: num(row.redemptions), redeemed: num(row.redeemed), riders: num(row.riders) }));
  return { range, dealers };
}
