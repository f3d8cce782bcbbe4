import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer, anAdmin, aRider } from './factories.js';
import { as, asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** The programme team's dealer records and logins, and the dealer's own record. */
describe('dealer records', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('dealer_records');
    adminId = await anAdmin(service.db, { firstName: 'Dana', lastName: 'Desk' });
  });
  afterAll(() => service.close());

  const admin = () => as('admin', adminId);
  const record = (overrides: Record<string, unknown> = {}) => ({
    name: 'Great Lakes Moto',
    dealerId: 'D30001',
    email: 'Sales@GreatLakes.example.com',
    addressLine1: '400 Harbor Dr',
    addressLine2: 'Unit 2',
    city: 'Milwaukee',
    state: 'WI',
    zipcode: '53202',
    country: 'US',
    phone: '(414) 555-0130',
    websiteUrl: 'https://greatlakes.example.com',
    bio: 'Family shop since 1982.',
    ...overrides,
  });
  const create = async (body: object) => service.request.post('/api/admin/dealers').set(...(await admin())).send(body);
  const auditOf = (subjectId: string) => rowsOf(service.db, 'SELECT action, actor_id, subject_id, status, details FROM audit_log WHERE subject_id = ? ORDER BY id', [subjectId]);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const linkIn = (text: string) => /https?:\/\/\S+forgot-password-reset\?token=\S+/.exec(text)?.[0] ?? '';

  let createdId = '';

  it('creates a dealer with its login: no password, unverified, the invitation mailed, audited', async () => {
    const res = await create(record());
    expect(res.status).toBe(201);
    createdId = res.body.dealer._id;
    expect(res.body.dealer).toMatchObject({
      name: 'Great Lakes Moto',
      dealerId: 'D30001',
      email: 'sales@greatlakes.example.com',
      addressLine2: 'Unit 2',
      zipcode: '53202',
      phone: '(414) 555-0130',
      active: true,
      invited: true,
      loginCount: 0,
      lastLoginAt: null,
    });
    expect(res.body.distinctCountry).toContain('US');
    const user = (await service.db.models.User.findByPk(createdId))!;
    expect(user).toMatchObject({ type: 'dealer', passwordHash: null, emailVerified: false });
    // Placed for the dealer finder from its postal code (Milwaukee, WI 53202).
    const stored = (await service.db.models.Dealer.findByPk(createdId))!;
    expect(stored.latitude).toBeCloseTo(43.04, 0);
    expect(stored.longitude).toBeCloseTo(-87.9, 0);

    await service.deliver();
    const mail = service.mailer.last('sales@greatlakes.example.com');
    expect(mail.subject).toBe('You have a dealer login for Race Rewards: set your password');
    expect(mail.text).toContain('Great Lakes Moto is a participating dealer');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:8080\/forgot-password-reset\?token=/);
    expect(mail.html).toContain('Choose a password');

    const [entry] = await auditOf(createdId);
    expect(entry).toMatchObject({ action: 'dealer.created', actor_id: adminId, status: 201 });

    // The link sets the first password and proves the e-mail; the login becomes active.
    const done = await service.request
      .post('/internal/password-reset/complete')
      .set(...(await asService()))
      .send({ token: tokenOf(link), password: 'Password1', confirmPassword: 'Password1' });
    expect(done.status).toBe(200);
    const after = (await service.db.models.User.findByPk(createdId))!;
    expect(after.passwordHash).toBeTruthy();
    expect(after.emailVerified).toBe(true);
    const login = await service.request.get(`/api/admin/dealer-login/${createdId}`).set(...(await admin()));
    expect(login.body.login).toMatchObject({ status: 'active', emailVerified: true, linkSentAt: null });
  });

  it('refuses field errors, a taken e-mail and a taken dealer number, and stores nothing', async () => {
    const before = await service.db.models.Dealer.count();
    const invalid = await create(record({ email: 'not-an-email', zipcode: 'ABCDE', name: '', phone: '12', websiteUrl: 'ftp://x' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION');
    expect(Object.keys(invalid.body.details).sort()).toEqual(['email', 'name', 'phone', 'websiteUrl', 'zipcode']);

    const rider = await aRider(service.db, service.outbox);
    const email = await create(record({ email: `${rider}@test.example.com`, dealerId: 'D39999' }));
    expect(email.status).toBe(409);
    expect(email.body.code).toBe('EMAIL_TAKEN');

    const number = await create(record({ email: 'other@greatlakes.example.com', dealerId: 'D30001' }));
    expect(number.status).toBe(409);
    expect(number.body).toMatchObject({ code: 'DEALER_NUMBER_TAKEN', details: { dealerId: 'D30001' } });
    expect(number.body.message).toBe('Another dealer already has the dealer number D30001');
    expect(await service.db.models.Dealer.count()).toBe(before);
  });

  it('lets staff edit every field, the e-mail too (unproven again), audited', async () => {
    const other = await aDealer(service.db, { email: 'taken@example.com' });
    const taken = await service.request.put(`/api/admin/dealer/${createdId}`).set(...(await admin())).send(record({ email: 'taken@example.com' }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const number = await service.request.put(`/api/admin/dealer/${other}`).set(...(await admin())).send(record({ email: 'taken@example.com', dealerId: 'D30001' }));
    expect(number.body.code).toBe('DEALER_NUMBER_TAKEN');

    const res = await service.request
      .put(`/api/admin/dealer/${createdId}`)
      .set(...(await admin()))
      .send(record({ name: 'Great Lakes Motorsports', email: 'owner@greatlakes.example.com', dealerId: 'D30002', active: false, bio: '' }));
    expect(res.status).toBe(200);
    expect(res.body.dealer).toMatchObject({ name: 'Great Lakes Motorsports', email: 'owner@greatlakes.example.com', dealerId: 'D30002', active: false, bio: null });
    expect((await service.db.models.User.findByPk(createdId))!.emailVerified).toBe(false);
    const entry = (await auditOf(createdId)).at(-1)!;
    expect(entry).toMatchObject({ action: 'dealer.updated', actor_id: adminId });
    const details = JSON.parse(String(entry.details));
    expect(details).toMatchObject({ by: 'staff', email: { from: 'sales@greatlakes.example.com', to: 'owner@greatlakes.example.com' } });
    expect(details.fields).toEqual(expect.arrayContaining(['name', 'dealerCode', 'active', 'bio']));
  });

  it('lets a dealer read and edit only its own record, without the number, e-mail or active flag', async () => {
    const own = await aDealer(service.db, { name: 'Own Shop' });
    const foreign = await aDealer(service.db, { name: 'Foreign Shop' });
    const asDealer = () => as('dealer', own);

    const read = await service.request.get(`/api/dealer/dealer/${own}`).set(...(await asDealer()));
    expect(read.status).toBe(200);
    expect(read.body.dealer).toMatchObject({ _id: own, name: 'Own Shop' });

    const other = await service.request.get(`/api/dealer/dealer/${foreign}`).set(...(await asDealer()));
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await service.request.put(`/api/dealer/dealer/${foreign}`).set(...(await asDealer())).send(record())).status).toBe(404);

    const res = await service.request
      .put(`/api/dealer/dealer/${own}`)
      .set(...(await asDealer()))
      .send({ ...record({ name: 'Own Shop & Service' }), dealerId: 'HACK', email: 'hack@example.com', active: false });
    expect(res.status).toBe(200);
    expect(res.body.dealer).toMatchObject({ name: 'Own Shop & Service', city: 'Milwaukee', dealerId: null, email: `${own}@test.example.com`, active: true });
    const [entry] = await auditOf(own);
    expect(entry).toMatchObject({ action: 'dealer.updated', actor_id: own });

    // An administrator acting as the dealer: the change is the administrator's.
    await service.request.put(`/api/dealer/dealer/${own}`).set(...(await as('dealer', own, adminId))).send(record({ name: 'Own Shop' }));
    expect((await auditOf(own)).at(-1)).toMatchObject({ actor_id: adminId });

    const invalid = await service.request.put(`/api/dealer/dealer/${own}`).set(...(await asDealer())).send(record({ state: '', city: '' }));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.details).sort()).toEqual(['city', 'state']);
  });

  it('refuses riders, promoters and a role that is not the caller’s', async () => {
    const dealer = await aDealer(service.db);
    const rider = await aRider(service.db, service.outbox);
    expect((await service.request.get(`/api/rider/dealer/${dealer}`).set(...(await as('rider', rider)))).status).toBe(403);
    expect((await service.request.get(`/api/admin/dealer/${dealer}`).set(...(await as('dealer', dealer)))).status).toBe(403);
    expect((await service.request.get('/api/admin/dealers').set(...(await as('dealer', dealer)))).status).toBe(403);
    expect((await service.request.get('/api/admin/dealer-logins').set(...(await as('promoter', 'p1')))).status).toBe(403);
    expect((await service.request.post(`/api/admin/dealer-login/${dealer}/invite`).set(...(await as('rider', rider))).send({})).status).toBe(403);
    expect((await service.request.get('/api/admin/dealer/nobody').set(...(await admin()))).status).toBe(404);
    expect((await service.request.get(`/api/admin/dealer/${rider}`).set(...(await admin()))).status).toBe(404);
  });

  it('lists dealers by name with search, active and country filters, 15 a page', async () => {
    await aDealer(service.db, { name: 'Zeta North Moto', country: 'CA', state: 'ON', active: true });
    await aDealer(service.db, { name: 'Zeta South Moto', country: 'US', state: 'TX', active: false });
    for (let i = 0; i < 16; i++) await aDealer(service.db, { name: `Bulk Dealer ${String(i).padStart(2, '0')}` });

    const get = async (query: Record<string, string>) => service.request.get('/api/admin/dealers').query(query).set(...(await admin()));

    const zeta = await get({ query: 'zeta moto' });
    expect(zeta.body.dealers.map((d: { name: string }) => d.name)).toEqual(['Zeta North Moto', 'Zeta South Moto']);
    expect((await get({ query: 'zeta', active: 'false' })).body.dealers.map((d: { name: string }) => d.name)).toEqual(['Zeta South Moto']);
    expect((await get({ query: 'zeta', country: 'ca' })).body.dealers.map((d: { name: string }) => d.name)).toEqual(['Zeta North Moto']);
    expect((await get({ query: 'D30002' })).body.dealers[0]).toMatchObject({ _id: createdId, loginStatus: 'active' });
    expect((await get({ query: 'milwaukee' })).body.dealers.map((d: { _id: string }) => d._id)).toContain(createdId);
    expect((await get({ query: '100%' })).body.dealers).toEqual([]);

    const bulk = await get({ query: 'bulk' });
    expect(bulk.body.dealers).toHaveLength(15);
    expect(bulk.body.pagination).toEqual({ page: 1, limit: 15, total: 16, pages: 2 });
    expect((await get({ query: 'bulk', page: '2' })).body.dealers.map((d: { name: string }) => d.name)).toEqual(['Bulk Dealer 15']);
    expect((await get({ active: 'maybe' })).status).toBe(400);
  });

  it('turns a dealer’s participation on and off, apart from its login', async () => {
    const dealer = await aDealer(service.db);
    const off = await service.request.put(`/api/admin/dealer/${dealer}/active`).set(...(await admin())).send({ active: false });
    expect(off.status).toBe(200);
    expect(off.body.dealer).toMatchObject({ active: false });
    expect((await service.db.models.User.findByPk(dealer))!.deactivated).toBe(false);
    expect((await auditOf(dealer)).at(-1)).toMatchObject({ action: 'dealer.updated' });
    expect((await service.request.put(`/api/admin/dealer/${dealer}/active`).set(...(await admin())).send({ active: 'no' })).status).toBe(400);
  });

  describe('dealer logins', () => {
    let invited = '';
    let withPassword = '';
    let deactivated = '';
    beforeAll(async () => {
      invited = (await create(record({ name: 'Invited Moto', email: 'invited@example.com', dealerId: 'D40001' }))).body.dealer._id;
      withPassword = await aDealer(service.db, { name: 'Password Moto', email: 'password.moto@example.com' });
      deactivated = await aDealer(service.db, { name: 'Switched Off Moto', deactivated: true });
      await service.deliver();
    });
    const invite = async (id: string) => service.request.post(`/api/admin/dealer-login/${id}/invite`).set(...(await admin())).send({});
    const logins = async (query: Record<string, string>) => service.request.get('/api/admin/dealer-logins').query(query).set(...(await admin()));

    it('lists the logins with their status, filtered', async () => {
      const all = await logins({ query: 'moto' });
      const byName = Object.fromEntries(all.body.logins.map((l: { name: string; status: string }) => [l.name, l.status]));
      expect(byName).toMatchObject({ 'Invited Moto': 'invited', 'Password Moto': 'active', 'Switched Off Moto': 'deactivated' });
      const invitedRow = all.body.logins.find((l: { name: string }) => l.name === 'Invited Moto');
      expect(invitedRow).toMatchObject({ email: 'invited@example.com', dealerId: 'D40001', loginCount: 0, emailVerified: false });
      expect(invitedRow.linkSentAt).toBeTruthy();
      expect(new Date(invitedRow.linkExpiresAt).getTime() - new Date(invitedRow.linkSentAt).getTime()).toBe(7 * 86_400_000);

      expect((await logins({ query: 'moto', status: 'invited' })).body.logins.map((l: { name: string }) => l.name)).toEqual(['Invited Moto']);
      expect((await logins({ query: 'moto', status: 'deactivated' })).body.logins.map((l: { name: string }) => l.name)).toEqual(['Switched Off Moto']);
      expect((await logins({ query: 'moto', status: 'active' })).body.logins.map((l: { name: string }) => l.name)).toContain('Password Moto');
      expect((await logins({ status: 'sleeping' })).status).toBe(400);
    });

    it('sends the invitation again to a login without a password, not twice within a minute', async () => {
      const soon = await invite(invited);
      expect(soon.status).toBe(429);
      expect(soon.body.code).toBe('LINK_TOO_SOON');
      expect(soon.headers['retry-after']).toBeTruthy();

      service.clock.advance(61_000);
      const res = await invite(invited);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sent: 'invitation' });
      await service.deliver();
      const mails = service.mailer.to('invited@example.com');
      expect(mails).toHaveLength(2);
      expect(mails.at(-1)!.subject).toBe('You have a dealer login for Race Rewards: set your password');
      expect((await auditOf(invited)).at(-1)).toMatchObject({ action: 'dealer.invitation.sent', actor_id: adminId });
    });

    it('mails a password reset to a login with a password', async () => {
      const res = await invite(withPassword);
      expect(res.body).toEqual({ sent: 'reset' });
      await service.deliver();
      const mail = service.mailer.last('password.moto@example.com');
      expect(mail.subject).toBe('Reset your Race Rewards password');
      expect(linkIn(mail.text)).toContain('/forgot-password-reset?token=');
      expect((await auditOf(withPassword)).at(-1)).toMatchObject({ action: 'dealer.reset.sent' });
      const login = await service.request.get(`/api/admin/dealer-login/${withPassword}`).set(...(await admin()));
      expect(new Date(login.body.login.linkExpiresAt).getTime() - new Date(login.body.login.linkSentAt).getTime()).toBe(60 * 60_000);
    });

    it('refuses a deactivated login with a clear message, and an unknown one', async () => {
      const res = await invite(deactivated);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'DEALER_LOGIN_DEACTIVATED', message: 'This dealer login is deactivated. Activate it before sending an invitation or a password reset.' });
      expect((await invite('nobody')).status).toBe(404);
    });

    it('invites an unproven login again at its corrected e-mail; the old link stops working', async () => {
      service.clock.advance(61_000);
      const oldLink = linkIn(service.mailer.last('invited@example.com').text);
      const res = await service.request
        .put(`/api/admin/dealer/${invited}`)
        .set(...(await admin()))
        .send(record({ name: 'Invited Moto', email: 'invited.fixed@example.com', dealerId: 'D40001' }));
      expect(res.status).toBe(200);
      await service.deliver();
      expect(service.mailer.last('invited.fixed@example.com').subject).toBe('You have a dealer login for Race Rewards: set your password');
      const stale = await service.request
        .post('/internal/password-reset/complete')
        .set(...(await asService()))
        .send({ token: tokenOf(oldLink), password: 'Password1', confirmPassword: 'Password1' });
      expect(stale.status).toBe(400);
      expect(stale.body.code).toBe('RESET_TOKEN_INVALID');
    });
  });
});
