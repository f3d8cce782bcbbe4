import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinCheckAnswerSchema, tillSearchAnswerSchema } from '@rr/contracts';
import { ridersLeanAnswerSchema } from '@rr/contracts/server';
import { pinHash } from '../src/domain/pin.js';
import { hashSecret } from '../src/domain/secrets.js';
import { TILL_PIN_POLICY } from '../src/domain/till-pin.js';
import { aDealer, aRider } from './factories.js';
import { as, asService, startTestService, type TestService } from './helpers.js';

/**
 * The PIN at a dealer's till: 5 wrong PINs in a row lock the rider's PIN (the right one is refused
 * until the rider sets a new PIN), the rider is mailed; budgets of wrong PINs per dealer login and per login and
 * address, counted before the check; unknown ids on a budget of their own; every try
 * audited; and what a dealer can learn of riders (the till's search and view).
 */
let service: TestService;
let dealer: string;

beforeAll(async () => {
  service = await startTestService('till_pin');
  dealer = 'dealer-till';
  await aDealer(service.db, { id: dealer, name: 'Till Motors' });
});
afterAll(() => service.close());

// Each try from its own address unless a test says otherwise: the address budgets have tests of their own.
let addresses = 0;
const check = async (riderId: string, pin: string, options: { dealerId?: string; ip?: string | null } = {}) =>
  service.request
    .post('/internal/till/pin-check')
    .set(...(await asService()))
    .send({ riderId, pin, dealerId: options.dealerId ?? dealer, ip: options.ip === undefined ? `203.0.113.${(addresses += 1) % 250}` : options.ip });

const withPin = async (pin = '1234') => {
  const id = await aRider(service.db, service.outbox, { profile: { firstName: 'Casey', lastName: 'Till', country: 'CA' } });
  await service.db.models.Rider.update({ pinHash: pinHash(service.secrets.pinKey, id, pin) }, { where: { userId: id } });
  return id;
};
const riderRow = async (id: string) => (await service.db.models.Rider.findByPk(id))!;

