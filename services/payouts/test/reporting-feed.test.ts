import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryTypes, type Transaction } from 'sequelize';
import { programmeDay } from '@rr/contracts';
import { EVENT_CHANGED, MONEY_POSTED, RIDER_CHANGED, type EventChanged, type RiderChanged } from '@rr/contracts/server';
import type { Message } from '@rr/server-kit';
import { award, expireDue, hold, mergeRiders, redeem, refund, release, reverseAward, settle } from '../src/domain/money.js';
import { awardMany } from '../src/domain/award-many.js';
import { dayOf } from '../src/reporting/measures.js';
import { rebuildReadModel } from '../src/reporting/rebuild-read-model.js';
import { aMessage, startTestService, type TestService } from './helpers.js';
import { ledgerIdentities, moneyTable, recomputedTables, riderTable, syncReadModel, type MoneyRow, type RiderRow } from './reporting-helpers.js';

/**
 * The reporting read model fed by `money.posted` (written by the ledger in each money
 * transaction) against a hand-computed fixture: two currencies, two series and an event in none, every kind of money
 * movement, programme days in America/Los_Angeles; redelivery; the rebuild from the ledger; the events' and riders' facts.
 */
describe('reporting read model: the feed of money', () => {
  let service: TestService;
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const tx = <T>(work: (t: Transaction) => Promise<T>) => service.db.sequelize.transaction(work);

  beforeAll(async () => {
    service = await startTestService('reporting_feed');
    const { db } = service;
    for (const [eventId, seriesId, country, currency] of [
      ['event-s1', 'series-1', 'US', 'USD'],
      ['event-s2', 'series-2', 'CA', 'CAD'],
      ['event-free', null, 'US', 'USD'],
    ] as const) {
      await db.models.EventResults.create({ eventId, version: 1, title: eventId, seriesId, startDate: '2026-02-20', country, currency, sanctioningBodies: '[]' });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Programme days around midnight in Los Angeles (UTC−8 in winter).
      at('2026-03-01T07:30:00Z');
      await tx((t) => award(db, { riderId: 'rider-b', type: 'cash', amountCents: 100, currency: 'CAD', eventId: 'event-s2', sourceKey: 'b:late-night' }, t));
      at('2026-03-01T08:30:00Z');
      await tx((t) => award(db, { riderId: 'rider-b', type: 'cash', amountCents: 200, currency: 'CAD', eventId: 'event-s2', sourceKey: 'b:after-midnight' }, t));

      // 2 March (10:00 in Los Angeles): awards, a withholding, a redemption and a refund, two cash-outs, a reversal.
      at('2026-03-02T18:00:00Z');
      const a1 = await tx((t) => award(db, { riderId: 'rider-a', type: 'cash', amountCents: 10_000, currency: 'USD', eventId: 'event-s1', withholdPercent: 30, sourceKey: 'a:cash' }, t));
      await tx((t) => award(db, { riderId: 'rider-a', type: 'credit', amountCents: 5_000, currency: 'USD', eventId: 'event-s1', expiresAt: new Date('2026-03-10T00:00:00Z'), sourceKey: 'a:credit' }, t));
      await tx((t) => award(db, { riderId: 'rider-a', type: 'bonus', amountCents: 2_000, currency: 'USD', eventId: 'event-free', sourceKey: 'a:bonus' }, t));
      await tx((t) => award(db, { riderId: 'rider-a', type: 'cash', amountCents: 6_000, currency: 'USD', eventId: 'event-s1', awardedAt: new Date('2026-03-02T18:01:00Z'), sourceKey: 'a:cash-2' }, t));
      await tx((t) => award(db, { riderId: 'rider-c', type: 'cash', amountCents: 3_000, currency: 'USD', eventId: 'event-s1', sourceKey: 'c:cash' }, t));
      await tx((t) => awardMany(db, [{ riderId: 'rider-b', type: 'credit', amountCents: 8_000, currency: 'CAD', eventId: 'event-s2', sourceKey: 'b:credit' }], t));
      const redemption = await tx((t) => redeem(db, { riderId: 'rider-a', amountCents: 4_000, currency: 'USD', dealerId: 'dealer-1' }, t));
      await tx((t) => refund(db, { redemptionId: redemption.journal.id, amountCents: 1_500 }, t));
      const paid = await tx((t) => hold(db, { riderId: 'rider-a', amountCents: 2_000, currency: 'USD' }, t));
      await tx((t) => settle(db, paid.id, t));
      const failed = await tx((t) => hold(db, { riderId: 'rider-a', amountCents: 1_000, currency: 'USD' }, t));
      await tx((t) => release(db, failed.id, t));
      await tx((t) => reverseAward(db, { lotId: a1.lot.id, sourceKey: 'a:cash:reverse', memo: 'result changed' }, t));

      // Across the start of daylight saving time (8 March, 02:00 → 03:00; then UTC−7).
      await tx((t) => award(db, { riderId: 'rider-b', type: 'credit', amountCents: 300, currency: 'CAD', eventId: 'event-s2', awardedAt: new Date('2026-03-09T06:30:00Z'), sourceKey: 'b:dst-1' }, t));
      await tx((t) => award(db, { riderId: 'rider-b', type: 'credit', amountCents: 400, currency: 'CAD', eventId: 'event-s2', awardedAt: new Date('2026-03-09T07:30:00Z'), sourceKey: 'b:dst-2' }, t));

      // 12 March: the credit expired; the rest of the redemption refunded onto it; rider C merged into rider A.
      at('2026-03-12T20:00:00Z');
      expect(await expireDue(db, new Date())).toBe(1);
      await tx((t) => refund(db, { redemptionId: redemption.journal.id, amountCents: 2_500 }, t));
      await tx((t) => mergeRiders(db, { keptRiderId: 'rider-a', removedRiderId: 'rider-c' }, t));
    } finally {
      vi.useRealTimers();
    }
    await syncReadModel(service);
  }, 60_000);
  afterAll(() => service.close());

  const money = (day: string, seriesId: string, country: string, currency: string, measure: string, amountCents: number, entries: number, earnings = 0): MoneyRow => ({ day, seriesId, country, currency, measure, amountCents, entries, earnings });
  const rider = (day: string, riderId: string, currency: string, amounts: Partial<Omit<RiderRow, 'day' | 'riderId' | 'currency'>>): RiderRow => ({
    day,
    riderId,
    currency,
    earnedCashCents: 0,
    earnedCreditCents: 0,
    earnedBonusCents: 0,
    withheldCents: 0,
    redeemedCents: 0,
    cashedOutCents: 0,
    expiredCents: 0,
    writtenOffCents: 0,
    refundedCents: 0,
    earnings: 0,
    ...amounts,
  });

  it('has the hand-computed rows per day, series, country, currency and measure', async () => {
    expect(await moneyTable(service.db)).toEqual([
      money('2026-02-28', 'series-2', 'CA', 'CAD', 'earnedCash', 100, 1, 1),
      money('2026-03-01', 'series-2', 'CA', 'CAD', 'earnedCash', 200, 1, 1),
      // The bonus came from an event in no series.
      money('2026-03-02', '', 'US', 'USD', 'earnedBonus', 2_000, 1, 1),
      money('2026-03-02', 'series-1', 'US', 'USD', 'cashedOut', 2_000, 1),
      // 10,000 + 6,000 + rider C's 3,000, less the reversed award taken back in full (2,000 of it was cashed out: owed).
      money('2026-03-02', 'series-1', 'US', 'USD', 'earnedCash', 9_000, 4, 2),
      money('2026-03-02', 'series-1', 'US', 'USD', 'earnedCredit', 5_000, 1, 1),
      // Redeemed 4,000 at the dealer, 1,500 of it refunded the same day: two measures, neither netted into the other.
      money('2026-03-02', 'series-1', 'US', 'USD', 'redeemed', 4_000, 1),
      money('2026-03-02', 'series-1', 'US', 'USD', 'refunded', 1_500, 1),
      // 3,000 withheld, then returned to the fund with the reversal.
      money('2026-03-02', 'series-1', 'US', 'USD', 'withheld', 0, 2),
      money('2026-03-02', 'series-2', 'CA', 'CAD', 'earnedCredit', 8_000, 1, 1),
      money('2026-03-08', 'series-2', 'CA', 'CAD', 'earnedCredit', 300, 1, 1),
      money('2026-03-09', 'series-2', 'CA', 'CAD', 'earnedCredit', 400, 1, 1),
      // 2,500 left on the credit expired, and the 2,500 refunded after its expiry went straight on to expired.
      money('2026-03-12', 'series-1', 'US', 'USD', 'expired', 5_000, 2),
      // The rest refunded ten days later: on that day, as a refund; 2 March keeps what it redeemed.
      money('2026-03-12', 'series-1', 'US', 'USD', 'refunded', 2_500, 1),
    ]);
  });

  it('has the hand-computed rows per rider and day; a merge moves what was left from one rider to the other', async () => {
    expect(await riderTable(service.db)).toEqual([
      rider('2026-02-28', 'rider-b', 'CAD', { earnedCashCents: 100, earnings: 1 }),
      rider('2026-03-01', 'rider-b', 'CAD', { earnedCashCents: 200, earnings: 1 }),
      rider('2026-03-02', 'rider-a', 'USD', { earnedCashCents: 6_000, earnedCreditCents: 5_000, earnedBonusCents: 2_000, redeemedCents: 4_000, refundedCents: 1_500, cashedOutCents: 2_000, earnings: 3 }),
      rider('2026-03-02', 'rider-b', 'CAD', { earnedCreditCents: 8_000, earnings: 1 }),
      rider('2026-03-02', 'rider-c', 'USD', { earnedCashCents: 3_000, earnings: 1 }),
      rider('2026-03-08', 'rider-b', 'CAD', { earnedCreditCents: 300, earnings: 1 }),
      rider('2026-03-09', 'rider-b', 'CAD', { earnedCreditCents: 400, earnings: 1 }),
      rider('2026-03-12', 'rider-a', 'USD', { earnedCashCents: 3_000, refundedCents: 2_500, expiredCents: 5_000 }),
      rider('2026-03-12', 'rider-c', 'USD', { earnedCashCents: -3_000 }),
    ]);
  });

  it('keeps currencies apart and equals the ledger: programme accounts per currency, each rider’s balance', async () => {
    const { programme, fromPostings, riders, balances } = await ledgerIdentities(service.db);
    expect(programme).toEqual(fromPostings);
    // Earned 9,000 cash + 5,000 credit + 2,000 bonus; what was redeemed was all refunded; withheld went back with its award.
    expect(programme).toEqual({ USD: { earned: 16_000, cashedOut: 2_000, expired: 5_000 }, CAD: { earned: 9_000 } });
    expect(riders).toEqual(balances);
    // Rider A holds 11,000 and owes the 2,000 the reversed award had already paid out.
    expect(riders).toEqual({ 'rider-a|USD': 9_000, 'rider-b|CAD': 9_000 });
  });

  it('puts a transaction on its programme day in America/Los_Angeles, daylight saving time included', () => {
    for (const [instant, day] of [
      ['2026-03-01T07:30:00Z', '2026-02-28'],
      ['2026-03-01T08:30:00Z', '2026-03-01'],
      ['2026-03-09T06:30:00Z', '2026-03-08'],
      ['2026-03-09T06:59:59.999Z', '2026-03-08'],
      ['2026-03-09T07:00:00Z', '2026-03-09'],
      ['2026-11-01T07:30:00Z', '2026-11-01'],
      ['2026-11-02T07:30:00Z', '2026-11-01'],
      ['2026-11-02T08:00:00Z', '2026-11-02'],
    ] as const) {
      expect(dayOf(new Date(instant)), instant).toBe(day);
      expect(programmeDay(instant)).toBe(day);
    }
  });

  it('changes nothing when a message is delivered again', async () => {
    const before = { money: await moneyTable(service.db), riders: await riderTable(service.db) };
    const rows = await service.db.sequelize.query<{ id: string; payload: string; occurred_at: string | Date }>('SELECT id, payload, occurred_at FROM outbox_messages WHERE topic = :topic', {
      replacements: { topic: MONEY_POSTED },
      type: QueryTypes.SELECT,
    });
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows.slice(0, 5)) await service.deliver({ id: row.id, topic: MONEY_POSTED, payload: JSON.parse(row.payload), occurredAt: new Date().toISOString() } as Message);
    expect({ money: await moneyTable(service.db), riders: await riderTable(service.db) }).toEqual(before);
  });

  it('rebuilds from the ledger the same rows the feed wrote', async () => {
    const live = { money: await moneyTable(service.db), riders: await riderTable(service.db) };
    expect(await recomputedTables(service.db)).toEqual(live);
    await service.db.models.ReportMoneyDaily.update({ amountCents: 1 }, { where: {} });
    await service.db.models.ReportRiderDaily.destroy({ where: {} });
    const outcome = await rebuildReadModel(service.db, { batchSize: 4 });
    expect(outcome).toMatchObject({ moneyRows: live.money.length, riderRows: live.riders.length, skippedMessages: 0 });
    expect({ money: await moneyTable(service.db), riders: await riderTable(service.db) }).toEqual(live);
  });

  it('counts a message written before a rebuild once: the rebuild counts it, its consumer then adds nothing', async () => {
    const { db } = service;
    await db.sequelize.transaction((t) => award(db, { riderId: 'rider-d', type: 'cash', amountCents: 700, currency: 'USD', eventId: 'event-s1', awardedAt: new Date('2026-03-20T18:00:00Z'), sourceKey: 'd:cash' }, t));
    // Not published yet: the rebuild sees the transaction and the message that goes with it.
    expect(await rebuildReadModel(db, { parts: ['money'] })).toMatchObject({ skippedMessages: 1 });
    const rebuilt = { money: await moneyTable(db), riders: await riderTable(db) };
    expect(rebuilt.money).toContainEqual(money('2026-03-20', 'series-1', 'US', 'USD', 'earnedCash', 700, 1, 1));
    await syncReadModel(service);
    expect({ money: await moneyTable(db), riders: await riderTable(db) }).toEqual(rebuilt);
    expect(await db.sequelize.query('SELECT message_id FROM report_skipped_messages', { type: QueryTypes.SELECT })).toEqual([]);
    // A transaction after the rebuild is added by its consumer.
    await db.sequelize.transaction((t) => award(db, { riderId: 'rider-d', type: 'cash', amountCents: 50, currency: 'USD', eventId: 'event-s1', awardedAt: new Date('2026-03-20T19:00:00Z'), sourceKey: 'd:cash-2' }, t));
    await syncReadModel(service);
    expect(await moneyTable(db)).toContainEqual(money('2026-03-20', 'series-1', 'US', 'USD', 'earnedCash', 750, 2, 2));
    expect(await recomputedTables(db)).toEqual({ money: await moneyTable(db), riders: await riderTable(db) });
  });

  it('writes no message for a hold or a release', async () => {
    const { db } = service;
    const count = async () => (await db.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_messages WHERE topic = :topic', { replacements: { topic: MONEY_POSTED }, type: QueryTypes.SELECT }))[0]!.n;
    const before = Number(await count());
    const held = await db.sequelize.transaction((t) => hold(db, { riderId: 'rider-a', amountCents: 100, currency: 'USD' }, t));
    await db.sequelize.transaction((t) => release(db, held.id, t));
    expect(Number(await count())).toBe(before);
  });
});

