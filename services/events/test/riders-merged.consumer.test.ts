import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent } from './factories.js';
import { aMessage, startTestService, type TestService } from './helpers.js';

describe("consumer of 'riders.merged'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('riders_merged');
  });
  afterAll(() => service.close());

  const ridersOf = async (eventId: string) =>
    (await service.db.models.Result.findAll({ where: { eventId }, order: [['place', 'ASC'], ['payoutCents', 'DESC']] })).map((r) => [r.riderName, r.riderId, r.payoutCents]);

  it("gives the removed rider's results to the kept rider, names and payouts untouched", async () => {
    const event = await anEvent(service.db, {
      classes: [
        {
          name: 'Pro Open',
          places: [50_000, 30_000, 20_000],
          finishers: [
            { name: 'Jo Removed', riderId: 'remove-1' },
            { name: 'Kim Kept', riderId: 'keep-1' },
            { name: 'Lee Other', riderId: 'other-1' },
          ],
        },
        { name: '450 B', places: [15_000], finishers: [{ name: 'Jo Removed', riderId: 'remove-1' }] },
      ],
    });

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-1', removedRiderId: 'remove-1' }));

    expect(await ridersOf(event.id)).toEqual([
      ['Jo Removed', 'keep-1', 50_000],
      ['Jo Removed', 'keep-1', 15_000],
      ['Kim Kept', 'keep-1', 30_000],
      ['Lee Other', 'other-1', 20_000],
    ]);
    expect(await service.db.models.Result.count({ where: { riderId: 'remove-1' } })).toBe(0);
  });

  it('handles a redelivered message once, and a repeated merge finds nothing more to move', async () => {
    const event = await anEvent(service.db, { classes: [{ name: 'Open', places: [100], finishers: [{ name: 'A', riderId: 'remove-2' }] }] });
    const message = aMessage('riders.merged', { keptRiderId: 'keep-2', removedRiderId: 'remove-2' });

    await service.deliver(message);
    // A result arriving for the removed id after the merge is not touched by a redelivery of the same message.
    await anEvent(service.db, { classes: [{ name: 'Open', places: [100], finishers: [{ name: 'Late', riderId: 'remove-2' }] }] });
    await service.deliver(message);

    expect(await ridersOf(event.id)).toEqual([['A', 'keep-2', 100]]);
    expect(await service.db.models.Result.count({ where: { riderId: 'remove-2' } })).toBe(1);
    const processed = await service.db.sequelize.query("SELECT message_id FROM processed_messages WHERE consumer = 'events.riders-merged'", { type: 'SELECT' });
    expect(processed.filter((row) => (row as { message_id: string }).message_id === message.id)).toHaveLength(1);
  });

  it("gives the removed rider's favourite events and series to the kept rider, one mark each", async () => {
    const both = await anEvent(service.db, { title: 'Both like it' });
    const onlyRemoved = await anEvent(service.db, { title: 'Only the removed rider' });
    const series = await aSeries(service.db, { name: 'Favourite Series' });
    const now = new Date();
    await service.db.models.EventFavourite.bulkCreate([
      { riderId: 'remove-4', eventId: both.id, createdAt: now },
      { riderId: 'keep-4', eventId: both.id, createdAt: now },
      { riderId: 'remove-4', eventId: onlyRemoved.id, createdAt: now },
    ]);
    await service.db.models.SeriesFavourite.create({ riderId: 'remove-4', seriesId: series.id, createdAt: now });

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'keep-4', removedRiderId: 'remove-4' }));

    const kept = await service.db.models.EventFavourite.findAll({ where: { riderId: 'keep-4' }, order: [['eventId', 'ASC']] });
    expect(kept.map((f) => f.eventId).sort()).toEqual([both.id, onlyRemoved.id].sort());
    expect(await service.db.models.EventFavourite.count({ where: { riderId: 'remove-4' } })).toBe(0);
    expect((await service.db.models.SeriesFavourite.findAll({ where: { riderId: 'keep-4' } })).map((f) => f.seriesId)).toEqual([series.id]);
    expect(await service.db.models.SeriesFavourite.count({ where: { riderId: 'remove-4' } })).toBe(0);
  });

  it('ignores a malformed message instead of retrying it forever', async () => {
    const event = await anEvent(service.db, { classes: [{ name: 'Open', finishers: [{ name: 'B', riderId: 'remove-3' }] }] });

    await service.deliver(aMessage('riders.merged', { keptRiderId: 'remove-3', removedRiderId: 'remove-3' }));
    await service.deliver(aMessage('riders.merged', { kept: 'x' }));

    expect(await ridersOf(event.id)).toEqual([['B', 'remove-3', 0]]);
  });
});
