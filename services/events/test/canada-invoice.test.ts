import { inflateSync } from 'node:zlib';
import type { EventPayoutDecision } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary } from '@rr/server-kit/testing';
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
      // WinAnsi is Latin-1 but for 0x80–0x9F, where the invoice's dashes sit.
      texts.push([...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1').replace(/\x96/g, '–').replace(/\x97/g, '—')).join(''));
    }
  }
  return texts.join('\n');
}

type Decision = EventPayoutDecision;
const decision = (over: Partial<Decision> & Pick<Decision, 'className' | 'place' | 'outcome' | 'amountCents'>): Decision => ({
  resultId: `line-${over.className}-${over.place}`,
  riderId: 'r1',
  reason: over.outcome === 'paid' ? 'paid' : over.outcome === 'pending' ? 'documentsMissing' : 'notProgrammeRider',
  facts: {},
  currency: 'CAD',
  lotType: 'cash',
  withholdPercent: 0,
  ...over,
});

describe('GET /api/event/:id/invoice.pdf (Canada invoices)', () => {
  let service: TestService;
  let canadian: string;
  /** What payouts decided for the Canadian event's results: some places paid, one waiting, one not a programme rider. */
  const decisions: Decision[] = [
    decision({ className: 'Pro Open', place: 1, outcome: 'paid', amountCents: 50_000 }),
    decision({ className: 'Pro Open', place: 2, outcome: 'notPaid', amountCents: 0, riderId: null }),
    decision({ className: 'Pro Open', place: 3, outcome: 'paid', amountCents: 20_000, withholdPercent: 30 }),
    decision({ className: '250 Amateur', place: 1, outcome: 'paid', amountCents: 40_000, lotType: 'credit' }),
    decision({ className: '250 Amateur', place: 2, outcome: 'pending', amountCents: 25_000, lotType: 'credit' }),
    { ...decision({ className: null, place: null, outcome: 'paid', amountCents: 10_000, lotType: 'bonus' }), resultId: undefined, bonusId: 'holeshot' },
  ];
  beforeAll(async () => {
    service = await startTestService('canada_invoice');
    const event = await anEvent(service.db, {
      title: 'Barrie Motocross',
      startDate: '2030-05-02',
      endDate: '2030-05-03',
      venue: 'Barrie Speedway',
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
    });
    await event.update({ resultsVersion: 1 });
    canadian = event.id;
    service.invoiceSources.promoters.set('p-ca', {
      _id: 'p-ca', name: 'Barrie Motocross Club', addressLine1: '1 Speedway Road', addressLine2: 'Unit 4', city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA',
    });
    service.invoiceSources.payouts.set(canadian, { eventId: canadian, version: 1, decisions });
  });
  afterAll(() => service.close());

  const download = async (id: string, caller = as('promoter', 'p-ca')) => service.request.get(`/api/event/${id}/invoice.pdf`).set(...(await caller)).buffer(true).parse(binary);
  const errorOf = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8')) as { code: string };

  it('names the promoter by organisation and address and the event by title, days and venue, never by ids', async () => {
    const res = await download(canadian);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/invoice-RR-\d{4}-0001\.pdf/);
    const text = pdfText(res.body as Buffer);
    expect(text).toMatch(/Invoice RR-\d{4}-0001/);
    expect(text).toContain('Currency: CAD');
    expect(text).toContain('Barrie Motocross Club');
    expect(text).toContain('1 Speedway Road');
    expect(text).toContain('Unit 4');
    expect(text).toContain('Barrie, ON L4N 8Y2');
    expect(text).toContain('Barrie Motocross');
    expect(text).toContain('May 2 – 3, 2030');
    expect(text).toContain('Barrie Speedway · Barrie, ON · L4N 8Y2 · Canada');
    expect(text).not.toContain('p-ca');
    expect(text).not.toContain(canadian);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('totals what was paid, by class and place: not the payout table, not waiting or unpaid places, not bonuses', async () => {
    const text = pdfText((await download(canadian)).body as Buffer);
    expect(text).toContain('Contingency paid for this event');
    expect(text).toContain('Pro Open (Cash)');
    expect(text).toContain('CA$700.00');
    expect(text).toContain('1. CA$500.00   3. CA$200.00');
    expect(text).not.toContain('2. CA$300.00');
    expect(text).toContain('250 Amateur (Dealer credit)');
    expect(text).toContain('1. CA$400.00');
    expect(text).not.toContain('CA$250.00');
    expect(text).not.toContain('Pee Wee');
    expect(text).toContain('GST/HST: not charged');
    expect(text).toContain('Total due: CA$1,100.00');
    // The payout table's total (every place of every paying class) is not what is invoiced.
    expect(text).not.toContain('CA$1,650.00');
    expect(await service.db.models.EventInvoice.findOne({ where: { eventId: canadian } })).toMatchObject({ amountCents: 110_000, currency: 'CAD' });
  });

  it('keeps its number while what was paid stays, takes the next once a payout is paid, and waits for decisions of new results', async () => {
    const again = pdfText((await download(canadian, as('admin'))).body as Buffer);
    expect(again).toMatch(/Invoice RR-\d{4}-0001/);
    // A new payout table changes nothing that was paid: the same invoice.
    await service.request
      .put(`/api/event/${canadian}/classes`)
      .set(...(await as('promoter', 'p-ca')))
      .send({ classes: [{ name: 'Pro Open', payoutType: 'cash', places: [60_000, 30_000, 20_000] }, { name: '250 Amateur', payoutType: 'dealerCredit', places: [40_000, 25_000] }] });
    // Saving the table re-prices the results (a new version) that payouts has not decided yet.
    const version = (await service.db.models.Event.findByPk(canadian))!.resultsVersion;
    expect(version).toBe(2);
    const pending = await download(canadian);
    expect(pending.status).toBe(409);
    expect(errorOf(pending).code).toBe('INVOICE_PAYOUTS_PENDING');

    service.invoiceSources.payouts.set(canadian, { eventId: canadian, version, decisions });
    expect(pdfText((await download(canadian)).body as Buffer)).toMatch(/Invoice RR-\d{4}-0001/);

    // The waiting rider sent their documents: paid now, so the invoice is a new one.
    const paid = decisions.map((d) => (d.outcome === 'pending' ? { ...d, outcome: 'paid' as const, reason: 'paid' as const } : d));
    service.invoiceSources.payouts.set(canadian, { eventId: canadian, version, decisions: paid });
    const changed = pdfText((await download(canadian)).body as Buffer);
    expect(changed).toMatch(/Invoice RR-\d{4}-0002/);
    expect(changed).toContain('1. CA$400.00   2. CA$250.00');
    expect(changed).toContain('Total due: CA$1,350.00');
    expect(await service.db.models.EventInvoice.count({ where: { eventId: canadian } })).toBe(2);
  });

  it('is for Canadian events whose results paid, for their promoter and staff only', async () => {
    const american = await anEvent(service.db, { promoterId: 'p-ca', classes: [{ name: 'Pro', places: [100] }] });
    expect((await download(american.id)).status).toBe(404);
    const noResults = await anEvent(service.db, { promoterId: 'p-ca', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD', classes: [{ name: 'Pro', places: [100] }] });
    const empty = await download(noResults.id);
    expect(empty.status).toBe(409);
    expect(errorOf(empty).code).toBe('INVOICE_NOTHING_PAID');
    const nonePaid = await anEvent(service.db, { promoterId: 'p-ca', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD', classes: [{ name: 'Pro', places: [100] }] });
    await nonePaid.update({ resultsVersion: 1 });
    service.invoiceSources.payouts.set(nonePaid.id, { eventId: nonePaid.id, version: 1, decisions: [decision({ className: 'Pro', place: 1, outcome: 'notPaid', amountCents: 0 })] });
    expect(errorOf(await download(nonePaid.id)).code).toBe('INVOICE_NOTHING_PAID');
    expect(await service.db.models.EventInvoice.count({ where: { eventId: [noResults.id, nonePaid.id] } })).toBe(0);
    expect((await download(canadian, as('promoter', 'p-other'))).status).toBe(404);
    expect((await download(canadian, anonymous())).status).toBe(403);
    expect((await download(canadian, as('rider', 'r1'))).status).toBe(403);
  });
});
