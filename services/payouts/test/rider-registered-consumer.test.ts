import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rr/server-kit';
import { riderRegisteredConsumer } from '../src/entry-points/consumers.js';
import { aMessage, startTestService, type TestService } from './helpers.js';

describe("consumer of 'rider.registered'", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('registered');
  });
  afterAll(() => service.close());

  it('opens the rider wallet in the given currency', async () => {
    await service.deliver(aMessage('rider.registered', { riderId: 'r-ca', currency: 'CAD' }));

    const wallets = await service.db.models.Wallet.findAll({ where: { riderId: 'r-ca' } });
    expect(wallets).toHaveLength(1);
    expect(wallets[0]!.currency).toBe('CAD');
  });

  it('opens one wallet when the same message is delivered twice', async () => {
    const message = aMessage('rider.registered', { riderId: 'r-twice', currency: 'USD' });

    await service.deliver(message);
    await service.deliver(message);

    expect(await service.db.models.Wallet.count({ where: { riderId: 'r-twice' } })).toBe(1);
    const [processed] = await service.db.sequelize.query('SELECT consumer FROM processed_messages WHERE message_id = ?', { replacements: [message.id] });
    expect(processed).toEqual([{ consumer: 'payouts.rider-registered' }]);
  });

  it('opens one wallet when two concurrent deliveries of the same message race', async () => {
    const handle = riderRegisteredConsumer({ db: service.db, outbox: service.outbox, logger: createLogger('test', 'silent'), riderFacts: service.riderFacts });
    const message = aMessage('rider.registered', { riderId: 'r-race', currency: 'USD' });

    await Promise.allSettled([handle(message), handle(message)]);
    await handle(message);

    expect(await service.db.models.Wallet.count({ where: { riderId: 'r-race' } })).toBe(1);
  });

  it('keeps the first wallet when a second, different message names the same rider', async () => {
    await service.deliver(aMessage('rider.registered', { riderId: 'r-again', currency: 'USD' }));
    const first = await service.db.models.Wallet.findOne({ where: { riderId: 'r-again' } });

    await service.deliver(aMessage('rider.registered', { riderId: 'r-again', currency: 'EUR' }));

    const wallets = await service.db.models.Wallet.findAll({ where: { riderId: 'r-again' } });
    expect(wallets.map((w) => [w.id, w.currency])).toEqual([[first!.id, 'USD']]);
  });

  it('opens every wallet of a burst of registrations delivered at once (seed of a fresh programme)', async () => {
    const riders = Array.from({ length: 40 }, (_, i) => `r-burst-${i}`);

    await Promise.all(riders.map((riderId) => service.queue.publish(aMessage('rider.registered', { riderId, currency: 'USD' }))));
    await service.queue.drain();

    expect(await service.db.models.Wallet.count({ where: { riderId: riders } })).toBe(40);
  });

  it('ignores a malformed message instead of retrying it forever', async () => {
    const message = aMessage('rider.registered', { riderId: 'r-bad', currency: 'GBP' });

    await service.deliver(message);

    expect(await service.db.models.Wallet.count({ where: { riderId: 'r-bad' } })).toBe(0);
    const [processed] = await service.db.sequelize.query('SELECT message_id FROM processed_messages WHERE message_id = ?', { replacements: [message.id] });
    expect(processed).toHaveLength(1);
  });
});