describe('POST /internal/till/pin-check', () => {
  it('answers who the rider is and the dealer for the receipt when the PIN is right', async () => {
    const id = await withPin();
    const res = await check(id, '1234');
    expect(res.status).toBe(200);
    expect(pinCheckAnswerSchema.parse(res.body)).toEqual({ riderId: id, fullName: 'Casey Till', country: 'CA', currency: 'CAD', dealerName: 'Till Motors', dealerCountry: 'US' });
  });

  it('locks the PIN after 5 wrong PINs in a row; then even the right PIN is refused until the rider sets a new one', async () => {
    const id = await withPin();
    for (let left = 4; left >= 1; left--) {
      const res = await check(id, '0000');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'PIN_WRONG', message: `That PIN is not correct. ${left} tries left before the PIN is locked.`, details: { attemptsLeft: left } });
    }
    const fifth = await check(id, '0000');
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe('PIN_LOCKED');
    expect((await riderRow(id)).pinLockedAt).toBeInstanceOf(Date);

    const right = await check(id, '1234');
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('PIN_LOCKED');

    // The rider is told by mail, with the way to their profile.
    await service.deliver();
    const mail = service.mailer.sent.find((m) => m.subject === 'Your Race Rewards PIN is locked');
    expect(mail?.text).toContain('/auth/rider/profile');
    // …and on their dashboard (the session user).
    const session = await service.request.get(`/internal/users/${id}`).set(...(await asService()));
    expect(session.body.user).toMatchObject({ hasPin: true, pinLocked: true });

    // A new PIN (no current PIN needed for a locked one) unlocks it.
    const reset = await service.request.put(`/api/rider/rider/${id}/pin`).set(...(await as('rider', id))).send({ pin: '2580', confirmPin: '2580' });
    expect(reset.status).toBe(200);
    expect(reset.body.user.pinLocked).toBe(false);
    expect((await check(id, '1234')).body.code).toBe('PIN_WRONG');
    expect((await check(id, '2580')).status).toBe(200);
  });

  it('a right PIN starts the count again', async () => {
    const id = await withPin();
    for (let i = 0; i < 4; i++) await check(id, '0000');
    expect((await check(id, '1234')).status).toBe(200);
    expect((await riderRow(id)).pinFailures).toBe(0);
    expect((await check(id, '0000')).body.details).toEqual({ attemptsLeft: 4 });
  });

  it('judges concurrent tries one after the other: 20 wrong PINs at once lock it after exactly 5', async () => {
    const id = await withPin();
    await aDealer(service.db, { id: 'dealer-burst' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(id, '9999', { ip: null, dealerId: 'dealer-burst' })));
    expect(answers.filter((res) => res.body.code === 'PIN_WRONG')).toHaveLength(4);
    expect(answers.filter((res) => res.body.code === 'PIN_LOCKED')).toHaveLength(16);
    expect((await riderRow(id)).pinFailures).toBe(5);
  });

  it('20 right PINs at once all pass (a busy counter is never locked out by its own retries)', async () => {
    const id = await withPin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(id, '1234', { ip: '192.0.2.1' })));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('verifies a PIN set before keyed hashes (argon2id) and re-hashes it with the key', async () => {
    const id = await aRider(service.db, service.outbox, { pinHash: await hashSecret('4321') });
    expect((await check(id, '4321')).status).toBe(200);
    expect((await riderRow(id)).pinHash).toBe(pinHash(service.secrets.pinKey, id, '4321'));
  });

  it('refuses a rider with no PIN (409 PIN_NOT_SET), and answers an unknown or deactivated rider like an id that never existed', async () => {
    const noPin = await aRider(service.db, service.outbox);
    expect((await check(noPin, '1234')).body.code).toBe('PIN_NOT_SET');
    expect((await check('no-such-rider', '1234')).body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const gone = await withPin();
    await service.db.models.User.update({ deactivated: true }, { where: { id: gone } });
    expect((await check(gone, '1234')).body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('an inactive dealer has no till (403)', async () => {
    const id = await withPin();
    await aDealer(service.db, { id: 'dealer-inactive', active: false });
    expect((await check(id, '1234', { dealerId: 'dealer-inactive' })).status).toBe(403);
  });

  it(`a dealer may type ${TILL_PIN_POLICY.dealer.maxAttempts} wrong PINs an hour over all riders; right PINs cost nothing`, async () => {
    await aDealer(service.db, { id: 'dealer-spray' });
    const riders = await Promise.all(Array.from({ length: Math.ceil(TILL_PIN_POLICY.dealer.maxAttempts / 4) + 1 }, () => withPin()));
    let wrong = 0;
    for (const rider of riders) {
      for (let i = 0; i < 4 && wrong < TILL_PIN_POLICY.dealer.maxAttempts; i++, wrong++) {
        expect((await check(rider, '0000', { dealerId: 'dealer-spray', ip: null })).body.code).toBe('PIN_WRONG');
        // Until the budget is spent, right PINs pass in between and cost nothing.
        if (wrong + 1 < TILL_PIN_POLICY.dealer.maxAttempts) expect((await check(rider, '1234', { dealerId: 'dealer-spray', ip: null })).status).toBe(200);
      }
    }
    const refused = await check(riders.at(-1)!, '1234', { dealerId: 'dealer-spray', ip: null });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // Another dealer is not affected.
    await aDealer(service.db, { id: 'dealer-calm' });
    expect((await check(riders.at(-1)!, '1234', { dealerId: 'dealer-calm', ip: null })).status).toBe(200);
    service.clock.advance(60 * 60_000 + 1000);
    expect((await check(riders.at(-1)!, '1234', { dealerId: 'dealer-spray', ip: null })).status).toBe(200);
  });

  it(`one address may send ${TILL_PIN_POLICY.dealerAddress.maxAttempts} of a dealer's wrong PINs an hour; the dealer's other addresses and its neighbours behind the same address are not affected`, async () => {
    const ip = '198.51.100.9';
    await aDealer(service.db, { id: 'dealer-nat-a' });
    await aDealer(service.db, { id: 'dealer-nat-b' });
    let sent = 0;
    while (sent < TILL_PIN_POLICY.dealerAddress.maxAttempts) {
      const rider = await withPin();
      for (let i = 0; i < 4 && sent < TILL_PIN_POLICY.dealerAddress.maxAttempts; i++, sent++) {
        expect((await check(rider, '0000', { dealerId: 'dealer-nat-a', ip })).body.code).toBe('PIN_WRONG');
      }
    }
    const rider = await withPin();
    const refused = await check(rider, '1234', { dealerId: 'dealer-nat-a', ip });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    // The same login from its other counter, and another shop behind the same address, redeem as before.
    expect((await check(rider, '1234', { dealerId: 'dealer-nat-a', ip: '198.51.100.10' })).status).toBe(200);
    expect((await check(rider, '1234', { dealerId: 'dealer-nat-b', ip })).status).toBe(200);
  });

  it(`60 wrong PINs at once from one dealer over 20 riders: at most ${TILL_PIN_POLICY.dealer.maxAttempts} are checked, the rest refused before any PIN is read`, async () => {
    await aDealer(service.db, { id: 'dealer-flood' });
    const riders = await Promise.all(Array.from({ length: 20 }, () => withPin()));
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => check(riders[i % 20]!, '0000', { dealerId: 'dealer-flood', ip: null })));
    const codes = answers.map((res) => res.body.code as string);
    const checked = codes.filter((code) => code === 'PIN_WRONG').length;
    expect(checked).toBeLessThanOrEqual(TILL_PIN_POLICY.dealer.maxAttempts);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(60 - checked);
    const failures = await service.db.models.Rider.sum('pinFailures', { where: { userId: riders } });
    expect(failures).toBe(checked);
  }, 60_000);

  it(`right PINs at once are never refused by each other, even with the dealer's budget nearly spent`, async () => {
    await aDealer(service.db, { id: 'dealer-busy' });
    // Two places left, spread over riders so that no PIN locks (4 wrong each).
    const typists = await Promise.all(Array.from({ length: Math.ceil(TILL_PIN_POLICY.dealer.maxAttempts / 4) }, () => withPin()));
    for (let i = 0; i < TILL_PIN_POLICY.dealer.maxAttempts - 2; i++) {
      expect((await check(typists[Math.floor(i / 4)]!, '0000', { dealerId: 'dealer-busy', ip: null })).body.code).toBe('PIN_WRONG');
    }
    const rider = await withPin();
    const answers = await Promise.all(Array.from({ length: 12 }, () => check(rider, '1234', { dealerId: 'dealer-busy', ip: null })));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 12 }, () => 200));
  }, 60_000);

  it('ids that are no active rider spend no PIN budget: after 25 of them a right PIN still redeems; past their own budget they are refused alone', async () => {
    await aDealer(service.db, { id: 'dealer-enum' });
    const gone = await withPin();
    await service.db.models.User.update({ deactivated: true }, { where: { id: gone } });
    for (let i = 0; i < 25; i++) {
      const res = await check(i === 0 ? gone : `no-such-rider-${i}`, '1234', { dealerId: 'dealer-enum' });
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const rider = await withPin();
    expect((await check(rider, '1234', { dealerId: 'dealer-enum' })).status).toBe(200);
    expect((await check(rider, '1234', { dealerId: 'dealer-enum', ip: '203.0.113.99' })).status).toBe(200);
    for (let i = 25; i < TILL_PIN_POLICY.unknownRiders.maxAttempts; i++) expect((await check(`no-such-rider-${i}`, '1234', { dealerId: 'dealer-enum' })).status).toBe(404);
    const bounded = await check('no-such-rider-last', '1234', { dealerId: 'dealer-enum' });
    expect(bounded.status).toBe(429);
    expect((await check(rider, '1234', { dealerId: 'dealer-enum' })).status).toBe(200);
    expect(await service.db.models.AuditEntry.count({ where: { actorId: 'dealer-enum', action: 'till.pin.refused' } })).toBe(TILL_PIN_POLICY.unknownRiders.maxAttempts + 1);
  }, 60_000);

  it('audits every try with the dealer as actor and the rider as subject, never the PIN', async () => {
    const id = await withPin();
    await check(id, '0000', { ip: '203.0.113.7' });
    await check(id, '1234', { ip: '203.0.113.7' });
    const rows = await service.db.models.AuditEntry.findAll({ where: { subjectId: id }, order: [['id', 'ASC']] });
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['till.pin.wrong', dealer],
      ['till.pin.right', dealer],
    ]);
    expect(JSON.parse(rows[0]!.details!)).toEqual({ ip: '203.0.113.7', attemptsLeft: 4 });
    expect(rows.map((row) => row.details).join()).not.toMatch(/0000|1234/);
  });

  it('is the services’ own: a dealer calling it is refused', async () => {
    const res = await service.request.post('/internal/till/pin-check').set(...(await as('dealer', dealer))).send({ riderId: 'x', pin: '1234', dealerId: dealer, ip: null });
    expect(res.status).toBe(403);
  });
});

