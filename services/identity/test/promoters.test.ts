import { REJECT_REASON_MAX, applicationSeason } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

/** Promoters' yearly applications and the Promoter Manager (spec §3, §4, §7 "Promoters"). */
describe('promoter applications', () => {
  let service: TestService;
  const season = applicationSeason();
  beforeAll(async () => {
    service = await startTestService('promoters');
    await service.db.models.User.create({ id: 'admin-1', type: 'admin', email: 'staff@example.com', passwordHash: null, emailVerified: true });
    await service.db.models.Admin.create({ userId: 'admin-1', firstName: 'Sam', lastName: 'Staff' });
    await service.db.models.User.create({ id: 'rider-1', type: 'rider', email: 'rider@example.com', passwordHash: null, emailVerified: true });
  });
  afterAll(() => service.close());

  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'High Plains Racing',
    contactName: 'Jo Rivera',
    email: 'jo@highplains.example.com',
    phone: '3035550111',
    addressLine1: '1 Speedway Rd',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'US',
    seasonYear: season,
    seriesName: 'High Plains Flat Track',
    averageEntries: 80,
    racesCount: 6,
    amaSanctioned: false,
    otherSanction: 'Colorado Flat Track Association',
    mixedClasses: true,
    tracks: [{ name: 'Colorado Springs Oval', website: 'https://oval.example.com' }, { name: 'Pueblo Fairgrounds' }],
    locale: 'fr',
    ...overrides,
  });
  const apply = async (body: object, promoterId?: string) =>
    service.request
      .post('/internal/promoter-applications')
      .set(...(await asService()))
      .send({ ...body, ...(promoterId ? { promoterId } : {}) });
  const admin = () => as('admin', 'admin-1');
  const userOf = (email: string) => service.db.models.User.findOne({ where: { email } });

  let applicantId = '';

  it('takes an application: a promoter without a password, pending, the answers and tracks kept, the receipt mailed in their language', async () => {
    const res = await apply(application());
    expect(res.status).toBe(201);
    const user = (await userOf('jo@highplains.example.com'))!;
    applicantId = user.id;
    expect(user).toMatchObject({ type: 'promoter', passwordHash: null, locale: 'fr' });
    expect(await service.db.models.Promoter.findByPk(user.id)).toMatchObject({ name: 'High Plains Racing', status: 'pending', active: false });
    expect(res.body.application).toMatchObject({
      seasonYear: season,
      status: 'pending',
      seriesName: 'High Plains Flat Track',
      amaSanctioned: false,
      otherSanction: 'Colorado Flat Track Association',
      tracks: [{ name: 'Colorado Springs Oval', website: 'https://oval.example.com' }, { name: 'Pueblo Fairgrounds' }],
    });
    await service.deliver();
    const mail = service.mailer.sent.at(-1)!;
    expect(mail.to).toBe('jo@highplains.example.com');
    expect(mail.subject).toBe(`Nous avons reçu votre candidature d’organisateur Race Rewards pour ${season}`);
    expect(mail.text).toContain('High Plains Flat Track');
  });

  it('refuses an incomplete application with field messages and stores nothing', async () => {
    const before = await service.db.models.PromoterApplication.count();
    const res = await apply(application({ email: 'new@example.com', otherSanction: '', tracks: [], averageEntries: 0, seriesName: '' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['averageEntries', 'otherSanction', 'seriesName', 'tracks']);
    expect(res.body.details.averageEntries.id).toBe('validation.number.range');
    expect(await service.db.models.PromoterApplication.count()).toBe(before);
    expect(await userOf('new@example.com')).toBeNull();
  });

  it('refuses a season that is neither this nor next year', async () => {
    const res = await apply(application({ email: 'past@example.com', seasonYear: season - 3 }));
    expect(res.status).toBe(400);
    expect(res.body.details.seasonYear.id).toBe('validation.number.range');
    expect(await userOf('past@example.com')).toBeNull();
  });

  it("asks an existing promoter to sign in, and refuses another kind of account's e-mail", async () => {
    const again = await apply(application());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROMOTER_SIGN_IN_TO_APPLY');
    const rider = await apply(application({ email: 'rider@example.com' }));
    expect(rider.status).toBe(409);
    expect(rider.body.code).toBe('EMAIL_TAKEN');
  });

  it('lists applicants for staff only, with the latest application and the summary', async () => {
    const list = await service.request.get('/api/promoters?status=pending&query=plains').set(...(await admin()));
    expect(list.status).toBe(200);
    expect(list.body.promoters).toHaveLength(1);
    expect(list.body.promoters[0]).toMatchObject({ _id: applicantId, status: 'pending', seriesName: 'High Plains Flat Track', seasonYear: season, hasPassword: false, applications: 1 });
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 15, total: 1 });
    const summary = await service.request.get('/api/promoters/summary').set(...(await admin()));
    expect(summary.body).toMatchObject({ year: season, pending: 1, appliedThisYear: 1 });
    expect((await service.request.get('/api/promoters').set(...(await as('promoter', applicantId)))).status).toBe(403);
  });

  it('approves: active, history with who and when, audited, and a set-password link that verifies the e-mail', async () => {
    const res = await service.request.put(`/api/admin/promoter/${applicantId}/approve`).set(...(await admin()));
    expect(res.status).toBe(200);
    expect(res.body.promoter).toMatchObject({ status: 'approved', active: true });
    expect(res.body.applications[0].history.map((h: { action: string }) => h.action)).toEqual(['submitted', 'approved']);
    expect(res.body.applications[0].history[1]).toMatchObject({ actorName: 'Sam Staff', fromStatus: 'pending', toStatus: 'approved' });
    // The events service hears of the season and its sanctioning bodies (for results.published).
    const seasons = (await outboxRows(service.db)).filter((row) => row.topic === 'promoter.season');
    expect(seasons.at(-1)!.payload).toMatchObject({ promoterId: applicantId, seasonYear: season, status: 'approved', sanctioningBodies: ['Colorado Flat Track Association'] });
    const audit = await rowsOf(service.db, "SELECT action, actor_id, subject_id FROM audit_log WHERE action = 'promoter.approved'");
    expect(audit).toEqual([{ action: 'promoter.approved', actor_id: 'admin-1', subject_id: applicantId }]);

    // A double click changes nothing more.
    const again = await service.request.put(`/api/admin/promoter/${applicantId}/approve`).set(...(await admin()));
    expect(again.body.applications[0].history).toHaveLength(2);

    await service.deliver();
    const mail = service.mailer.sent.at(-1)!;
    expect(mail.subject).toBe(`Votre candidature d’organisateur Race Rewards pour ${season} est acceptée`);
    const token = /forgot-password-reset\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const done = await service.request.post('/internal/password-reset/complete').set(...(await asService())).send({ token, password: 'Password9', confirmPassword: 'Password9' });
    expect(done.status).toBe(200);
    const user = (await userOf('jo@highplains.example.com'))!;
    expect(user.passwordHash).toBeTruthy();
    expect(user.emailVerified).toBe(true);
  });

  it('undoes the approval back to pending (inactive again), then has nothing left to undo', async () => {
    const res = await service.request.put(`/api/admin/promoter/${applicantId}/undo`).set(...(await admin()));
    expect(res.status).toBe(200);
    expect(res.body.promoter).toMatchObject({ status: 'pending', active: false });
    expect(res.body.applications[0].history.map((h: { action: string }) => h.action)).toEqual(['submitted', 'approved', 'undone']);
    const none = await service.request.put(`/api/admin/promoter/${applicantId}/undo`).set(...(await admin()));
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NOTHING_TO_UNDO');
  });

  it('rejects and undoes a rejection; undo after approve-then-reject returns to approved', async () => {
    await service.request.put(`/api/admin/promoter/${applicantId}/approve`).set(...(await admin()));
    const rejected = await service.request.put(`/api/admin/promoter/${applicantId}/reject`).set(...(await admin()));
    expect(rejected.body.promoter.status).toBe('rejected');
    const undone = await service.request.put(`/api/admin/promoter/${applicantId}/undo`).set(...(await admin()));
    expect(undone.body.promoter.status).toBe('approved');
    const undoneAgain = await service.request.put(`/api/admin/promoter/${applicantId}/undo`).set(...(await admin()));
    expect(undoneAgain.body.promoter).toMatchObject({ status: 'pending', active: false });
  });

  it('lets a signed-in promoter re-apply for next season with their account (last answers to pre-fill), and refuses a decided season', async () => {
    await service.request.put(`/api/admin/promoter/${applicantId}/approve`).set(...(await admin()));
    const own = await service.request.get(`/api/promoter/promoter/${applicantId}`).set(...(await as('promoter', applicantId)));
    expect(own.status).toBe(200);
    expect(own.body.applications[0]).toMatchObject({ seasonYear: season, seriesName: 'High Plains Flat Track' });
    expect(own.body.applications[0].history).toEqual([]);

    const decided = await apply(application({ email: 'ignored@example.com' }), applicantId);
    expect(decided.status).toBe(409);
    expect(decided.body.code).toBe('APPLICATION_DECIDED');

    // The other season open for applications: next year's until October, this year's after (the season is next year's).
    const other = season === new Date().getUTCFullYear() ? season + 1 : season - 1;
    const next = await apply(application({ email: 'ignored@example.com', seasonYear: other, racesCount: 8 }), applicantId);
    expect(next.status).toBe(201);
    expect(next.body.application).toMatchObject({ seasonYear: other, status: 'pending', racesCount: 8, email: 'jo@highplains.example.com' });
    expect(await userOf('ignored@example.com')).toBeNull();
    const detail = await service.request.get(`/api/admin/promoter/${applicantId}`).set(...(await admin()));
    expect(detail.body.applications.map((a: { seasonYear: number }) => a.seasonYear)).toEqual([Math.max(season, other), Math.min(season, other)]);
    // The status is the latest season's.
    expect(detail.body.promoter.status).toBe(other > season ? 'pending' : 'approved');
  });

  it("keeps a promoter's record to themselves: another promoter gets 404, their own PUT changes it", async () => {
    expect((await service.request.get(`/api/promoter/promoter/${applicantId}`).set(...(await as('promoter', 'someone-else')))).status).toBe(404);
    const body = { name: 'High Plains Racing LLC', contactName: 'Jo Rivera', phone: '3035550199', addressLine1: '2 Speedway Rd', city: 'Denver', state: 'CO', zipcode: '80203', country: 'US' };
    expect((await service.request.put(`/api/promoter/promoter/${applicantId}`).set(...(await as('promoter', 'someone-else'))).send(body)).status).toBe(404);
    const res = await service.request.put(`/api/promoter/promoter/${applicantId}`).set(...(await as('promoter', applicantId))).send(body);
    expect(res.status).toBe(200);
    expect(await service.db.models.Promoter.findByPk(applicantId)).toMatchObject({ name: 'High Plains Racing LLC', phone: '3035550199', zipcode: '80203' });
  });

  it('bulk: approves and rejects all or none; deletes only applicants never approved, all or none', async () => {
    const a = await apply(application({ email: 'a@bulk.example.com', name: 'Bulk A' }));
    const b = await apply(application({ email: 'b@bulk.example.com', name: 'Bulk B' }));
    const ids = [a.body.application.promoterId, b.body.application.promoterId];
    const unknown = await service.request.post('/api/admin/promoters/reject').set(...(await admin())).send({ ids: [...ids, 'nobody'] });
    expect(unknown.status).toBe(404);
    expect((await service.db.models.Promoter.findByPk(ids[0]))!.status).toBe('pending');
    const rejected = await service.request.post('/api/admin/promoters/reject').set(...(await admin())).send({ ids });
    expect(rejected.body).toEqual({ updated: 2 });

    const refused = await service.request.post('/api/admin/promoters/delete').set(...(await admin())).send({ ids: [...ids, applicantId] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PROMOTER_NOT_DELETABLE');
    expect(await service.db.models.User.count({ where: { id: ids } })).toBe(2);

    const deleted = await service.request.post('/api/admin/promoters/delete').set(...(await admin())).send({ ids });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect(await service.db.models.User.count({ where: { id: ids } })).toBe(0);
    expect(await service.db.models.PromoterApplication.count({ where: { promoterId: ids } })).toBe(0);
  });

  it('rejects with a reason: kept with the step and in the audit, mailed once to the applicant in the language they applied in', async () => {
    const applied = await apply(application({ email: 'reason@example.com', name: 'Reason Racing', contactName: 'Kai Berger', locale: 'de' }));
    const id = applied.body.application.promoterId as string;
    // The language of the application decides, not the account's (which may have changed since).
    await service.db.models.User.update({ locale: 'en' }, { where: { id } });
    await service.deliver();
    const sentBefore = service.mailer.sent.length;

    const reason = 'Die Strecken liegen außerhalb des Programmgebiets.';
    const res = await service.request.put(`/api/admin/promoter/${id}/reject`).set(...(await admin())).send({ reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body.promoter.status).toBe('rejected');
    expect(res.body.applications[0].history.at(-1)).toMatchObject({ action: 'rejected', reason, actorName: 'Sam Staff' });
    const steps = await rowsOf(service.db, "SELECT e.reason FROM promoter_application_events e JOIN promoter_applications a ON a.id = e.application_id WHERE a.promoter_id = ? AND e.action = 'rejected'", [id]);
    expect(steps).toEqual([{ reason }]);
    const audit = await rowsOf(service.db, "SELECT details FROM audit_log WHERE action = 'promoter.rejected' AND subject_id = ?", [id]);
    expect(JSON.parse(String(audit[0]!.details))).toMatchObject({ reason, fromStatus: 'pending' });

    // A double click: still one rejection, one mail.
    const again = await service.request.put(`/api/admin/promoter/${id}/reject`).set(...(await admin())).send({ reason: 'Another reason' });
    expect(again.status).toBe(200);
    await service.deliver();
    const mails = service.mailer.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('reason@example.com');
    expect(mails[0]!.subject).toBe(`Deine Race Rewards-Veranstalterbewerbung für ${season} wurde nicht angenommen`);
    expect(mails[0]!.text).toContain('Danke für deine Bewerbung, Kai Berger.');
    expect(mails[0]!.text).toContain(`Angegebener Grund:\n\n${reason}\n`);
    expect(mails[0]!.text).not.toContain('Another reason');
  });

  it('rejects without a reason (the mail says none) and in bulk with one reason mailed to each', async () => {
    const one = await apply(application({ email: 'noreason@example.com', name: 'No Reason Racing', locale: 'en' }));
    await service.deliver();
    const sentBefore = service.mailer.sent.length;
    const res = await service.request.put(`/api/admin/promoter/${one.body.application.promoterId}/reject`).set(...(await admin()));
    expect(res.status).toBe(200);
    expect(res.body.applications[0].history.at(-1)).toMatchObject({ action: 'rejected', reason: null });
    await service.deliver();
    const [mail] = service.mailer.sent.slice(sentBefore);
    expect(mail!.subject).toBe(`Your Race Rewards promoter application for ${season} was not accepted`);
    expect(mail!.text).not.toContain('The reason given:');

    const a = await apply(application({ email: 'bulk-a@reason.example.com', name: 'Bulk Reason A', locale: 'fr' }));
    const b = await apply(application({ email: 'bulk-b@reason.example.com', name: 'Bulk Reason B', locale: 'sv' }));
    await service.deliver();
    const bulkBefore = service.mailer.sent.length;
    const ids = [a.body.application.promoterId, b.body.application.promoterId];
    const bulk = await service.request.post('/api/admin/promoters/reject').set(...(await admin())).send({ ids, reason: 'Season full' });
    expect(bulk.body).toEqual({ updated: 2 });
    await service.deliver();
    const sent = service.mailer.sent.slice(bulkBefore).sort((x, y) => x.to.localeCompare(y.to));
    expect(sent.map((m) => m.to)).toEqual(['bulk-a@reason.example.com', 'bulk-b@reason.example.com']);
    expect(sent[0]!.text).toContain('Motif indiqué :\n\nSeason full');
    expect(sent[1]!.text).toContain('Angivet skäl:\n\nSeason full');
  });

  it('refuses a reason that is too long (or not text) with 400, and rejects nothing', async () => {
    const applied = await apply(application({ email: 'toolong@example.com', name: 'Too Long Racing' }));
    const id = applied.body.application.promoterId as string;
    await service.deliver();
    const sentBefore = service.mailer.sent.length;
    const auditBefore = (await rowsOf(service.db, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'promoter.rejected'"))[0]!.n;

    const long = await service.request.put(`/api/admin/promoter/${id}/reject`).set(...(await admin())).send({ reason: 'x'.repeat(REJECT_REASON_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('VALIDATION');
    expect(long.body.details.reason.id).toBe('validation.maxLength');
    const notText = await service.request.put(`/api/admin/promoter/${id}/reject`).set(...(await admin())).send({ reason: 42 });
    expect(notText.status).toBe(400);
    const bulk = await service.request.post('/api/admin/promoters/reject').set(...(await admin())).send({ ids: [id], reason: 'y'.repeat(REJECT_REASON_MAX + 1) });
    expect(bulk.status).toBe(400);

    expect((await service.db.models.Promoter.findByPk(id))!.status).toBe('pending');
    expect((await service.db.models.PromoterApplication.findOne({ where: { promoterId: id } }))!.status).toBe('pending');
    expect((await rowsOf(service.db, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'promoter.rejected'"))[0]!.n).toBe(auditBefore);
    await service.deliver();
    expect(service.mailer.sent.length).toBe(sentBefore);
    // Exactly the longest reason is taken.
    const longest = await service.request.put(`/api/admin/promoter/${id}/reject`).set(...(await admin())).send({ reason: 'é'.repeat(REJECT_REASON_MAX) });
    expect(longest.status).toBe(200);
  });

  it('staff create an approved promoter at once: pending application, then approval with the login mail', async () => {
    const res = await service.request
      .post('/api/admin/promoters')
      .set(...(await admin()))
      .send({ ...application({ email: 'phone@example.com', name: 'Phone-in Racing', locale: undefined }), approve: true });
    expect(res.status).toBe(201);
    expect(res.body.promoter).toMatchObject({ email: 'phone@example.com', status: 'approved', active: true, hasPassword: false });
    expect(res.body.applications[0].history.map((h: { action: string }) => h.action)).toEqual(['submitted', 'approved']);
    const taken = await service.request.post('/api/admin/promoters').set(...(await admin())).send(application({ email: 'phone@example.com' }));
    expect(taken.status).toBe(409);
    expect((await service.request.post('/api/admin/promoters').set(...(await as('promoter', applicantId))).send(application({ email: 'x@example.com' }))).status).toBe(403);
  });
});
