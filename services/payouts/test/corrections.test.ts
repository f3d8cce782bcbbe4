import { randomUUID } from 'node:crypto';
import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { earningsAnswerSchema, receivablesAnswerSchema, riderDebtsAnswerSchema, riderEarningsReportSchema, walletAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import { hold, redeem, refund, release, settle } from '../src/domain/money.js';
import { fileClaim, updateClaim } from '../src/domain/payout-claims.js';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { syncReadModel } from './reporting-helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/**
 * Money through corrections, as promoters, staff and riders drive it: results published again and again, corrected
 * after the money left (cashed out, spent at a dealer, held by a cash-out in flight). A re-upload that pays the same
 * moves nothing; a correction moves exactly the difference; what already left becomes a debt the rider repays from
 * their next earnings, visible to them and to staff, never a loss and never paid twice.
 */
describe('corrections of results after the money moved', () => {
  let service: TestService;
  const facts = aRiderFacts;
  beforeAll(async () => {
    service = await startTestService('corrections');
  });
  afterAll(() => service.close());

  const field = (n = 4, over: Partial<PublishedLine> = {}) => Array.from({ length: n }, (_, i) => aLine({ place: 10 + i, ...over }));
  const line = (resultId: string, riderId: string, place: number, placeAmount: number, over: Partial<PublishedLine> = {}) => aLine({ resultId, riderId, matchStatus: 'matched', place, placeAmount, ...over });
  const publish = (eventId: string, version: number, lines: PublishedLine[], over: Partial<ResultsPublished> = {}) => service.deliver(aMessage('results.published', aResultSet(lines, { eventId, version, title: `Race ${eventId}`, ...over })));
  const rider = (id: string, over: Partial<RiderFacts> = {}) => {
    service.riderFacts.riders.set(id, facts(id, over));
    return id;
  };
  const wallet = async (riderId: string) => walletAnswerSchema.parse((await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body).wallet;
  const earnings = async (riderId: string) => earningsAnswerSchema.parse((await service.request.get('/api/rider/earnings?period=lifetime').set(...(await as('rider', riderId)))).body);
  const journal = () => service.db.models.JournalTransaction.count();
  const cashOut = async (riderId: string, amountCents: number) => {
    const res = await service.request.post('/api/payments/create-order').set(...(await as('rider', riderId))).send({ amountCents, currency: 'USD', method: 'bank', idempotencyKey: randomUUID() });
    expect(res.status).toBe(201);
    expect(res.body.cashout.status).toBe('paid');
  };
  const owed = async (riderId: string) => (await wallet(riderId)).debts.find((d) => d.currency === 'USD')?.owedCents ?? 0;

  it('a re-upload that pays the same (another rider’s hometown fixed) moves no money and writes no transaction, even after a cash-out', async () => {
    const ada = rider('ada');
    await publish('race-1', 1, [line('l-ada', ada, 1, 25_000), line('l-zed', 'zed', 2, 0, { riderId: null, matchStatus: 'unmatched' }), ...field()]);
    await cashOut(ada, 25_000);
    expect((await wallet(ada)).balances.cash).toBe(0);

    const before = await journal();
    await publish('race-1', 2, [line('l-ada', ada, 1, 25_000), line('l-zed', 'zed', 2, 0, { riderId: null, matchStatus: 'unmatched', riderName: 'Zed, Lethbridge' }), ...field()]);
    expect(await journal()).toBe(before);
    const after = await wallet(ada);
    expect(after.balances.cash).toBe(0);
    expect(after.debts).toEqual([]);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('dealer credit: won $250, spent $100, re-uploaded unchanged → $150 left, not $250', async () => {
    const ben = rider('ben');
    const credit = { payoutType: 'dealerCredit' as const };
    await publish('race-2', 1, [line('l-ben', ben, 1, 25_000, credit), ...field(4, credit)]);
    await service.db.sequelize.transaction((t) => redeem(service.db, { riderId: ben, amountCents: 10_000, currency: 'USD', dealerId: 'd1', sourceKey: `spend:${ben}` }, t));
    await publish('race-2', 2, [line('l-ben', ben, 1, 25_000, credit), ...field(4, credit)]);
    expect((await wallet(ben)).balances.credit).toBe(15_000);
    expect(await owed(ben)).toBe(0);
  });

  it('won 1st ($250), cashed out, corrected to 2nd ($150): owes $100, shown with the race; a later $250 win repays it first → $150', async () => {
    const cy = rider('cy');
    await publish('race-3', 1, [line('l-cy', cy, 1, 25_000), ...field()]);
    await cashOut(cy, 25_000);

    await publish('race-3', 2, [line('l-cy', cy, 2, 15_000), ...field()]);
    const corrected = await wallet(cy);
    expect(corrected.balances.cash).toBe(0);
    expect(corrected.debts).toEqual([{ currency: 'USD', owedCents: 10_000, from: [expect.objectContaining({ eventId: 'race-3', eventTitle: 'Race race-3', className: '450 Pro', place: 1, cents: 10_000 })] }]);

    // The line's history: +250 on the race day, −250 when corrected (all of it had left: 250 owed), +150 of which 150 repaid.
    // One line, one row: the reversed award is in its history, never listed again on its own.
    const rows = (await earnings(cy)).earnings.filter((e) => e.eventId === 'race-3');
    expect(rows).toHaveLength(1);
    const line3 = rows[0]!;
    expect(line3).toMatchObject({ outcome: 'paid', place: 2, amountCents: 15_000 });
    expect(line3.history.map((h) => [h.change, h.cents, h.owedCents])).toEqual([
      ['paid', 25_000, 0],
      ['corrected', -25_000, 25_000],
      ['paid', 15_000, 0],
    ]);
    // Totals count what the results pay now, never the reversed $250.
    expect((await earnings(cy)).totals).toEqual([{ currency: 'USD', cash: 15_000, credit: 0, bonus: 0, pending: 0 }]);

    await publish('race-4', 1, [line('l-cy-4', cy, 1, 25_000), ...field()], { startDate: '2026-07-11', endDate: '2026-07-11' });
    const repaid = await wallet(cy);
    expect(repaid.balances.cash).toBe(15_000);
    expect(repaid.debts).toEqual([]);
    const repayment = await service.db.models.JournalTransaction.findOne({ where: { kind: 'repayment', riderId: cy } });
    expect(repayment).not.toBeNull();
    expect(await reconcile(service.db)).toEqual([]);

    // The rider earnings report agrees with the wallet: $150 + $250 earned (never the reversed $250 beside them), less
    // the $250 cashed out, is the $150 in the wallet.
    await syncReadModel(service);
    const year = new Date().getUTCFullYear();
    const report = riderEarningsReportSchema.parse(
      (await service.request.get(`/api/admin/aggregates/rider-earnings?startDate=${year}-01-01&endDate=${year}-12-31&limit=100&noCache=true`).set(...(await as('admin', 'staff-1')))).body,
    );
    expect(report.rows.find((row) => row.riderId === cy)).toMatchObject({ earned: 40_000, earnedCash: 40_000, earnings: 2 });
  });

  it('a result deleted while its cash is held for a cash-out: the debt waits; the failed cash-out repays it, never back into the reversed award', async () => {
    const dee = rider('dee');
    await publish('race-5', 1, [line('l-dee', dee, 1, 20_000), ...field()]);
    const held = await service.db.sequelize.transaction((t) => hold(service.db, { riderId: dee, amountCents: 20_000, currency: 'USD' }, t));
    await publish('race-5', 2, [...field()]);
    expect(await owed(dee)).toBe(20_000);
    const lot = await service.db.models.Lot.findOne({ where: { eventId: 'race-5' } });
    expect(lot!.reversedAt).not.toBeNull();

    await service.db.sequelize.transaction((t) => release(service.db, held.id, t));
    const after = await wallet(dee);
    expect(after.debts).toEqual([]);
    expect(after.balances.cash).toBe(0);
    expect((await lot!.reload()).currentCents).toBe(0);
    // The removed line shows what happened, not "paid".
    const removed = (await earnings(dee)).earnings.find((e) => e.eventId === 'race-5')!;
    expect(removed).toMatchObject({ outcome: 'notPaid', reason: 'resultRemoved', amountCents: 0 });
    expect(removed.history.map((h) => [h.change, h.cents])).toEqual([
      ['paid', 20_000],
      ['removed', -20_000],
    ]);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('a failed cash-out after the debt was repaid from other earnings gives the rider their money back in a new lot', async () => {
    const eve = rider('eve');
    await publish('race-6', 1, [line('l-eve', eve, 1, 20_000), ...field()]);
    const held = await service.db.sequelize.transaction((t) => hold(service.db, { riderId: eve, amountCents: 20_000, currency: 'USD' }, t));
    await publish('race-6', 2, [...field()]);
    await publish('race-7', 1, [line('l-eve-7', eve, 1, 30_000), ...field()]);
    expect((await wallet(eve)).balances.cash).toBe(10_000);
    await service.db.sequelize.transaction((t) => release(service.db, held.id, t));
    expect(await wallet(eve)).toMatchObject({ balances: { cash: 30_000 }, debts: [] });
  });

  it('a dealer’s refund of credit from a reversed award repays the debt instead of reviving the award', async () => {
    const fay = rider('fay');
    const credit = { payoutType: 'dealerCredit' as const };
    await publish('race-8', 1, [line('l-fay', fay, 1, 10_000, credit), ...field(4, credit)]);
    const spent = await service.db.sequelize.transaction((t) => redeem(service.db, { riderId: fay, amountCents: 10_000, currency: 'USD', dealerId: 'd1' }, t));
    await publish('race-8', 2, [...field(4, credit)]);
    expect(await owed(fay)).toBe(10_000);
    await service.db.sequelize.transaction((t) => refund(service.db, { redemptionId: spent.journal.id, amountCents: 4_000 }, t));
    expect(await wallet(fay)).toMatchObject({ balances: { credit: 0 }, debts: [{ owedCents: 6_000 }] });
    // What was refunded is no longer refundable.
    await expect(service.db.sequelize.transaction((t) => refund(service.db, { redemptionId: spent.journal.id, amountCents: 6_001 }, t))).rejects.toThrow(RangeError);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('settling and releasing one hold at once: exactly one of them posts', async () => {
    const gus = rider('gus');
    await publish('race-9', 1, [line('l-gus', gus, 1, 5_000), ...field()]);
    const held = await service.db.sequelize.transaction((t) => hold(service.db, { riderId: gus, amountCents: 5_000, currency: 'USD' }, t));
    const outcomes = await Promise.allSettled([service.db.sequelize.transaction((t) => settle(service.db, held.id, t)), service.db.sequelize.transaction((t) => release(service.db, held.id, t))]);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const closes = await service.db.models.JournalTransaction.findAll({ where: { reversesId: held.id } });
    expect(closes).toHaveLength(1);
    const cash = (await wallet(gus)).balances.cash;
    expect(cash).toBe(closes[0]!.kind === 'settle' ? 0 : 5_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('staff see receivables with totals per currency and write a debt off with a reason, never more than is owed', async () => {
    const hal = rider('hal');
    await publish('race-10', 1, [line('l-hal', hal, 1, 12_000), ...field()]);
    await cashOut(hal, 12_000);
    await publish('race-10', 2, [line('l-hal', hal, 3, 2_000), ...field()]);
    expect(await owed(hal)).toBe(10_000);

    const admin = await as('admin', 'staff-1');
    const list = receivablesAnswerSchema.parse((await service.request.get('/api/admin/receivables?currency=USD').set(...admin)).body);
    expect(list.receivables).toEqual(expect.arrayContaining([expect.objectContaining({ riderId: hal, currency: 'USD', owedCents: 10_000 })]));
    const total = list.totals.find((t) => t.currency === 'USD')!;
    expect(total.owedCents).toBe(list.receivables.filter((r) => r.currency === 'USD').reduce((sum, r) => sum + r.owedCents, 0));

    const tooMuch = await service.request.post(`/api/admin/receivables/${hal}/write-off`).set(...admin).send({ currency: 'USD', amountCents: 10_001, reason: 'Goodwill', idempotencyKey: randomUUID() });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('WRITE_OFF_TOO_LARGE');
    const noReason = await service.request.post(`/api/admin/receivables/${hal}/write-off`).set(...admin).send({ currency: 'USD', amountCents: 1_000, reason: ' ', idempotencyKey: randomUUID() });
    expect(noReason.status).toBe(400);

    const key = randomUUID();
    const body = { currency: 'USD', amountCents: 4_000, reason: 'Promoter error, agreed with the rider', idempotencyKey: key };
    const first = await service.request.post(`/api/admin/receivables/${hal}/write-off`).set(...admin).send(body);
    const retry = await service.request.post(`/api/admin/receivables/${hal}/write-off`).set(...admin).send(body);
    expect([first.status, retry.status]).toEqual([200, 200]);
    const debts = riderDebtsAnswerSchema.parse(retry.body);
    expect(debts.debts).toEqual([expect.objectContaining({ currency: 'USD', owedCents: 6_000 })]);
    expect(debts.history[0]).toMatchObject({ change: 'writtenOff', cents: -4_000, note: 'Promoter error, agreed with the rider', by: 'staff-1' });
    // Made by the correction (all 12,000 had left), 2,000 repaid at once by the corrected award, 4,000 written off.
    expect(debts.history.map((h) => [h.change, h.cents])).toEqual([
      ['writtenOff', -4_000],
      ['repaid', -2_000],
      ['owed', 12_000],
    ]);
    expect(debts.history.find((h) => h.change === 'owed')).toMatchObject({ eventId: 'race-10', eventTitle: 'Race race-10' });

    // A rider cannot read or write another's debts.
    expect((await service.request.get(`/api/admin/receivables/${hal}`).set(...(await as('rider', hal)))).status).toBe(403);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('refuses, in the database itself, any change or deletion of the journal', async () => {
    // The database's own refusal (SQLite reports it as a constraint, MariaDB as SQLSTATE 45000), whatever the driver calls it.
    const refusal = (sql: string, replacements: unknown[]) =>
      service.db.sequelize.query(sql, { replacements }).then(
        () => 'accepted',
        (error: { parent?: { message?: string }; message?: string }) => error.parent?.message ?? error.message ?? '',
      );
    const posting = await service.db.models.Posting.findOne();
    expect(await refusal('UPDATE postings SET amount_cents = amount_cents + 1 WHERE id = ?', [posting!.id])).toMatch(/append-only/);
    expect(await refusal('DELETE FROM postings WHERE id = ?', [posting!.id])).toMatch(/append-only/);
    const journal = await service.db.models.JournalTransaction.findOne();
    expect(await refusal('UPDATE journal_transactions SET memo = ? WHERE id = ?', ['edited', journal!.id])).toMatch(/append-only/);
    expect(await refusal('DELETE FROM journal_transactions WHERE id = ?', [journal!.id])).toMatch(/append-only/);
    expect(await reconcile(service.db)).toEqual([]);
  });

  describe('the same race published twice', () => {
    it('pays a rider once whatever the bodies or promoters: where it pays more; and pays the other once the first no longer does', async () => {
      const ivy = rider('ivy');
      const day = { startDate: '2026-08-01', endDate: '2026-08-01' };
      await publish('twin-a', 1, [line('ta-ivy', ivy, 2, 8_000), ...field()], { ...day, promoterId: 'p1', sanctioningBodies: [] });
      expect((await wallet(ivy)).balances.cash).toBe(8_000);
      // The same race under another promoter and the same body: it pays more there, so it is paid there instead.
      await publish('twin-b', 1, [line('tb-ivy', ivy, 1, 12_000), ...field()], { ...day, promoterId: 'p2', sanctioningBodies: ['AMA'] });
      expect((await wallet(ivy)).balances.cash).toBe(12_000);
      const a = await service.db.models.PayoutDecision.findOne({ where: { eventId: 'twin-a', riderId: ivy } });
      expect(a).toMatchObject({ outcome: 'notPaid', reason: 'otherSanctionPaid' });
      expect(JSON.parse(a!.facts)).toMatchObject({ sameRaceEventId: 'twin-b', wouldPayCents: 8_000 });
      const b = await service.db.models.PayoutDecision.findOne({ where: { eventId: 'twin-b', riderId: ivy } });
      expect(JSON.parse(b!.facts)).toMatchObject({ sameRaceEventId: 'twin-a' });

      // Ivy's line is removed from twin-b: twin-a pays her again.
      await publish('twin-b', 2, [...field()], { ...day, promoterId: 'p2', sanctioningBodies: ['AMA'] });
      expect((await wallet(ivy)).balances.cash).toBe(8_000);
      expect(await service.db.models.PayoutDecision.findOne({ where: { eventId: 'twin-a', riderId: ivy } })).toMatchObject({ outcome: 'paid', amountCents: 8_000 });
      expect(await reconcile(service.db)).toEqual([]);
    });

    it('pays both when staff marked the two events as distinct races', async () => {
      const jo = rider('jo');
      const day = { startDate: '2026-08-08', endDate: '2026-08-08' };
      await publish('sep-a', 1, [line('sa-jo', jo, 1, 5_000), ...field()], { ...day, distinctRaceIds: ['sep-b'] });
      await publish('sep-b', 1, [line('sb-jo', jo, 1, 7_000), ...field()], { ...day, distinctRaceIds: ['sep-a'] });
      expect((await wallet(jo)).balances.cash).toBe(12_000);
    });
  });

  it('one machine, one payout: two unnamed classes of a rider with two bikes pay once; the other waits and pays once the sheet names the bikes', async () => {
    const first = facts('kim').bikes[0]!;
    const kim = rider('kim', { bikes: [first, { vin: '5RR1KB4197Y999001', year: 2026, valid: 'verified' }] });
    const lines = (vin450: string | null, vin250: string | null) => [
      line('k-450', kim, 1, 9_000, { bikeVin: vin450 }),
      line('k-250', kim, 1, 6_000, { classId: 'c-250', className: '250 B', bikeVin: vin250 }),
      ...field(),
      ...field(4, { classId: 'c-250', className: '250 B' }),
    ];
    await publish('race-11', 1, lines(null, null));
    expect((await wallet(kim)).balances.cash).toBe(9_000);
    expect(await service.db.models.PayoutDecision.findOne({ where: { eventId: 'race-11', decisionKey: 'line:k-250' } })).toMatchObject({ outcome: 'pending', reason: 'bikeNotNamed', amountCents: 6_000 });
    const before = await journal();
    await publish('race-11', 2, lines(first.vin, '5RR1KB4197Y999001'));
    expect((await wallet(kim)).balances.cash).toBe(15_000);
    // The 450's award stands (same amount, now on a named bike): only the 250 B was posted.
    expect((await journal()) - before).toBe(1);
  });

  it('a result waiting for its bike is paid once the rider’s claim names the bike and staff approve it; the paid class keeps its award', async () => {
    const second = '5RR1KB4197Y999002';
    const lee = rider('lee', { bikes: [facts('lee').bikes[0]!, { vin: second, year: 2026, valid: 'verified' }] });
    await publish('race-12', 1, [line('lee-450', lee, 1, 9_000), line('lee-250', lee, 1, 6_000, { classId: 'c-250', className: '250 B' }), ...field(), ...field(4, { classId: 'c-250', className: '250 B' })]);
    expect((await wallet(lee)).balances.cash).toBe(9_000);
    const staff = { id: 'staff-2', role: 'admin' as const };
    service.eventClasses.events.set('race-12', [{ name: '450 Pro', payoutType: 'cash', places: [9_000] }, { name: '250 B', payoutType: 'cash', places: [6_000] }]);
    const deps = { db: service.db, riders: service.riderFacts, events: service.eventClasses };

    // A claim that does not name the bike cannot be approved for it.
    const vague = await fileClaim(deps, staff, { riderId: lee, eventId: 'race-12', className: '250 B', place: 1, message: 'Which bike?' });
    await expect(updateClaim(deps, staff, vague._id, { action: 'approve', amountCents: 6_000, payoutType: 'cash' })).rejects.toMatchObject({ code: 'CLAIM_NEEDS_BIKE' });
    await updateClaim(deps, staff, vague._id, { action: 'reject', note: 'Name the bike' });

    const before = await journal();
    const named = await fileClaim(deps, staff, { riderId: lee, eventId: 'race-12', className: '250 B', place: 1, vin: second, message: 'On my second bike' });
    const approved = await updateClaim(deps, staff, named._id, { action: 'approve', amountCents: 1, payoutType: 'credit' });
    // The results pay it (their amount and type), the 450 keeps its award: one new transaction, no reversal.
    expect(approved).toMatchObject({ status: 'approved', amountCents: 6_000, payoutType: 'cash' });
    expect((await wallet(lee)).balances.cash).toBe(15_000);
    expect((await journal()) - before).toBe(1);
    expect(await service.db.models.PayoutDecision.findOne({ where: { eventId: 'race-12', decisionKey: 'line:lee-250' } })).toMatchObject({ outcome: 'paid', vin: second });
    // Published again unchanged, the event still reads the named bike.
    await publish('race-12', 2, [line('lee-450', lee, 1, 9_000), line('lee-250', lee, 1, 6_000, { classId: 'c-250', className: '250 B' }), ...field(), ...field(4, { classId: 'c-250', className: '250 B' })]);
    expect((await wallet(lee)).balances.cash).toBe(15_000);
    expect(await reconcile(service.db)).toEqual([]);
  });
});
