/**
 * Riders' documents, photos and timecards through the BFF to the real identity service (stack.ts): multipart uploads
 * pass the request guard and the proxy, files stream back with the service's own headers, and who may read what holds
 * end to end (the authorization matrix sends every row as every caller; this checks the answers themselves).
 */
import { describe, expect, it } from 'vitest';
import { DEMO, FOREIGN, stackForFile } from './stack.js';

/** A 2 × 2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQMgkTMgljgFAAEA4CcV2GZ44AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const stack = stackForFile();

const rider = DEMO.rider.id;
const binary = (res: { body: unknown }) => Buffer.from(res.body as Buffer);

describe('a rider’s documents through the BFF', () => {
  it('uploads a licence (multipart), lists it and reads the bytes back; staff read it too', async () => {
    const sent = await stack.agent('rider').post(`/api/rider/rider/${rider}/upload-id-files`).field('kind', 'licence').attach('file', PNG, { filename: 'licence.png', contentType: 'image/png' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.document).toMatchObject({ kind: 'licence', fileName: 'licence.png', contentType: 'image/png', size: PNG.length });

    const list = await stack.agent('rider').get(`/api/rider/rider/${rider}/documents`);
    expect(list.body.documents.map((d: { kind: string }) => d.kind)).toEqual(['licence']);

    const file = await stack.agent('rider').get(`/api/rider/rider/${rider}/documents/licence`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="licence.png"/);
    expect(binary(file).equals(PNG)).toBe(true);

    const staff = await stack.agent('admin').get(`/api/admin/rider/${rider}/documents/licence`).buffer(true);
    expect(staff.status).toBe(200);
    expect(binary(staff).equals(PNG)).toBe(true);
    // The rider view says the licence is on file.
    expect((await stack.agent('rider').get(`/api/rider/rider/${rider}`)).body.rider.documents.licence).toEqual({ uploadedAt: sent.body.document.uploadedAt });
  });

  it('refuses another rider (the service), a dealer and a promoter (the BFF), and anyone signed out', async () => {
    expect((await stack.foreignAgent('rider').get(`/api/rider/rider/${rider}/documents/licence`)).status).toBe(403);
    expect((await stack.foreignAgent('rider').post(`/api/rider/rider/${rider}/upload-id-files`).field('kind', 'w9').attach('file', PNG, 'w9.png')).status).toBe(403);
    const dealer = await stack.agent('dealer').get(`/api/dealer/rider/${rider}/documents/licence`);
    expect([dealer.status, dealer.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await stack.agent('promoter').get(`/api/promoter/rider/${rider}/documents`)).status).toBe(403);
    expect((await stack.agent('anonymous').get(`/api/rider/rider/${rider}/documents/licence`)).status).toBe(401);
  });

  it('answers a lying file with its translated code, and refuses an upload sent from another site', async () => {
    const lie = await stack.agent('rider').post(`/api/rider/rider/${rider}/upload-id-files`).field('kind', 'w9').attach('file', PDF, { filename: 'w9.png', contentType: 'image/png' });
    expect([lie.status, lie.body.code]).toEqual([400, 'FILE_TYPE_MISMATCH']);
    const crossSite = await stack
      .agent('rider')
      .post(`/api/rider/rider/${rider}/upload-id-files`)
      .set('Origin', 'https://evil.example.com')
      .field('kind', 'w9')
      .attach('file', PNG, 'w9.png');
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 'CROSS_SITE']);
    expect((await stack.agent('rider').get(`/api/rider/rider/${rider}/documents`)).body.documents.map((d: { kind: string }) => d.kind)).toEqual(['licence']);
  });

  it('makes an uploaded photo the session user’s picture, served to the rider, the till and staff', async () => {
    const sent = await stack.agent('rider').post(`/api/rider/rider/${rider}/upload-id-files`).field('kind', 'photo').attach('file', PNG, 'me.png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const session = await stack.agent('rider').get('/api/session');
    expect(session.body.user.profileImage).toBe(sent.body.profileImage);

    for (const caller of ['rider', 'dealer', 'admin'] as const) {
      const photo = await stack.agent(caller).get(sent.body.profileImage).buffer(true);
      expect([caller, photo.status, photo.headers['content-type']]).toEqual([caller, 200, 'image/jpeg']);
    }
    expect((await stack.foreignAgent('rider').get(sent.body.profileImage)).status).toBe(403);
    expect((await stack.agent('promoter').get(sent.body.profileImage)).status).toBe(403);
  });
});

describe('a rider’s timecards through the BFF (staff only)', () => {
  it('uploads, lists, downloads and deletes', async () => {
    const admin = stack.agent('admin');
    const sent = await admin.post(`/api/admin/rider/${FOREIGN.rider.id}/timecard`).attach('file', PDF, { filename: 'timing.pdf', contentType: 'application/pdf' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.timecard._id as string;

    expect((await admin.get(`/api/admin/rider/${FOREIGN.rider.id}/timecards`)).body.timecards.map((t: { _id: string }) => t._id)).toEqual([id]);
    const file = await admin.get(`/api/admin/rider/${FOREIGN.rider.id}/timecard/${id}`).buffer(true);
    expect([file.status, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(binary(file).equals(PDF)).toBe(true);
    expect((await stack.agent('rider').get(`/api/rider/rider/${FOREIGN.rider.id}/timecards`)).status).toBe(403);

    expect((await admin.delete(`/api/admin/rider/${FOREIGN.rider.id}/timecard/${id}`).send({})).body.timecards).toEqual([]);
  });
});