describe('reporting read model: events and riders', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('reporting_facts');
  });
  afterAll(() => service.close());

  const event = (at: string, title: string, extra: Partial<EventChanged> = {}): EventChanged => ({
    eventId: 'event-1',
    at,
    deleted: false,
    title,
    seriesId: 'series-1',
    seriesName: 'Winter Series',
    promoterId: 'promoter-1',
    country: 'US',
    currency: 'USD',
    startDate: '2026-03-07',
    endDate: '2026-03-08',
    active: true,
    canceled: false,
    payingEvent: true,
    contingencyCents: 125_000,
    results: { version: 2, finishers: 40, makerFinishers: 12, paidPlaces: 10, makerPaidPlaces: 4 },
    ...extra,
  });
  const riderFacts = (at: string, name: string, extra: Partial<RiderChanged> = {}): RiderChanged => ({ riderId: 'rider-1', at, deleted: false, name, email: 'r1@example.com', country: 'US', pro: false, active: true, ...extra });
  const deliver = <T>(topic: string, payload: T) => service.deliver(aMessage(topic, payload));
  const eventRow = async () => (await service.db.models.ReportEvent.findByPk('event-1'))!.get({ plain: true });
  const riderRow = async () => (await service.db.models.ReportRider.findByPk('rider-1'))!.get({ plain: true });

  it('keeps the newest event facts: a newer `at` wins, an older or equal one changes nothing', async () => {
    await deliver(EVENT_CHANGED, event('2026-03-01T10:00:00.000Z', 'Round 1'));
    expect(await eventRow()).toMatchObject({ title: 'Round 1', seriesId: 'series-1', seriesName: 'Winter Series', contingencyCents: 125_000, resultsVersion: 2, finishers: 40, makerFinishers: 12, paidPlaces: 10, makerPaidPlaces: 4, payingEvent: true, deleted: false });
    await deliver(EVENT_CHANGED, event('2026-03-01T09:59:59.999Z', 'Older'));
    await deliver(EVENT_CHANGED, event('2026-03-01T10:00:00.000Z', 'Same instant'));
    expect(await eventRow()).toMatchObject({ title: 'Round 1' });
    await deliver(EVENT_CHANGED, event('2026-03-01T10:00:00.001Z', 'Round 1 (moved)', { seriesId: null, seriesName: null, results: null, canceled: true }));
    expect(await eventRow()).toMatchObject({ title: 'Round 1 (moved)', seriesId: null, resultsVersion: null, finishers: 0, canceled: true });
    expect((await eventRow()).at.toISOString()).toBe('2026-03-01T10:00:00.001Z');
    await deliver(EVENT_CHANGED, event('2026-03-02T00:00:00.000Z', 'Round 1 (moved)', { deleted: true }));
    expect(await eventRow()).toMatchObject({ deleted: true });
  });

  it('keeps the newest rider facts', async () => {
    await deliver(RIDER_CHANGED, riderFacts('2026-03-01T10:00:00.000Z', 'Ann Rider'));
    await deliver(RIDER_CHANGED, riderFacts('2026-03-01T09:00:00.000Z', 'Old Name', { pro: true }));
    expect(await riderRow()).toMatchObject({ name: 'Ann Rider', pro: false, active: true, country: 'US', email: 'r1@example.com' });
    await deliver(RIDER_CHANGED, riderFacts('2026-03-01T11:00:00.000Z', 'Ann Pro', { pro: true, active: false, country: 'CA' }));
    expect(await riderRow()).toMatchObject({ name: 'Ann Pro', pro: true, active: false, country: 'CA' });
  });

  it('refills events and riders from their services page by page, marking the ones they no longer list deleted', async () => {
    const { db } = service;
    await deliver(EVENT_CHANGED, { ...event('2026-03-01T10:00:00.000Z', 'Gone'), eventId: 'event-gone' });
    const now = new Date().toISOString();
    const events = Array.from({ length: 5 }, (_, n) => ({ ...event(now, `Event ${n}`), eventId: `event-${n + 1}` }));
    const riders = Array.from({ length: 3 }, (_, n) => ({ ...riderFacts(now, `Rider ${n}`), riderId: `rider-${n + 1}` }));
    const pager = <T>(items: T[], idOf: (item: T) => string) => async (after: string | undefined, limit: number) => items.filter((item) => after === undefined || idOf(item) > after).slice(0, limit);
    const outcome = await rebuildReadModel(db, { parts: ['events', 'riders'], pageSize: 2, events: pager(events, (e) => e.eventId), riders: pager(riders, (r) => r.riderId) });
    expect(outcome).toMatchObject({ events: 5, riders: 3 });
    expect((await db.models.ReportEvent.findAll({ where: { deleted: false }, order: [['eventId', 'ASC']] })).map((row) => [row.eventId, row.title])).toEqual(events.map((e) => [e.eventId, e.title]));
    expect((await db.models.ReportEvent.findByPk('event-gone'))!.deleted).toBe(true);
    expect((await db.models.ReportRider.findByPk('rider-1'))!.name).toBe('Rider 0');
  });
});
