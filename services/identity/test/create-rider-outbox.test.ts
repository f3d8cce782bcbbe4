import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aBike, aRider } from './factories.js';
import { outboxRows, startTestService, type TestService } from './helpers.js';

describe('creating a rider writes rider.registered in the same transaction', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('create_rider');
  });
  afterAll(() => service.close());

  it('records the message with the rider id and the currency of their country', async () => {
    const us = await aRider(service.db, service.outbox, { profile: { country: 'US' } });
    const ca = await aRider(service.db, service.outbox, { profile: { country: 'ca' } });
    const fr = await aRider(service.db, service.outbox, { profile: { country: 'FR' } });

    const messages = (await outboxRows(service.db)).filter((m) => m.topic === 'rider.registered');

    // outbox_messages.occurred_at has whole seconds on MariaDB, so compare without order.
    expect(messages.map((m) => m.payload)).toHaveLength(3);
    expect(messages.map((m) => m.payload)).toEqual(
      expect.arrayContaining([
        { riderId: us, currency: 'USD' },
        { riderId: ca, currency: 'CAD' },
        { riderId: fr, currency: 'EUR' },
      ]),
    );
  });

  it('writes neither the rider nor the message when the database refuses a later insert', async () => {
    await aRider(service.db, service.outbox, { bikes: [aBike({ vin: '5RRFT7500RA555555' })] });
    const before = (await outboxRows(service.db)).length;
    const { Bike } = service.db.models;
    // A VIN registered by a concurrent request between the check and the insert: the bike insert,
    // which runs after the user, the profile and the outbox row, hits the unique index.
    const count = vi.spyOn(Bike, 'count').mockImplementation((async () => 0) as never);
    try {
      await aRider(service.db, service.outbox, { id: 'rider-race', bikes: [aBike({ vin: '5RRFT7500RA555555' })] }).then(
        () => expect.fail('a duplicate VIN must not be stored'),
        (err: { status: number; message: string }) => expect(err).toMatchObject({ status: 409, message: 'That VIN is already registered' }),
      );
    } finally {
      count.mockRestore();
    }

    expect(await service.db.models.User.findByPk('rider-race')).toBeNull();
    expect(await outboxRows(service.db)).toHaveLength(before);
  });

  it('refuses a malformed VIN with the spec message, before writing anything', async () => {
    const before = (await outboxRows(service.db)).length;

    await expect(aRider(service.db, service.outbox, { bikes: [aBike({ vin: 'TOO-SHORT' })] })).rejects.toThrow('Invalid VIN');
    await expect(aRider(service.db, service.outbox, { bikes: [aBike({ vin: '5RRFT7500RA55555O' })] })).rejects.toThrow('Invalid VIN');

    expect(await outboxRows(service.db)).toHaveLength(before);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await aRider(service.db, service.outbox, { email: 'twice@example.com' });

    await expect(aRider(service.db, service.outbox, { email: 'TWICE@example.com' })).rejects.toMatchObject({ status: 409 });
  });
});
