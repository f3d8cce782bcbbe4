import { earningsAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/** Spec §9: programme staff read a rider's earnings and mark payouts sent, or undo the mark. */
describe('GET /api/admin/earnings and PUT /api/admin/earnings/{lotId}/sent', () => {
  let service: TestService;
  let lotId: string;
  beforeAll(async () => {
    service = await startTestService('sent_mark');
    lotId = (await aWallet(service.db, 'r1', 'USD', [{ type: 'credit', cents: 5_000, expiresInDays: 100 }])).lotIds[0]!;
  });
  afterAll(() => service.close());

  const mark = async (sent: unknown, id = lotId, caller: 'admin' | 'rider' = 'admin') => service.request.put(`/api/admin/earnings/${id}/sent`).set(...(await as(caller, caller === 'rider' ? 'r1' : 'admin-1'))).send({ sent });
  const staffView = async () => earningsAnswerSchema.parse((await service.request.get('/api/admin/earnings?riderId=r1&period=lifetime').set(...(await as('admin')))).body);

  it('shows staff a rider’s earnings with the mark unset, and the rider the same', async () => {
    const earning = (await staffView()).earnings.find((e) => e.lot?._id === lotId);
    expect(earning?.lot).toMatchObject({ initialCents: 5_000, sentAt: null });
    const own = await service.request.get('/api/rider/earnings?period=lifetime').set(...(await as('rider', 'r1')));
    expect(own.body.earnings.find((e: { lot: { _id: string } | null }) => e.lot?._id === lotId).lot.sentAt).toBeNull();
  });

  it('marks a payout sent once (a second mark keeps the first date) and undoes it, moving no money', async () => {
    const first = await mark(true);
    expect(first.status).toBe(200);
    expect(first.body.lot.sentAt).toEqual(expect.any(String));
    const again = await mark(true);
    expect(again.body.lot.sentAt).toBe(first.body.lot.sentAt);
    expect((await staffView()).earnings.find((e) => e.lot?._id === lotId)!.lot!.sentAt).toBe(first.body.lot.sentAt);
    const undone = await mark(false);
    expect(undone.body.lot).toEqual({ _id: lotId, sentAt: null });
    expect((await service.db.models.Lot.findByPk(lotId))!.sentAt).toBeNull();
    const wallet = await service.request.get('/api/rider/wallet').set(...(await as('rider', 'r1')));
    expect(wallet.body.wallet.balances.credit).toBe(5_000);
  });

  it('refuses riders, a body without a boolean and an unknown payout', async () => {
    expect((await mark(true, lotId, 'rider')).status).toBe(403);
    expect((await service.request.get('/api/admin/earnings?riderId=r1').set(...(await as('rider', 'r1')))).status).toBe(403);
    expect((await mark('yes')).status).toBe(400);
    expect((await mark(true, 'no-such-lot')).status).toBe(404);
    expect((await service.request.get('/api/admin/earnings?period=lifetime').set(...(await as('admin')))).status).toBe(400);
    expect((await service.db.models.Lot.findByPk(lotId))!.sentAt).toBeNull();
  });
});
