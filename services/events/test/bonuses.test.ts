import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/** Bonuses at an event and the series bonus (spec §2 "add bonus", "series bonus"). */
describe('bonuses', () => {
  let service: TestService;
  let eventId: string;
  beforeAll(async () => {
    service = await startTestService('bonuses', { riders: [{ id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }] });
    const event = await anEvent(service.db, { promoterId: 'p-own', classes: [{ name: 'Pro', places: [10_000], finishers: [{ name: 'Ada Lovelace', riderId: 'r-ada' }, 'Walk In'] }] });
    eventId = event.id;
    await service.db.models.Result.update({ matchStatus: 'matched' }, { where: { eventId, riderId: 'r-ada' } });
  });
  afterAll(() => service.close());

  const published = async () => {
    return outboxPayloads<{ eventId: string; version: number; bonuses: Array<{ riderId: string; amountCents: number; payoutType: string; note: string }> }>(service, 'results.published', eventId);
  };

  it('adds a bonus for a matched rider of the event and publishes it with the results; removes it again', async () => {
    const owner = await as('promoter', 'p-own');
    const res = await service.request.post(`/api/event/${eventId}/bonuses`).set(...owner).send({ riderId: 'r-ada', amount: 25_000, payoutType: 'cash', note: 'Holeshot award' });
    expect(res.status).toBe(201);
    expect(res.body.bonuses).toEqual([expect.objectContaining({ riderId: 'r-ada', riderName: 'Ada Lovelace', amount: 25_000, payoutType: 'cash', note: 'Holeshot award' })]);
    expect((await published()).at(-1)!.bonuses).toEqual([{ bonusId: res.body.bonuses[0]._id, riderId: 'r-ada', riderName: 'Ada Lovelace', amountCents: 25_000, payoutType: 'cash', note: 'Holeshot award' }]);

    const removed = await service.request.delete(`/api/event/${eventId}/bonus/${res.body.bonuses[0]._id}`).set(...owner);
    expect(removed.status).toBe(200);
    expect(removed.body.bonuses).toEqual([]);
    expect((await published()).at(-1)!.bonuses).toEqual([]);
    expect((await service.request.delete(`/api/event/${eventId}/bonus/${res.body.bonuses[0]._id}`).set(...owner)).status).toBe(404);
  });

  it('refuses a rider who did not race it, a zero or negative amount, another payout type; nothing is written', async () => {
    const owner = await as('promoter', 'p-own');
    const before = await service.db.models.EventBonus.count();
    const stranger = await service.request.post(`/api/event/${eventId}/bonuses`).set(...owner).send({ riderId: 'r-nobody', amount: 1_000, payoutType: 'cash' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details.riderId.id).toBe('validation.choice.invalid');
    const bad = await service.request.post(`/api/event/${eventId}/bonuses`).set(...owner).send({ riderId: 'r-ada', amount: 0, payoutType: 'noPayout' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['amount', 'payoutType']);
    expect(await service.db.models.EventBonus.count()).toBe(before);
  });

  it("another promoter can neither add nor remove a bonus of someone else's event", async () => {
    const other = await as('promoter', 'p-other');
    expect((await service.request.post(`/api/event/${eventId}/bonuses`).set(...other).send({ riderId: 'r-ada', amount: 1_000, payoutType: 'cash' })).status).toBe(403);
    expect((await service.request.delete(`/api/event/${eventId}/bonus/anything`).set(...other)).status).toBe(403);
  });

  it('sets the series bonus: its promoter or staff, not another promoter', async () => {
    const series = await aSeries(service.db, { promoterId: 'p-own', bonusCents: 0 });
    const res = await service.request.put(`/api/serie/${series.id}/bonus`).set(...(await as('promoter', 'p-own'))).send({ bonus: 150_000 });
    expect(res.status).toBe(200);
    expect(res.body.serie.bonus).toBe(150_000);
    expect((await service.request.put(`/api/serie/${series.id}/bonus`).set(...(await as('promoter', 'p-other'))).send({ bonus: 1 })).status).toBe(403);
    expect((await service.request.put(`/api/serie/${series.id}/bonus`).set(...(await as('admin', 'a'))).send({ bonus: -5 })).status).toBe(400);
    expect((await service.db.models.Series.findByPk(series.id))!.bonusCents).toBe(150_000);
  });
});
