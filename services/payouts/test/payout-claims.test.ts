import { payoutClaimsAnswerSchema, type ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/domain/ledger.js';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const VIN = '1HD1KB4197Y000001';

/** Payout claims, filed by riders within 45 days of the race, decided by administrators. */
describe('payout claims', () => {
  let service: TestService;
  const facts = (riderId: string, over: Partial<RiderFacts> = {}): RiderFacts => ({
    riderId,
    active: true,
    pro: false,
    documentsOnFile: true,
    nonResidentAlien: false,
    bikes: [{ vin: VIN, year: 2026, valid: 'verified' }],
    ...over,
  });
  const publish = (payload: ResultsPublished) => service.deliver(aMessage('results.published', payload));
  const file = async (sub: string, body: object) => service.request.post('/api/rider/payout-claims').set(...(await as('rider', sub))).send(body);
  const decide = async (id: string, body: object, role: 'admin' | 'rider' = 'admin', sub = 'admin-1') =>
    service.request.put(`/api/${role}/payout-claim/${id}`).set(...(await as(role, sub))).send(body);
  const balances = async (riderId: string) => (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet.balances;

  beforeAll(async () => {
    service = await startTestService('payout_claims');
    service.riderFacts.riders.set('r1', facts('r1'));
    service.riderFacts.riders.set('r2', facts('r2', { nonResidentAlien: true, bikes: [{ vin: '1HD1KB4197Y000002', year: 2025, valid: 'verified' }] }));
    // The events' payout tables (the events service's classes and places): a claim names one of these.
    const open = { name: 'Open', payoutType: 'cash' as const, places: [10_000, 8_000, 6_000, 4_000, 2_000] };
    const openPro = { name: 'Open Pro', payoutType: 'cash' as const, places: [20_000, 15_000, 10_000] };
    service.eventClasses.events.set('recent', [
      { name: '250 B', payoutType: 'cash', places: [8_000, 6_000, 4_000] },
      open,
      openPro,
      { name: 'Vet', payoutType: 'dealerCredit', places: [5_000, 4_000, 3_000] },
      { name: 'Mini', payoutType: 'noPayout', places: [] },
    ]);
    service.eventClasses.events.set('old', [open]);
    service.eventClasses.events.set('edge', [open, openPro, { name: 'Twin', payoutType: 'cash', places: [1_000] }]);
    service.eventClasses.events.set('paid-race', [open]);
    // A recent event (ended 10 days ago) where r1 was not matched, and one that ended 46 days ago.
    await publish(aResultSet([aLine({ resultId: 'l1', place: 1, placeAmount: 10_000 })], { eventId: 'recent', title: 'Loretta Qualifier', startDate: daysAgo(11), endDate: daysAgo(10) }));
    await publish(aResultSet([aLine({ resultId: 'l2', place: 1, placeAmount: 10_000 })], { eventId: 'old', title: 'Spring Opener', startDate: daysAgo(47), endDate: daysAgo(46) }));
    // r1 raced here but did not finish (nothing paid).
    await publish(
      aResultSet([aLine({ resultId: 'l3', place: 1, placeAmount: 10_000 }), aLine({ resultId: 'l4', place: 2, riderId: 'r1', matchStatus: 'matched', status: 'DNF' })], {
        eventId: 'edge',
        title: 'Edge Day',
        startDate: daysAgo(45),
        endDate: daysAgo(45),
      }),
    );
  });
  afterAll(() => service.close());

  it('files a claim for a recent event, keeping the rider, bike and event as they were', async () => {
    const res = await file('r1', { eventId: 'recent', className: '250 B', place: 2, vin: VIN.toLowerCase(), message: 'I finished 2nd, the sheet lists me as a walk-in' });
    expect(res.status).toBe(201);
    expect(res.body.payoutClaim).toMatchObject({
      riderId: 'r1',
      riderName: 'Rider r1',
      riderEmail: 'r1@example.com',
      eventId: 'recent',
      eventTitle: 'Loretta Qualifier',
      eventDate: daysAgo(10),
      className: '250 B',
      place: 2,
      vin: VIN,
      bikeModel: 'Test bike',
      bikeYear: 2026,
      status: 'open',
      createdByRole: 'rider',
    });
    expect(await service.db.models.PayoutClaim.count({ where: { riderId: 'r1', status: 'open' } })).toBe(1);
  });

  it('refuses a second open claim for the same class at the same event, in any spacing or case', async () => {
    const res = await file('r1', { eventId: 'recent', className: ' 250  b ', place: 2 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CLAIM_ALREADY_OPEN');
    expect(await service.db.models.PayoutClaim.count({ where: { riderId: 'r1' } })).toBe(1);
  });

  it('refuses a claim more than 45 days after the race with the closing day, and takes one on the 45th day', async () => {
    const late = await file('r1', { eventId: 'old', className: 'Open', place: 1 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CLAIM_WINDOW_CLOSED');
    expect(late.body.details).toEqual({ deadline: daysAgo(1) });
    expect(late.body.message).toContain(daysAgo(1));
    expect((await file('r1', { eventId: 'edge', className: 'Open', place: 1 })).status).toBe(201);
  });

  it('refuses an unknown event, a bike that is not the rider’s and bad fields, writing nothing', async () => {
    const before = await service.db.models.PayoutClaim.count();
    const unknown = await file('r1', { eventId: 'nope', className: 'Open', place: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CLAIM_EVENT_UNKNOWN']);
    const otherBike = await file('r1', { eventId: 'recent', className: 'Open', place: 1, vin: '1HD1KB4197Y000002' });
    expect(otherBike.status).toBe(400);
    expect(otherBike.body.details.vin.id).toBe('validation.choice');
    const bad = await file('r1', { eventId: 'recent', className: '', place: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['className', 'place']);
    expect(await service.db.models.PayoutClaim.count()).toBe(before);
  });

  it('lists a rider’s own claims with the events they can still claim (closed ones left out) and their bikes', async () => {
    await file('r2', { eventId: 'recent', className: 'Vet', place: 3, vin: '1HD1KB4197Y000002' });
    const res = await service.request.get('/api/rider/payout-claims').set(...(await as('rider', 'r1')));
    expect(res.status).toBe(200);
    const answer = payoutClaimsAnswerSchema.parse(res.body);
    expect(answer.payoutClaims.map((c) => c.riderId)).toEqual(['r1', 'r1']);
    // The events the rider raced come first.
    expect(answer.claimableEvents!.map((e) => [e.eventId, e.raced])).toEqual([['edge', true], ['recent', false]]);
    expect(answer.claimableEvents!.find((e) => e.eventId === 'recent')!.deadline).toBe(new Date(Date.now() + 35 * DAY).toISOString().slice(0, 10));
    expect(answer.bikes).toEqual([{ vin: VIN, model: 'Test bike', year: 2026 }]);
  });

  it('lets administrators search by the spec’s fields and the status', async () => {
    const search = async (query: string) => {
      const res = await service.request.get(`/api/admin/payout-claims?${query}`).set(...(await as('admin')));
      expect(res.status).toBe(200);
      return (res.body.payoutClaims as Array<{ riderId: string; className: string }>).map((c) => `${c.riderId}:${c.className}`).sort();
    };
    expect(await search('')).toEqual(['r1:250 B', 'r1:Open', 'r2:Vet']);
    expect(await search('name=rider%20r2')).toEqual(['r2:Vet']);
    expect(await search('email=r1%40example')).toEqual(['r1:250 B', 'r1:Open']);
    expect(await search('query=loretta')).toEqual(['r1:250 B', 'r2:Vet']);
    expect(await search('bikeYear=2025')).toEqual(['r2:Vet']);
    expect(await search('bikeModel=test&country=us')).toEqual(['r1:250 B', 'r2:Vet']);
    expect(await search('status=approved')).toEqual([]);
    expect(await search('query=100%25')).toEqual([]);
    const paged = await service.request.get('/api/admin/payout-claims?limit=2&page=2').set(...(await as('admin')));
    expect(paged.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const forR2 = await service.request.get('/api/admin/payout-claims?riderId=r2&eventQuery=spring').set(...(await as('admin')));
    expect(forR2.body.payoutClaims.map((c: { riderId: string }) => c.riderId)).toEqual(['r2']);
    expect(forR2.body.claimableEvents.map((e: { eventId: string }) => e.eventId)).toEqual(['old']); // no 45-day limit for staff
    expect(forR2.body.bikes).toEqual([{ vin: '1HD1KB4197Y000002', model: 'Test bike', year: 2025 }]);
    const bad = await service.request.get('/api/admin/payout-claims?status=paid').set(...(await as('admin')));
    expect(bad.status).toBe(400);
  });

  it('approves a claim once: the earning is posted, the claim names its lot, a second approval changes nothing', async () => {
    const claim = await service.db.models.PayoutClaim.findOne({ where: { riderId: 'r1', className: '250 B' } });
    const approved = await decide(claim!.id, { action: 'approve', amountCents: 6_000, payoutType: 'cash', note: 'Checked the transponder log' });
    expect(approved.status).toBe(200);
    expect(approved.body.payoutClaim).toMatchObject({ status: 'approved', amountCents: 6_000, payoutType: 'cash', decisionNote: 'Checked the transponder log' });
    const lot = await service.db.models.Lot.findByPk(approved.body.payoutClaim.lotId);
    expect(lot).toMatchObject({ type: 'cash', initialCents: 6_000, currentCents: 6_000, eventId: 'recent' });
    expect((await balances('r1')).cash).toBe(6_000);

    const again = await decide(claim!.id, { action: 'approve', amountCents: 6_000, payoutType: 'cash' });
    expect([again.status, again.body.code]).toEqual([409, 'CLAIM_DECIDED']);
    const reject = await decide(claim!.id, { action: 'reject', note: 'no' });
    expect(reject.status).toBe(409);
    expect((await balances('r1')).cash).toBe(6_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('shows an approved claim on the rider’s earnings with its own reason', async () => {
    const res = await service.request.get('/api/rider/earnings?period=lifetime').set(...(await as('rider', 'r1')));
    const earning = (res.body.earnings as Array<{ reason: string; className: string | null; place: number | null; amountCents: number; eventTitle: string }>).find((e) => e.reason === 'claimApproved');
    expect(earning).toMatchObject({ className: '250 B', place: 2, amountCents: 6_000, eventTitle: 'Loretta Qualifier' });
  });

  it('withholds a non-resident alien’s share on an approved cash claim, and dealer credit expires', async () => {
    const claim = await service.db.models.PayoutClaim.findOne({ where: { riderId: 'r2' } });
    const res = await decide(claim!.id, { action: 'approve', amountCents: 10_000, payoutType: 'cash' });
    expect(res.status).toBe(200);
    expect((await balances('r2')).cash).toBe(7_000);

    const credit = await service.request.post('/api/admin/payout-claims').set(...(await as('admin'))).send({ riderId: 'r2', eventId: 'old', className: 'Open', place: 4 });
    expect(credit.status).toBe(201); // an administrator files after the 45 days (a claim that came by mail)
    expect(credit.body.payoutClaim).toMatchObject({ createdByRole: 'admin', riderId: 'r2', status: 'open' });
    const approved = await decide(credit.body.payoutClaim._id, { action: 'approve', amountCents: 2_500, payoutType: 'credit' });
    const lot = await service.db.models.Lot.findByPk(approved.body.payoutClaim.lotId);
    expect(lot!.type).toBe('credit');
    expect(Math.round((lot!.expiresAt!.getTime() - lot!.awardedAt.getTime()) / DAY)).toBe(365);
  });

  it('lets the rider edit and withdraw their own open claim; only administrators decide', async () => {
    const claim = await service.db.models.PayoutClaim.findOne({ where: { riderId: 'r1', className: 'Open' } });
    expect((await decide(claim!.id, { action: 'approve', amountCents: 100, payoutType: 'cash' }, 'rider', 'r1')).status).toBe(403);
    expect((await decide(claim!.id, { action: 'withdraw' }, 'rider', 'r2')).status).toBe(404);
    expect((await decide(claim!.id, { action: 'withdraw' })).status).toBe(403);
    const edited = await decide(claim!.id, { action: 'edit', className: 'Open Pro', place: 3, message: 'Moto 2 scoring was wrong' }, 'rider', 'r1');
    expect(edited.body.payoutClaim).toMatchObject({ className: 'Open Pro', place: 3, message: 'Moto 2 scoring was wrong', vin: null, status: 'open' });
    const withdrawn = await decide(claim!.id, { action: 'withdraw' }, 'rider', 'r1');
    expect(withdrawn.body.payoutClaim.status).toBe('withdrawn');
    expect((await decide(claim!.id, { action: 'edit', className: 'Open', place: 1 }, 'rider', 'r1')).status).toBe(409);
  });

  it('needs a note to reject, and keeps it for the rider to read', async () => {
    const filed = await file('r1', { eventId: 'recent', className: 'Open', place: 5 });
    const noNote = await decide(filed.body.payoutClaim._id, { action: 'reject', note: ' ' });
    expect(noNote.status).toBe(400);
    const rejected = await decide(filed.body.payoutClaim._id, { action: 'reject', note: 'Fifth place does not pay in this class' });
    expect(rejected.body.payoutClaim).toMatchObject({ status: 'rejected', decisionNote: 'Fifth place does not pay in this class' });
    expect((await balances('r1')).cash).toBe(6_000);
  });

  it('keeps riders out of the administrators’ list and creation, and dealers and promoters out of both', async () => {
    expect((await service.request.get('/api/admin/payout-claims').set(...(await as('rider', 'r1')))).status).toBe(403);
    expect((await service.request.post('/api/admin/payout-claims').set(...(await as('rider', 'r1'))).send({ riderId: 'r1', eventId: 'recent', className: 'A', place: 1 })).status).toBe(403);
    expect((await service.request.get('/api/dealer/payout-claims').set(...(await as('dealer')))).status).toBe(403);
    expect((await service.request.get('/api/promoter/payout-claims').set(...(await as('promoter')))).status).toBe(403);
  });

  it('approves exactly once when two administrators approve at the same moment', async () => {
    const filed = await file('r1', { eventId: 'edge', className: 'Twin', place: 1 });
    const id = filed.body.payoutClaim._id as string;
    const answers = await Promise.all([1, 2, 3].map(() => decide(id, { action: 'approve', amountCents: 1_000, payoutType: 'cash' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await balances('r1')).cash).toBe(7_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('never pays a class twice: the results do not pay a class a claim paid, and a claim is not approved for a class the results pay', async () => {
    const cashBefore = (await balances('r1')).cash;
    // The promoter corrects Loretta: r1 is now matched 2nd in 250 B, the class their approved claim already paid.
    const lines = [
      aLine({ resultId: 'l1', className: '250 B', classId: 'c250', place: 1, placeAmount: 10_000 }),
      aLine({ resultId: 'r1-line', className: '250 B', classId: 'c250', place: 2, placeAmount: 6_000, riderId: 'r1', matchStatus: 'matched', bikeVin: VIN }),
      ...[3, 4, 5, 6].map((place) => aLine({ className: '250 B', classId: 'c250', place })),
    ];
    await publish(aResultSet(lines, { eventId: 'recent', version: 2, title: 'Loretta Qualifier', startDate: daysAgo(11), endDate: daysAgo(10) }));
    expect(await service.db.models.PayoutDecision.findOne({ where: { eventId: 'recent', decisionKey: 'line:r1-line' } })).toMatchObject({ outcome: 'notPaid', reason: 'claimPaid' });
    expect((await balances('r1')).cash).toBe(cashBefore);

    // A class the results pay: the claim for it cannot be approved.
    await publish(
      aResultSet([aLine({ resultId: 'p1', className: 'Open', classId: 'copen', place: 1, placeAmount: 8_000, riderId: 'r2', matchStatus: 'matched', bikeVin: '1HD1KB4197Y000002' }), ...[2, 3, 4, 5].map((place) => aLine({ className: 'Open', classId: 'copen', place }))], {
        eventId: 'paid-race',
        title: 'Paid Race',
        startDate: daysAgo(5),
        endDate: daysAgo(5),
      }),
    );
    const r2Cash = (await balances('r2')).cash;
    const claim = await file('r2', { eventId: 'paid-race', className: 'open', place: 1 });
    const refused = await decide(claim.body.payoutClaim._id, { action: 'approve', amountCents: 8_000, payoutType: 'cash' });
    expect([refused.status, refused.body.code]).toEqual([409, 'CLAIM_ALREADY_PAID']);
    expect((await service.db.models.PayoutClaim.findByPk(claim.body.payoutClaim._id))!.status).toBe('open');
    expect((await balances('r2')).cash).toBe(r2Cash);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('takes only a class of the event and a place its payout table pays, spelt as the table spells it, writing nothing else', async () => {
    const before = await service.db.models.PayoutClaim.count();
    const noClass = await file('r2', { eventId: 'recent', className: 'Supermini', place: 1 });
    expect([noClass.status, noClass.body.code, noClass.body.details.className.id]).toEqual([400, 'VALIDATION', 'validation.choice']);
    // A class that pays nothing has no place a claim can name.
    const unpaid = await file('r2', { eventId: 'recent', className: 'Mini', place: 1 });
    expect([unpaid.status, unpaid.body.details.className.id]).toEqual([400, 'validation.choice']);
    const noPlace = await file('r2', { eventId: 'recent', className: '250 B', place: 4 });
    expect([noPlace.status, noPlace.body.code, noPlace.body.details.place.id]).toEqual([400, 'VALIDATION', 'validation.choice']);
    const administrators = await service.request.post('/api/admin/payout-claims').set(...(await as('admin'))).send({ riderId: 'r2', eventId: 'old', className: 'Vet', place: 1 });
    expect([administrators.status, administrators.body.details.className.id]).toEqual([400, 'validation.choice']);
    expect(await service.db.models.PayoutClaim.count()).toBe(before);

    const filed = await file('r2', { eventId: 'recent', className: ' open  pro ', place: 3 });
    expect(filed.status).toBe(201);
    expect(filed.body.payoutClaim).toMatchObject({ className: 'Open Pro', place: 3 });
    // An edit is checked the same way, and leaves the claim as it was when refused.
    const badEdit = await decide(filed.body.payoutClaim._id, { action: 'edit', className: 'Open Pro', place: 9 }, 'rider', 'r2');
    expect([badEdit.status, badEdit.body.details.place.id]).toEqual([400, 'validation.choice']);
    expect(await service.db.models.PayoutClaim.findByPk(filed.body.payoutClaim._id)).toMatchObject({ className: 'Open Pro', place: 3 });
    expect((await decide(filed.body.payoutClaim._id, { action: 'withdraw' }, 'rider', 'r2')).status).toBe(200);
  });
});
