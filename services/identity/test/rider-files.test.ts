import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@rr/contracts';
import { aRider } from './factories.js';
import { as, rowsOf, type TestService } from './helpers.js';
import { aPng, aJpeg, aGif, A_PDF, A_TEXT, noise, riderFilesService } from './rider-files-setup.js';

describe('riders’ documents and photos: uploads', () => {
  const { state, asRider, asAdmin, upload, documentRows, storedKeys, riderRow, payoutFacts } = riderFilesService('rider_files');
  let service: TestService;
  let adminId: string;
  let dealerId: string;
  beforeAll(() => {
    ({ service, adminId, dealerId } = state);
  });

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

});
