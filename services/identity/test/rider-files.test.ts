import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, mergeConfirmationText } from '@rr/contracts';
import { aDealer, anAdmin, aRider } from './factories.js';
import { as, rowsOf, startTestService, type TestService } from './helpers.js';

/** Pictures and other files made here, so each test says what it sends. */
const noise = (width: number, height: number) => Buffer.alloc(width * height * 3).map((_, i) => (i * 7919) % 251);
const aPng = (width = 1200, height = 800) => sharp(noise(width, height), { raw: { width, height, channels: 3 } }).png().toBuffer();
const aJpeg = (width = 900, height = 600) => sharp(noise(width, height), { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
const aGif = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).gif().toBuffer();
const A_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const A_TEXT = Buffer.from('This is not a picture at all, just some words.\n');

type Caller = [string, string];

describe('riders’ documents, photos and timecards', () => {
  let service: TestService;
  let adminId: string;
  let dealerId: string;
  beforeAll(async () => {
    service = await startTestService('rider_files');
    adminId = await anAdmin(service.db);
    dealerId = await aDealer(service.db);
  });
  afterAll(() => service.close());

  const asRider = (riderId: string) => as('rider', riderId);
  const asAdmin = () => as('admin', adminId);
  const upload = (riderId: string, kind: string | null, file: Buffer, filename: string, caller: Caller, options: { role?: string; contentType?: string } = {}) => {
    const req = service.request.post(`/api/${options.role ?? 'rider'}/rider/${riderId}/upload-id-files`).set(...caller);
    if (kind !== null) req.field('kind', kind);
    return req.attach('file', file, { filename, ...(options.contentType ? { contentType: options.contentType } : {}) });
  };
  const documentRows = (riderId: string) => rowsOf(service.db, 'SELECT kind, storage_key, file_name, content_type, size_bytes, uploaded_by FROM rider_documents WHERE rider_id = ? ORDER BY kind', [riderId]);
  const storedKeys = (riderId: string): string[] => {
    const walk = (dir: string, prefix: string): string[] => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return [];
      }
      return entries.flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
    };
    return walk(path.join(service.storage.root, 'riders', riderId), `riders/${riderId}/`).sort();
  };
  const riderRow = async (riderId: string) => (await rowsOf(service.db, 'SELECT licence_received_at, w9_received_at FROM riders WHERE user_id = ?', [riderId]))[0]!;
  const payoutFacts = async (riderId: string) =>
    (await service.request.post('/internal/riders/payout-facts').set(...(await as('service', 'payouts'))).send({ riderIds: [riderId] })).body.riders[0];

  describe('POST /api/rider/rider/{riderId}/upload-id-files', () => {
    it('keeps a licence and a W-9 as sent, sets their received dates, and the payout rules then see the documents on file', async () => {
      const rider = await aRider(service.db, service.outbox, { profile: { pro: true } });
      const licence = await aPng();
      expect((await payoutFacts(rider)).documentsOnFile).toBe(false);

      const sent = await upload(rider, 'licence', licence, 'My licence.png', await asRider(rider));

      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ document: { kind: 'licence', fileName: 'My licence.png', contentType: 'image/png', size: licence.length, uploadedAt: expect.any(String) } });
      const [row] = await documentRows(rider);
      expect(row).toMatchObject({ kind: 'licence', content_type: 'image/png', uploaded_by: rider });
      expect((await service.storage.get(String(row!.storage_key)))?.bytes.equals(licence)).toBe(true);
      expect((await riderRow(rider)).licence_received_at).not.toBeNull();
      expect((await riderRow(rider)).w9_received_at).toBeNull();
      expect((await payoutFacts(rider)).documentsOnFile).toBe(false);

      expect((await upload(rider, 'w9', await aJpeg(), 'w9.jpg', await asRider(rider))).status).toBe(201);
      expect((await riderRow(rider)).w9_received_at).not.toBeNull();
      expect((await payoutFacts(rider)).documentsOnFile).toBe(true);
    });

    it('shows the documents’ status on the rider view: required for pros (paid in cash), not for amateurs', async () => {
      const pro = await aRider(service.db, service.outbox, { profile: { pro: true } });
      const amateur = await aRider(service.db, service.outbox);
      const view = async (riderId: string) => (await service.request.get(`/api/rider/rider/${riderId}`).set(...(await asRider(riderId)))).body.rider;

      expect(await view(pro)).toMatchObject({ documentsRequired: true, requiredDocuments: ['licence', 'w9'], documents: { licence: null, w9: null } });
      expect(await view(amateur)).toMatchObject({ documentsRequired: false, requiredDocuments: [], documents: { licence: null, w9: null } });

      const sent = await upload(pro, 'licence', await aPng(), 'licence.png', await asRider(pro));
      expect((await view(pro)).documents).toEqual({ licence: { uploadedAt: sent.body.document.uploadedAt }, w9: null });
      // Staff read the same; the till's view of a rider carries no documents.
      expect((await service.request.get(`/api/admin/rider/${pro}`).set(...(await asAdmin()))).body.rider.documents.licence).not.toBeNull();
      expect((await service.request.get(`/api/dealer/rider/${pro}`).set(...(await as('dealer', dealerId)))).body.rider).not.toHaveProperty('documents');
    });

    it('asks a pro living outside the US for the licence only: the payout rules count it complete without a W-9', async () => {
      const canadian = await aRider(service.db, service.outbox, { profile: { pro: true, country: 'CA', state: 'ON' } });
      const view = async () => (await service.request.get(`/api/rider/rider/${canadian}`).set(...(await asRider(canadian)))).body.rider;
      expect(await view()).toMatchObject({ documentsRequired: true, requiredDocuments: ['licence'] });
      expect((await payoutFacts(canadian)).documentsOnFile).toBe(false);
      expect((await upload(canadian, 'licence', await aPng(), 'licence.png', await asRider(canadian))).status).toBe(201);
      expect((await payoutFacts(canadian)).documentsOnFile).toBe(true);
      // Moving to the US makes the W-9 a requirement again.
      await service.db.models.Rider.update({ country: 'US', state: 'WA' }, { where: { userId: canadian } });
      expect(await view()).toMatchObject({ requiredDocuments: ['licence', 'w9'] });
      expect((await payoutFacts(canadian)).documentsOnFile).toBe(false);
    });

    it('replaces the previous document of that kind: one row, the new bytes, the old ones removed from storage', async () => {
      const rider = await aRider(service.db, service.outbox);
      await upload(rider, 'licence', await aPng(600, 400), 'old.png', await asRider(rider));
      const [before] = await documentRows(rider);
      await upload(rider, 'w9', await aPng(500, 500), 'w9.png', await asRider(rider));
      const newer = await aJpeg();

      const again = await upload(rider, 'licence', newer, 'new.jpg', await asRider(rider));

      expect(again.status).toBe(201);
      const rows = await documentRows(rider);
      expect(rows.map((row) => [row.kind, row.file_name, row.content_type])).toEqual([
        ['licence', 'new.jpg', 'image/jpeg'],
        ['w9', 'w9.png', 'image/png'],
      ]);
      expect(rows[0]!.storage_key).not.toBe(before!.storage_key);
      expect(await service.storage.get(String(before!.storage_key))).toBeNull();
      expect((await service.storage.get(String(rows[0]!.storage_key)))?.bytes.equals(newer)).toBe(true);
      expect(storedKeys(rider)).toEqual([rows[0]!.storage_key, rows[1]!.storage_key].sort());
    });

    it('keeps exactly one licence and no orphan file when two uploads race', async () => {
      const rider = await aRider(service.db, service.outbox);
      const caller = await asRider(rider);
      const [a, b] = await Promise.all([upload(rider, 'licence', await aPng(300, 200), 'a.png', caller), upload(rider, 'licence', await aJpeg(200, 300), 'b.jpg', caller)]);

      expect([a.status, b.status]).toEqual([201, 201]);
      const rows = await documentRows(rider);
      expect(rows.length).toBe(1);
      expect(storedKeys(rider)).toEqual([rows[0]!.storage_key]);
    });

    it('resizes a photo to 512 × 512 JPEG without its metadata and makes it the rider’s picture', async () => {
      const rider = await aRider(service.db, service.outbox);
      const photo = await sharp(noise(1600, 900), { raw: { width: 1600, height: 900, channels: 3 } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Somebody', Make: 'PhoneCam' } })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const sent = await upload(rider, 'photo', photo, 'me.jpg', await asRider(rider));

      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ profileImage: expect.stringMatching(new RegExp(`^/api/rider-photos/${rider}\\?v=[0-9a-f]{12}$`)) });
      const [row] = await documentRows(rider);
      const kept = (await service.storage.get(String(row!.storage_key)))!;
      const meta = await sharp(kept.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 512, 512, undefined]);
      expect(kept.contentType).toBe('image/jpeg');
      // The sidebar's and the till's picture.
      const user = (await service.request.get(`/internal/users/${rider}`).set(...(await as('service', 'bff')))).body.user;
      expect(user.profileImage).toBe(sent.body.profileImage);
      // A new photo, a new URL.
      const second = await upload(rider, 'photo', await aPng(300, 700), 'me.png', await asRider(rider));
      expect(second.body.profileImage).not.toBe(sent.body.profileImage);
      expect(await service.storage.get(String(row!.storage_key))).toBeNull();
    });

    it('refuses files that lie about their type, are empty, too large, not pictures or not PNG/JPEG, each with its code; nothing is kept', async () => {
      const rider = await aRider(service.db, service.outbox);
      const caller = await asRider(rider);
      const truncated = (await aPng(300, 300)).subarray(0, 1500);
      const huge = await sharp({ create: { width: 10_050, height: 10_000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
      const cases: Array<[string, Buffer, string, string | undefined, number, string, Record<string, unknown>?]> = [
        ['a PDF renamed .png', A_PDF, 'licence.png', undefined, 400, 'FILE_TYPE_MISMATCH', { declared: 'PNG', actual: 'PDF' }],
        ['a PDF declared image/png', A_PDF, 'licence', 'image/png', 400, 'FILE_TYPE_MISMATCH', { declared: 'PNG', actual: 'PDF' }],
        ['a JPEG named .png', await aJpeg(), 'licence.png', undefined, 400, 'FILE_TYPE_MISMATCH', { declared: 'PNG', actual: 'JPEG' }],
        ['a GIF renamed .jpg', await aGif(), 'licence.jpg', undefined, 400, 'FILE_TYPE_MISMATCH', { declared: 'JPEG', actual: 'GIF' }],
        ['text renamed .png', A_TEXT, 'licence.png', undefined, 400, 'FILE_NOT_IMAGE'],
        ['a PDF', A_PDF, 'licence.pdf', 'application/pdf', 400, 'FILE_NOT_IMAGE'],
        ['a GIF', await aGif(), 'licence.gif', 'image/gif', 400, 'FILE_IMAGE_TYPE', { type: 'GIF' }],
        ['an empty file', Buffer.alloc(0), 'licence.png', undefined, 400, 'FILE_EMPTY'],
        ['a broken PNG', truncated, 'licence.png', undefined, 400, 'FILE_IMAGE_BROKEN'],
        // A small file that would unpack to gigabytes is refused before it is decoded.
        ['a PNG of more than 100 megapixels', huge, 'licence.png', undefined, 400, 'FILE_IMAGE_BROKEN'],
        ['more than 10 MB', Buffer.concat([await aPng(10, 10), randomBytes(UPLOAD_MAX_BYTES)]), 'licence.png', undefined, 413, 'UPLOAD_TOO_LARGE'],
      ];
      for (const [what, bytes, filename, contentType, status, code, details] of cases) {
        const res = await upload(rider, 'licence', bytes, filename, caller, contentType ? { contentType } : {});
        expect([what, res.status, res.body.code], what).toEqual([what, status, code]);
        if (details) expect(res.body.details, what).toEqual(details);
      }
      // A photo is checked the same way.
      expect((await upload(rider, 'photo', A_PDF, 'me.jpg', caller)).body.code).toBe('FILE_TYPE_MISMATCH');
      expect((await upload(rider, 'photo', await aGif(), 'me.gif', caller)).body.code).toBe('FILE_IMAGE_TYPE');

      expect(await documentRows(rider)).toEqual([]);
      expect(storedKeys(rider)).toEqual([]);
      expect((await riderRow(rider)).licence_received_at).toBeNull();
    });

    it('answers with a translatable message (error.<code> of the catalogue) and English text', async () => {
      const rider = await aRider(service.db, service.outbox);
      const res = await upload(rider, 'licence', A_PDF, 'licence.png', await asRider(rider));
      expect(res.body).toEqual({ code: 'FILE_TYPE_MISMATCH', message: 'The file is named as PNG but its content is PDF. Upload the original file.', details: { declared: 'PNG', actual: 'PDF' } });
    });

    it('needs a kind among licence, w9, photo and a file', async () => {
      const rider = await aRider(service.db, service.outbox);
      const caller = await asRider(rider);
      const noKind = await upload(rider, null, await aPng(), 'x.png', caller);
      expect([noKind.status, noKind.body.code, noKind.body.details?.kind?.id]).toEqual([400, 'VALIDATION', 'validation.required']);
      const wrongKind = await upload(rider, 'passport', await aPng(), 'x.png', caller);
      expect([wrongKind.status, wrongKind.body.details?.kind?.id]).toEqual([400, 'validation.choice.invalid']);
      const noFile = await service.request.post(`/api/rider/rider/${rider}/upload-id-files`).set(...caller).field('kind', 'licence');
      expect([noFile.status, noFile.body.code]).toEqual([400, 'UPLOAD_MISSING']);
      expect(await documentRows(rider)).toEqual([]);
    });

    it('is the rider’s own: another rider, a dealer or an administrator under their own role cannot upload; a proxying administrator acts as the rider', async () => {
      const rider = await aRider(service.db, service.outbox);
      const other = await aRider(service.db, service.outbox);
      const png = await aPng();

      expect((await upload(rider, 'licence', png, 'x.png', await asRider(other))).status).toBe(403);
      expect((await upload(rider, 'licence', png, 'x.png', await asAdmin(), { role: 'admin' })).status).toBe(403);
      expect((await upload(rider, 'licence', png, 'x.png', await as('dealer', dealerId), { role: 'dealer' })).status).toBe(403);
      expect(await documentRows(rider)).toEqual([]);

      const proxied = await upload(rider, 'licence', png, 'x.png', await as('rider', rider, adminId));
      expect(proxied.status).toBe(201);
      expect((await documentRows(rider))[0]).toMatchObject({ uploaded_by: adminId });
      const audit = await rowsOf(service.db, "SELECT actor_id, details FROM audit_log WHERE subject_id = ? AND action = 'rider.document.uploaded'", [rider]);
      expect(audit.map((row) => [row.actor_id, JSON.parse(String(row.details)).kind])).toEqual([[adminId, 'licence']]);
    });
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
