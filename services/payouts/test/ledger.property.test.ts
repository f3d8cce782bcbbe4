import fc from 'fast-check';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFunds, UnbalancedTransaction, postTransaction, programmeAccount, reconcile, riderAccount } from '../src/domain/ledger.js';
import { awardMany } from '../src/domain/award-many.js';
import { award, expireDue, hold, mergeRiders, redeem, refund, release, reverseAward, settle } from '../src/domain/money.js';
import { startTestService, type TestService } from './helpers.js';
import { ledgerIdentities, moneyTable, recomputedTables, riderTable, syncReadModel } from './reporting-helpers.js';

/**
 * The ledger's invariants: over random sequences of earnings, redemptions, cash-outs (hold, then settle or release),
 * refunds, merges, expiries and result changes, the postings always balance, no balance (or lot) ever goes
 * negative, and every projection equals the sum of its postings. A refused operation changes nothing. After each
 * sequence, the reports' read model equals its recomputation from the postings and the ledger's totals.
 */
describe('the journal under random sequences of money operations', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('ledger_property');
  });
  afterAll(() => service.close());

  const DAY = 86_400_000;
  const op = fc.oneof(
    fc.record({ op: fc.constant('award' as const), rider: fc.nat(2), type: fc.constantFrom('cash' as const, 'credit' as const, 'bonus' as const), cents: fc.integer({ min: 1, max: 50_000 }), expiresInDays: fc.option(fc.integer({ min: -5, max: 60 })), withhold: fc.boolean() }),
    fc.record({ op: fc.constant('awardMany' as const), awards: fc.array(fc.record({ rider: fc.nat(2), type: fc.constantFrom('cash' as const, 'credit' as const, 'bonus' as const), cents: fc.integer({ min: 1, max: 30_000 }), withhold: fc.boolean() }), { minLength: 1, maxLength: 6 }) }),
    fc.record({ op: fc.constant('redeem' as const), rider: fc.nat(2), cents: fc.integer({ min: 1, max: 40_000 }) }),
    fc.record({ op: fc.constant('refund' as const), which: fc.nat(), cents: fc.integer({ min: 1, max: 20_000 }) }),
    fc.record({ op: fc.constant('hold' as const), rider: fc.nat(2), cents: fc.integer({ min: 1, max: 40_000 }) }),
    fc.record({ op: fc.constant('finish' as const), which: fc.nat(), paid: fc.boolean() }),
    fc.record({ op: fc.constant('reverse' as const), which: fc.nat() }),
    fc.record({ op: fc.constant('expire' as const) }),
    fc.record({ op: fc.constant('merge' as const), from: fc.nat(2), to: fc.nat(2) }),
  );

  it('balances, never goes negative, and reconciles after every step', async () => {
    const { db } = service;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
        run += 1;
        const riders = [0, 1, 2].map((n) => `prop-${run}-${n}`);
        const lots: string[] = [];
        const redemptions: string[] = [];
        const holds: string[] = [];
        for (const [step, o] of ops.entries()) {
          const key = `prop:${run}:${step}`;
          const before = await db.models.Posting.count();
          let refused = false;
          try {
            await db.sequelize.transaction(async (t) => {
              switch (o.op) {
                case 'award': {
                  const { lot } = await award(db, { riderId: riders[o.rider]!, type: o.type, amountCents: o.cents, currency: 'USD', expiresAt: o.expiresInDays === null ? null : new Date(Date.now() + o.expiresInDays * DAY), sourceKey: key, withholdPercent: o.withhold ? 30 : 0 }, t);
                  lots.push(lot.id);
                  break;
                }
                case 'awardMany': {
                  const batch = o.awards.map((a, n) => ({ riderId: riders[a.rider]!, type: a.type, amountCents: a.cents, currency: 'USD' as const, sourceKey: `${key}:${n}`, withholdPercent: a.withhold ? 30 : 0 }));
                  const made = await awardMany(db, batch, t);
                  // Posting the same batch again adds nothing.
                  expect(await awardMany(db, batch, t)).toEqual(made);
                  lots.push(...made.values());
                  break;
                }
                case 'redeem':
                  redemptions.push((await redeem(db, { riderId: riders[o.rider]!, amountCents: o.cents, currency: 'USD', dealerId: 'dealer-1', sourceKey: key }, t)).journal.id);
                  break;
                case 'refund':
                  if (redemptions.length) await refund(db, { redemptionId: redemptions[o.which % redemptions.length]!, amountCents: o.cents, sourceKey: key }, t);
                  break;
                case 'hold':
                  holds.push((await hold(db, { riderId: riders[o.rider]!, amountCents: o.cents, currency: 'USD', sourceKey: key }, t)).id);
                  break;
                case 'finish':
                  if (holds.length) await (o.paid ? settle : release)(db, holds[o.which % holds.length]!, t);
                  break;
                case 'reverse':
                  if (lots.length) await reverseAward(db, { lotId: lots[o.which % lots.length]!, sourceKey: key, memo: 'result changed' }, t);
                  break;
                case 'merge':
                  if (o.from !== o.to) await mergeRiders(db, { removedRiderId: riders[o.from]!, keptRiderId: riders[o.to]! }, t);
                  break;
                case 'expire':
                  break;
              }
            });
            if (o.op === 'expire') await expireDue(db, new Date());
          } catch (error) {
            if (!(error instanceof InsufficientFunds) && !(error instanceof RangeError)) throw error;
            refused = true;
          }
          if (refused) expect(await db.models.Posting.count(), `${o.op} was refused but wrote postings`).toBe(before);
          expect(await reconcile(db)).toEqual([]);
          const negative = await db.models.Account.count({ where: { mayGoNegative: false, balanceCents: { [Op.lt]: 0 } } });
          expect(negative).toBe(0);
          expect(await db.models.Lot.count({ where: { currentCents: { [Op.lt]: 0 } } })).toBe(0);
        }
        // The reports' read model, fed by the ledger's `money.posted` messages, equals its recomputation
        // from the postings, the programme accounts per currency, and each rider's balance.
        await syncReadModel(service);
        expect({ money: await moneyTable(db), riders: await riderTable(db) }).toEqual(await recomputedTables(db));
        const identities = await ledgerIdentities(db);
        expect(identities.programme).toEqual(identities.fromPostings);
        expect(identities.riders).toEqual(identities.balances);
      }),
      { numRuns: 25, seed: Number(process.env.FC_SEED ?? 20261126), endOnFailure: true },
    );
  }, 240_000);

  it('refuses a transaction that does not balance, is empty or holds a part of a cent, and writes nothing', async () => {
    const { db } = service;
    await expect(
      db.sequelize.transaction(async (t) => {
        const fund = await programmeAccount(db, 'contingency', 'USD', t);
        const rider = await riderAccount(db, 'unbalanced', 'cash', 'USD', t);
        await postTransaction(db, { kind: 'earning', legs: [{ account: fund, amountCents: -100 }, { account: rider, amountCents: 99 }] }, t);
      }),
    ).rejects.toBeInstanceOf(UnbalancedTransaction);
    for (const legs of [[], [0.5, -0.5], [0, 0]]) {
      await expect(
        db.sequelize.transaction(async (t) => {
          const fund = await programmeAccount(db, 'contingency', 'USD', t);
          const rider = await riderAccount(db, 'unbalanced', 'cash', 'USD', t);
          await postTransaction(db, { kind: 'earning', legs: legs.map((cents, n) => ({ account: n ? rider : fund, amountCents: cents })) }, t);
        }),
      ).rejects.toBeInstanceOf(UnbalancedTransaction);
    }
    expect(await db.models.JournalTransaction.count({ where: { riderId: 'unbalanced' } })).toBe(0);
  });

  it('refuses, by its guard, a posting that would take an account or a lot below zero, and writes nothing', async () => {
    const { db } = service;
    const { lot } = await db.sequelize.transaction((t) => award(db, { riderId: 'guarded', type: 'credit', amountCents: 500, currency: 'USD', sourceKey: 'guarded:award' }, t));
    await db.sequelize.transaction((t) => award(db, { riderId: 'guarded', type: 'credit', amountCents: 700, currency: 'USD', sourceKey: 'guarded:award-2' }, t));
    const take = (cents: number) =>
      db.sequelize.transaction(async (t) => {
        const credit = await riderAccount(db, 'guarded', 'credit', 'USD', t);
        const dealers = await programmeAccount(db, 'dealers', 'USD', t);
        await postTransaction(db, { kind: 'redemption', riderId: 'guarded', legs: [{ account: credit, amountCents: -cents, lotId: lot.id }, { account: dealers, amountCents: cents }] }, t);
      });
    const before = await db.models.Posting.count();
    // The account holds 1,200 but the lot only 500; then more than the account holds.
    await expect(take(501)).rejects.toMatchObject({ name: 'InsufficientFunds', lotId: lot.id });
    // Caught inside the transaction, which then commits: the savepoint has undone the legs already moved.
    const caught = await db.sequelize.transaction(async (t) => {
      const credit = await riderAccount(db, 'guarded', 'credit', 'USD', t);
      const dealers = await programmeAccount(db, 'dealers', 'USD', t);
      return postTransaction(db, { kind: 'redemption', legs: [{ account: credit, amountCents: -1_201 }, { account: dealers, amountCents: 1_201 }] }, t).catch((error: unknown) => error);
    });
    expect(caught).toMatchObject({ name: 'InsufficientFunds', lotId: null });
    expect(await db.models.Posting.count()).toBe(before);
    expect((await db.models.Lot.findByPk(lot.id))!.currentCents).toBe(500);
    await take(500);
    expect((await db.models.Lot.findByPk(lot.id))!.currentCents).toBe(0);
    expect(await reconcile(db)).toEqual([]);
  });

  it('lets exactly as many concurrent holds through as the balance covers', async () => {
    const { db } = service;
    await db.sequelize.transaction((t) => award(db, { riderId: 'busy', type: 'cash', amountCents: 10 * 1_000, currency: 'USD', sourceKey: 'busy:award' }, t));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => db.sequelize.transaction((t) => hold(db, { riderId: 'busy', amountCents: 1_000, currency: 'USD', sourceKey: `busy:hold:${n}` }, t))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    // Refused by a guard, or (MariaDB) chosen as a deadlock victim: never anything else, never half-written.
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason?.name)).toMatch(/InsufficientFunds|SequelizeDatabaseError/);
    const cash = await db.models.Account.findOne({ where: { holder: 'busy', purpose: 'cash' } });
    const held = await db.models.Account.findOne({ where: { holder: 'busy', purpose: 'hold' } });
    expect([cash!.balanceCents, held!.balanceCents]).toEqual([0, 10_000]);
    expect(await reconcile(db)).toEqual([]);
  });
});