describe('the till’s view of riders', () => {
  it('finds active riders by name, city, AMA number or whole e-mail, without private details', async () => {
    const id = await aRider(service.db, service.outbox, { email: 'quinn.harper@example.com', profile: { firstName: 'Quinn', lastName: 'Harper', city: 'Tulsa', state: 'OK', amaNumber: '778899' } });
    await service.db.models.Rider.update({ pinHash: pinHash(service.secrets.pinKey, id, '1111'), pinLockedAt: new Date() }, { where: { userId: id } });
    const caller = await as('dealer', dealer);
    for (const query of ['Quinn', 'harp', 'Quinn Har', 'Tuls', '778899', 'quinn.harper@example.com']) {
      const res = await service.request.get(`/api/dealer/riders?query=${encodeURIComponent(query)}`).set(...caller);
      expect(res.status, query).toBe(200);
      const riders = tillSearchAnswerSchema.parse(res.body).riders;
      expect(riders.map((r) => r._id), query).toContain(id);
    }
    const found = tillSearchAnswerSchema.parse((await service.request.get('/api/dealer/riders?query=Quinn').set(...caller)).body).riders.find((r) => r._id === id)!;
    expect(found).toEqual({ _id: id, fullName: 'Quinn Harper', city: 'Tulsa', state: 'OK', country: 'US', currency: 'USD', profileImage: null, bikes: expect.any(Array), hasPin: true, pinLocked: true });
    // An e-mail is matched whole only: its start finds nobody.
    expect(tillSearchAnswerSchema.parse((await service.request.get('/api/dealer/riders?query=quinn.harper@').set(...caller)).body).riders).toEqual([]);
    // One character finds nobody.
    expect(tillSearchAnswerSchema.parse((await service.request.get('/api/dealer/riders?query=Q').set(...caller)).body).riders).toEqual([]);
    // Deactivated riders are not found, and their record answers 404 to a dealer.
    await service.db.models.User.update({ deactivated: true }, { where: { id } });
    expect(tillSearchAnswerSchema.parse((await service.request.get('/api/dealer/riders?query=Quinn').set(...caller)).body).riders.map((r) => r._id)).not.toContain(id);
    expect((await service.request.get(`/api/dealer/rider/${id}`).set(...caller)).status).toBe(404);
  });

  it('a dealer reads a rider in the till view only; a rider or promoter cannot search', async () => {
    const id = await aRider(service.db, service.outbox, { profile: { firstName: 'Reese', lastName: 'Vale' } });
    const res = await service.request.get(`/api/dealer/rider/${id}`).set(...(await as('dealer', dealer)));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.rider).sort()).toEqual(['_id', 'bikes', 'city', 'country', 'currency', 'fullName', 'hasPin', 'pinLocked', 'profileImage', 'state']);
    expect((await service.request.get('/api/dealer/riders?query=Reese').set(...(await as('rider', id)))).status).toBe(403);
    expect((await service.request.get('/api/promoter/riders?query=Reese').set(...(await as('promoter')))).status).toBe(404);
  });
});

