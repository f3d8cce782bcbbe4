import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeConfirmationText } from '@rr/contracts';
import { aRider } from './factories.js';
import { as, rowsOf, type TestService } from './helpers.js';
import { aPng, aJpeg, aGif, A_PDF, A_TEXT, riderFilesService, type Caller } from './rider-files-setup.js';

describe('riders’ documents, photos and timecards: reading, timecards, merging', () => {
  const { state, asRider, asAdmin, upload, documentRows, storedKeys, riderRow, payoutFacts } = riderFilesService('rider_files_reads');
  let service: TestService;
  let adminId: string;
  let dealerId: string;
  beforeAll(() => {
    ({ service, adminId, dealerId } = state);
  });

  describe('GET /api/{rider|admin}/rider/{riderId}/documents[/{kind}]', () => {
    let riderA: string;
    let riderB: string;
    let licence: Buffer;
    beforeAll(async () => {
      riderA = await aRider(service.db, service.outbox, { profile: { pro: true } });
      riderB = await aRider(service.db, service.outbox);
      licence = await aPng(700, 500);
      await upload(riderA, 'licence', licence, 'Führerschein scan.png', await asRider(riderA));
      await upload(riderA, 'photo', await aJpeg(), 'me.jpg', await asRider(riderA));
    });

    it('lists a rider’s documents to the rider (licence, W-9; never the photo)', async () => {
      const res = await service.request.get(`/api/rider/rider/${riderA}/documents`).set(...(await asRider(riderA)));
      expect(res.status).toBe(200);
      expect(res.body.documents).toEqual([{ kind: 'licence', fileName: 'Führerschein scan.png', contentType: 'image/png', size: licence.length, uploadedAt: expect.any(String) }]);
    });

    it('serves the document to its rider: private, never cached or sniffed, shown inline under its name', async () => {
      const res = await service.request.get(`/api/rider/rider/${riderA}/documents/licence`).set(...(await asRider(riderA))).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="F_hrerschein scan.png"; filename*=UTF-8''F%C3%BChrerschein%20scan.png`);
      expect(Buffer.from(res.body as Buffer).equals(licence)).toBe(true);
    });

    it('serves any rider’s documents to an administrator, and records that staff looked', async () => {
      const list = await service.request.get(`/api/admin/rider/${riderA}/documents`).set(...(await asAdmin()));
      expect(list.body.documents.map((d: { kind: string }) => d.kind)).toEqual(['licence']);
      const file = await service.request.get(`/api/admin/rider/${riderA}/documents/licence`).set(...(await asAdmin())).buffer(true);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.body as Buffer).equals(licence)).toBe(true);
      const audit = await rowsOf(service.db, "SELECT actor_id, details FROM audit_log WHERE subject_id = ? AND action = 'rider.document.viewed'", [riderA]);
      expect(audit.map((row) => [row.actor_id, JSON.parse(String(row.details)).kind])).toEqual([[adminId, 'licence']]);
    });

    it('refuses another rider (403) and dealers (403), and answers 404 for what is not on file', async () => {
      const asB = await asRider(riderB);
      expect((await service.request.get(`/api/rider/rider/${riderA}/documents`).set(...asB)).status).toBe(403);
      expect((await service.request.get(`/api/rider/rider/${riderA}/documents/licence`).set(...asB)).status).toBe(403);
      const dealer = await as('dealer', dealerId);
      expect((await service.request.get(`/api/dealer/rider/${riderA}/documents`).set(...dealer)).status).toBe(403);
      expect((await service.request.get(`/api/dealer/rider/${riderA}/documents/licence`).set(...dealer)).status).toBe(403);
      // Under another role's path than the caller's own.
      expect((await service.request.get(`/api/admin/rider/${riderA}/documents`).set(...(await asRider(riderA)))).status).toBe(403);
      expect((await service.request.get(`/api/rider/rider/${riderA}/documents/w9`).set(...(await asRider(riderA)))).status).toBe(404);
      expect((await service.request.get(`/api/rider/rider/${riderA}/documents/photo`).set(...(await asRider(riderA)))).status).toBe(404);
      expect((await service.request.get(`/api/admin/rider/nobody/documents`).set(...(await asAdmin()))).status).toBe(404);
    });

    it('serves the photo to its rider, dealers and staff, not to another rider; a deactivated rider’s not to dealers', async () => {
      const ok = await service.request.get(`/api/rider-photos/${riderA}`).set(...(await asRider(riderA))).buffer(true);
      expect([ok.status, ok.headers['content-type'], ok.headers['x-content-type-options']]).toEqual([200, 'image/jpeg', 'nosniff']);
      expect((await sharp(Buffer.from(ok.body as Buffer)).metadata()).width).toBe(512);
      expect((await service.request.get(`/api/rider-photos/${riderA}`).set(...(await as('dealer', dealerId)))).status).toBe(200);
      expect((await service.request.get(`/api/rider-photos/${riderA}`).set(...(await asAdmin()))).status).toBe(200);
      expect((await service.request.get(`/api/rider-photos/${riderA}`).set(...(await asRider(riderB)))).status).toBe(403);
      expect((await service.request.get(`/api/rider-photos/${riderA}`).set(...(await as('promoter', 'p1')))).status).toBe(403);
      expect((await service.request.get(`/api/rider-photos/${riderB}`).set(...(await asRider(riderB)))).status).toBe(404);

      const gone = await aRider(service.db, service.outbox);
      await upload(gone, 'photo', await aPng(), 'me.png', await asRider(gone));
      await service.db.models.User.update({ deactivated: true }, { where: { id: gone } });
      expect((await service.request.get(`/api/rider-photos/${gone}`).set(...(await as('dealer', dealerId)))).status).toBe(404);
      expect((await service.request.get(`/api/rider-photos/${gone}`).set(...(await asAdmin()))).status).toBe(200);
    });
  });

  describe('timecards: /api/admin/rider/{riderId}/timecard(s)', () => {
    const post = (riderId: string, file: Buffer, filename: string, caller: Caller) => service.request.post(`/api/admin/rider/${riderId}/timecard`).set(...caller).attach('file', file, { filename });
    const list = async (riderId: string) => (await service.request.get(`/api/admin/rider/${riderId}/timecards`).set(...(await asAdmin()))).body.timecards as Array<{ _id: string; fileName: string }>;

    it('uploads, lists, downloads and deletes a rider’s timecards (PDF, PNG, JPEG); the same file twice is kept once', async () => {
      const rider = await aRider(service.db, service.outbox);
      const admin = await asAdmin();

      const pdf = await post(rider, A_PDF, 'Round 3 timing.pdf', admin);
      expect(pdf.status).toBe(201);
      expect(pdf.body.timecard).toEqual({ _id: expect.any(String), fileName: 'Round 3 timing.pdf', contentType: 'application/pdf', size: A_PDF.length, uploadedAt: expect.any(String) });
      const again = await post(rider, A_PDF, 'copy.pdf', admin);
      expect([again.status, again.body.timecard._id]).toEqual([200, pdf.body.timecard._id]);
      service.clock.advance(1000);
      const png = await post(rider, await aPng(400, 300), 'scan.png', admin);
      expect(png.status).toBe(201);
      expect((await list(rider)).map((t) => t.fileName)).toEqual(['scan.png', 'Round 3 timing.pdf']);

      const file = await service.request.get(`/api/admin/rider/${rider}/timecard/${pdf.body.timecard._id}`).set(...admin).buffer(true);
      expect([file.status, file.headers['content-type'], file.headers['cache-control'], file.headers['x-content-type-options']]).toEqual([200, 'application/pdf', 'private, no-store', 'nosniff']);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Round 3 timing.pdf"/);
      expect(Buffer.from(file.body as Buffer).equals(A_PDF)).toBe(true);

      const key = String((await rowsOf(service.db, 'SELECT storage_key FROM rider_timecards WHERE id = ?', [pdf.body.timecard._id]))[0]!.storage_key);
      const removed = await service.request.delete(`/api/admin/rider/${rider}/timecard/${pdf.body.timecard._id}`).set(...admin);
      expect(removed.status).toBe(200);
      expect(removed.body.timecards.map((t: { fileName: string }) => t.fileName)).toEqual(['scan.png']);
      expect(await service.storage.get(key)).toBeNull();
      expect((await service.request.get(`/api/admin/rider/${rider}/timecard/${pdf.body.timecard._id}`).set(...admin)).status).toBe(404);
      expect((await service.request.delete(`/api/admin/rider/${rider}/timecard/${pdf.body.timecard._id}`).set(...admin)).status).toBe(404);
      const audit = await rowsOf(service.db, "SELECT action FROM audit_log WHERE subject_id = ? AND action LIKE 'rider.timecard.%' ORDER BY id", [rider]);
      expect(audit.map((row) => row.action)).toEqual(['rider.timecard.added', 'rider.timecard.added', 'rider.timecard.removed']);
    });

    it('refuses other types, lies and empty files, and answers 404 for another rider’s timecard or an unknown rider', async () => {
      const rider = await aRider(service.db, service.outbox);
      const other = await aRider(service.db, service.outbox);
      const admin = await asAdmin();
      const refusals: Array<[Buffer, string, string]> = [
        [await aGif(), 'card.gif', 'RIDER_TIMECARD_TYPE'],
        [A_TEXT, 'card.txt', 'RIDER_TIMECARD_TYPE'],
        [A_PDF, 'card.png', 'FILE_TYPE_MISMATCH'],
        [Buffer.alloc(0), 'card.pdf', 'FILE_EMPTY'],
      ];
      for (const [bytes, name, code] of refusals) {
        const res = await post(rider, bytes, name, admin);
        expect([name, res.status, res.body.code]).toEqual([name, 400, code]);
      }
      expect(await list(rider)).toEqual([]);
      expect(storedKeys(rider)).toEqual([]);

      const mine = await post(other, A_PDF, 'other.pdf', admin);
      expect((await service.request.get(`/api/admin/rider/${rider}/timecard/${mine.body.timecard._id}`).set(...admin)).status).toBe(404);
      expect((await service.request.delete(`/api/admin/rider/${rider}/timecard/${mine.body.timecard._id}`).set(...admin)).status).toBe(404);
      expect((await post('nobody', A_PDF, 'x.pdf', admin)).status).toBe(404);
      expect((await service.request.get('/api/admin/rider/nobody/timecards').set(...admin)).status).toBe(404);
    });

    it('is for administrators only', async () => {
      const rider = await aRider(service.db, service.outbox);
      const kept = await post(rider, A_PDF, 'kept.pdf', await asAdmin());
      for (const caller of [await asRider(rider), await as('dealer', dealerId), await as('rider', rider, adminId)]) {
        expect((await post(rider, A_PDF, 'x.pdf', caller)).status).toBe(403);
        expect((await service.request.get(`/api/admin/rider/${rider}/timecards`).set(...caller)).status).toBe(403);
        expect((await service.request.get(`/api/admin/rider/${rider}/timecard/${kept.body.timecard._id}`).set(...caller)).status).toBe(403);
        expect((await service.request.delete(`/api/admin/rider/${rider}/timecard/${kept.body.timecard._id}`).set(...caller)).status).toBe(403);
      }
      expect((await list(rider)).length).toBe(1);
    });
  });

  describe('riders merge', () => {
    it('moves the removed rider’s documents, photo and timecards to the kept rider; the kept rider’s own document wins', async () => {
      const kept = await aRider(service.db, service.outbox, { profile: { pro: true } });
      const removed = await aRider(service.db, service.outbox, { profile: { pro: true } });
      const keptLicence = await aPng(600, 400);
      await upload(kept, 'licence', keptLicence, 'kept-licence.png', await asRider(kept));
      await upload(removed, 'licence', await aJpeg(), 'removed-licence.jpg', await asRider(removed));
      await upload(removed, 'w9', await aPng(500, 500), 'removed-w9.png', await asRider(removed));
      const photo = await upload(removed, 'photo', await aJpeg(), 'me.jpg', await asRider(removed));
      const timecard = await service.request.post(`/api/admin/rider/${removed}/timecard`).set(...(await asAdmin())).attach('file', A_PDF, { filename: 't.pdf' });
      const removedLicenceKey = String((await documentRows(removed)).find((row) => row.kind === 'licence')!.storage_key);
      const removedW9At = (await riderRow(removed)).w9_received_at;

      const keptEmail = `${kept}@test.example.com`;
      const removedEmail = `${removed}@test.example.com`;
      const merged = await service.request
        .post('/api/admin/riders-merge')
        .set(...(await asAdmin()))
        .send({ keepRiderId: kept, deleteRiderId: removed, confirmation: mergeConfirmationText(removedEmail, keptEmail) });
      expect(merged.status).toBe(200);

      expect((await documentRows(kept)).map((row) => [row.kind, row.file_name])).toEqual([
        ['licence', 'kept-licence.png'],
        ['photo', 'photo.jpg'],
        ['w9', 'removed-w9.png'],
      ]);
      expect(await documentRows(removed)).toEqual([]);
      expect(await service.storage.get(removedLicenceKey)).toBeNull();
      const keptRow = await riderRow(kept);
      expect(keptRow.licence_received_at).not.toBeNull();
      expect(new Date(String(keptRow.w9_received_at)).getTime()).toBe(new Date(String(removedW9At)).getTime());
      expect((await payoutFacts(kept)).documentsOnFile).toBe(true);
      const w9 = await service.request.get(`/api/admin/rider/${kept}/documents/w9`).set(...(await asAdmin()));
      expect(w9.status).toBe(200);
      const timecards = (await service.request.get(`/api/admin/rider/${kept}/timecards`).set(...(await asAdmin()))).body.timecards;
      expect(timecards.map((t: { _id: string }) => t._id)).toEqual([timecard.body.timecard._id]);
      // The photo is the kept rider's picture now, under their id.
      const user = (await service.request.get(`/internal/users/${kept}`).set(...(await as('service', 'bff')))).body.user;
      expect(user.profileImage).toBe(photo.body.profileImage.replace(removed, kept));
      expect((await service.request.get(`/api/rider-photos/${kept}`).set(...(await asRider(kept)))).status).toBe(200);
      const audit = await rowsOf(service.db, "SELECT details FROM audit_log WHERE subject_id = ? AND action = 'riders.merged'", [kept]);
      const details = JSON.parse(String(audit[0]!.details)) as { filesMoved: string[]; timecardsMoved: number };
      expect([details.filesMoved.sort(), details.timecardsMoved]).toEqual([['photo', 'w9'], 1]);
    });
  });
});
