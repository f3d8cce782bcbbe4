import { randomUUID } from 'node:crypto';
import type { PayoutsDb } from '../src/data-access/database.js';
import { award } from '../src/domain/money.js';

/**
 * The hand-computed fixture of the admin reports' tests: rows written straight into the reporting read model
 * (`report_*`, as the feed would have left them) and into payouts' own tables (`credit_redemptions`, `cashouts`, lots
 * through the real `award`). Two currencies (USD, CAD), two series (Alpha, Beta) and an event in none, pro and amateur
 * riders, a refunded redemption, cash-outs in the three statuses, and rows on both sides of the range used by most
 * tests, 2026-02-01 … 2026-03-31 (programme days, America/Los_Angeles: PST until 8 March, PDT after).
 *
 * `credit_redemptions` and `report_rider_daily.redeemed_cents` are separate sources here (the first is the
 * redemption records, the second the ledger's measure); their figures are not meant to agree.
 */
export const RANGE = 'startDate=2026-02-01&endDate=2026-03-31';
export const HYPERLINK_NAME = '=HYPERLINK("http://evil.example","click")';

const AT = new Date('2026-04-10T00:00:00Z');

export const RIDERS = [
  { rider_id: 'p1', name: 'Pat Pro', email: 'pat@example.com', country: 'US', pro: true, active: true },
  { rider_id: 'p2', name: 'Quinn Pro', email: 'quinn@example.com', country: 'CA', pro: true, active: true },
  { rider_id: 'a1', name: 'Alex Amateur', email: 'alex@example.com', country: 'US', pro: false, active: true },
  { rider_id: 'a2', name: HYPERLINK_NAME, email: 'hyper@example.com', country: 'US', pro: false, active: true },
  { rider_id: 'a3', name: 'Ivy Inactive', email: 'ivy@example.com', country: 'US', pro: false, active: false },
];

const riderDay = (day: string, riderId: string, currency: string, figures: Partial<Record<'cash' | 'credit' | 'bonus' | 'withheld' | 'redeemed' | 'refunded' | 'cashedOut' | 'expired' | 'earnings', number>>) => ({
  day,
  rider_id: riderId,
  currency,
  earned_cash_cents: figures.cash ?? 0,
  earned_credit_cents: figures.credit ?? 0,
  earned_bonus_cents: figures.bonus ?? 0,
  withheld_cents: figures.withheld ?? 0,
  redeemed_cents: figures.redeemed ?? 0,
  refunded_cents: figures.refunded ?? 0,
  cashed_out_cents: figures.cashedOut ?? 0,
  expired_cents: figures.expired ?? 0,
  earnings: figures.earnings ?? 0,
});

export const RIDER_DAYS = [
  riderDay('2026-01-31', 'p1', 'USD', { cash: 99_900, earnings: 1 }), // the day before the range
  riderDay('2026-02-01', 'p1', 'USD', { cash: 10_000, withheld: 3_000, earnings: 1 }), // its first day
  riderDay('2026-03-15', 'p1', 'USD', { credit: 5_000, redeemed: 2_000, earnings: 1 }),
  riderDay('2026-03-16', 'p1', 'USD', { redeemed: 700 }),
  riderDay('2026-03-17', 'p1', 'USD', { refunded: 700 }), // the redemption of the day before, refunded
  riderDay('2026-03-31', 'p2', 'CAD', { cash: 8_000, cashedOut: 4_000, earnings: 1 }), // its last day
  riderDay('2026-04-01', 'p2', 'CAD', { cash: 77_700, earnings: 1 }), // the day after
  riderDay('2026-02-10', 'a1', 'USD', { credit: 3_000, bonus: 1_000, redeemed: 500, earnings: 2 }),
  riderDay('2026-02-20', 'a1', 'USD', { credit: -1_000, earnings: -1 }), // a reversal
  riderDay('2026-03-20', 'a1', 'USD', { expired: 400 }),
  riderDay('2026-03-06', 'a1', 'CAD', { bonus: 700, earnings: 1 }),
  riderDay('2026-03-05', 'a2', 'USD', { cash: 2_000, cashedOut: 1_500, earnings: 1 }),
];

const money = (day: string, seriesId: string, country: string, currency: string, measure: string, amount: number, earnings = 0) => ({ day, series_id: seriesId, country, currency, measure, amount_cents: amount, entries: 1, earnings });