describe('GET /api/{role}/riders-lean (the pickers\' short list)', () => {
  it('gives a dealer the riders the till would find, and staff the directory\'s, by name and hometown only', async () => {
    const id = await aRider(service.db, service.outbox, { email: 'wren.lean@example.com', profile: { firstName: 'Wren', lastName: 'Leanly', city: 'Boise', state: 'ID' } });
    const dealerCaller = await as('dealer', dealer);
    const found = await service.request.get('/api/dealer/riders-lean?q=Leanly').set(...dealerCaller);
    expect(found.status).toBe(200);
    expect(ridersLeanAnswerSchema.parse(found.body).riders).toEqual([{ _id: id, name: 'Wren Leanly', hometown: 'Boise, ID' }]);
    // As at the till, an e-mail's start finds nobody for a dealer; staff's directory matches it.
    expect(ridersLeanAnswerSchema.parse((await service.request.get('/api/dealer/riders-lean?q=wren.lean@').set(...dealerCaller)).body).riders).toEqual([]);
    const staff = await service.request.get('/api/admin/riders-lean?q=wren.lean@&limit=5').set(...(await as('admin', 'staff-1')));
    expect(staff.status).toBe(200);
    expect(ridersLeanAnswerSchema.parse(staff.body).riders.map((r) => r._id)).toEqual([id]);
  });

  it('is refused to riders and promoters, to another role\'s path, and without 2 characters', async () => {
    expect((await service.request.get('/api/rider/riders-lean?q=Wren').set(...(await as('rider', 'r-1')))).status).toBe(403);
    expect((await service.request.get('/api/promoter/riders-lean?q=Wren').set(...(await as('promoter', 'p-1')))).status).toBe(403);
    expect((await service.request.get('/api/admin/riders-lean?q=Wren').set(...(await as('dealer', dealer)))).status).toBe(403);
    const short = await service.request.get('/api/dealer/riders-lean?q=W').set(...(await as('dealer', dealer)));
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('VALIDATION');
  });
});
