import { randomUUID } from 'node:crypto';
import { withCheckDigit } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, aDealer, anAdmin, aRider } from './factories.js';
import { as, rowsOf, startTestService, type TestService } from './helpers.js';

/** A rider's profile as the rider and the programme team change it: PUT /api/{rider|admin}/rider/{riderId}. */
describe('PUT /api/{role}/rider/{riderId}', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('rider_profile');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const newRider = (profile: Record<string, unknown> = {}) =>
    aRider(service.db, service.outbox, {
      profile: { firstName: 'Ava', lastName: 'Stone', country: 'US', state: 'CO', city: 'Denver', zipcode: '80202', addressLine1: '1 Main St', phone1: '3035550100', dateOfBirth: '2000-01-02', bio: 'Fast.', ...profile },
    });
  const put = async (role: 'rider' | 'admin' | 'dealer', riderId: string, body: object, caller = riderId, imp?: string) =>
    service.request.put(`/api/${role}/rider/${riderId}`).set(...(await as(role, caller, imp))).send(body);
  const stored = async (riderId: string) => (await service.db.models.Rider.findByPk(riderId))!;
  const auditOf = (subjectId: string) => rowsOf(service.db, 'SELECT action, actor_id, status, details FROM audit_log WHERE subject_id = ? ORDER BY id', [subjectId]);

  it('saves the rider’s own contact details as stored values: trimmed, postal code in capitals, blanks cleared; not audited', async () => {
    const id = await newRider();
    const res = await put('rider', id, {
      firstName: ' Ava ',
      lastName: 'Stone-Reyes',
      phone1: '(303) 555-0199',
      phone2: '  ',
      country: 'CA',
      addressLine1: '12 Rue Sainte-Catherine',
      addressLine2: '',
      city: 'Montréal',
      state: 'QC',
      zipcode: 'h2x 1y4',
    });
    // Canada pays in CAD, the wallet is in USD: refused, nothing stored.
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'COUNTRY_CURRENCY', details: { currency: 'USD', field: 'country' } });
    expect((await stored(id)).city).toBe('Denver');

    const saved = await put('rider', id, {
      firstName: ' Ava ',
      lastName: 'Stone-Reyes',
      phone1: '(303) 555-0199',
      phone2: '  ',
      country: 'US',
      addressLine1: ' 12 Larimer St ',
      addressLine2: '',
      city: 'Boulder',
      state: 'CO',
      zipcode: '80302',
      hometown: 'Boulder, CO',
      racingType: 'motocross',
      sex: 'female',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rider).toMatchObject({ _id: id, firstName: 'Ava', lastName: 'Stone-Reyes', fullName: 'Ava Stone-Reyes', phone1: '(303) 555-0199', phone2: null, addressLine1: '12 Larimer St', addressLine2: null, city: 'Boulder', zipcode: '80302', hometown: 'Boulder, CO', racingType: 'motocross', sex: 'female', bio: 'Fast.' });
    expect(await stored(id)).toMatchObject({ firstName: 'Ava', city: 'Boulder', phone2: null, bio: 'Fast.' });
    expect(await auditOf(id)).toEqual([]);
  });

  it('changes only the keys sent (the bio card sends only the bio) and reads social accounts per network', async () => {
    const id = await newRider();
    const res = await put('rider', id, {
      bio: 'Racing since 2010.',
      instagram: 'ava.races',
      twitter: 'http://www.Twitter.com/AvaRaces/?ref=x#top',
      youtube: 'youtube.com/@AvaRaces',
      facebook: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.rider).toMatchObject({ bio: 'Racing since 2010.', instagram: 'ava.races', twitter: 'https://www.twitter.com/AvaRaces?ref=x', youtube: 'https://youtube.com/@AvaRaces', facebook: null, city: 'Denver', phone1: '3035550100' });
  });

  it('refuses bad input field by field, with the reason, and changes nothing', async () => {
    const id = await newRider();
    const res = await put('rider', id, {
      bio: 'x'.repeat(501),
      instagram: '@ava',
      twitter: 'https://instagram.com/ava',
      linkedin: 'https://linkedin.com',
      firstName: '  ',
      dateOfBirth: '2099-01-01',
      city: 'Aurora',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.details).toMatchObject({
      bio: { id: 'validation.maxLength', values: { max: 500 } },
      instagram: { id: 'validation.social.at', values: { network: 'Instagram', host: 'https://instagram.com/' } },
      twitter: { id: 'validation.social.host', values: { network: 'X (Twitter)' } },
      linkedin: { id: 'validation.social.invalid' },
      firstName: { id: 'validation.required' },
      dateOfBirth: { id: 'validation.date.invalid' },
      // The address travels as a whole: a city alone needs the rest.
      country: { id: 'validation.required' },
      addressLine1: { id: 'validation.required' },
      zipcode: { id: 'validation.required' },
    });
    expect(await stored(id)).toMatchObject({ bio: 'Fast.', firstName: 'Ava', city: 'Denver', instagram: null });
  });

  it('checks the state and postal code against the country', async () => {
    const id = await newRider();
    const res = await put('rider', id, { country: 'US', addressLine1: '1 Main St', city: 'Denver', state: 'QC', zipcode: 'H2X 1Y4' });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({ state: { id: 'validation.state.invalid' }, zipcode: { id: 'validation.zipcode.invalid' } });
  });

  it("refuses rider A changing rider B (403) and leaves B's record as it was", async () => {
    const a = await newRider();
    const b = await newRider({ firstName: 'Bea' });
    const res = await put('rider', b, { firstName: 'Mallory', bio: 'hacked' }, a);
    expect(res.status).toBe(403);
    expect(await stored(b)).toMatchObject({ firstName: 'Bea', bio: 'Fast.' });
  });

  it('refuses the programme team’s fields (e-mail, pro) from a rider, and never lets a dealer write', async () => {
    const id = await newRider();
    const own = await put('rider', id, { email: 'new@example.com', pro: true, bio: 'Pro now' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'FORBIDDEN', details: { fields: ['email', 'pro'] } });
    const dealerId = await aDealer(service.db);
    const dealer = await put('dealer', id, { bio: 'from the till' }, dealerId);
    expect(dealer.status).toBe(403);
    const user = (await service.db.models.User.findByPk(id))!;
    expect(user.email).toBe(`${id}@test.example.com`);
    expect(await stored(id)).toMatchObject({ pro: false, bio: 'Fast.' });
  });

  it('lets an administrator change the e-mail and pro flag: the new e-mail must be free and is unproven; audited', async () => {
    const id = await newRider();
    const other = await newRider();
    const taken = await put('admin', id, { email: `${other}@test.example.com` }, adminId);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', details: { field: 'email' } });

    const res = await put('admin', id, { email: 'Ava.New@Example.com', pro: true, hometown: 'Golden' }, adminId);
    expect(res.status).toBe(200);
    expect(res.body.rider).toMatchObject({ email: 'ava.new@example.com', emailVerified: false, pro: true, hometown: 'Golden' });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'rider.profile.updated', actor_id: adminId, status: 200 });
    expect(JSON.parse(String(entry?.details))).toEqual({ by: 'staff', fields: ['hometown', 'pro', 'email'], email: { from: `${id}@test.example.com`, to: 'ava.new@example.com' } });
  });

  it('audits a change made while an administrator impersonates the rider, in the administrator’s name', async () => {
    const id = await newRider();
    const res = await put('rider', id, { bio: 'Edited by support' }, id, adminId);
    expect(res.status).toBe(200);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'rider.profile.updated', actor_id: adminId });
  });

  it('answers 404 for an unknown rider (administrator)', async () => {
    expect((await put('admin', 'nobody', { bio: 'x' }, adminId)).status).toBe(404);
  });
});

