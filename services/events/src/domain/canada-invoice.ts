import { createHash, randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { UniqueConstraintError } from 'sequelize';
import { apiError, notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { Event, EventInvoice } from '../data-access/models.js';
import { programmeToday } from './programme-date.js';

/**
 * Canada invoices (spec §2 promoter tools; issue 11 item 4): for an event in Canada, an invoice in CAD of the
 * contingency posted for it (every paying class's places), which the promoter gives the maker to be funded.
 *
 * Numbering: `RR-<year>-<0001>`, a sequence per year with no gaps, taken under a row lock when an invoice is first
 * issued. An invoice is kept with a fingerprint of the payout table it states: downloading again while the table is
 * the same gives the same invoice (same number, same date); once the classes or amounts change, the next download
 * issues a new number, and the older invoice stays on record. Contingency is prize money the programme funds, not a
 * sale: no GST/HST is charged, and the invoice says so.
 */

export interface InvoiceLine {
  className: string;
  payoutType: 'cash' | 'dealerCredit';
  places: number[];
  total: number;
}

export interface InvoiceData {
  number: string;
  issuedOn: string;
  brand: string;
  event: Pick<Event, 'id' | 'title' | 'startDate' | 'endDate' | 'venue' | 'city' | 'state' | 'zipcode' | 'promoterId'>;
  lines: InvoiceLine[];
  totalCents: number;
  currency: string;
}

async function payoutLines(db: EventsDb, eventId: string): Promise<InvoiceLine[]> {
  const classes = await db.models.EventClass.findAll({ where: { eventId }, order: [['position', 'ASC'], ['id', 'ASC']] });
  const places = await db.models.ClassPlace.findAll({ where: { classId: classes.map((c) => c.id) }, order: [['place', 'ASC']] });
  return classes
    .filter((c): c is typeof c & { payoutType: 'cash' | 'dealerCredit' } => c.payoutType !== 'noPayout')
    .map((c) => {
      const amounts = places.filter((p) => p.classId === c.id).map((p) => p.amountCents);
      return { className: c.name, payoutType: c.payoutType, places: amounts, total: amounts.reduce((a, b) => a + b, 0) };
    })
    .filter((line) => line.total > 0);
}

const fingerprintOf = (lines: InvoiceLine[]) => createHash('sha256').update(JSON.stringify(lines)).digest('hex');

/** The event's invoice for its current payout table: the one already issued, or a new number. */
export async function issueInvoice(db: EventsDb, eventId: string, brand: string, now: Date = new Date()): Promise<InvoiceData> {
  const event = await db.models.Event.findByPk(eventId);
  if (!event) throw notFound('Event not found');
  if (event.country !== 'CA') throw apiError('INVOICE_CANADA_ONLY');
  const lines = await payoutLines(db, eventId);
  if (lines.length === 0) throw apiError('INVOICE_NOTHING_POSTED');
  const fingerprint = fingerprintOf(lines);
  const totalCents = lines.reduce((sum, line) => sum + line.total, 0);

  let invoice: EventInvoice | null = await db.models.EventInvoice.findOne({ where: { eventId, fingerprint } });
  if (!invoice) {
    try {
      invoice = await db.sequelize.transaction(async (transaction) => {
        const year = Number(programmeToday(now).slice(0, 4));
        const [sequence] = await db.models.InvoiceSequence.findOrCreate({ where: { year }, defaults: { year, lastNumber: 0 }, transaction });
        await sequence.reload({ transaction, lock: transaction.LOCK.UPDATE });
        const next = sequence.lastNumber + 1;
        await sequence.update({ lastNumber: next }, { transaction });
        return db.models.EventInvoice.create(
          { id: randomUUID(), number: `RR-${year}-${String(next).padStart(4, '0')}`, eventId, amountCents: totalCents, currency: 'CAD', fingerprint, issuedAt: now },
          { transaction },
        );
      });
    } catch (error) {
      // Two downloads at once: the other one issued it.
      if (!(error instanceof UniqueConstraintError)) throw error;
      invoice = await db.models.EventInvoice.findOne({ where: { eventId, fingerprint } });
      if (!invoice) throw error;
    }
  }
  return {
    number: invoice.number,
    issuedOn: programmeToday(invoice.issuedAt),
    brand,
    event,
    lines,
    totalCents: invoice.amountCents,
    currency: 'CAD',
  };
}

const money = (cents: number) => `CA$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const PAYOUT_LABEL = { cash: 'Cash', dealerCredit: 'Dealer credit' } as const;

/** The invoice as a PDF (A4-free Letter, Helvetica: every glyph of the programme's languages in WinAnsi). */
export function renderInvoicePdf(invoice: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, compress: options.compress ?? true, info: { Title: `Invoice ${invoice.number}`, Author: invoice.brand } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { event } = invoice;

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.brand);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Race contingency programme');
  doc.moveDown(1.5).fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).text(`Issued ${invoice.issuedOn}`).text('Currency: CAD');
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Event');
  doc.font('Helvetica').text(event.title);
  doc.text(event.startDate === event.endDate ? event.startDate : `${event.startDate} to ${event.endDate}`);
  doc.text([event.venue, [event.city, event.state].filter(Boolean).join(', '), event.zipcode, 'Canada'].filter(Boolean).join(' · '));
  doc.text(`Promoter account ${event.promoterId} · Event ${event.id}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Contingency posted for this event');
  doc.moveDown(0.5);
  for (const line of invoice.lines) {
    doc.font('Helvetica-Bold').text(`${line.className} (${PAYOUT_LABEL[line.payoutType]})`, { continued: true }).font('Helvetica').text(`   ${money(line.total)}`, { align: 'right' });
    doc.fontSize(9).fillColor('#555').text(line.places.map((amount, index) => `${index + 1}. ${money(amount)}`).join('   '));
    doc.fontSize(10).fillColor('#000').moveDown(0.4);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica').text('GST/HST: not charged (prize money funded by the programme, not a supply)', { continued: true }).text(`   ${money(0)}`, { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(12).text(`Total due: ${money(invoice.totalCents)}`, { align: 'right' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(
    `Payouts reach riders only for results uploaded within 7 days of the event. A new invoice number is issued if the payout table changes; this invoice (${invoice.number}) states the table as it stood on ${invoice.issuedOn}.`,
  );
  doc.end();
  return done;
}
