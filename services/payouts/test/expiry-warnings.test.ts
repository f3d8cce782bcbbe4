import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_EXPIRING, creditExpiringSchema, type CreditExpiring } from '@rr/contracts';
import { createLogger } from '@rr/server-kit';
import { warnExpiringCredit } from '../src/domain/expiry-warnings.js';
import { moneyUpkeep } from '../src/domain/money-upkeep.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;

/** Riders hear 30 days before their earnings expire, once per lot; staff can send it again. */
describe('credit expiry warnings', () => {
  let service: TestService;
  const logger = createLogger('test', 'silent');
  /** The lots of each rider, by name. */
  let a: Record<'credit29' | 'bonus10' | 'cash31' | 'spent20' | 'gone', string>;
  let b: string;
  let c: string;

  /** The `rider.credit-expiring` messages in the outbox, oldest first, each checked against the contract. */
  async function warnings(): Promise<Array<{ id: string; payload: CreditExpiring }>> {
    const [rows] = await service.db.sequelize.query(`SELECT id, payload FROM outbox_messages WHERE topic = '${CREDIT_EXPIRING}' ORDER BY occurred_at, id`);
    return (rows as Array<{ id: string; payload: string }>).map((row) => ({ id: row.id, payload: creditExpiringSchema.parse(JSON.parse(row.payload)) }));
  }
  async function warnedAt(lotId: string): Promise<Date | null> {
    const [rows] = await service.db.sequelize.query('SELECT expiry_warned_at FROM lots WHERE id = ?', { replacements: [lotId] });
    const value = (rows as Array<{ expiry_warned_at: Date | string | null }>)[0]!.expiry_warned_at;
    return value === null ? null : new Date(value);
  }

  beforeAll(async () => {
    service = await startTestService('expiry_warnings');
    const rider = await aWallet(service.db, 'r-warn-a', 'USD', [
      { type: 'credit', cents: 5_000, expiresInDays: 29 },
      { type: 'bonus', cents: 1_000, spentCents: 400, expiresInDays: 10 },
      { type: 'cash', cents: 2_000, expiresInDays: 31 },
      { type: 'credit', cents: 3_000, spentCents: 3_000, expiresInDays: 20 },
      { type: 'credit', cents: 700, expiresInDays: -1 },
    ]);
    const [credit29, bonus10, cash31, spent20, gone] = rider.lotIds as [string, string, string, string, string];
    a = { credit29, bonus10, cash31, spent20, gone };
    // Spent as a redemption leaves it: nothing left, status spent.
    await service.db.models.Lot.update({ status: 'spent' }, { where: { id: spent20 } });
    b = (await aWallet(service.db, 'r-warn-b', 'CAD', [{ type: 'credit', cents: 7_250, expiresInDays: 5 }])).lotIds[0]!;
    c = (await aWallet(service.db, 'r-warn-c', 'USD', [{ type: 'credit', cents: 900, expiresInDays: 40 }])).lotIds[0]!;
  });
  afterAll(() => service.close());

  it('warns each rider once about the lots expiring within 30 days, with what is left of each', async () => {
    const before = Date.now();
    const round = await moneyUpkeep(service.db, logger, { outbox: service.outbox });
    expect(round).toMatchObject({ expired: 1, warned: { riders: 2, lots: 3, more: false }, drifts: [], more: false });

    const sent = await warnings();
    expect(sent).toHaveLength(2);
    const toA = sent.find((m) => m.payload.riderId === 'r-warn-a')!.payload;
    // Soonest first; the bonus lot's remaining 6.00, not its 10.00; no link (identity adds its PUBLIC_URL's).
    expect(toA).toEqual({
      riderId: 'r-warn-a',
      lots: [
        { lotId: a.bonus10, type: 'bonus', amountCents: 600, currency: 'USD', expiresAt: expect.any(String) },
        { lotId: a.credit29, type: 'credit', amountCents: 5_000, currency: 'USD', expiresAt: expect.any(String) },
      ],
    });
    const lots = await service.db.models.Lot.findAll({ where: { id: [a.bonus10, a.credit29] } });
    for (const line of toA.lots) expect(line.expiresAt).toBe(lots.find((lot) => lot.id === line.lotId)!.expiresAt!.toISOString());
    expect(sent.find((m) => m.payload.riderId === 'r-warn-b')!.payload.lots).toEqual([{ lotId: b, type: 'credit', amountCents: 7_250, currency: 'CAD', expiresAt: expect.any(String) }]);

    // The mark is stored on the warned lots only.
    for (const id of [a.bonus10, a.credit29, b]) expect((await warnedAt(id))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    for (const id of [a.cash31, a.spent20, a.gone, c]) expect(await warnedAt(id)).toBeNull();
  });

  it('sends nothing on the next run: each lot is warned once', async () => {
    expect((await moneyUpkeep(service.db, logger, { outbox: service.outbox })).warned).toEqual({ riders: 0, riderIds: [], lots: 0, more: false });
    expect(await warnings()).toHaveLength(2);
  });

  it('warns a lot once it comes within 30 days (the 31-day lot, a few days later)', async () => {
    const later = new Date(Date.now() + 2 * DAY);
    const round = await warnExpiringCredit(service.db, service.outbox, { now: later });
    expect(round).toMatchObject({ riders: 1, riderIds: ['r-warn-a'], lots: 1 });
    expect((await warnings()).at(-1)!.payload.lots).toEqual([{ lotId: a.cash31, type: 'cash', amountCents: 2_000, currency: 'USD', expiresAt: expect.any(String) }]);
    expect((await warnedAt(a.cash31))!.getTime()).toBe(later.getTime());
  });

  it('answers the send-expire-mail endpoint to administrators only', async () => {
    const asRider = await service.request.post('/api/admin/riders/send-expire-mail').set(...(await as('rider', 'r-warn-a'))).send({});
    expect(asRider.status).toBe(403);
    const invalid = await service.request.post('/api/admin/riders/send-expire-mail').set(...(await as('admin'))).send({ days: 0 });
    expect(invalid.status).toBe(400);
    expect(await warnings()).toHaveLength(3);
  });

  it('mails no one twice on demand, but reaches further with more days', async () => {
    const admin = await as('admin');
    const again = await service.request.post('/api/admin/riders/send-expire-mail').set(...admin).send({});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ riders: 0, lots: 0 });

    const further = await service.request.post('/api/admin/riders/send-expire-mail').set(...admin).send({ days: 45 });
    expect(further.body).toEqual({ riders: 1, lots: 1 });
    expect((await warnings()).at(-1)!.payload).toMatchObject({ riderId: 'r-warn-c', lots: [{ lotId: c, amountCents: 900 }] });
    expect(await warnedAt(c)).not.toBeNull();
  });

  it('sends a given rider the mail again, about every lot in the window, and moves the mark', async () => {
    const first = (await warnedAt(a.credit29))!;
    const res = await service.request.post('/api/admin/riders/send-expire-mail').set(...(await as('admin'))).send({ riderId: 'r-warn-a' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ riders: 1, lots: 2 });
    const last = (await warnings()).at(-1)!.payload;
    expect(last.riderId).toBe('r-warn-a');
    expect(last.lots.map((lot) => [lot.lotId, lot.amountCents])).toEqual([
      [a.bonus10, 600],
      [a.credit29, 5_000],
    ]);
    expect((await warnedAt(a.credit29))!.getTime()).toBeGreaterThan(first.getTime());

    const unknown = await service.request.post('/api/admin/riders/send-expire-mail').set(...(await as('admin'))).send({ riderId: 'nobody' });
    expect(unknown.body).toEqual({ riders: 0, lots: 0 });
  });

  it('works through many lots in rounds, every lot in exactly one message', async () => {
    const d = (await aWallet(service.db, 'r-warn-d', 'EUR', [1, 2, 3].map((n) => ({ type: 'credit' as const, cents: n * 100, expiresInDays: 15 + n })))).lotIds;
    const e = (await aWallet(service.db, 'r-warn-e', 'EUR', [{ type: 'credit', cents: 400, expiresInDays: 12 }])).lotIds;
    const already = (await warnings()).length;
    const now = new Date();
    let rounds = 0;
    let lots = 0;
    for (let more = true; more; rounds++) {
      const round = await warnExpiringCredit(service.db, service.outbox, { now, batch: 2 });
      lots += round.lots;
      more = round.more;
    }
    expect(rounds).toBeGreaterThan(1);
    expect(lots).toBe(4);
    const named = (await warnings()).slice(already).flatMap((m) => m.payload.lots.map((lot) => lot.lotId));
    expect(named.sort()).toEqual([...d, ...e].sort());
  });
});
