import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary } from '@rr/server-kit/testing';
import { anEvent } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Timecards of an event (spec §2 "timecard upload"). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa2a9e1e50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('timecards', () => {
  let service: TestService;
  let eventId: string;
  beforeAll(async () => {
    service = await startTestService('timecards');
    eventId = (await anEvent(service.db, { promoterId: 'p-own' })).id;
  });
  afterAll(() => service.close());

  const upload = async (who: [string, string], bytes: Buffer, name: string) => service.request.post(`/api/event/${eventId}/timecards`).set(...who).attach('file', bytes, name);

  it('keeps a PNG or a PDF by its content, once per file, and gives it back to its promoter as an attachment', async () => {
    const owner = await as('promoter', 'p-own');
    const first = await upload(owner, PNG, 'moto 1 sheet.png');
    expect(first.status).toBe(201);
    expect(first.body.timecards).toEqual([expect.objectContaining({ fileName: 'moto 1 sheet.png', contentType: 'image/png', size: PNG.length })]);
    // The same file again is kept once; a PDF named .png is still a PDF.
    expect((await upload(owner, PNG, 'again.png')).body.timecards).toHaveLength(1);
    const pdf = await upload(owner, PDF, 'scan.png');
    expect(pdf.body.timecards.map((t: { contentType: string }) => t.contentType)).toEqual(['image/png', 'application/pdf']);

    const id = first.body.timecards[0]._id as string;
    const file = await service.request.get(`/api/event/${eventId}/timecard/${id}`).set(...owner).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment; filename="moto 1 sheet.png"');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('refuses what is not a PDF or a picture, and an empty file; nothing is kept', async () => {
    const owner = await as('promoter', 'p-own');
    const before = await service.db.models.EventTimecard.count();
    const text = await upload(owner, Buffer.from('name,place\nAda,1\n'), 'sheet.pdf');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('TIMECARD_TYPE');
    expect((await upload(owner, Buffer.alloc(0), 'empty.png')).body.code).toBe('UPLOAD_EMPTY');
    expect(await service.db.models.EventTimecard.count()).toBe(before);
  });

  it("another promoter can neither read, add nor remove the event's timecards", async () => {
    const owner = await as('promoter', 'p-own');
    const other = await as('promoter', 'p-other');
    const id = (await upload(owner, PNG, 'x.png')).body.timecards[0]._id as string;
    expect((await service.request.get(`/api/event/${eventId}/timecard/${id}`).set(...other)).status).toBe(404);
    expect((await upload(other, PNG, 'x.png')).status).toBe(403);
    expect((await service.request.delete(`/api/event/${eventId}/timecard/${id}`).set(...other)).status).toBe(403);
    const removed = await service.request.delete(`/api/event/${eventId}/timecard/${id}`).set(...(await as('admin', 'staff')));
    expect(removed.status).toBe(200);
    expect(removed.body.timecards.map((t: { _id: string }) => t._id)).not.toContain(id);
    expect((await service.request.delete(`/api/event/${eventId}/timecard/${id}`).set(...owner)).status).toBe(404);
  });
});
