import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { pinHash } from '../src/domain/pin.js';
import { aDealer, aRider } from './factories.js';
import { asService, startTestService, type TestService } from './helpers.js';

/**
 * What the PIN check costs the database at a busy till, where every redemption asks it: a right PIN, with the
 * dealer's budgets already open, is one read before the budgets, a place taken in each, one transaction (the rider's
 * row locked and read with its login, the audit entry) and the places given back together.
 */
let service: TestService;

beforeAll(async () => {
  service = await startTestService('till_pin_statements');
  await aDealer(service.db, { id: 'dealer-busy-till', name: 'Busy Motors' });
});
afterAll(() => service.close());

it('a right PIN costs 6 statements besides its transaction’s own, and changes nothing of the rider’s row', async () => {
  const id = await aRider(service.db, service.outbox, { profile: { firstName: 'Casey', lastName: 'Till', country: 'US' } });
  await service.db.models.Rider.update({ pinHash: pinHash(service.secrets.pinKey, id, '1234') }, { where: { userId: id } });
  const check = async () =>
    service.request
      .post('/internal/till/pin-check')
      .set(...(await asService()))
      .send({ riderId: id, pin: '1234', dealerId: 'dealer-busy-till', ip: '203.0.113.5' });
  // The first try opens the budgets' windows.
  expect((await check()).status).toBe(200);
  const before = (await service.db.models.Rider.findByPk(id))!.updatedAt;

  const statements: string[] = [];
  const sequelize = service.db.sequelize as unknown as { options: { logging: false | ((sql: string) => void) } };
  sequelize.options.logging = (sql) => statements.push(sql.replace(/^Executing \([^)]*\): /, ''));
  let res;
  try {
    res = await check();
  } finally {
    sequelize.options.logging = false;
  }
  expect(res.status).toBe(200);
  const control = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SET TRANSACTION|SET SESSION)/i;
  expect(statements.filter((sql) => !control.test(sql))).toHaveLength(6);
  expect(statements.filter((sql) => /^(START TRANSACTION|BEGIN)/i.test(sql))).toHaveLength(1);
  expect((await service.db.models.Rider.findByPk(id))!.updatedAt).toEqual(before);
  // Audited, and both budgets' places given back.
  expect(await service.db.models.AuditEntry.count({ where: { subjectId: id, action: 'till.pin.right' } })).toBe(2);
  const counters = await service.db.sequelize.query<{ attempts: number }>("SELECT attempts FROM attempt_counters WHERE counter_key LIKE 'till-dealer%busy-till%'", { type: QueryTypes.SELECT });
  expect(counters.map((row) => Number(row.attempts))).toEqual([0, 0]);
});

it('a check whose transaction fails gives its places back: a failure is no wrong PIN', async () => {
  const id = await aRider(service.db, service.outbox, { profile: { firstName: 'Dana', lastName: 'Till', country: 'US' } });
  await service.db.models.Rider.update({ pinHash: pinHash(service.secrets.pinKey, id, '1234') }, { where: { userId: id } });
  await aDealer(service.db, { id: 'dealer-failing-till' });
  const check = async () =>
    service.request
      .post('/internal/till/pin-check')
      .set(...(await asService()))
      .send({ riderId: id, pin: '1234', dealerId: 'dealer-failing-till', ip: '203.0.113.6' });
  expect((await check()).status).toBe(200);
  const sequelize = service.db.sequelize;
  const query = sequelize.query.bind(sequelize);
  // The audit entry cannot be written: the judging transaction rolls back, the places it gave back with it.
  const spy = vi.spyOn(sequelize, 'query').mockImplementation(((sql: unknown, options: unknown) =>
    typeof sql === 'string' && sql.startsWith('INSERT INTO audit_log') ? Promise.reject(new Error('disk full')) : (query as (sql: unknown, options: unknown) => Promise<unknown>)(sql, options)) as typeof sequelize.query);
  try {
    expect((await check()).status).toBe(500);
  } finally {
    spy.mockRestore();
  }
  const counters = await service.db.sequelize.query<{ attempts: number }>("SELECT attempts FROM attempt_counters WHERE counter_key LIKE 'till-dealer%failing-till%'", { type: QueryTypes.SELECT });
  expect(counters.map((row) => Number(row.attempts))).toEqual([0, 0]);
  expect((await service.db.models.Rider.findByPk(id))!.pinFailures).toBe(0);
  expect((await check()).status).toBe(200);
});
