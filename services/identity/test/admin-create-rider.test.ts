import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer, aRider, aVin, anAdmin } from './factories.js';
import { as, asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

/**
 * A rider created by programme staff (`POST /api/admin/riders`): the registration's fields, the first
 * bike optional, no password — an invitation mail chooses it — and every refusal storing nothing.
 */
describe('POST /api/admin/riders', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('admin_create_rider');
    adminId = await anAdmin(service.db, { firstName: 'Dana', lastName: 'Desk' });
  });
  afterAll(() => service.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    firstName: ' Casey ',
    lastName: 'Counter',
    email: `Casey.${randomUUID().slice(0, 8)}@Example.com`,
    phone1: '(951) 555-0142',
    phone2: '',
    dateOfBirth: '1998-06-02',
    sex: 'female',
    pro: true,
    racingType: 'flat',
    amaNumber: 'AMA-7788',
    country: 'US',
    addressLine1: '9 Pit Lane',
    addressLine2: '',
    city: 'Perris',
    state: 'CA',
    zipcode: '92570',
    bikeYear: 2025,
    bikeMake: 'Apex',
    bikeModel: 'FT 750',
    vin: aVin().toLowerCase(),
    locale: 'fr',
    ...overrides,
  });
  const create = async (payload: object, caller?: [string, string]) => service.request.post('/api/admin/riders').set(...(caller ?? (await as('admin', adminId)))).send(payload);
  const linkIn = (text: string) => /https?:\/\/\S+forgot-password-reset\?token=\S+/.exec(text)?.[0] ?? '';

  it('creates the rider with the first bike, no password and an unverified e-mail; mails the invitation in their language; audits it', async () => {
    const payload = body();
    const res = await create(payload);
    expect(res.status).toBe(201);
    const rider = res.body.rider;
    expect(rider).toMatchObject({
      email: payload.email.toLowerCase(),
      emailVerified: false,
      deActivated: false,
      firstName: 'Casey',
      lastName: 'Counter',
      phone1: '(951) 555-0142',
      phone2: null,
      dateOfBirth: '1998-06-02',
      sex: 'female',
      pro: true,
      racingType: 'flat',
      amaNumber: 'AMA-7788',
      city: 'Perris',
      state: 'CA',
      zipcode: '92570',
      country: 'US',
      currency: 'USD',
      hasPin: false,
      loginCount: 0,
    });
    expect(rider.bikes).toHaveLength(1);
    expect(rider.bikes[0]).toMatchObject({ year: 2025, make: 'Apex', model: 'FT 750', vin: payload.vin.toUpperCase() });
    // Its VIN went through the patterns like any bike's: no pattern knows this maker yet, so staff must look.
    expect(await service.db.models.Bike.findOne({ where: { riderId: rider._id } })).toMatchObject({ valid: 'unverified', validReason: 'newMake' });
    const user = (await service.db.models.User.findByPk(rider._id))!;
    expect(user).toMatchObject({ type: 'rider', passwordHash: null, emailVerified: false, locale: 'fr' });

    // The wallet is opened like a registration's.
    expect((await outboxRows(service.db)).filter((m) => m.topic === 'rider.registered').map((m) => m.payload)).toContainEqual({ riderId: rider._id, currency: 'USD' });

    await service.deliver();
    const mail = service.mailer.last(payload.email.toLowerCase());
    expect(mail.subject).toBe('Votre compte pilote Race Rewards est prêt : choisissez votre mot de passe');
    // The greeting names the rider; the intro no longer repeats the name.
    expect(mail.text.startsWith('Bonjour Casey,\n\nL’équipe du programme Race Rewards vous a ouvert un compte pilote')).toBe(true);
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:8080\/forgot-password-reset\?token=/);

    const [entry] = await rowsOf(service.db, 'SELECT action, actor_id, status FROM audit_log WHERE subject_id = ?', [rider._id]);
    expect(entry).toMatchObject({ action: 'rider.created', actor_id: adminId, status: 201 });

    // The link chooses the first password and proves the e-mail.
    const done = await service.request
      .post('/internal/password-reset/complete')
      .set(...(await asService()))
      .send({ token: new URL(link).searchParams.get('token'), password: 'Password1', confirmPassword: 'Password1' });
    expect(done.status).toBe(200);
    const after = (await service.db.models.User.findByPk(rider._id))!;
    expect(after.passwordHash).toBeTruthy();
    expect(after.emailVerified).toBe(true);
  });

  it('creates a rider without a bike when the bike fields are all blank', async () => {
    const res = await create(body({ lastName: 'Bikeless', bikeYear: '', bikeMake: '', bikeModel: ' ', vin: '', locale: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.rider.bikes).toEqual([]);
    expect((await service.db.models.User.findByPk(res.body.rider._id))!.locale).toBe('en');
  });

  it('refuses field errors with one message per field, a half-given bike included, and stores nothing', async () => {
    const before = await service.db.models.User.count();
    const res = await create(body({ firstName: '', email: 'not-an-email', phone1: '12', dateOfBirth: '2999-01-01', state: 'ZZ', zipcode: 'ABC', bikeYear: '', bikeMake: 'Apex', bikeModel: '', vin: 'SHORT' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.details).sort()).toEqual(['bikeModel', 'bikeYear', 'dateOfBirth', 'email', 'firstName', 'phone1', 'state', 'vin', 'zipcode']);
    // The VIN is explained, as when a bike is added later (bikeVin): here, its length.
    expect(res.body.details.vin.id).toBe('validation.vin.length');
    expect(res.body.details.bikeYear.id).toBe('validation.required');
    expect(await service.db.models.User.count()).toBe(before);
  });

  it('refuses an e-mail or a VIN another account has (409) and stores nothing', async () => {
    const existingId = await aRider(service.db, service.outbox);
    const existing = (await service.db.models.User.findByPk(existingId))!;
    const vin = (await service.db.models.Bike.findOne({ where: { riderId: existingId } }))!.vin;
    const before = { users: await service.db.models.User.count(), mails: (await outboxRows(service.db)).length };

    const email = await create(body({ email: existing.email.toUpperCase() }));
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 'EMAIL_TAKEN', details: { field: 'email' } });
    const taken = await create(body({ vin }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'VIN_TAKEN', details: { field: 'vin' } });

    expect(await service.db.models.User.count()).toBe(before.users);
    expect(await outboxRows(service.db)).toHaveLength(before.mails);
  });

  it('names the account that has the e-mail, whatever its kind', async () => {
    const riderId = await aRider(service.db, service.outbox, { profile: { firstName: 'Elena', lastName: 'Holder', city: 'Reno', dateOfBirth: '1991-04-05' } });
    const rider = (await service.db.models.User.findByPk(riderId))!;
    const res = await create(body({ email: rider.email.toUpperCase(), lastName: 'Mailclash' }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(res.body.details.duplicates).toEqual([
      { kind: 'email', blocking: true, accountType: 'rider', id: riderId, name: 'Elena Holder', email: rider.email, city: 'Reno', dateOfBirth: '1991-04-05' },
    ]);

    const dealerId = await aDealer(service.db, { email: 'counter@dealer.example.com', name: 'Desert Moto' });
    const dealer = await create(body({ email: 'Counter@Dealer.example.com', lastName: 'Mailclash' }));
    expect(dealer.status).toBe(409);
    expect(dealer.body.details.duplicates).toEqual([expect.objectContaining({ kind: 'email', blocking: true, accountType: 'dealer', id: dealerId, name: 'Desert Moto', dateOfBirth: null })]);
  });

  it('names the rider whose bike has the VIN; confirming does not lift it', async () => {
    const ownerId = await aRider(service.db, service.outbox, { profile: { firstName: 'Vic', lastName: 'Owner' } });
    const vin = (await service.db.models.Bike.findOne({ where: { riderId: ownerId } }))!.vin;
    const before = await service.db.models.User.count();
    for (const confirmDuplicates of [undefined, true]) {
      const res = await create(body({ vin: vin.toLowerCase(), lastName: 'Vinclash', confirmDuplicates }));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('VIN_TAKEN');
      expect(res.body.details).toMatchObject({ field: 'vin', duplicates: [{ kind: 'vin', blocking: true, accountType: 'rider', id: ownerId, name: 'Vic Owner' }] });
    }
    expect(await service.db.models.User.count()).toBe(before);
  });

  it('warns of a rider with the same name and birth date, stores nothing, and creates the rider once staff confirm', async () => {
    const twinId = await aRider(service.db, service.outbox, { profile: { firstName: 'Morgan', lastName: 'Twin', city: 'Ogden', dateOfBirth: '1990-01-01' } });
    const twin = (await service.db.models.User.findByPk(twinId))!;
    const before = { users: await service.db.models.User.count(), messages: (await outboxRows(service.db)).length };

    const payload = body({ firstName: ' morgan', lastName: 'TWIN ', dateOfBirth: '1990-01-01' });
    const warned = await create(payload);
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe('POSSIBLE_DUPLICATE_RIDER');
    expect(warned.body.details.duplicates).toEqual([
      { kind: 'nameBirthDate', blocking: false, accountType: 'rider', id: twinId, name: 'Morgan Twin', email: twin.email, city: 'Ogden', dateOfBirth: '1990-01-01' },
    ]);
    expect(await service.db.models.User.count()).toBe(before.users);
    expect(await outboxRows(service.db)).toHaveLength(before.messages);

    // Born another day: another person, created at once.
    const other = await create(body({ firstName: 'Morgan', lastName: 'Twin', dateOfBirth: '1990-01-02' }));
    expect(other.status).toBe(201);

    const confirmed = await create({ ...payload, confirmDuplicates: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.rider).toMatchObject({ firstName: 'morgan', lastName: 'TWIN', dateOfBirth: '1990-01-01' });
    const [entry] = await rowsOf(service.db, "SELECT details FROM audit_log WHERE action = 'rider.created' AND subject_id = ?", [confirmed.body.rider._id]);
    expect(JSON.parse(String(entry!.details))).toMatchObject({ confirmedDuplicates: [twinId] });
  });

  it('is for programme staff only: a rider, a dealer, a promoter or an administrator proxying a rider gets 403', async () => {
    const before = await service.db.models.User.count();
    for (const caller of [await as('rider', 'rider-x'), await as('dealer', 'dealer-x'), await as('promoter', 'promoter-x'), await as('rider', 'rider-x', adminId)]) {
      expect((await create(body(), caller)).status).toBe(403);
    }
    expect((await service.request.post('/api/admin/riders').send(body())).status).toBe(401);
    expect(await service.db.models.User.count()).toBe(before);
  });
});
