import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR_STATEMENT_READY, yearStatementReadySchema } from '@rr/contracts/statements';
import { award } from '../src/domain/money.js';
import { moneyUpkeep } from '../src/domain/money-upkeep.js';
import { mailYearStatements } from '../src/domain/statement-mails.js';
import { startTestService, type TestService } from './helpers.js';

/** January's statement mail: each rider who had money in the closed year is told once, however often the job runs. */
describe('the January statement mail', () => {
  let service: TestService;
  const give = (riderId: string, cents: number, when: string, key: string) =>
    service.db.sequelize.transaction((transaction) => award(service.db, { riderId, type: 'cash', amountCents: cents, currency: 'USD', awardedAt: new Date(when), sourceKey: key }, transaction));

  beforeAll(async () => {
    service = await startTestService('statement_mails');
    await give('sm-2025', 5_000, '2025-05-01T18:00:00Z', 'sm:1');
    // Money from before 2025 still held in 2025: a statement of 2025 too.
    await give('sm-kept', 1_000, '2024-05-01T18:00:00Z', 'sm:2');
    // Money only from 2026 on: nothing to tell about 2025.
    await give('sm-2026', 7_000, '2026-01-02T18:00:00Z', 'sm:3');
  });
  afterAll(() => service.close());

  const told = async () => {
    const [rows] = (await service.db.sequelize.query(`SELECT payload FROM outbox_messages WHERE topic = '${YEAR_STATEMENT_READY}' ORDER BY occurred_at, id`)) as [Array<{ payload: string }>, unknown];
    return rows.map((row) => yearStatementReadySchema.parse(JSON.parse(row.payload)));
  };

  it('does nothing outside January', async () => {
    expect(await mailYearStatements(service.db, service.outbox, { now: new Date('2026-02-01T20:00:00Z') })).toEqual({ year: null, riders: 0, more: false });
    // 1 February 02:00 UTC is still 31 January in Los Angeles: January's run.
    expect((await mailYearStatements(service.db, service.outbox, { now: new Date('2026-02-01T02:00:00Z'), batch: 1 })).year).toBe(2025);
    expect(await told()).toHaveLength(1);
  });

  it('tells every rider with money in the closed year once, in rounds, and nobody again on the next runs', async () => {
    const january = new Date('2026-01-05T20:00:00Z');
    const round = await moneyUpkeep(service.db, service.logger, { now: january, outbox: service.outbox, reconcile: false });
    expect(round.statements).toEqual({ year: 2025, riders: 1, more: false });
    expect((await told()).map((m) => [m.riderId, m.year]).sort()).toEqual([
      ['sm-2025', 2025],
      ['sm-kept', 2025],
    ]);
    const again = await moneyUpkeep(service.db, service.logger, { now: new Date('2026-01-20T20:00:00Z'), outbox: service.outbox, reconcile: false });
    expect(again.statements).toEqual({ year: 2025, riders: 0, more: false });
    expect(await told()).toHaveLength(2);
  });
});
