import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redeemAnswerSchema, tillCreditSchema } from '@rr/contracts';
import { reconcile } from '../src/domain/ledger.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

// The receipt's code is drawn with node:crypto's randomInt: a test can make it draw a taken one.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

/**
 * The till's redemption as the busiest money path: what it costs the database (statements per redemption), and the two
 * ways its transaction rolls back whole and runs again (a lot that moved under it, a receipt code drawn twice).
 */
let service: TestService;
const rider = (id: string) => ({ riderId: id, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [] });
const redeemBody = (riderId: string, amountCents: number) => ({ riderId, amountCents, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID() });
const options = () => service.db.sequelize as unknown as { options: { logging: false | ((sql: string) => void) } };

beforeAll(async () => {
  service = await startTestService('till_statements');
  for (const id of ['r-first', 'r-count', 'r-moved', 'r-code']) service.riderFacts.riders.set(id, rider(id));
});
afterAll(() => service.close());

async function available(riderId: string): Promise<number> {
  const res = await service.request.get(`/api/dealer/awards/${riderId}`).set(...(await as('dealer', 'd-1')));
  return tillCreditSchema.parse(res.body).availableCents;
}

describe('a redemption at the till', () => {
  it('costs 11 statements besides its transaction’s own: no savepoint, and no read the idempotency key makes needless', async () => {
    await aWallet(service.db, 'r-count', 'USD', [
      { type: 'credit', cents: 1_000, expiresInDays: 30 },
      { type: 'bonus', cents: 5_000, expiresInDays: 90 },
    ]);
    // The dealer's first redemption opens its account (a find and a create, once): this one is the till's every day.
    await aWallet(service.db, 'r-first', 'USD', [{ type: 'credit', cents: 100, expiresInDays: 30 }]);
    expect((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody('r-first', 100))).status).toBe(201);
    const statements: string[] = [];
    options().options.logging = (sql) => statements.push(sql.replace(/^Executing \([^)]*\): /, ''));
    let res;
    try {
      // Two lots spent (one emptied), so the count holds for a redemption that spans lots.
      res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody('r-count', 1_500));
    } finally {
      options().options.logging = false;
    }
    expect(res.status).toBe(201);
    const control = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SET TRANSACTION|SET SESSION|SAVEPOINT|RELEASE SAVEPOINT)/i;
    expect(statements.filter((sql) => /^SAVEPOINT/i.test(sql))).toEqual([]);
    // MariaDB: the connection's session is at READ COMMITTED since the first redemption, so no SET before START.
    expect(statements.filter((sql) => /^SET /i.test(sql))).toEqual([]);
    // The key's look-up; then the key, the wallet's lock, the lots and accounts, the accounts' and the lots' moves, the
    // journal, its postings, the outbox, the redemption's row and the answer.
    expect(statements.filter((sql) => !control.test(sql))).toHaveLength(11);
    expect(await available('r-count')).toBe(4_500);
    const wallet = await service.db.models.Wallet.findOne({ where: { riderId: 'r-count' } });
    const lots = await service.db.models.Lot.findAll({ where: { walletId: wallet!.id }, order: [['expiresAt', 'ASC']] });
    expect(lots.map((lot) => [lot.type, lot.currentCents, lot.status])).toEqual([
      ['credit', 0, 'spent'],
      ['bonus', 4_500, 'current'],
    ]);
    expect(lots[0]!.redeemedAt).toBeInstanceOf(Date);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('rolls back whole and runs again when a lot moved between its read and its guarded update', async () => {
    await aWallet(service.db, 'r-moved', 'USD', [{ type: 'credit', cents: 2_000, expiresInDays: 60 }]);
    const sequelize = service.db.sequelize;
    const query = sequelize.query.bind(sequelize);
    let refused = 0;
    // The lots' guarded update changes no row the first time, as when an expiry emptied the lot a moment before.
    const spy = vi.spyOn(sequelize, 'query').mockImplementation(((sql: unknown, queryOptions: unknown) => {
      if (refused === 0 && typeof sql === 'string' && sql.startsWith('UPDATE lots')) {
        refused += 1;
        return Promise.resolve(0);
      }
      return (query as (sql: unknown, options: unknown) => Promise<unknown>)(sql, queryOptions);
    }) as typeof sequelize.query);
    let res;
    try {
      res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody('r-moved', 700));
    } finally {
      spy.mockRestore();
    }
    expect(refused).toBe(1);
    expect(res.status).toBe(201);
    expect(redeemAnswerSchema.parse(res.body).remainingCents).toBe(1_300);
    expect(await available('r-moved')).toBe(1_300);
    expect(await service.db.models.JournalTransaction.count({ where: { kind: 'redemption', riderId: 'r-moved' } })).toBe(1);
    // The first attempt's account moves rolled back with it: every balance is still the sum of its postings.
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('draws another receipt code when the one drawn is taken, and redeems once', async () => {
    await aWallet(service.db, 'r-code', 'USD', [{ type: 'credit', cents: 5_000, expiresInDays: 60 }]);
    const headers = await as('dealer', 'd-1');
    const first = redeemAnswerSchema.parse((await service.request.post('/api/dealer/redeem').set(...headers).send(redeemBody('r-code', 1_000))).body);
    const taken = (await service.db.models.CreditRedemption.findByPk(first.redemption._id))!.code;
    vi.mocked(randomInt as (min: number, max: number) => number).mockReturnValueOnce(taken);
    const res = await service.request.post('/api/dealer/redeem').set(...headers).send(redeemBody('r-code', 1_000));
    expect(res.status).toBe(201);
    const second = redeemAnswerSchema.parse(res.body);
    expect(second.redemption.code).not.toBe(first.redemption.code);
    expect(await service.db.models.CreditRedemption.count({ where: { riderId: 'r-code' } })).toBe(2);
    expect(await available('r-code')).toBe(3_000);
    expect(await reconcile(service.db)).toEqual([]);
  });
});
