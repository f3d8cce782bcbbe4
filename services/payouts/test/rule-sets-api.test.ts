import { randomUUID } from 'node:crypto';
import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { DEFAULT_RULE_SET, ruleSetDetailSchema, ruleSetListSchema, type RuleSet, type RuleSimulation } from '@rr/contracts/rule-sets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary, firstSheet } from '@rr/server-kit/testing';
import { reconcile } from '../src/domain/ledger.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/**
 * Staff's rule sets through the API: drafts from the spec's rules or a version, edits while drafts, publishing with
 * the day they take effect, the audit and the differences; and races judged by the version in force on their day.
 */
describe('rule sets', () => {
  let service: TestService;
  let admin: [string, string];
  beforeAll(async () => {
    service = await startTestService('rule_sets');
    admin = await as('admin', 'staff-1');
  });
  afterAll(() => service.close());

  const tiered: RuleSet = { ...DEFAULT_RULE_SET, minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] } };
  const draft = (body: object) => service.request.post('/api/admin/rule-sets').set(...admin).send(body);

  it('a draft starts from the spec’s rules, is edited, published, and never changes after; every step is audited', async () => {
    const created = await draft({ scope: { year: 2027, country: 'US' }, effectiveFrom: '2027-03-01', note: 'Tiers for small classes' });
    expect(created.status).toBe(201);
    expect(created.body.ruleSet).toMatchObject({ version: 1, status: 'draft', scope: { year: 2027, country: 'US', discipline: null, seriesId: null }, rules: DEFAULT_RULE_SET, createdBy: 'staff-1' });
    const id = created.body.ruleSet._id as string;

    const edited = await service.request.put(`/api/admin/rule-sets/${id}`).set(...admin).send({ rules: tiered, effectiveFrom: '2027-03-01', note: 'Tiers for small classes' });
    expect(edited.status).toBe(200);
    expect(edited.body.ruleSet.rules.minimumRiders.tiers).toHaveLength(2);

    const published = await service.request.post(`/api/admin/rule-sets/${id}/publish`).set(...admin).send({ effectiveFrom: '2027-04-01' });
    expect(published.body.ruleSet).toMatchObject({ status: 'published', effectiveFrom: '2027-04-01', publishedBy: 'staff-1' });

    const again = await service.request.put(`/api/admin/rule-sets/${id}`).set(...admin).send({ rules: DEFAULT_RULE_SET, effectiveFrom: '2027-03-01' });
    expect([again.status, again.body.code]).toEqual([409, 'RULE_SET_NOT_DRAFT']);
    expect((await service.request.post(`/api/admin/rule-sets/${id}/publish`).set(...admin).send({})).status).toBe(409);

    const detail = ruleSetDetailSchema.parse((await service.request.get(`/api/admin/rule-sets/${id}`).set(...admin)).body);
    expect(detail.changes.map((c) => [c.action, c.actorId, c.effectiveFrom])).toEqual([
      ['created', 'staff-1', '2027-03-01'],
      ['edited', 'staff-1', '2027-03-01'],
      ['published', 'staff-1', '2027-04-01'],
    ]);
    // Creating and publishing change no rule; the edit says what it changed.
    expect([detail.changes[0]!.differences, detail.changes[2]!.differences]).toEqual([[], []]);
    expect(detail.changes[1]!.differences).toEqual([
      { path: 'minimumRiders.tiers.0.atLeast', before: 5, after: 3 },
      { path: 'minimumRiders.tiers.0.paidPlaces', before: null, after: 2 },
      { path: 'minimumRiders.tiers.1', before: null, after: { atLeast: 7, paidPlaces: null } },
    ]);
    // Against the spec's rules (no version before it in its scope).
    expect(detail.previous).toBeNull();
    expect(detail.differences.map((d) => d.path)).toEqual(['minimumRiders.tiers.0.atLeast', 'minimumRiders.tiers.0.paidPlaces', 'minimumRiders.tiers.1']);

    // The next version starts from this one and is numbered 2.
    const next = await draft({ scope: { year: 2027, country: 'US' }, fromId: id, effectiveFrom: '2027-06-01' });
    expect(next.body.ruleSet).toMatchObject({ version: 2, status: 'draft', rules: tiered });
    const list = ruleSetListSchema.parse((await service.request.get('/api/admin/rule-sets?year=2027').set(...admin)).body);
    expect(list.ruleSets.map((r) => [r.version, r.status])).toEqual([
      [2, 'draft'],
      [1, 'published'],
    ]);
    expect(list.defaults).toEqual(DEFAULT_RULE_SET);
  });

  it('refuses bad rules with the field and a translated message, and changes nothing', async () => {
    const before = await service.db.models.RuleSet.count();
    const overlapping = { ...DEFAULT_RULE_SET, placeRanges: [{ from: 1, to: 20, amountCents: 60_000, payoutType: 'cash' }, { from: 20, to: 40, amountCents: 40_000, payoutType: 'cash' }] };
    const res = await service.request.post('/api/admin/rule-sets').set(...admin).send({ scope: { year: 2027, country: 'CA' }, rules: overlapping, effectiveFrom: '2027-01-01' });
    expect(res.status).toBe(400);
    // The message id travels with its values; the browser shows it in the reader's language.
    expect(res.body.details['rules.placeRanges.1.from']).toMatchObject({ id: 'validation.rules.range.overlap', message: 'These places overlap places 1–20', values: { from: 1, to: 20 } });
    const wrongYear = await draft({ scope: { year: 2027, country: 'CA' }, effectiveFrom: '2026-12-31' });
    expect(wrongYear.status).toBe(400);
    expect(Object.keys(wrongYear.body.details)).toEqual(['effectiveFrom']);
    expect(await service.db.models.RuleSet.count()).toBe(before);
  });

  it('only staff reach them', async () => {
    for (const role of ['rider', 'dealer', 'promoter'] as const) {
      const caller = await as(role, `${role}-1`);
      expect((await service.request.get('/api/admin/rule-sets').set(...caller)).status).toBe(403);
      expect((await service.request.post('/api/admin/rule-sets').set(...caller).send({ scope: { year: 2027, country: 'US' }, effectiveFrom: '2027-01-01' })).status).toBe(403);
    }
  });

  it('a race is judged by the version in force on its day: before the effective day the spec’s rules, from it the tiers', async () => {
    const created = await draft({ scope: { year: 2028, country: '*' }, rules: tiered, effectiveFrom: '2028-05-01' });
    await service.request.post(`/api/admin/rule-sets/${created.body.ruleSet._id}/publish`).set(...admin).send({});
    for (const id of ['ann', 'bo', 'cy']) service.riderFacts.riders.set(id, aRiderFacts(id, { bikes: [{ ...aRiderFacts(id).bikes[0]!, year: 2028 }] }));
    // Six finishers: 1st, 2nd and 3rd are programme riders.
    const lines = (prefix: string): PublishedLine[] => [
      aLine({ resultId: `${prefix}-1`, riderId: 'ann', matchStatus: 'matched', place: 1, placeAmount: 30_000 }),
      aLine({ resultId: `${prefix}-2`, riderId: 'bo', matchStatus: 'matched', place: 2, placeAmount: 20_000 }),
      aLine({ resultId: `${prefix}-3`, riderId: 'cy', matchStatus: 'matched', place: 3, placeAmount: 10_000 }),
      ...Array.from({ length: 3 }, (_, i) => aLine({ resultId: `${prefix}-f${i}`, place: 4 + i })),
    ];
    const publish = (eventId: string, startDate: string) => service.deliver(aMessage('results.published', aResultSet(lines(eventId), { eventId, startDate, endDate: startDate } satisfies Partial<ResultsPublished>)));
    await publish('april-race', '2028-04-30');
    await publish('may-race', '2028-05-01');
    const decisions = async (eventId: string) => (await service.db.models.PayoutDecision.findAll({ where: { eventId }, order: [['place', 'ASC']] })).filter((d) => d.riderId);
    expect((await decisions('april-race')).map((d) => [d.place, d.outcome, d.reason])).toEqual([
      [1, 'paid', 'paid'],
      [2, 'paid', 'paid'],
      [3, 'paid', 'paid'],
    ]);
    const may = await decisions('may-race');
    expect(may.map((d) => [d.place, d.outcome, d.reason])).toEqual([
      [1, 'paid', 'paid'],
      [2, 'paid', 'paid'],
      [3, 'notPaid', 'tierPlaceNotPaid'],
    ]);
    // The explanation names the clause, the tier and the version that decided.
    expect(JSON.parse(may[2]!.rule!)).toEqual({ clause: 'minimumRiders', tier: { atLeast: 3, paidPlaces: 2 }, ruleSet: { id: created.body.ruleSet._id, version: 1 } });
    expect(JSON.parse((await decisions('april-race'))[2]!.rule!)).toMatchObject({ clause: 'placeAmounts', ruleSet: null });
    // Staff, the promoter and the rider read it with the decision.
    const payouts = (await service.request.get('/api/admin/event-payouts/may-race').set(...admin)).body as { decisions: Array<{ riderId: string; rule: unknown }> };
    expect(payouts.decisions.find((d) => d.riderId === 'cy')!.rule).toEqual({ clause: 'minimumRiders', tier: { atLeast: 3, paidPlaces: 2 }, ruleSet: { id: created.body.ruleSet._id, version: 1 } });
    const earnings = (await service.request.get('/api/rider/earnings?period=lifetime').set(...(await as('rider', 'cy')))).body as { earnings: Array<{ eventId: string; rule: unknown }> };
    expect(earnings.earnings.find((e) => e.eventId === 'may-race')!.rule).toMatchObject({ tier: { atLeast: 3, paidPlaces: 2 } });
  });

  it('simulates a draft on a period without posting: per rider and per currency, what would change against what the rules decided', async () => {
    // A season of two races, judged by the spec's rules: 6 finishers each, the first three programme riders.
    for (const id of ['dee', 'eli', 'fay']) service.riderFacts.riders.set(id, aRiderFacts(id, { bikes: [{ ...aRiderFacts(id).bikes[0]!, year: 2026 }] }));
    const field = (prefix: string) => Array.from({ length: 3 }, (_, i) => aLine({ resultId: `${prefix}-f${i}`, place: 4 + i }));
    const race = (eventId: string, startDate: string, currency: 'USD' | 'CAD') =>
      service.deliver(
        aMessage(
          'results.published',
          aResultSet(
            [
              aLine({ resultId: `${eventId}-1`, riderId: 'dee', matchStatus: 'matched', place: 1, placeAmount: 30_000 }),
              aLine({ resultId: `${eventId}-2`, riderId: 'eli', matchStatus: 'matched', place: 2, placeAmount: 20_000 }),
              aLine({ resultId: `${eventId}-3`, riderId: 'fay', matchStatus: 'matched', place: 3, placeAmount: 10_000 }),
              ...field(eventId),
            ],
            { eventId, startDate, endDate: startDate, currency, country: currency === 'CAD' ? 'CA' : 'US' },
          ),
        ),
      );
    await race('sim-us', '2026-08-01', 'USD');
    await race('sim-ca', '2026-08-08', 'CAD');
    const journal = await service.db.models.JournalTransaction.count();
    const decisionsBefore = (await service.db.models.PayoutDecision.findAll({ where: { eventId: ['sim-us', 'sim-ca'] }, order: [['id', 'ASC']] })).map((d) => d.toJSON());

    // The draft: 3–6 finishers pay the top 2; places 1–3 pay $250 each.
    const rules = { ...tiered, placeRanges: [{ from: 1, to: 3, amountCents: 25_000, payoutType: 'cash' }] };
    const created = await draft({ scope: { year: 2027, country: '*' }, rules, effectiveFrom: '2027-01-01' });
    const asked = await service.request.post(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations`).set(...admin).send({ from: '2026-07-01', to: '2026-08-31' });
    expect([asked.status, asked.body.simulation.status]).toEqual([202, 'running']);
    const id = asked.body.simulation._id as string;
    // The worker's turn: the relay publishes the request, the consumer runs it.
    await service.outbox.relayOnce();
    await service.queue.drain();

    const { simulation } = (await service.request.get(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations/${id}`).set(...admin)).body as { simulation: RuleSimulation };
    expect(simulation.status).toBe('done');
    const result = simulation.result!;
    expect([result.events, result.lines]).toEqual([2, 12]);
    // dee: $300 → $250 (less), eli: $200 → $250 (more), fay: $100 → nothing (the tier pays 2 places); in each currency.
    expect(result.riders.filter((r) => r.currency === 'USD').map((r) => [r.riderId, r.beforeCents, r.afterCents, r.change])).toEqual([
      ['fay', 10_000, 0, 'noLongerPaid'],
      ['dee', 30_000, 25_000, 'less'],
      ['eli', 20_000, 25_000, 'more'],
    ]);
    expect(result.totals).toEqual([
      { currency: 'USD', beforeCents: 60_000, afterCents: 50_000, differenceCents: -10_000, riders: 3, more: 1, less: 1, newlyPaid: 0, noLongerPaid: 1 },
      { currency: 'CAD', beforeCents: 60_000, afterCents: 50_000, differenceCents: -10_000, riders: 3, more: 1, less: 1, newlyPaid: 0, noLongerPaid: 1 },
    ]);
    expect(result.changes.find((c) => c.riderId === 'fay' && c.currency === 'USD')).toMatchObject({ eventId: 'sim-us', beforeReason: 'paid', afterReason: 'tierPlaceNotPaid', change: 'noLongerPaid' });
    // Nothing was posted or decided anew.
    expect(await service.db.models.JournalTransaction.count()).toBe(journal);
    expect((await service.db.models.PayoutDecision.findAll({ where: { eventId: ['sim-us', 'sim-ca'] }, order: [['id', 'ASC']] })).map((d) => d.toJSON())).toEqual(decisionsBefore);
    // The riders as a CSV (amounts in units, in the reader's language), and every changed line as a workbook.
    const csv = await service.request.get(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations/${id}/export?format=csv&locale=fr`).set(...admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual(['Pilote,ID du pilote,Devise,Dû aujourd’hui,Dû selon la version,Différence,Changement', ',fay,CAD,100,0,-100,Plus payé']);
    const xlsx = await service.request.get(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations/${id}/export?format=xlsx&rows=changes`).set(...admin).buffer(true).parse(binary);
    const sheet = await firstSheet(xlsx.body as Buffer);
    expect(sheet.rowCount).toBe(1 + result.changes.length);
    expect(sheet.getRow(1).getCell(1).value).toBe('Event');
    const list = (await service.request.get(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations`).set(...admin)).body;
    expect(list.simulations.map((s: RuleSimulation) => [s._id, s.status, s.result])).toEqual([[id, 'done', null]]);
  });

  it('refuses a period that ends before it starts or is longer than 400 days', async () => {
    const created = await draft({ scope: { year: 2027, country: 'US' }, effectiveFrom: '2027-01-01' });
    const ask = (from: string, to: string) => service.request.post(`/api/admin/rule-sets/${created.body.ruleSet._id}/simulations`).set(...admin).send({ from, to });
    expect((await ask('2026-08-01', '2026-07-01')).body.details.to.id).toBe('validation.date.order');
    expect((await ask('2025-01-01', '2026-03-01')).body.details.to.id).toBe('validation.rules.period');
    expect(await service.db.models.RuleSetSimulation.count({ where: { ruleSetId: created.body.ruleSet._id } })).toBe(0);
  });

  it('re-applies a published version to the simulated period: the differences are posted, money already cashed out becomes a debt, and a later correction keeps the version', async () => {
    for (const id of ['gus', 'hal', 'ivy']) service.riderFacts.riders.set(id, aRiderFacts(id, { bikes: [{ ...aRiderFacts(id).bikes[0]!, year: 2026 }] }));
    const lines = (eventId: string) => [
      aLine({ resultId: `${eventId}-1`, riderId: 'gus', matchStatus: 'matched', place: 1, placeAmount: 30_000 }),
      aLine({ resultId: `${eventId}-2`, riderId: 'hal', matchStatus: 'matched', place: 2, placeAmount: 20_000 }),
      aLine({ resultId: `${eventId}-3`, riderId: 'ivy', matchStatus: 'matched', place: 3, placeAmount: 10_000 }),
      ...Array.from({ length: 3 }, (_, i) => aLine({ resultId: `${eventId}-f${i}`, place: 4 + i })),
    ];
    const publishResults = (version: number) => service.deliver(aMessage('results.published', aResultSet(lines('re-1'), { eventId: 're-1', version, startDate: '2026-09-05', endDate: '2026-09-05' })));
    await publishResults(1);
    const cash = async (riderId: string) => {
      const wallet = (await service.request.get('/api/rider/wallet').set(...(await as('rider', riderId)))).body.wallet as { balances: { cash: number }; debts: Array<{ owedCents: number }> };
      return { cash: wallet.balances.cash, owed: wallet.debts.reduce((sum, d) => sum + d.owedCents, 0) };
    };
    // Ivy cashes her $100 out before the rules change.
    const out = await service.request.post('/api/payments/create-order').set(...(await as('rider', 'ivy'))).send({ amountCents: 10_000, currency: 'USD', method: 'bank', idempotencyKey: randomUUID() });
    expect(out.status).toBe(201);

    const rules = { ...tiered, placeRanges: [{ from: 1, to: 3, amountCents: 25_000, payoutType: 'cash' }] };
    const set = (await draft({ scope: { year: 2026, country: 'US', seriesId: null }, rules, effectiveFrom: '2026-12-01' })).body.ruleSet as { _id: string };
    const simulation = (await service.request.post(`/api/admin/rule-sets/${set._id}/simulations`).set(...admin).send({ from: '2026-09-01', to: '2026-09-30' })).body.simulation as { _id: string };
    const apply = () => service.request.post(`/api/admin/rule-sets/${set._id}/simulations/${simulation._id}/apply`).set(...admin).send({});
    expect((await apply()).body.code).toBe('RULE_SET_NOT_PUBLISHED');
    await service.request.post(`/api/admin/rule-sets/${set._id}/publish`).set(...admin).send({});
    expect((await apply()).body.code).toBe('SIMULATION_NOT_DONE');
    await service.outbox.relayOnce();
    await service.queue.drain();

    const applied = await apply();
    expect([applied.status, applied.body.simulation.applyRequestedAt !== null]).toEqual([202, true]);
    expect((await apply()).body.code).toBe('SIMULATION_APPLIED');
    await service.outbox.relayOnce();
    await service.queue.drain();

    // Gus $300 → $250, Hal $200 → $250, Ivy's $100 is taken back: she cashed it out, so she owes it.
    expect(await cash('gus')).toEqual({ cash: 25_000, owed: 0 });
    expect(await cash('hal')).toEqual({ cash: 25_000, owed: 0 });
    expect(await cash('ivy')).toEqual({ cash: 0, owed: 10_000 });
    const done = (await service.request.get(`/api/admin/rule-sets/${set._id}/simulations/${simulation._id}`).set(...admin)).body.simulation as RuleSimulation;
    expect([done.appliedEvents, done.appliedAt !== null]).toEqual([1, true]);
    const detail = ruleSetDetailSchema.parse((await service.request.get(`/api/admin/rule-sets/${set._id}`).set(...admin)).body);
    expect(detail.changes.map((c) => c.action)).toEqual(['created', 'published', 'applied']);

    // A correction of the results afterwards is judged by the same version (the race day is before its effective day).
    await publishResults(2);
    expect(await cash('gus')).toEqual({ cash: 25_000, owed: 0 });
    const ivy = await service.db.models.PayoutDecision.findOne({ where: { eventId: 're-1', riderId: 'ivy' } });
    expect([ivy!.reason, JSON.parse(ivy!.rule!).ruleSet.id]).toEqual(['tierPlaceNotPaid', set._id]);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('one claim per rider and event where the version in force says so; one per class otherwise', async () => {
    const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const year = Number(day.slice(0, 4));
    service.riderFacts.riders.set('kai', aRiderFacts('kai'));
    const classes = [
      { name: 'Open', payoutType: 'cash' as const, places: [10_000, 8_000] },
      { name: 'Vet', payoutType: 'cash' as const, places: [5_000, 4_000] },
    ];
    for (const eventId of ['claims-a', 'claims-b']) {
      service.eventClasses.events.set(eventId, classes);
      await service.deliver(aMessage('results.published', aResultSet([aLine({ resultId: `${eventId}-1`, place: 1, placeAmount: 10_000 })], { eventId, startDate: day, endDate: day, country: eventId === 'claims-a' ? 'US' : 'CA', currency: eventId === 'claims-a' ? 'USD' : 'CAD' })));
    }
    const set = (await draft({ scope: { year, country: 'US' }, preset: 'tieredClasses', effectiveFrom: `${year}-01-01` })).body.ruleSet as { _id: string; rules: RuleSet };
    expect(set.rules.claims).toBe('perEvent');
    await service.request.post(`/api/admin/rule-sets/${set._id}/publish`).set(...admin).send({});
    const file = async (eventId: string, className: string) => service.request.post('/api/rider/payout-claims').set(...(await as('rider', 'kai'))).send({ eventId, className, place: 1 });
    expect((await file('claims-a', 'Open')).status).toBe(201);
    const second = await file('claims-a', 'Vet');
    expect([second.status, second.body.code]).toEqual([409, 'CLAIM_EVENT_ALREADY_OPEN']);
    // In Canada the spec's rules stand: one open claim per class.
    expect((await file('claims-b', 'Open')).status).toBe(201);
    expect((await file('claims-b', 'Vet')).status).toBe(201);
    expect((await file('claims-b', 'Vet')).body.code).toBe('CLAIM_ALREADY_OPEN');
  });
});

