import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent } from './factories.js';
import { aMessage, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/** `promoter.season` (identity) → the sanctioning bodies `results.published` names. */
describe("consumer of 'promoter.season'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('promoter_season');
  });
  afterAll(() => service.close());

  const lastPublished = async (eventId: string) => {
    return (await outboxPayloads<{ eventId: string; sanctioningBodies: string[] }>(service, 'results.published', eventId)).at(-1);
  };

  it('keeps the newest decision of a season and names its bodies in the results published for that season', async () => {
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-sanction', seasonYear: 2027, status: 'approved', sanctioningBodies: ['AMA'], at: '2026-11-20T10:00:00.000Z' }));
    // An older message arriving late changes nothing.
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-sanction', seasonYear: 2027, status: 'pending', sanctioningBodies: ['Old Club'], at: '2026-11-01T10:00:00.000Z' }));
    expect(await service.db.models.PromoterSeason.findOne({ where: { promoterId: 'p-sanction', seasonYear: 2027 } })).toMatchObject({ status: 'approved', sanctioningBodies: '["AMA"]' });

    const event = await anEvent(service.db, { promoterId: 'p-sanction', startDate: '2027-04-10', classes: [{ name: 'Pro', places: [1_000] }] });
    const other = await anEvent(service.db, { promoterId: 'p-sanction', startDate: '2028-04-10', classes: [{ name: 'Pro', places: [1_000] }] });
    const owner = await as('promoter', 'p-sanction');
    for (const id of [event.id, other.id]) {
      const res = await service.request.put(`/api/event/${id}/result`).set(...owner).send({ classId: (await service.db.models.EventClass.findOne({ where: { eventId: id } }))!.id, place: 1, riderName: 'Ada Rider' });
      expect(res.status).toBe(200);
    }
    expect((await lastPublished(event.id))!.sanctioningBodies).toEqual(['AMA']);
    // Another season nobody decided yet: no bodies known.
    expect((await lastPublished(other.id))!.sanctioningBodies).toEqual([]);
  });

  it('ignores a malformed message without failing the consumer', async () => {
    await service.deliver(aMessage('promoter.season', { promoterId: '', seasonYear: 'soon' }));
    expect(await service.db.models.PromoterSeason.count({ where: { promoterId: '' } })).toBe(0);
  });
});
