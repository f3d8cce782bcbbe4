import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createTestDatabase, migrateUp } from '@rr/server-kit';
import { openIdentityDatabase } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { dealerTimeZonesMigration } from '../src/data-access/migrations/0017-dealer-time-zones.js';
import { aDealer, anAdmin } from './factories.js';
import { as, asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** Each dealer's time zone: from its address, chosen by the dealer or the programme team, read by the session. */
describe('dealer time zones', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('dealer_time_zones');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const toronto = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lakeshore Moto',
    addressLine1: '2200 Lake Shore Blvd W',
    city: 'Toronto',
    state: 'ON',
    zipcode: 'M8V 1A6',
    country: 'CA',
    phone: '4165550108',
    ...overrides,
  });
  const zoneOf = async (id: string) => {
    const [row] = await rowsOf(service.db, 'SELECT time_zone, time_zone_from_address FROM dealers WHERE user_id = ?', [id]);
    return { timeZone: row?.time_zone, fromAddress: Boolean(Number(row?.time_zone_from_address)) };
  };
  const sessionZone = async (id: string) => (await service.request.get(`/internal/users/${id}`).set(...(await asService()))).body.user?.timeZone;

  it('takes the zone of the address a dealer is created with, and the session user carries it', async () => {
    const created = await service.request
      .post('/api/admin/dealers')
      .set(...(await as('admin', adminId)))
      .send({ ...toronto(), email: 'lakeshore.tz@example.com' });
    expect(created.status).toBe(201);
    const id = created.body.dealer._id;
    expect(created.body.dealer).toMatchObject({ timeZone: 'America/Toronto', timeZoneFromAddress: true });
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Toronto', fromAddress: true });
    expect(await sessionZone(id)).toBe('America/Toronto');
  });

  it('lets the dealer choose another zone, which stays when the address changes, and go back to the address’s', async () => {
    const id = await aDealer(service.db, { state: 'ON', country: 'CA' });
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Toronto', fromAddress: true });
    const put = async (body: object) => service.request.put(`/api/dealer/dealer/${id}`).set(...(await as('dealer', id))).send(body);

    // Thunder Bay's west keeps Central time: the dealer picks it.
    const chosen = await put(toronto({ timeZone: 'America/Winnipeg' }));
    expect(chosen.status).toBe(200);
    expect(chosen.body.dealer).toMatchObject({ timeZone: 'America/Winnipeg', timeZoneFromAddress: false });
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Winnipeg', fromAddress: false });
    expect(await sessionZone(id)).toBe('America/Winnipeg');

    // A new address, the zone left out: the chosen zone stays.
    const moved = await put(toronto({ state: 'BC', city: 'Vancouver', zipcode: 'V5N 2R9' }));
    expect(moved.body.dealer).toMatchObject({ state: 'BC', timeZone: 'America/Winnipeg', timeZoneFromAddress: false });

    // Blank: follow the address again.
    const back = await put(toronto({ state: 'BC', city: 'Vancouver', zipcode: 'V5N 2R9', timeZone: '' }));
    expect(back.body.dealer).toMatchObject({ timeZone: 'America/Vancouver', timeZoneFromAddress: true });
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Vancouver', fromAddress: true });

    // An address that follows moves its zone with it.
    const east = await put(toronto());
    expect(east.body.dealer).toMatchObject({ timeZone: 'America/Toronto', timeZoneFromAddress: true });
  });

  it('lets staff set a dealer’s zone', async () => {
    const id = await aDealer(service.db, { state: 'TX', country: 'US' });
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Chicago', fromAddress: true });
    const res = await service.request
      .put(`/api/admin/dealer/${id}`)
      .set(...(await as('admin', adminId)))
      .send({ name: 'El Paso Moto', email: `${id}@test.example.com`, addressLine1: '1 Mesa St', city: 'El Paso', state: 'TX', zipcode: '79901', country: 'US', phone: '9155550100', timeZone: 'America/Denver' });
    expect(res.status).toBe(200);
    expect(res.body.dealer).toMatchObject({ timeZone: 'America/Denver', timeZoneFromAddress: false });
  });

  it('refuses a zone that is not offered with a 400 on the field, and changes nothing', async () => {
    const id = await aDealer(service.db, { state: 'ON', country: 'CA' });
    const res = await service.request
      .put(`/api/dealer/dealer/${id}`)
      .set(...(await as('dealer', id)))
      .send(toronto({ name: 'Renamed', timeZone: 'Mars/Olympus_Mons' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.details)).toEqual(['timeZone']);
    expect(res.body.details.timeZone).toMatchObject({ id: 'validation.choice.invalid', message: 'Choose one of the options' });
    const stored = (await service.db.models.Dealer.findByPk(id))!;
    expect(stored.name).not.toBe('Renamed');
    expect(await zoneOf(id)).toEqual({ timeZone: 'America/Toronto', fromAddress: true });
  });
});

describe('migration 0017-dealer-time-zones', () => {
  it('gives the dealers on file their address’s zone, following the address, and goes down again', async () => {
    const database = await createTestDatabase('identity_tz_migration');
    const db = openIdentityDatabase(database.url, createLogger('test', 'silent'));
    try {
      const before = migrations.slice(0, migrations.indexOf(dealerTimeZonesMigration));
      await migrateUp(db.sequelize, before);
      const queryInterface = db.sequelize.getQueryInterface();
      const now = new Date();
      const dealers = [
        ['tz-on', 'CA', 'ON'],
        ['tz-az', 'US', 'AZ'],
        ['tz-fr', 'FR', null],
        ['tz-none', null, null],
      ] as const;
      await queryInterface.bulkInsert('users', dealers.map(([id]) => ({ id, type: 'dealer', email: `${id}@example.com`, created_at: now, updated_at: now })));
      await queryInterface.bulkInsert('dealers', dealers.map(([id, country, state]) => ({ user_id: id, name: id, country, state, created_at: now, updated_at: now })));

      expect(await migrateUp(db.sequelize, migrations)).toContain('0017-dealer-time-zones');
      const [rows] = await db.sequelize.query('SELECT user_id, time_zone, time_zone_from_address FROM dealers ORDER BY user_id');
      expect((rows as Array<Record<string, unknown>>).map((row) => [row.user_id, row.time_zone, Boolean(Number(row.time_zone_from_address))])).toEqual([
        ['tz-az', 'America/Phoenix', true],
        ['tz-fr', 'Europe/Paris', true],
        ['tz-none', 'America/Los_Angeles', true],
        ['tz-on', 'America/Toronto', true],
      ]);

      await dealerTimeZonesMigration.down({ name: dealerTimeZonesMigration.name, context: { queryInterface, sequelize: db.sequelize } });
      const columns = await queryInterface.describeTable('dealers');
      expect(columns).not.toHaveProperty('time_zone');
      expect(columns).not.toHaveProperty('time_zone_from_address');
    } finally {
      await db.sequelize.close();
      await database.drop();
    }
  });
});