/** A rider's bikes: POST/PUT/DELETE /api/{role}/rider/{riderId}/bikes. */
describe('a rider’s bikes', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('rider_bikes');
    adminId = await anAdmin(service.db);
    const pattern = (pattern: string, year: number, verified: boolean) =>
      service.db.models.VinPattern.create({ id: randomUUID(), pattern, wmi: pattern.slice(0, 3), make: 'Apex', model: 'MX 450F', year, verified });
    await pattern('5RRMX45', 2025, true);
    await pattern('5RRSM69', 2024, false);
  });
  afterAll(() => service.close());

  let serial = 100000;
  /** An Apex VIN with a right check digit: `5RR` + model code + position 10 `S` (2025) or `R` (2024). */
  const apexVin = (model: string, yearCode = 'S') => withCheckDigit(`5RR${model}00${yearCode}A${String(serial++)}`);
  const rider = () => aRider(service.db, service.outbox, { bikes: [] });
  const add = async (riderId: string, body: object, caller = riderId, role: 'rider' | 'admin' = 'rider') =>
    service.request.post(`/api/${role}/rider/${riderId}/bikes`).set(...(await as(role, caller))).send(body);
  const bikesOf = (riderId: string) => service.db.models.Bike.findAll({ where: { riderId } });

  it('adds a bike: the VIN trimmed and in capitals, verified by a matching verified pattern, with the reason', async () => {
    const id = await rider();
    const vin = apexVin('MX45');
    const res = await add(id, { year: '2025', make: ' Apex ', model: 'MX 450F', vin: `  ${vin.toLowerCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.bike).toMatchObject({ year: 2025, make: 'Apex', model: 'MX 450F', vin, valid: 'verified', validReason: 'matched' });
    expect(res.body.rider.bikes).toEqual([res.body.bike]);
    const [row] = await bikesOf(id);
    expect(row).toMatchObject({ vin, valid: 'verified', validReason: 'matched' });
  });

  it('says why a bike is not verified: another year than the pattern’s, a pattern staff must verify, a maker without patterns', async () => {
    const id = await rider();
    const wrongYear = await add(id, { year: 2024, make: 'Apex', model: 'MX 450F', vin: apexVin('MX45', 'R') });
    expect(wrongYear.body.bike).toMatchObject({ valid: 'invalid', validReason: 'yearMismatch' });
    const pending = await add(id, { year: 2024, make: 'Apex', model: 'SM 690', vin: apexVin('SM69', 'R') });
    expect(pending.body.bike).toMatchObject({ valid: 'unverified', validReason: 'patternUnverified' });
    const notAccepted = await add(id, { year: 2025, make: 'Apex', model: 'XX', vin: apexVin('ZZ99') });
    expect(notAccepted.body.bike).toMatchObject({ valid: 'invalid', validReason: 'notAccepted' });
    const newMake = await add(id, { year: 2025, make: 'Other', model: 'One', vin: withCheckDigit('1ZZAB120XSA123456') });
    expect(newMake.body.bike).toMatchObject({ valid: 'unverified', validReason: 'newMake' });
    expect(await bikesOf(id)).toHaveLength(4);
  });

  it('explains a VIN that cannot be right instead of storing it: length, I/O/Q with positions, check digit', async () => {
    const id = await rider();
    const body = (vin: string) => ({ year: 2025, make: 'Apex', model: 'MX 450F', vin });
    const short = await add(id, body('5RRMX450'));
    expect(short.status).toBe(400);
    expect(short.body.details.vin).toMatchObject({ id: 'validation.vin.length', values: { length: 8 } });
    const letters = await add(id, body('5RRMXO505SA1I0210'));
    expect(letters.body.details.vin).toMatchObject({ id: 'validation.vin.characters', values: { positions: '6, 13' } });
    const good = apexVin('MX45');
    const wrongDigit = `${good.slice(0, 8)}${good[8] === '1' ? '2' : '1'}${good.slice(9)}`;
    const check = await add(id, body(wrongDigit));
    expect(check.status).toBe(400);
    expect(check.body.details.vin).toMatchObject({ id: 'validation.vin.checkDigit', values: { expected: good[8], found: wrongDigit[8] } });
    expect(check.body.details.vin.message).toContain(`should be ${good[8]}`);
    const year = await add(id, { ...body(apexVin('MX45')), year: 1975 });
    expect(year.body.details.year).toMatchObject({ id: 'validation.year.invalid' });
    expect(await bikesOf(id)).toHaveLength(0);
  });

  it('answers 409 VIN_TAKEN for a VIN another rider has, and stores nothing', async () => {
    const owner = await aRider(service.db, service.outbox, { bikes: [aBike({ vin: apexVin('MX45') })] });
    const [owned] = await bikesOf(owner);
    const id = await rider();
    const res = await add(id, { year: 2025, make: 'Apex', model: 'MX 450F', vin: owned!.vin.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'VIN_TAKEN', details: { field: 'vin' } });
    expect(await bikesOf(id)).toHaveLength(0);
  });

  it('gives a VIN to one rider only when two add it at the same time', async () => {
    const [first, second] = [await rider(), await rider()];
    const vin = apexVin('MX45');
    const answers = await Promise.all([first, second].map((id) => add(id, { year: 2025, make: 'Apex', model: 'MX 450F', vin })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await service.db.models.Bike.count({ where: { vin } })).toBe(1);
  });

  it("refuses a rider adding to or removing from another rider's bikes (403 / 404) and changes nothing", async () => {
    const a = await rider();
    const b = await aRider(service.db, service.outbox, { bikes: [aBike({ vin: apexVin('MX45') })] });
    const [bBike] = await bikesOf(b);
    expect((await add(b, { year: 2025, make: 'Apex', model: 'MX 450F', vin: apexVin('MX45') }, a)).status).toBe(403);
    // Through their own path: the bike is not theirs, so it does not exist for them.
    const removed = await service.request.delete(`/api/rider/rider/${a}/bikes/${bBike!.id}`).set(...(await as('rider', a)));
    expect(removed.status).toBe(404);
    const changed = await service.request
      .put(`/api/rider/rider/${a}/bikes/${bBike!.id}`)
      .set(...(await as('rider', a)))
      .send({ year: 2025, make: 'Apex', model: 'MX 450F', vin: apexVin('MX45') });
    expect(changed.status).toBe(404);
    expect(await bikesOf(b)).toHaveLength(1);
    expect(await bikesOf(a)).toHaveLength(0);
  });

  it('corrects a mistyped VIN, checked again, and removes a bike', async () => {
    const id = await rider();
    const added = await add(id, { year: 2025, make: 'Apex', model: 'MX 450F', vin: apexVin('ZZ99') });
    expect(added.body.bike).toMatchObject({ valid: 'invalid', validReason: 'notAccepted' });
    const vin = apexVin('MX45');
    const fixed = await service.request
      .put(`/api/rider/rider/${id}/bikes/${added.body.bike._id}`)
      .set(...(await as('rider', id)))
      .send({ year: 2025, make: 'Apex', model: 'MX 450F', vin });
    expect(fixed.status).toBe(200);
    expect(fixed.body.bike).toMatchObject({ _id: added.body.bike._id, vin, valid: 'verified', validReason: 'matched' });

    const removed = await service.request.delete(`/api/rider/rider/${id}/bikes/${added.body.bike._id}`).set(...(await as('rider', id)));
    expect(removed.status).toBe(200);
    expect(removed.body.rider.bikes).toEqual([]);
    expect(await bikesOf(id)).toHaveLength(0);
  });

  it('lets an administrator add and remove a rider’s bike, audited', async () => {
    const id = await rider();
    const added = await add(id, { year: 2025, make: 'Apex', model: 'MX 450F', vin: apexVin('MX45') }, adminId, 'admin');
    expect(added.status).toBe(201);
    const removed = await service.request.delete(`/api/admin/rider/${id}/bikes/${added.body.bike._id}`).set(...(await as('admin', adminId)));
    expect(removed.status).toBe(200);
    const entries = await rowsOf(service.db, 'SELECT action, actor_id FROM audit_log WHERE subject_id = ? ORDER BY id', [id]);
    expect(entries).toEqual([
      { action: 'rider.bike.added', actor_id: adminId },
      { action: 'rider.bike.removed', actor_id: adminId },
    ]);
  });
});
