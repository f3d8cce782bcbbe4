import { randomUUID } from 'node:crypto';
import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { RIDER_NOTICE, riderNoticeSchema, type RiderNotice } from '@rr/contracts/server';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileClaim, updateClaim } from '../src/domain/payout-claims.js';
import { releasePendingDocuments } from '../src/domain/release-pending.js';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';
import { aMessage, aWallet, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/**
 * What riders are told about their money (`rider.notice`, identity mails it): every money change writes its notice in
 * its own database transaction, so a change that commits is told once and one that rolls back tells nobody.
 */
describe('rider.notice: each money change tells the rider, in the same transaction', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('rider_notices');
  });
  afterAll(() => service.close());

  /** Every notice in the outbox so far, checked against the contract, oldest first. */
  const notices = async (): Promise<RiderNotice[]> =>
    (await service.db.sequelize.query<{ payload: string }>('SELECT payload FROM outbox_messages WHERE topic = :topic ORDER BY occurred_at, id', { replacements: { topic: RIDER_NOTICE }, type: QueryTypes.SELECT })).map((row) =>
      riderNoticeSchema.parse(JSON.parse(row.payload)),
    );
  /** The notices written by `work`. */
  const told = async (work: () => Promise<unknown>): Promise<RiderNotice[]> => {
    const before = (await notices()).length;
    await work();
    return (await notices()).slice(before);
  };

  const field = (n = 4, over: Partial<PublishedLine> = {}) => Array.from({ length: n }, (_, i) => aLine({ place: 10 + i, ...over }));
  const line = (resultId: string, riderId: string, place: number, placeAmount: number, over: Partial<PublishedLine> = {}) => aLine({ resultId, riderId, matchStatus: 'matched', place, placeAmount, ...over });
  const results = (eventId: string, version: number, lines: PublishedLine[], over: Partial<ResultsPublished> = {}) => aMessage('results.published', aResultSet(lines, { eventId, version, title: `Race ${eventId}`, ...over }));
  const rider = (id: string, over: Partial<RiderFacts> = {}) => {
    service.riderFacts.riders.set(id, aRiderFacts(id, over));
    return id;
  };
  /** A cash-out through the API, followed until the provider's answer ended it (a busy machine may answer 202 first). */
  const cashOut = async (riderId: string, amountCents: number): Promise<string> => {
    const res = await service.request.post('/api/payments/create-order').set(...(await as('rider', riderId))).send({ amountCents, currency: 'USD', method: 'digital', idempotencyKey: randomUUID() });
    expect([201, 202]).toContain(res.status);
    const id = res.body.cashout._id as string;
    await vi.waitFor(async () => expect((await service.db.models.Cashout.findByPk(id))!.status).not.toBe('processing'), { timeout: 30_000, interval: 100 });
    return (await service.db.models.Cashout.findByPk(id))!.status;
  };

  it('results: posted earnings are told once per rider and event, with class and place; waiting ones say why; a redelivery tells nothing', async () => {
    // Bo raced two classes on two bikes (one machine is paid once), each named by the sheet.
    const bikes = [
      { vin: '5RR1KB4197Y800001', year: 2026, valid: 'verified' as const },
      { vin: '5RR1KB4197Y800002', year: 2026, valid: 'verified' as const },
    ];
    const bo = rider('bo', { bikes });
    const ann = rider('ann', { pro: true, documentsOnFile: false });
    const credit = { classId: 'c-250', className: '250 B', payoutType: 'dealerCredit' as const };
    const lines = [line('bo-450', bo, 2, 15_000, { bikeVin: bikes[0]!.vin }), line('bo-250', bo, 1, 5_000, { ...credit, bikeVin: bikes[1]!.vin }), line('ann-450', ann, 1, 25_000), ...field(), ...field(4, credit)];
    const message = results('race-1', 1, lines);

    const first = await told(() => service.deliver(message));
    expect(first).toHaveLength(2);
    expect(first.find((n) => n.riderId === bo)).toMatchObject({
      kind: 'earning-posted',
      eventId: 'race-1',
      eventTitle: 'Race race-1',
      currency: 'USD',
      lines: [
        { for: 'place', className: '450 Pro', place: 2, type: 'cash', amountCents: 15_000, withheldCents: 0, repaidCents: 0, expiresAt: null, previousCents: null },
        { for: 'place', className: '250 B', place: 1, type: 'credit', amountCents: 5_000, withheldCents: 0, repaidCents: 0, expiresAt: expect.any(String), previousCents: null },
      ],
    });
    expect(first.find((n) => n.riderId === ann)).toEqual({
      kind: 'earning-waiting',
      riderId: ann,
      eventId: 'race-1',
      eventTitle: 'Race race-1',
      currency: 'USD',
      lines: [{ for: 'place', className: '450 Pro', place: 1, type: 'cash', amountCents: 25_000, reason: 'documentsMissing' }],
    });

    // The same message again, and a new version that pays the same: no money moves, nobody is told again.
    expect(await told(() => service.deliver(message))).toEqual([]);
    expect(await told(() => service.deliver(results('race-1', 2, lines)))).toEqual([]);

    // Her documents arrive: the cash that waited is posted, and she is told.
    rider(ann, { pro: true, documentsOnFile: true });
    const released = await told(() => releasePendingDocuments(service.db, service.riderFacts, service.logger));
    expect(released).toEqual([
      { kind: 'earning-posted', riderId: ann, eventId: 'race-1', eventTitle: 'Race race-1', currency: 'USD', lines: [{ for: 'place', className: '450 Pro', place: 1, type: 'cash', amountCents: 25_000, withheldCents: 0, repaidCents: 0, expiresAt: null, previousCents: null }] },
    ]);
  });

  it('results that roll back post nothing and tell nobody', async () => {
    const cal = rider('cal');
    const spy = vi.spyOn(service.db.models.EventResultSet, 'create').mockRejectedValue(new Error('disk full'));
    try {
      const none = await told(() => service.deliver(results('race-rollback', 1, [line('cal-1', cal, 1, 9_000), ...field()])));
      expect(none).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(await service.db.models.Lot.count({ where: { eventId: 'race-rollback' } })).toBe(0);
  });

  it('cash-outs: paid with its collection link, failed with the money back on the balance', async () => {
    const dee = rider('dee');
    await aWallet(service.db, dee, 'USD', [{ type: 'cash', cents: 10_000 }]);
    const paid = await told(async () => expect(await cashOut(dee, 4_000)).toBe('paid'));
    const row = await service.db.models.Cashout.findOne({ where: { riderId: dee, status: 'paid' } });
    expect(paid).toEqual([{ kind: 'cashout-paid', riderId: dee, cashoutId: row!.id, amountCents: 4_000, currency: 'USD', method: 'digital', link: row!.rewardLink }]);
    expect(row!.rewardLink).toMatch(/^https?:\/\//);

    service.provider.faults.push('fail');
    const failed = await told(async () => expect(await cashOut(dee, 5_000)).toBe('failed'));
    const failedRow = await service.db.models.Cashout.findOne({ where: { riderId: dee, status: 'failed' } });
    expect(failed).toEqual([{ kind: 'cashout-failed', riderId: dee, cashoutId: failedRow!.id, amountCents: 5_000, currency: 'USD', method: 'digital', cashBalanceCents: 6_000 }]);
  }, 90_000);

  it('a correction after the money left: the debt is told with the race, and its repayment from later earnings', async () => {
    const cy = rider('cy');
    await service.deliver(results('race-3', 1, [line('cy-1', cy, 1, 25_000), ...field()]));
    expect(await cashOut(cy, 25_000)).toBe('paid');

    const corrected = await told(() => service.deliver(results('race-3', 2, [line('cy-1', cy, 2, 15_000), ...field()])));
    expect(corrected).toEqual([
      { kind: 'debt-created', riderId: cy, currency: 'USD', owedCents: 25_000, repaidCents: 15_000, totalOwedCents: 10_000, corrections: [{ eventId: 'race-3', eventTitle: 'Race race-3', className: '450 Pro', place: 1, cents: 25_000 }] },
      { kind: 'earning-posted', riderId: cy, eventId: 'race-3', eventTitle: 'Race race-3', currency: 'USD', lines: [expect.objectContaining({ place: 2, amountCents: 15_000, repaidCents: 15_000, previousCents: 25_000 })] },
    ]);

    const repaid = await told(() => service.deliver(results('race-4', 1, [line('cy-4', cy, 1, 25_000), ...field()], { startDate: '2026-07-11', endDate: '2026-07-11' })));
    expect(repaid).toEqual([
      { kind: 'debt-repaid', riderId: cy, currency: 'USD', repaidCents: 10_000, totalOwedCents: 0, via: 'earning', eventTitle: 'Race race-4' },
      expect.objectContaining({ kind: 'earning-posted', riderId: cy, eventId: 'race-4' }),
    ]);
  }, 90_000);

  it('staff writing a debt off is told, once per request', async () => {
    const eve = rider('eve');
    await service.deliver(results('race-5', 1, [line('eve-1', eve, 1, 20_000), ...field()]));
    expect(await cashOut(eve, 20_000)).toBe('paid');
    await service.deliver(results('race-5', 2, [...field()]));
    const body = { currency: 'USD', amountCents: 5_000, reason: 'Goodwill', idempotencyKey: 'write-off-eve-1' };
    const written = await told(async () => expect((await service.request.post(`/api/admin/receivables/${eve}/write-off`).set(...(await as('admin', 'staff-1'))).send(body)).status).toBe(200));
    expect(written).toEqual([{ kind: 'debt-repaid', riderId: eve, currency: 'USD', repaidCents: 5_000, totalOwedCents: 15_000, via: 'writtenOff', eventTitle: null }]);
    expect(await told(async () => service.request.post(`/api/admin/receivables/${eve}/write-off`).set(...(await as('admin', 'staff-1'))).send(body))).toEqual([]);
  }, 90_000);

  it('claims: an approval says what it pays, a rejection carries the staff’s note', async () => {
    const flo = rider('flo');
    await service.deliver(results('race-6', 1, [line('flo-1', flo, 3, 0), ...field()]));
    service.eventClasses.events.set('race-6', [{ name: '450 Pro', payoutType: 'cash', places: [9_000] }, { name: 'Vet', payoutType: 'cash', places: [4_000] }]);
    const deps = { db: service.db, riders: service.riderFacts, events: service.eventClasses };
    const staff = { id: 'staff-2', role: 'admin' as const };

    const vet = await fileClaim(deps, staff, { riderId: flo, eventId: 'race-6', className: 'Vet', place: 1, message: 'I won the Vet class' });
    const approved = await told(() => updateClaim(deps, staff, vet._id, { action: 'approve', amountCents: 4_000, payoutType: 'cash', note: 'Checked with the promoter' }));
    expect(approved).toEqual([
      { kind: 'claim-decided', riderId: flo, claimId: vet._id, decision: 'approved', eventId: 'race-6', eventTitle: 'Race race-6', className: 'Vet', place: 1, currency: 'USD', payoutType: 'cash', amountCents: 4_000, paidBy: 'claim', note: 'Checked with the promoter' },
    ]);

    const pro = await fileClaim(deps, staff, { riderId: flo, eventId: 'race-6', className: '450 Pro', place: 1, message: 'I was first' });
    const rejected = await told(() => updateClaim(deps, staff, pro._id, { action: 'reject', note: 'The timing shows you third' }));
    expect(rejected).toEqual([
      { kind: 'claim-decided', riderId: flo, claimId: pro._id, decision: 'rejected', eventId: 'race-6', eventTitle: 'Race race-6', className: '450 Pro', place: 1, currency: 'USD', payoutType: null, amountCents: null, paidBy: null, note: 'The timing shows you third' },
    ]);
  });

  it('the till: a redemption is told with the dealer, the receipt code and the credit left; one that rolls back tells nobody', async () => {
    const gil = rider('gil');
    await aWallet(service.db, gil, 'USD', [{ type: 'credit', cents: 5_000, expiresInDays: 90 }]);
    const body = (amountCents: number) => ({ riderId: gil, amountCents, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID() });
    let code = '';
    const redeemed = await told(async () => {
      const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body(1_999));
      expect(res.status).toBe(201);
      code = res.body.redemption.code;
    });
    expect(redeemed).toEqual([{ kind: 'credit-redeemed', riderId: gil, redemptionId: expect.any(String), code, dealerName: 'Dealer d-1', amountCents: 1_999, currency: 'USD', creditLeftCents: 3_001 }]);

    // The till's answer cannot be recorded: the whole redemption rolls back, its notice with it.
    const query = service.db.sequelize.query.bind(service.db.sequelize);
    const spy = vi
      .spyOn(service.db.sequelize, 'query')
      .mockImplementation(((sql: unknown, options?: unknown) =>
        typeof sql === 'string' && sql.startsWith('UPDATE idempotency_keys') ? Promise.reject(new Error('connection lost')) : query(sql as string, options as never)) as typeof service.db.sequelize.query);
    try {
      const none = await told(async () => expect((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body(1_000))).status).toBe(500));
      expect(none).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(await service.db.models.CreditRedemption.count({ where: { riderId: gil } })).toBe(1);
  });

  it('the end of a series: the dealer credit that waited for it, and the champion’s bonus, are told', async () => {
    const hal = rider('hal');
    const credit = { payoutType: 'dealerCredit' as const };
    const waiting = await told(() => service.deliver(results('race-7', 1, [line('hal-1', hal, 1, 6_000, credit), ...field(4, credit)], { seriesId: 's-1' })));
    expect(waiting).toEqual([expect.objectContaining({ kind: 'earning-waiting', riderId: hal, lines: [expect.objectContaining({ type: 'credit', amountCents: 6_000, reason: 'seriesNotFinished' })] })]);

    const finished = await told(() =>
      service.deliver(
        aMessage('series.finished', { seriesId: 's-1', version: 1, name: 'Desert Series', currency: 'USD', bonusCents: 10_000, creditExpiresOn: null, events: [{ eventId: 'race-7', endDate: '2026-07-04', resultsVersion: 1 }], finishedAt: new Date().toISOString() }),
      ),
    );
    expect(finished).toEqual([
      { kind: 'earning-posted', riderId: hal, eventId: 'race-7', eventTitle: 'Race race-7', currency: 'USD', lines: [expect.objectContaining({ for: 'place', className: '450 Pro', place: 1, type: 'credit', amountCents: 6_000 })] },
      { kind: 'earning-posted', riderId: hal, eventId: null, eventTitle: 'Desert Series', currency: 'USD', lines: [expect.objectContaining({ for: 'champion', className: '450 Pro', place: null, type: 'bonus', amountCents: 10_000 })] },
    ]);
  });
});