/** The programme's money by day, the same movements as RIDER_DAYS. */
export const MONEY_DAYS = [
  money('2026-01-31', 's1', 'US', 'USD', 'earnedCash', 99_900, 1),
  money('2026-02-01', 's1', 'US', 'USD', 'earnedCash', 10_000, 1),
  money('2026-02-01', 's1', 'US', 'USD', 'withheld', 3_000),
  money('2026-02-10', 's1', 'US', 'USD', 'earnedCredit', 3_000, 1),
  money('2026-02-10', 's1', 'US', 'USD', 'earnedBonus', 1_000, 1),
  money('2026-02-10', '', '', 'USD', 'redeemed', 500),
  money('2026-02-20', 's1', 'US', 'USD', 'earnedCredit', -1_000, -1),
  money('2026-03-05', '', '', 'USD', 'earnedCash', 2_000, 1),
  money('2026-03-05', '', '', 'USD', 'cashedOut', 1_500),
  money('2026-03-06', 's2', 'CA', 'CAD', 'earnedBonus', 700, 1),
  money('2026-03-15', 's2', 'US', 'USD', 'earnedCredit', 5_000, 1),
  money('2026-03-15', '', '', 'USD', 'redeemed', 2_000),
  money('2026-03-16', '', '', 'USD', 'redeemed', 700),
  money('2026-03-17', '', '', 'USD', 'refunded', 700),
  money('2026-03-20', '', '', 'USD', 'expired', 400),
  money('2026-03-31', 's1', 'CA', 'CAD', 'earnedCash', 8_000, 1),
  money('2026-03-31', '', '', 'CAD', 'cashedOut', 4_000),
  money('2026-04-01', 's1', 'CA', 'CAD', 'earnedCash', 77_700, 1),
];

const event = (id: string, title: string, fields: Partial<{ series: [string, string] | null; country: string; currency: string; start: string; active: boolean; canceled: boolean; paying: boolean; deleted: boolean; contingency: number; results: [number, number, number, number] | null }>) => ({
  event_id: id,
  at: AT,
  deleted: fields.deleted ?? false,
  title,
  series_id: fields.series === undefined ? 's1' : fields.series?.[0] ?? null,
  series_name: fields.series === undefined ? 'Alpha Series' : fields.series?.[1] ?? null,
  promoter_id: 'promoter-1',
  country: fields.country ?? 'US',
  currency: fields.currency ?? 'USD',
  start_date: fields.start ?? '2026-02-01',
  end_date: fields.start ?? '2026-02-01',
  active: fields.active ?? true,
  canceled: fields.canceled ?? false,
  paying_event: fields.paying ?? true,
  contingency_cents: fields.contingency ?? 0,
  results_version: fields.results === null ? null : 1,
  finishers: fields.results?.[0] ?? 0,
  maker_finishers: fields.results?.[1] ?? 0,
  paid_places: fields.results?.[2] ?? 0,
  maker_paid_places: fields.results?.[3] ?? 0,
});

export const EVENTS = [
  event('e1', 'Winter Classic', { start: '2026-02-01', contingency: 50_000, results: [40, 10, 10, 4] }),
  event('e2', 'Spring Opener', { series: ['s2', 'Beta Series'], start: '2026-03-15', contingency: 30_000, results: [20, 15, 5, 5] }),
  event('e3', 'Open Day', { series: null, start: '2026-03-20', paying: false, contingency: 9_999, results: [10, 0, 0, 0] }),
  event('e4', 'Canada Cup', { country: 'CA', currency: 'CAD', start: '2026-03-31', contingency: 20_000, results: null }),
  event('e5', 'Canceled Race', { start: '2026-02-15', canceled: true, contingency: 11_111, results: [99, 99, 9, 9] }),
  event('e6', 'Deleted Race', { series: ['s2', 'Beta Series'], start: '2026-03-01', deleted: true, contingency: 22_222, results: [50, 50, 5, 5] }),
  event('e7', 'Draft Race', { start: '2026-03-02', active: false, contingency: 33_333, results: [7, 7, 7, 7] }),
  event('e8', 'Before', { start: '2026-01-31', contingency: 44_444, results: [5, 5, 5, 5] }),
  event('e9', 'After', { country: 'CA', currency: 'CAD', start: '2026-04-01', contingency: 55_555, results: [6, 6, 6, 6] }),
];

let code = 1000;
const redemption = (id: string, riderId: string, riderName: string, dealerId: string, dealerName: string, dealerCountry: string, amount: number, currency: string, createdAt: string, refundedAt: string | null = null) => ({
  id,
  code: (code += 1),
  rider_id: riderId,
  rider_name: riderName,
  rider_country: currency === 'CAD' ? 'CA' : 'US',
  dealer_id: dealerId,
  dealer_name: dealerName,
  dealer_country: dealerCountry,
  employee_name: 'Sam',
  amount_cents: amount,
  currency,
  category: null,
  id_checked: true,
  created_at: new Date(createdAt),
  refunded_at: refundedAt ? new Date(refundedAt) : null,
  refunded_by: refundedAt ? 'admin-1' : null,
  refunded_by_name: refundedAt ? 'Admin' : null,
  refund_transaction_id: refundedAt ? randomUUID() : null,
});

