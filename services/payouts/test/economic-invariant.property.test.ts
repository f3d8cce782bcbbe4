import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Op, QueryTypes } from 'sequelize';
import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFunds, reconcile } from '../src/domain/ledger.js';
import { recoverCashouts, requestCashout } from '../src/domain/cashout.js';
import { fileClaim, updateClaim } from '../src/domain/payout-claims.js';
import { expireDue, mergeRiders, owedByRider, redeem, refund, writeOff } from '../src/domain/money.js';
import { evaluateResults, type RiderFacts } from '../src/domain/rules/payout-rules.js';
import { DEFAULT_RULE_SET } from '@rr/contracts/rule-sets';
import type { FaultKind } from '../src/provider/fake-provider.js';
import { aMessage, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

/**
 * The economic invariant: long random sequences of real operations through the domain — results published, corrected,
 * re-uploaded and deleted (two of the events are the same race published twice), riders merged, cash-outs under
 * provider timeouts, 5xx and failures (and the recovery job after them), dealer redemptions and refunds, claims
 * approved, a series finished, credit expiring, debts written off — and after every step, for every rider (a merged
 * rider and the one kept are one person) and currency:
 *
 *   paid out + withheld + spent at dealers + expired + balance + held − owed − written off
 *     = what the rules give for the results as they stand now (plus approved claims)
 *
 * where the right side is an oracle computed from the current results alone (the pure rules engine over each event's
 * latest result set, the same race paid once where it pays most), never from what the service stored. The ledger also
 * reconciles, no balance leaves its bounds, and a result set published again unchanged writes no transaction.
 * `FC_RUNS` / `FC_STEPS` / `FC_SEED` run it longer locally (docs/testing.md).
 */
describe('the economic invariant over random sequences of real operations', () => {
  let service: TestService;
  const RIDERS = ['r0', 'r1', 'r2'];
  const facts = (riderId: string): RiderFacts => ({ riderId, active: true, pro: false, documentsOnFile: false, nonResidentAlien: riderId === 'r1', bikes: [{ vin: `5RR1KB4197Y00000${riderId.slice(1)}`, year: 2026, valid: 'verified', make: 'Apex' }] });
  beforeAll(async () => {
    service = await startTestService('economic_invariant');
  });
  afterAll(() => service.close());

  // Four events: E1 and E2 are the same race (same day and country, other promoters); E3 is a round of series S1.
  const EVENTS = [
    { eventId: 'E1', startDate: '2026-06-06', promoterId: 'p1', seriesId: null },
    { eventId: 'E2', startDate: '2026-06-06', promoterId: 'p2', seriesId: null },
    { eventId: 'E3', startDate: '2026-06-13', promoterId: 'p1', seriesId: 'S1' },
    { eventId: 'E4', startDate: '2026-06-20', promoterId: 'p3', seriesId: null },
  ] as const;
  const CLASSES = [
    { classId: 'pro', className: 'Pro', payoutType: 'cash' as const, places: [30_000, 20_000, 10_000, 5_000, 2_500] },
    { classId: 'am', className: 'Am', payoutType: 'dealerCredit' as const, places: [15_000, 10_000, 5_000] },
  ];
  const FAULTS: Array<FaultKind | null> = [null, null, null, 'timeout', 'timeoutAfterCreate', 'error500', 'fail'];

  // Most riders race and finish; the field makes most classes big enough to pay (5 finishers), not all.
  const entry = fc.option(fc.record({ cls: fc.nat(1), place: fc.integer({ min: 1, max: 4 }), finished: fc.constantFrom(true, true, true, true, false) }), { nil: null, freq: 8 });
  const op = fc.oneof(
    { weight: 5, arbitrary: fc.record({ op: fc.constant('publish' as const), event: fc.nat(3), riders: fc.tuple(entry, entry, entry), field: fc.tuple(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 3, max: 6 })) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('republish' as const), event: fc.nat(3) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), event: fc.nat(3) }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('cashOut' as const), rider: fc.nat(2), cents: fc.integer({ min: 100, max: 40_000 }), fault: fc.nat(FAULTS.length - 1) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('recover' as const), providerFails: fc.boolean() }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('redeem' as const), rider: fc.nat(2), cents: fc.integer({ min: 100, max: 20_000 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('refund' as const), which: fc.nat(), cents: fc.integer({ min: 100, max: 20_000 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('merge' as const), from: fc.nat(2), to: fc.nat(2) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('claim' as const), rider: fc.nat(2), cents: fc.integer({ min: 100, max: 9_000 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('finishSeries' as const) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('expire' as const) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('writeOff' as const), rider: fc.nat(2), cents: fc.integer({ min: 1, max: 20_000 }) }) },
  );
  type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

  it('holds after every step: what each rider got and owes equals what the results as they stand give them', async () => {
    const { db } = service;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 12, maxLength: Number(process.env.FC_STEPS ?? 30), size: 'max' }), async (ops: Op[]) => {
        run += 1;
        const id = (rider: string) => `run${run}-${rider}`;
        const journalAtStart = await db.models.JournalTransaction.count();
        const ev = (eventId: string) => `run${run}-${eventId}`;
        for (const rider of RIDERS) service.riderFacts.riders.set(id(rider), { ...facts(rider), riderId: id(rider) });
        const kept = new Map<string, string>();
        const person = (riderId: string): string => (kept.has(riderId) ? person(kept.get(riderId)!) : riderId);
        const current = new Map<string, { version: number; results: ResultsPublished }>();
        const redemptions: string[] = [];
        const claims = new Map<string, number>();
        let seriesFinished = false;

        const publish = async (eventId: string, lines: PublishedLine[]) => {
          const event = EVENTS.find((e) => ev(e.eventId) === eventId)!;
          const version = (current.get(eventId)?.version ?? 0) + 1;
          const results = aResultSet(lines, { eventId, version, promoterId: event.promoterId, seriesId: event.seriesId ? ev(event.seriesId) : null, title: eventId, startDate: event.startDate, endDate: event.startDate, sanctioningBodies: [] });
          current.set(eventId, { version, results });
          await service.deliver(aMessage('results.published', results));
        };
        const linesOf = (o: Extract<Op, { op: 'publish' }>, eventId: string): PublishedLine[] => {
          const lines: PublishedLine[] = [];
          o.riders.forEach((e, n) => {
            if (!e) return;
            const rider = person(id(RIDERS[n]!));
            const cls = CLASSES[e.cls]!;
            // A line is the same line across versions: its id is the rider's in that class (the events service keeps it).
            lines.push(aLine({ resultId: `${eventId}:${RIDERS[n]}:${cls.classId}`, classId: cls.classId, className: cls.className, payoutType: cls.payoutType, riderId: rider, matchStatus: 'matched', place: e.place, placeAmount: cls.places[e.place - 1] ?? 0, status: e.finished ? 'finished' : 'DNF' }));
          });
          CLASSES.forEach((cls, c) => {
            for (let i = 0; i < o.field[c]!; i += 1) lines.push(aLine({ resultId: `${eventId}:field:${cls.classId}:${i}`, classId: cls.classId, className: cls.className, payoutType: cls.payoutType, place: 20 + i, placeAmount: 0 }));
          });
          return lines;
        };

        for (const [step, o] of ops.entries()) {
          const journalBefore = await db.models.JournalTransaction.count();
          try {
            switch (o.op) {
              case 'publish': {
                const eventId = ev(EVENTS[o.event]!.eventId);
                await publish(eventId, linesOf(o, eventId));
                break;
              }
              case 'republish': {
                const eventId = ev(EVENTS[o.event]!.eventId);
                const held = current.get(eventId);
                if (!held) break;
                await publish(eventId, held.results.lines);
                // The same result set again moves nothing and writes nothing.
                expect(await db.models.JournalTransaction.count(), 'a re-upload of the same results wrote transactions').toBe(journalBefore);
                break;
              }
              case 'delete': {
                const eventId = ev(EVENTS[o.event]!.eventId);
                if (current.has(eventId)) await publish(eventId, []);
                break;
              }
              case 'cashOut': {
                const fault = FAULTS[o.fault];
                if (fault) service.provider.faults.push(fault, 1);
                await requestCashout(service.cashoutDeps, person(id(RIDERS[o.rider]!)), { amountCents: o.cents, currency: 'USD', method: 'bank', idempotencyKey: randomUUID() }).catch((error: { code?: string }) => {
                  if (error.code !== 'INSUFFICIENT_FUNDS') throw error;
                });
                service.provider.faults.clear();
                break;
              }
              case 'recover':
                // The recovery job later on: the provider answers again, and pays (or refuses: the hold is released).
                if (o.providerFails) service.provider.faults.push('fail', 50);
                await recoverCashouts(service.cashoutDeps, new Date(Date.now() + 86_400_000), 50);
                service.provider.faults.clear();
                break;
              case 'redeem':
                await db.sequelize
                  .transaction((t) => redeem(db, { riderId: person(id(RIDERS[o.rider]!)), amountCents: o.cents, currency: 'USD', dealerId: 'dealer-1', sourceKey: `run${run}:${step}` }, t))
                  .then((r) => redemptions.push(r.journal.id), (error: unknown) => {
                    if (!(error instanceof InsufficientFunds)) throw error;
                  });
                break;
              case 'refund':
                if (redemptions.length === 0) break;
                await db.sequelize.transaction((t) => refund(db, { redemptionId: redemptions[o.which % redemptions.length]!, amountCents: o.cents, sourceKey: `run${run}:${step}` }, t)).catch((error: unknown) => {
                  if (!(error instanceof RangeError)) throw error;
                });
                break;
              case 'merge': {
                const [from, to] = [person(id(RIDERS[o.from]!)), person(id(RIDERS[o.to]!))];
                if (from === to) break;
                await db.sequelize.transaction((t) => mergeRiders(db, { removedRiderId: from, keptRiderId: to }, t));
                kept.set(from, to);
                // The events service moves the removed rider's lines to the kept rider and publishes those events again.
                for (const [eventId, held] of [...current]) {
                  if (!held.results.lines.some((line) => line.riderId === from)) continue;
                  await publish(eventId, held.results.lines.map((line) => (line.riderId === from ? { ...line, riderId: to } : line)));
                }
                break;
              }
              case 'claim': {
                const eventId = ev('E4');
                if (!current.has(eventId)) break;
                const riderId = person(id(RIDERS[o.rider]!));
                const admin = { id: 'staff', role: 'admin' as const };
                // The event's payout table has a Vet class the results never have.
                service.eventClasses.events.set(eventId, [{ name: 'Vet', payoutType: 'cash', places: [10_000] }]);
                const deps = { db, riders: service.riderFacts, events: service.eventClasses };
                // A class these results never have: what the claim pays is the claim's alone.
                const claim = await fileClaim(deps, admin, { riderId, eventId, className: 'Vet', place: 1, message: 'Missing' });
                await updateClaim(deps, admin, claim._id, { action: 'approve', amountCents: o.cents, payoutType: 'cash' });
                claims.set(riderId, (claims.get(riderId) ?? 0) + o.cents);
                break;
              }
              case 'finishSeries': {
                const eventId = ev('E3');
                const held = current.get(eventId);
                if (!held || seriesFinished) break;
                await service.deliver(
                  aMessage('series.finished', { seriesId: ev('S1'), version: 1, name: 'S1', currency: 'USD', bonusCents: 0, creditExpiresOn: null, events: [{ eventId, endDate: '2026-06-13', resultsVersion: held.version }], finishedAt: new Date().toISOString() }),
                );
                seriesFinished = true;
                break;
              }
              case 'expire':
                // A year and more later: every credit lot has expired.
                await expireDue(db, new Date(Date.now() + 400 * 86_400_000), 10_000);
                break;
              case 'writeOff': {
                const riderId = person(id(RIDERS[o.rider]!));
                const owed = (await owedByRider(db, riderId)).get('USD') ?? 0;
                if (owed > 0) await db.sequelize.transaction((t) => writeOff(db, { riderId, currency: 'USD', amountCents: Math.min(owed, o.cents), reason: 'goodwill', by: 'staff' }, t));
                break;
              }
            }
          } catch (error) {
            throw new Error(`step ${step} (${JSON.stringify(o)}) failed: ${String(error)}`, { cause: error });
          }

          expect(await reconcile(db), `after step ${step} ${JSON.stringify(o)}`).toEqual([]);
          expect(await db.models.Account.count({ where: { purpose: { [Op.notIn]: ['owed', 'contingency', 'writtenOff'] }, balanceCents: { [Op.lt]: 0 } } })).toBe(0);
          expect(await db.models.Account.count({ where: { purpose: 'owed', balanceCents: { [Op.gt]: 0 } } })).toBe(0);
          // An award taken back never holds money again (a failed cash-out or a refund repays the debt instead).
          expect(await db.models.Lot.count({ where: { reversedAt: { [Op.ne]: null }, currentCents: { [Op.gt]: 0 } } }), `a reversed award holds money after step ${step}`).toBe(0);
          const got = await ledgerSide(RIDERS.map(id), person);
          const due = oracle(current, person, claims, seriesFinished);
          if (process.env.FC_VERBOSE === '2') console.log(run, step, JSON.stringify(o), JSON.stringify(got), JSON.stringify(due));
          expect(got, `after step ${step} ${JSON.stringify(o)}`).toEqual(due);
        }
        if (process.env.FC_VERBOSE) console.log(run, ops.map((o) => o.op).join(','), (await db.models.JournalTransaction.count()) - journalAtStart, JSON.stringify(oracle(current, person, claims, seriesFinished)), JSON.stringify(await ledgerSide(RIDERS.map(id), person)));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 8), seed: Number(process.env.FC_SEED ?? 20261128), endOnFailure: true },
    );
  }, 600_000);

  /** Per person: paid out + withheld + spent + expired + balance + held − owed − written off, from the ledger. */
  async function ledgerSide(riderIds: string[], person: (riderId: string) => string): Promise<Record<string, number>> {
    const side: Record<string, number> = {};
    const add = (riderId: string, cents: number) => {
      const who = person(riderId);
      side[who] = (side[who] ?? 0) + cents;
    };
    const balances = await service.db.sequelize.query<{ holder: string; total: unknown }>(
      "SELECT holder, SUM(balance_cents) AS total FROM accounts WHERE holder IN (:riderIds) AND purpose IN ('cash', 'credit', 'bonus', 'hold', 'owed') GROUP BY holder",
      { replacements: { riderIds }, type: QueryTypes.SELECT },
    );
    for (const row of balances) add(row.holder, Number(row.total));
    // What left the programme for them (or came back): the provider, the dealers, the expired and withholding accounts,
    // and what staff wrote off (negative there), on the transactions of these riders.
    const outflows = await service.db.sequelize.query<{ rider_id: string; total: unknown }>(
      `SELECT j.rider_id, SUM(p.amount_cents) AS total FROM postings p JOIN accounts a ON a.id = p.account_id JOIN journal_transactions j ON j.id = p.transaction_id
        WHERE j.rider_id IN (:riderIds) AND a.purpose IN ('provider', 'dealers', 'expired', 'withholding', 'writtenOff') GROUP BY j.rider_id`,
      { replacements: { riderIds }, type: QueryTypes.SELECT },
    );
    for (const row of outflows) add(row.rider_id, Number(row.total));
    for (const key of Object.keys(side)) if (side[key] === 0) delete side[key];
    return side;
  }

  /**
   * What the rules give for the results as they stand: each event's latest set through the pure rules engine, a rider
   * and class of the same race published twice paid at the event that pays most (then the smaller event id), dealer
   * credit of a series round only once the series has finished; plus the claims staff approved.
   */
  function oracle(current: Map<string, { results: ResultsPublished }>, person: (riderId: string) => string, claims: Map<string, number>, seriesFinished: boolean): Record<string, number> {
    const riders = new Map([...service.riderFacts.riders]);
    const sets = [...current.values()].map((c) => c.results).filter((r) => r.lines.length > 0);
    // The lines that stand before the same-race rule: what the rules pay when the event is alone.
    const standing = new Map<string, Array<{ eventId: string; amountCents: number }>>();
    for (const results of sets) {
      for (const d of evaluateResults(results, { rules: DEFAULT_RULE_SET, riders, seriesFinished: () => seriesFinished })) {
        if (d.outcome === 'notPaid' || !d.riderId || !d.className || !d.key.startsWith('line:')) continue;
        const key = `${results.startDate}|${results.country}|${d.riderId}|${d.className}`;
        standing.set(key, [...(standing.get(key) ?? []), { eventId: results.eventId, amountCents: d.amountCents }]);
      }
    }
    const due: Record<string, number> = {};
    for (const results of sets) {
      const decisions = evaluateResults(results, {
        rules: DEFAULT_RULE_SET,
        riders,
        seriesFinished: () => seriesFinished,
        paidElsewhere: (riderId, className, amountCents) => {
          const rivals = (standing.get(`${results.startDate}|${results.country}|${riderId}|${className}`) ?? []).filter((r) => r.eventId !== results.eventId);
          const best = rivals.find((r) => r.amountCents > amountCents || (r.amountCents === amountCents && r.eventId < results.eventId));
          return best ? { eventId: best.eventId } : null;
        },
      });
      for (const d of decisions) if (d.outcome === 'paid' && d.riderId) due[person(d.riderId)] = (due[person(d.riderId)] ?? 0) + d.amountCents;
    }
    for (const [riderId, cents] of claims) due[person(riderId)] = (due[person(riderId)] ?? 0) + cents;
    for (const key of Object.keys(due)) if (due[key] === 0) delete due[key];
    return due;
  }
});
