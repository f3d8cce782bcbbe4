import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/** The text a PDF shows: every content stream inflated, the strings of its text operators decoded (WinAnsi fonts). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      texts.push([...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

describe('GET /api/event/:id/invoice.pdf (Canada invoices)', () => {
  let service: TestService;
  let canadian: string;
  beforeAll(async () => {
    service = await startTestService('canada_invoice');
    canadian = (
      await anEvent(service.db, {
        title: 'Barrie Motocross',
        country: 'CA',
        state: 'ON',
        zipcode: 'L4N 8Y2',
        city: 'Barrie',
        currency: 'CAD',
        promoterId: 'p-ca',
        classes: [
          { name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000] },
          { name: '250 Amateur', payoutType: 'dealerCredit', places: [40_000, 25_000] },
          { name: 'Pee Wee', payoutType: 'noPayout' },
        ],
      })
    ).id;
  });
  afterAll(() => service.close());

  const download = async (id: string, caller = as('promoter', 'p-ca')) => service.request.get(`/api/event/${id}/invoice.pdf`).set(...(await caller)).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

  it('is a numbered PDF in CAD of the paying classes, with the total and the tax line', async () => {
    const res = await download(canadian);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const year = new Date().getUTCFullYear();
    expect(res.headers['content-disposition']).toMatch(new RegExp(`invoice-RR-\\d{4}-0001\\.pdf`));
    const text = pdfText(res.body as Buffer);
    expect(text).toMatch(/Invoice RR-\d{4}-0001/);
    expect(text).toContain('Barrie Motocross');
    expect(text).toContain('Pro Open (Cash)');
    expect(text).toContain('CA$1,000.00');
    expect(text).toContain('250 Amateur (Dealer credit)');
    expect(text).toContain('CA$650.00');
    expect(text).not.toContain('Pee Wee');
    expect(text).toContain('GST/HST: not charged');
    expect(text).toContain('Total due: CA$1,650.00');
    expect(year).toBeGreaterThan(2000);
  });

  it('keeps its number while the payout table stays, and takes the next one when it changes', async () => {
    const again = pdfText((await download(canadian, as('admin'))).body as Buffer);
    expect(again).toMatch(/Invoice RR-\d{4}-0001/);
    await service.request
      .put(`/api/event/${canadian}/classes`)
      .set(...(await as('promoter', 'p-ca')))
      .send({ classes: [{ name: 'Pro Open', payoutType: 'cash', places: [60_000, 30_000, 20_000] }] });
    const changed = pdfText((await download(canadian)).body as Buffer);
    expect(changed).toMatch(/Invoice RR-\d{4}-0002/);
    expect(changed).toContain('Total due: CA$1,100.00');
    expect(await service.db.models.EventInvoice.count({ where: { eventId: canadian } })).toBe(2);
  });

  it('is for Canadian events with contingency, for their promoter and staff only', async () => {
    const american = await anEvent(service.db, { promoterId: 'p-ca', classes: [{ name: 'Pro', places: [100] }] });
    const us = await download(american.id);
    expect(us.status).toBe(404);
    const empty = await anEvent(service.db, { promoterId: 'p-ca', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD' });
    expect((await download(empty.id)).status).toBe(409);
    expect((await download(canadian, as('promoter', 'p-other'))).status).toBe(404);
    expect((await download(canadian, anonymous())).status).toBe(403);
    expect((await download(canadian, as('rider', 'r1'))).status).toBe(403);
  });
});