export const REDEMPTIONS = [
  redemption('cr1', 'a1', 'Alex Amateur', 'd1', 'Dealer One', 'US', 500, 'USD', '2026-02-10T18:00:00Z'),
  redemption('cr2', 'p1', 'Pat Pro', 'd1', 'Dealer One Moto', 'US', 2_000, 'USD', '2026-03-15T20:00:00Z'), // d1's newer name
  redemption('cr3', 'p1', 'Pat Pro', 'd2', 'Dealer Two', 'US', 700, 'USD', '2026-03-16T20:00:00Z', '2026-03-17T10:00:00Z'), // refunded
  redemption('cr4', 'a1', 'Alex Amateur', 'd3', 'Dealer Three', 'CA', 1_200, 'CAD', '2026-03-01T07:30:00Z'), // programme day 02-28
  redemption('cr5', 'a2', 'A. Two', 'd2', 'Dealer Two', 'US', 300, 'USD', '2026-02-01T08:00:00Z'), // 00:00 PST on the first day
  redemption('cr6', 'a2', 'A. Two', 'd2', 'Dealer Two', 'US', 400, 'USD', '2026-02-01T07:59:59.999Z'), // 23:59 PST the day before
  redemption('cr7', 'p2', 'Quinn Pro', 'd3', 'Dealer Three', 'CA', 900, 'CAD', '2026-04-01T06:59:59.000Z'), // 23:59 PDT on the last day
  redemption('cr8', 'p2', 'Quinn Pro', 'd3', 'Dealer Three', 'CA', 100, 'CAD', '2026-04-01T07:00:00.000Z'), // 00:00 PDT the day after
];

const cashout = (id: string, riderId: string, amount: number, currency: string, method: string, status: string, orderId: string | null, previous: number, next: number, createdAt: string) => ({
  id,
  rider_id: riderId,
  amount_cents: amount,
  currency,
  method,
  status,
  hold_id: randomUUID(),
  provider_order_id: orderId,
  reward_id: null,
  previous_balance_cents: previous,
  new_balance_cents: next,
  attempts: 1,
  next_attempt_at: new Date(createdAt),
  created_at: new Date(createdAt),
  updated_at: new Date(createdAt),
});

export const CASHOUTS = [
  cashout('co1', 'p1', 5_000, 'USD', 'bank', 'paid', 'ORD-1', 10_000, 5_000, '2026-02-05T12:00:00Z'),
  cashout('co2', 'a2', 1_500, 'USD', 'digital', 'processing', null, 2_000, 500, '2026-03-05T12:00:00Z'),
  cashout('co3', 'p2', 4_000, 'CAD', 'prepaidCard', 'failed', null, 8_000, 8_000, '2026-03-31T12:00:00Z'),
  cashout('co4', 'p1', 100, 'USD', 'bank', 'paid', 'ORD-0', 200, 100, '2026-01-15T12:00:00Z'), // before the range
];

/** Earnings as lots (through the ledger), for the recent payouts; and a merge's copy of L3, which is not an earning again. */
export const LOTS = [
  { id: 'L1', riderId: 'p1', type: 'cash', cents: 10_000, currency: 'USD', awardedAt: '2026-02-01T09:00:00Z', eventId: 'e1' },
  { id: 'L2', riderId: 'p1', type: 'credit', cents: 5_000, currency: 'USD', awardedAt: '2026-03-15T18:00:00Z', eventId: 'e2' },
  { id: 'L3', riderId: 'a2', type: 'cash', cents: 2_000, currency: 'USD', awardedAt: '2026-03-05T18:00:00Z', eventId: null },
  { id: 'L4', riderId: 'p2', type: 'cash', cents: 8_000, currency: 'CAD', awardedAt: '2026-03-31T18:00:00Z', eventId: 'unknown-event' },
] as const;

export async function insertFixture(db: PayoutsDb): Promise<void> {
  for (const lot of LOTS) {
    await db.sequelize.transaction((transaction) =>
      award(db, { lotId: lot.id, riderId: lot.riderId, type: lot.type, amountCents: lot.cents, currency: lot.currency, awardedAt: new Date(lot.awardedAt), eventId: lot.eventId, sourceKey: `fixture:${lot.id}` }, transaction),
    );
  }
  const source = (await db.models.Lot.findByPk('L3'))!;
  const wallet = await db.models.Wallet.create({ id: randomUUID(), riderId: 'a1', currency: 'USD' });
  await db.models.Lot.create({ id: 'L3-moved', walletId: wallet.id, type: 'cash', currency: 'USD', initialCents: 2_000, currentCents: 2_000, status: 'current', awardedAt: source.awardedAt });
  await source.update({ movedToLotId: 'L3-moved' });

  const qi = db.sequelize.getQueryInterface();
  // Whatever the ledger's feed may have written for the awards above: the read model is exactly the fixture.
  for (const table of ['report_money_daily', 'report_rider_daily', 'report_events', 'report_riders']) await qi.bulkDelete(table, {});
  await qi.bulkInsert('report_riders', RIDERS.map((rider) => ({ ...rider, at: AT, deleted: false })));
  await qi.bulkInsert('report_rider_daily', RIDER_DAYS);
  await qi.bulkInsert('report_money_daily', MONEY_DAYS);
  await qi.bulkInsert('report_events', EVENTS);
  await qi.bulkInsert('credit_redemptions', REDEMPTIONS);
  await qi.bulkInsert('cashouts', CASHOUTS);
}
