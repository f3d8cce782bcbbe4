import { createHash, randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { UniqueConstraintError } from 'sequelize';
import { apiError, notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import type { EventPayoutDecision } from '@rr/contracts';
import type { InvoiceParty } from '@rr/contracts/server';
import type { Event, EventInvoice } from '../data-access/models/index.js';
import { findEvent } from '../data-access/event-records-repository.js';
import { findClassNamesInOrder, findInvoice, insertInvoice, takeInvoiceNumber } from '../data-access/invoices-repository.js';
import type { InvoiceSources } from './invoice-sources.js';
import { programmeToday } from './programme-date.js';

/**
 * Canada invoices (spec §2 promoter tools): for an event in Canada, an invoice of the contingency its results paid,
 * which the promoter gives the maker to be funded. It names the promoter by their organisation's name and address
 * (identity's) and the event by its title, dates and venue, and states what was paid: the payout decisions of the
 * event's result lines that paid (the payouts service's), by class and place, never the payout table, whose places a
 * class too small, a rider not in the programme or a DNF leaves unpaid. Both are asked of the services that own them
 * (InvoiceSources); nothing is invoiced while payouts has not yet decided the event's latest results.
 *
 * Numbering: `RR-<year>-<0001>`, a sequence per year with no gaps, taken under a row lock when an invoice is first
 * issued. An invoice is kept with a fingerprint of the paid lines it states: downloading again while they are the same
 * gives the same invoice (same number, same date); once what was paid changes (results corrected, a waiting payout
 * paid), the next download issues a new number, and the older invoice stays on record. Contingency is prize money the
 * programme funds, not a sale: no GST/HST is charged, and the invoice says so.
 */

/** One paid line's place and what it paid. */
export interface InvoicePlace {
  place: number | null;
  amountCents: number;
}

/** One class's paid lines, by place, and their total. */
export interface InvoiceLine {
  className: string;
  payoutType: 'cash' | 'dealerCredit';
  places: InvoicePlace[];
  total: number;
}

export interface InvoiceData {
  number: string;
  issuedOn: string;
  brand: string;
  promoter: InvoiceParty;
  event: Pick<Event, 'title' | 'startDate' | 'endDate' | 'venue' | 'city' | 'state' | 'zipcode'>;
  lines: InvoiceLine[];
  totalCents: number;
  currency: string;
}

/**
 * What the event's results paid, per class (in the payout table's order) and place: the result lines whose payout
 * decision is `paid`, in the event's currency. Bonuses are left out: the invoice is of the contingency a class's
 * places pay. Lines waiting (documents missing) are not paid yet, and come on a later invoice once they are.
 */
export function paidLines(decisions: readonly EventPayoutDecision[], classOrder: readonly string[], currency: string): InvoiceLine[] {
  const groups = new Map<string, InvoiceLine>();
  for (const decision of decisions) {
    if (!decision.resultId || decision.outcome !== 'paid' || decision.amountCents <= 0 || decision.currency !== currency) continue;
    const className = decision.className ?? '';
    const payoutType = decision.lotType === 'credit' ? 'dealerCredit' : 'cash';
    const key = `${className}\n${payoutType}`;
    const line = groups.get(key) ?? { className, payoutType, places: [], total: 0 };
    line.places.push({ place: decision.place, amountCents: decision.amountCents });
    line.total += decision.amountCents;
    groups.set(key, line);
  }
  const position = (name: string) => {
    const index = classOrder.indexOf(name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const lines = [...groups.values()];
  for (const line of lines) line.places.sort((a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER));
  return lines.sort((a, b) => position(a.className) - position(b.className) || a.className.localeCompare(b.className) || a.payoutType.localeCompare(b.payoutType));
}

const fingerprintOf = (currency: string, lines: InvoiceLine[]) => createHash('sha256').update(JSON.stringify({ currency, lines })).digest('hex');

/** The event's invoice for what its results paid now: the one already issued for the same lines, or a new number. */
export async function issueInvoice(db: EventsDb, sources: InvoiceSources, eventId: string, brand: string, now: Date = new Date()): Promise<InvoiceData> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Event not found');
  if (event.country !== 'CA') throw apiError('INVOICE_CANADA_ONLY');
  const [promoter, payouts] = await Promise.all([sources.promoter(event.promoterId), sources.eventPayouts(event.id)]);
  if (!promoter) throw notFound('Promoter not found');
  // Decisions of older results than the event's say nothing of what its current results paid.
  if (event.resultsVersion > 0 && (!payouts || payouts.version < event.resultsVersion)) throw apiError('INVOICE_PAYOUTS_PENDING');
  const classOrder = await findClassNamesInOrder(db, eventId);
  const lines = event.resultsVersion > 0 && payouts ? paidLines(payouts.decisions, classOrder, event.currency) : [];
  if (lines.length === 0) throw apiError('INVOICE_NOTHING_PAID');
  const fingerprint = fingerprintOf(event.currency, lines);
  const totalCents = lines.reduce((sum, line) => sum + line.total, 0);

  let invoice: EventInvoice | null = await findInvoice(db, eventId, fingerprint);
  if (!invoice) {
    try {
      invoice = await db.sequelize.transaction(async (transaction) => {
        const year = Number(programmeToday(now).slice(0, 4));
        const next = await takeInvoiceNumber(db, year, transaction);
        return insertInvoice(
          db,
          { id: randomUUID(), number: `RR-${year}-${String(next).padStart(4, '0')}`, eventId, amountCents: totalCents, currency: event.currency, fingerprint, issuedAt: now },
          transaction,
        );
      });
    } catch (error) {
      // Two downloads at once: the other one issued it.
      if (!(error instanceof UniqueConstraintError)) throw error;
      invoice = await findInvoice(db, eventId, fingerprint);
      if (!invoice) throw error;
    }
  }
  return {
    number: invoice.number,
    issuedOn: programmeToday(invoice.issuedAt),
    brand,
    promoter,
    event,
    lines,
    totalCents: invoice.amountCents,
    currency: invoice.currency,
  };
}

/** Money as the invoice states it: the currency's sign (CA$ for CAD) and two decimals. */
const SIGNS: Record<string, string> = { CAD: 'CA$', USD: 'US$', EUR: '€' };
const moneyIn = (currency: string) => (cents: number) =>
  `${SIGNS[currency] ?? `${currency} `}${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const PAYOUT_LABEL = { cash: 'Cash', dealerCredit: 'Dealer credit' } as const;

/** The event's days as people write them ('May 2, 2030', 'May 2 – 3, 2030'); the dates are calendar days, not instants. */
export function eventDays(startDate: string, endDate: string): string {
  const format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const text = !endDate || endDate === startDate ? format.format(day(startDate)) : format.formatRange(day(startDate), day(endDate));
  // ICU spaces a range with thin spaces, which WinAnsi (the PDF's Helvetica) has no glyph for.
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** A postal address on lines: street, second line, 'City, Province Postal code', the country's name. */
export function addressLines(party: Pick<InvoiceParty, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode' | 'country'>): string[] {
  const country = party.country ? (new Intl.DisplayNames('en', { type: 'region' }).of(party.country) ?? party.country) : null;
  const town = [[party.city, party.state].filter(Boolean).join(', '), party.zipcode].filter(Boolean).join(' ');
  return [party.addressLine1, party.addressLine2, town, country].filter((line): line is string => Boolean(line));
}

/** The invoice as a PDF (A4-free Letter, Helvetica: every glyph of the programme's languages in WinAnsi). */
export function renderInvoicePdf(invoice: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, compress: options.compress ?? true, info: { Title: `Invoice ${invoice.number}`, Author: invoice.brand } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { event, promoter } = invoice;
  const money = moneyIn(invoice.currency);

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.brand);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Race contingency programme');
  doc.moveDown(1.5).fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).text(`Issued ${invoice.issuedOn}`).text(`Currency: ${invoice.currency}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Promoter');
  doc.font('Helvetica').text(promoter.name);
  for (const line of addressLines(promoter)) doc.text(line);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Event');
  doc.font('Helvetica').text(event.title);
  doc.text(eventDays(event.startDate, event.endDate));
  doc.text([event.venue, [event.city, event.state].filter(Boolean).join(', '), event.zipcode, 'Canada'].filter(Boolean).join(' · '));
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Contingency paid for this event');
  doc.moveDown(0.5);
  for (const line of invoice.lines) {
    doc.font('Helvetica-Bold').text(`${line.className} (${PAYOUT_LABEL[line.payoutType]})`, { continued: true }).font('Helvetica').text(`   ${money(line.total)}`, { align: 'right' });
    doc.fontSize(9).fillColor('#555').text(line.places.map((paid) => `${paid.place ?? '–'}. ${money(paid.amountCents)}`).join('   '));
    doc.fontSize(10).fillColor('#000').moveDown(0.4);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica').text('GST/HST: not charged (prize money funded by the programme, not a supply)', { continued: true }).text(`   ${money(0)}`, { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(12).text(`Total due: ${money(invoice.totalCents)}`, { align: 'right' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(
    `Each amount is a place a programme rider was paid for at this event. A new invoice number is issued if what was paid changes (results corrected, a waiting payout paid); this invoice (${invoice.number}) states the payouts as they stood on ${invoice.issuedOn}.`,
  );
  doc.end();
  return done;
}
