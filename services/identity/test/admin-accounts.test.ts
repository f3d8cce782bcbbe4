import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, aDealer, anAdmin, aPromoter, aRider } from './factories.js';
import { as, asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

describe('account administration', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('admin_accounts');
    adminId = await anAdmin(service.db, { firstName: 'Ada', lastName: 'Lovelace' });
  });
  afterAll(() => service.close());

  const auditOf = (subjectId: string) => rowsOf(service.db, 'SELECT * FROM audit_log WHERE subject_id = ? ORDER BY id', [subjectId]);

  describe('PUT /api/admin/:type/:id/activation', () => {
    const put = async (type: string, id: string, body: object, caller?: [string, string]) =>
      service.request.put(`/api/admin/${type}/${id}/activation`).set(...(caller ?? (await as('admin', adminId)))).send(body);

    it('deactivates a rider, ending their sessions, and records who did it', async () => {
      const id = await aRider(service.db, service.outbox);
      const before = Date.now();

      const res = await put('rider', id, { deActivated: true });

      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ _id: id, deActivated: true });
      const user = await service.db.models.User.findByPk(id);
      expect(user!.deactivated).toBe(true);
      expect(user!.sessionsValidAfter!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({ action: 'account.deactivated', actor_id: adminId, subject_id: id, method: 'PUT', path: `/api/admin/rider/${id}/activation`, status: 200 });
    });

    it('activates a dealer and a promoter again', async () => {
      const dealer = await aDealer(service.db, { deactivated: true });
      const promoter = await aPromoter(service.db);

      const d = await put('dealer', dealer, { deActivated: false });
      const p = await put('promoter', promoter, { deActivated: true });

      expect(d.body.user).toMatchObject({ _id: dealer, deActivated: false });
      expect(p.body.user).toMatchObject({ _id: promoter, deActivated: true });
      expect((await auditOf(dealer))[0]).toMatchObject({ action: 'account.activated' });
    });

    it('answers 404 when the target is not of that type, and for admins', async () => {
      const dealer = await aDealer(service.db);

      expect((await put('rider', dealer, { deActivated: true })).status).toBe(404);
      expect((await put('admin', adminId, { deActivated: true })).status).toBe(404);
      expect((await service.db.models.User.findByPk(dealer))!.deactivated).toBe(false);
    });

    it('is for administrators only, and needs a boolean', async () => {
      const rider = await aRider(service.db, service.outbox);

      const byRider = await put('rider', rider, { deActivated: true }, await as('rider', rider));
      const notBoolean = await put('rider', rider, { deActivated: 'yes' });

      expect(byRider.status).toBe(403);
      expect(notBoolean.status).toBe(400);
    });
  });

  describe('POST /api/admin/riders-merge', () => {
    const merge = async (body: object, caller?: [string, string]) =>
      service.request.post('/api/admin/riders-merge').set(...(caller ?? (await as('admin', adminId)))).send(body);

    it('moves the bikes to the kept rider, removes the other and announces riders.merged in the same transaction', async () => {
      const keep = await aRider(service.db, service.outbox, { email: 'keep.me@example.com', bikes: [aBike()] });
      const remove = await aRider(service.db, service.outbox, { email: 'remove.me@example.com', bikes: [aBike(), aBike()] });

      const res = await merge({ keepRiderId: keep, deleteRiderId: remove, confirmation: '  delete remove.me@example.com   KEEP Keep.Me@example.com ' });

      expect(res.status).toBe(200);
      expect(res.body.rider).toMatchObject({ _id: keep, email: 'keep.me@example.com' });
      expect(res.body.rider.bikes).toHaveLength(3);
      expect(await service.db.models.Bike.count({ where: { riderId: keep } })).toBe(3);
      expect(await service.db.models.User.findByPk(remove)).toBeNull();
      expect(await service.db.models.Rider.findByPk(remove)).toBeNull();
      const merged = (await outboxRows(service.db)).filter((m) => m.topic === 'riders.merged');
      expect(merged.map((m) => m.payload)).toEqual([{ keptRiderId: keep, removedRiderId: remove }]);
      const [entry] = await auditOf(keep);
      expect(entry).toMatchObject({ action: 'riders.merged', actor_id: adminId });
      expect(JSON.parse(String(entry!.details))).toMatchObject({ removedRiderId: remove, removedEmail: 'remove.me@example.com', bikesMoved: 2 });
    });

    it('moves the removed rider’s favourite dealers the kept rider does not have yet', async () => {
      const keep = await aRider(service.db, service.outbox, { email: 'keep.favs@example.com' });
      const remove = await aRider(service.db, service.outbox, { email: 'remove.favs@example.com' });
      const [d1, d2] = [await aDealer(service.db), await aDealer(service.db)];
      await service.db.models.DealerFavourite.bulkCreate([
        { riderId: keep, dealerId: d1, createdAt: new Date() },
        { riderId: remove, dealerId: d1, createdAt: new Date() },
        { riderId: remove, dealerId: d2, createdAt: new Date() },
      ]);

      const res = await merge({ keepRiderId: keep, deleteRiderId: remove, confirmation: 'DELETE remove.favs@example.com KEEP keep.favs@example.com' });

      expect(res.status).toBe(200);
      const favourites = await service.db.models.DealerFavourite.findAll({ where: { riderId: [keep, remove] }, order: [['dealerId', 'ASC']] });
      expect(favourites.map((f) => [f.riderId, f.dealerId])).toEqual([d1, d2].sort().map((d) => [keep, d]));
    });

    it('refuses the same rider twice, a wrong confirmation and unknown riders', async () => {
      const keep = await aRider(service.db, service.outbox, { email: 'k2@example.com' });
      const remove = await aRider(service.db, service.outbox, { email: 'r2@example.com' });

      const same = await merge({ keepRiderId: keep, deleteRiderId: keep, confirmation: 'DELETE k2@example.com KEEP k2@example.com' });
      const swapped = await merge({ keepRiderId: keep, deleteRiderId: remove, confirmation: 'DELETE k2@example.com KEEP r2@example.com' });
      const unknown = await merge({ keepRiderId: keep, deleteRiderId: 'nobody', confirmation: 'DELETE x@example.com KEEP k2@example.com' });

      expect(same.body).toEqual({ code: 'MERGE_SAME_RIDER', message: 'Choose two different riders' });
      expect(swapped.status).toBe(400);
      expect(swapped.body).toEqual({
        code: 'MERGE_CONFIRMATION',
        message: 'Type DELETE and the email of the rider to delete, then KEEP and the email of the rider to keep',
      });
      expect(unknown.status).toBe(404);
      expect(await service.db.models.User.findByPk(remove)).not.toBeNull();
    });

    it('is for administrators only', async () => {
      const rider = await aRider(service.db, service.outbox);

      expect((await merge({ keepRiderId: rider, deleteRiderId: 'x', confirmation: '' }, await as('rider', rider))).status).toBe(403);
    });
  });

  describe('PUT /api/admin/admin/:adminId', () => {
    const put = async (id: string, body: object, caller?: [string, string]) =>
      service.request.put(`/api/admin/admin/${id}`).set(...(caller ?? (await as('admin', id)))).send(body);

    it('updates the own profile and answers it with the phone', async () => {
      const id = await anAdmin(service.db);

      const res = await put(id, { firstName: ' Grace ', lastName: 'Hopper', email: 'Grace.Hopper@Example.com', phone: '8005550123' });

      expect(res.status).toBe(200);
      expect(res.body.admin).toMatchObject({ _id: id, type: 'admin', firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com', phone: '8005550123' });
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({ action: 'admin.profile.updated', actor_id: id });
      expect(JSON.parse(String(entry!.details)).fields.sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
    });

    it("refuses another administrator's profile", async () => {
      const id = await anAdmin(service.db);

      const res = await put(id, { firstName: 'X', lastName: 'Y', email: 'x@example.com' }, await as('admin', adminId));

      expect(res.status).toBe(403);
    });

    it('answers EMAIL_TAKEN for an e-mail another account has, and VALIDATION for bad fields', async () => {
      const id = await anAdmin(service.db);
      const rider = await aRider(service.db, service.outbox);

      const taken = await put(id, { firstName: 'A', lastName: 'B', email: `${rider}@test.example.com` });
      const invalid = await put(id, { firstName: '', lastName: 'B', email: 'nope', phone: '12' });

      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('EMAIL_TAKEN');
      expect(invalid.body).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(invalid.body.details).sort()).toEqual(['email', 'firstName', 'phone']);
    });
  });

  describe('audit log', () => {
    it('records the entries the BFF sends and lists them newest first with names, filtered by user', async () => {
      const rider = await aRider(service.db, service.outbox, { profile: { firstName: 'Paula', lastName: 'Proxied' } });
      const record = async (body: object) => service.request.post('/internal/audit').set(...(await asService())).send(body);

      const started = await record({ action: 'proxy.start', actorId: adminId, subjectId: rider });
      service.clock.advance(5);
      await record({ action: 'proxy.request', actorId: adminId, subjectId: rider, method: 'PUT', path: '/api/rider/rider/x/pin', status: 200, details: { note: 'pin' } });
      service.clock.advance(5);
      await record({ action: 'proxy.stop', actorId: adminId, subjectId: rider });

      expect(started.status).toBe(201);
      const res = await service.request.get(`/api/admin/audit-log?userId=${rider}&limit=2`).set(...(await as('admin', adminId)));
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      expect(res.body.entries.map((e: { action: string }) => e.action)).toEqual(['proxy.stop', 'proxy.request']);
      expect(res.body.entries[1]).toEqual({
        _id: expect.any(String),
        at: expect.any(String),
        action: 'proxy.request',
        actorId: adminId,
        actorName: 'Ada Lovelace',
        subjectId: rider,
        subjectName: 'Paula Proxied',
        method: 'PUT',
        path: '/api/rider/rider/x/pin',
        status: 200,
        details: { note: 'pin' },
      });
    });

    it('refuses malformed entries, and the list to anyone but administrators', async () => {
      const bad = await service.request.post('/internal/audit').set(...(await asService())).send({ actorId: adminId });
      const byRider = await service.request.get('/api/admin/audit-log').set(...(await as('rider', 'r1')));

      expect(bad.status).toBe(400);
      expect(byRider.status).toBe(403);
    });
  });
});
