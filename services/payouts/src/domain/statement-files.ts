import PDFDocument from 'pdfkit';
import type { Locale } from '@rr/contracts';
import type { StatementLine, YearEndRow, YearStatement } from '@rr/contracts/statements';
import { exportHeader, type ExportColumn } from '@rr/server-kit/tabular-export';

/**
 * A year-end statement as files, in the rider's language: the PDF (Letter, Helvetica like the dealers' cheat sheets and
 * the events service's invoices: pdfkit's standard font holds every glyph of the eight interface languages in WinAnsi,
 * nothing is read or fetched at run time) and the CSV/XLSX columns of the export kit (money in units of its currency,
 * headers and words from the servers' `report.*` catalog). The finance team's year-end report's columns are here too.
 */

const units = (cents: number) => cents / 100;
/** Intl's locale for an interface locale (Norwegian is Bokmål). */
const intlLocale = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/** Money as the rider reads it, always with two decimals. */
export function statementMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

const word = (id: string, locale: Locale, values: Record<string, string | number> = {}) =>
  exportHeader(id, locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** What a line is about: the event, class and place of an earning or a correction, the dealer of a redemption. */
export function lineDetails(line: StatementLine, locale: Locale): string {
  const place = line.place !== null ? word('report.statement.placeValue', locale, { place: line.place }) : null;
  return [line.eventTitle || null, line.className, place, line.dealer].filter((part): part is string => Boolean(part)).join(' · ');
}

const lineKind = (line: StatementLine, locale: Locale) => (line.type ? word(`report.statement.type.${line.type}`, locale) : '');

/** The statement's CSV/XLSX rows: its lines, oldest first, then per currency its opening, totals and closing. */
export type StatementRow = { kind: 'line'; line: StatementLine } | { kind: 'summary'; label: string; currency: string; amountCents: number; debtCents: number | null; prizeCents: number | null; withheldCents: number | null };

export function statementRows(statement: YearStatement, locale: Locale): StatementRow[] {
  const rows: StatementRow[] = statement.lines.map((line) => ({ kind: 'line', line }));
  for (const c of statement.currencies) {
    rows.push({ kind: 'summary', label: word('report.statement.opening', locale), currency: c.currency, amountCents: c.opening.balanceCents, debtCents: c.opening.owedCents, prizeCents: null, withheldCents: null });
    rows.push({ kind: 'summary', label: word('report.statement.net', locale), currency: c.currency, amountCents: c.netCents, debtCents: c.closing.owedCents - c.opening.owedCents, prizeCents: c.prizeCashCents + c.prizeCreditCents + c.prizeBonusCents, withheldCents: c.withheldCents });
    rows.push({ kind: 'summary', label: word('report.statement.closing', locale), currency: c.currency, amountCents: c.closing.balanceCents, debtCents: c.closing.owedCents, prizeCents: null, withheldCents: null });
  }
  return rows;
}

export function statementColumns(locale: Locale): ExportColumn<StatementRow>[] {
  const line = <T,>(row: StatementRow, read: (line: StatementLine) => T, otherwise: T) => (row.kind === 'line' ? read(row.line) : otherwise);
  return [
    { header: 'report.statement.column.day', width: 11, value: (row) => line(row, (l) => l.day, null) },
    { header: 'report.statement.column.entry', width: 24, value: (row) => (row.kind === 'line' ? word(`report.statement.category.${row.line.category}`, locale) : row.label) },
    { header: 'report.column.currency', width: 9, value: (row) => (row.kind === 'line' ? row.line.currency : row.currency) },
    { header: 'report.statement.column.type', width: 16, value: (row) => line(row, (l) => lineKind(l, locale) || null, null) },
    { header: 'report.column.event', width: 30, value: (row) => line(row, (l) => l.eventTitle || null, null) },
    { header: 'report.column.class', width: 18, value: (row) => line(row, (l) => l.className, null) },
    { header: 'report.column.place', width: 7, value: (row) => line(row, (l) => l.place, null) },
    { header: 'report.column.dealer', width: 24, value: (row) => line(row, (l) => l.dealer, null) },
    { header: 'report.column.amount', value: (row) => units(row.kind === 'line' ? row.line.amountCents : row.amountCents) },
    { header: 'report.statement.column.debt', value: (row) => (row.kind === 'line' ? units(row.line.debtCents) : row.debtCents === null ? null : units(row.debtCents)) },
    { header: 'report.statement.column.prize', value: (row) => (row.kind === 'line' ? units(row.line.prizeCents) : row.prizeCents === null ? null : units(row.prizeCents)) },
    { header: 'report.column.withheld', value: (row) => (row.kind === 'line' ? units(row.line.withheldCents) : row.withheldCents === null ? null : units(row.withheldCents)) },
  ];
}

export function yearEndColumns(locale: Locale): ExportColumn<YearEndRow>[] {
  const yesNo = (value: boolean) => exportHeader(value ? 'report.riders.yes' : 'report.riders.no', locale);
  return [
    { header: 'report.column.rider', width: 26, value: (row) => row.name },
    { header: 'report.column.email', width: 32, value: (row) => row.email },
    { header: 'report.column.riderId', width: 36, value: (row) => row.riderId },
    { header: 'report.column.country', width: 8, value: (row) => row.country },
    { header: 'report.yearEnd.usPerson', width: 10, value: (row) => yesNo(row.usPerson) },
    { header: 'report.yearEnd.nonResidentAlien', width: 10, value: (row) => yesNo(row.nonResidentAlien) },
    { header: 'report.yearEnd.w9ReceivedAt', width: 22, value: (row) => row.w9ReceivedAt },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.statement.prizeCash', value: (row) => units(row.prizeCashCents) },
    { header: 'report.statement.prizeCredit', value: (row) => units(row.prizeCreditCents) },
    { header: 'report.statement.prizeBonus', value: (row) => units(row.prizeBonusCents) },
    { header: 'report.column.withheld', value: (row) => units(row.withheldCents) },
    { header: 'report.column.cashedOut', value: (row) => units(row.cashedOutCents) },
    { header: 'report.column.redeemed', value: (row) => units(row.redeemedCents) },
    { header: 'report.yearEnd.owed', value: (row) => units(row.owedCents) },
    { header: 'report.yearEnd.form1099', width: 10, value: (row) => yesNo(row.form1099) },
    { header: 'report.yearEnd.w9Missing', width: 10, value: (row) => yesNo(row.w9Missing) },
    { header: 'report.yearEnd.nonUsWithheld', width: 10, value: (row) => yesNo(row.nonUsWithheld) },
    { header: 'report.yearEnd.debt', width: 10, value: (row) => yesNo(row.debt) },
  ];
}

/** Letters of names WinAnsi lacks and Unicode does not decompose into a letter it has. */
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't' };

/**
 * Text as WinAnsi can draw it: the narrow and thin spaces Intl puts in numbers and dates become no-break or plain
 * spaces, and a letter outside WinAnsi (a name in another script) loses its accents or becomes '?', never a missing glyph.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u2009\u2007]/g, '\u00a0')
    .replace(/[\u2212]/g, '-')
    // eslint-disable-next-line no-control-regex -- the whole Latin-1 range, control characters included, is WinAnsi's
    .replace(/[^\u0000-\u00ff\u20ac\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u2013\u2014\u02c6\u02dc\u2122\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192]/g, (ch) => {
      const plain = PLAIN_LETTERS[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      // eslint-disable-next-line no-control-regex -- as above
      return /^[\u0000-\u00ff]+$/.test(plain) ? plain : '?';
    });
}

/** The statement as a PDF in `locale`: heading, the rider, per currency the balances and the year's totals, then every line. */
export function renderStatementPdf(statement: YearStatement, options: { locale: Locale; brandName: string; compress?: boolean }): Promise<Buffer> {
  const { locale, brandName } = options;
  const t = (id: string, values: Record<string, string | number> = {}) => pdfText(word(id, locale, values));
  const title = t('report.statement.title', { year: statement.year });
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, compress: options.compress ?? true, info: { Title: `${title} — ${pdfText(statement.riderName)}`, Author: pdfText(brandName) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const day = (iso: string) => pdfText(new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: statement.timeZone }).format(new Date(iso)));
  const lastDay = new Date(new Date(statement.to).getTime() - 1).toISOString();
  const money = (cents: number, currency: string) => pdfText(statementMoney(cents, currency, locale));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(brandName));
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${pdfText(statement.riderName || statement.riderId)}`);
  doc.text(t('report.statement.period', { from: day(statement.from), to: day(lastDay) }));
  doc.text(t('report.statement.issued', { date: day(statement.generatedAt) }));
  doc.fontSize(8).fillColor('#555').text(t('report.statement.zone')).fillColor('#000');
  doc.moveDown();

  /** A two-column row: a label, and an amount flush right. */
  const pair = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(label, left, y, { width: width - 140 });
    doc.text(value, left + width - 140, y, { width: 140, align: 'right' });
    doc.x = left;
  };
  for (const c of statement.currencies) {
    doc.font('Helvetica-Bold').fontSize(12).text(`${t('report.statement.totals')} (${c.currency})`, left);
    doc.moveDown(0.3);
    pair(`${t('report.statement.opening')} — ${t('report.statement.available')}`, money(c.opening.availableCents, c.currency));
    if (c.opening.heldCents !== 0) pair(`${t('report.statement.opening')} — ${t('report.statement.held')}`, money(c.opening.heldCents, c.currency));
    if (c.opening.owedCents !== 0) pair(`${t('report.statement.opening')} — ${t('report.statement.owed')}`, money(c.opening.owedCents, c.currency));
    pair(t('report.statement.prizeCash'), money(c.prizeCashCents, c.currency));
    pair(t('report.statement.prizeCredit'), money(c.prizeCreditCents, c.currency));
    if (c.prizeBonusCents !== 0) pair(t('report.statement.prizeBonus'), money(c.prizeBonusCents, c.currency));
    pair(t('report.column.withheld'), money(c.withheldCents, c.currency));
    const categories: Array<[string, number]> = [
      ['cashout', c.cashedOutCents],
      ['redemption', c.redeemedCents],
      ['refund', c.refundedCents],
      ['correction', c.correctedCents],
      ['expiry', c.expiredCents],
      ['repayment', c.repaidCents],
      ['writeOff', c.writtenOffCents],
      ['merge', c.mergedCents],
    ];
    for (const [category, cents] of categories) if (cents !== 0) pair(t(`report.statement.category.${category}`), money(cents, c.currency));
    pair(t('report.statement.net'), money(c.netCents, c.currency), true);
    pair(`${t('report.statement.closing')} — ${t('report.statement.available')}`, money(c.closing.availableCents, c.currency));
    if (c.closing.heldCents !== 0) pair(`${t('report.statement.closing')} — ${t('report.statement.held')}`, money(c.closing.heldCents, c.currency));
    if (c.closing.owedCents !== 0) pair(`${t('report.statement.closing')} — ${t('report.statement.owed')}`, money(c.closing.owedCents, c.currency));
    pair(`${t('report.statement.closing')} — ${t('report.statement.balance')}`, money(c.closing.balanceCents, c.currency), true);
    doc.moveDown();
  }

  doc.font('Helvetica-Bold').fontSize(12).text(t('report.statement.lines'), left);
  doc.moveDown(0.3);
  if (statement.lines.length === 0) doc.font('Helvetica').fontSize(10).text(t('report.statement.none'));
  const columns = [
    { header: t('report.statement.column.day'), width: 62 },
    { header: t('report.statement.column.entry'), width: 118 },
    { header: t('report.statement.column.details'), width: width - 62 - 118 - 90 - 80 },
    { header: t('report.column.amount'), width: 90, align: 'right' as const },
    { header: t('report.statement.column.debt'), width: 80, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }));
    const height = Math.max(...heights) + 3;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i]!.width - 4, align: columns[i]!.align ?? 'left' });
      x += columns[i]!.width;
    });
    doc.x = left;
    doc.y = y + height;
  };
  if (statement.lines.length > 0) row(columns.map((c) => c.header), true);
  for (const line of statement.lines) {
    const kind = lineKind(line, locale);
    row(
      [
        line.day,
        pdfText(word(`report.statement.category.${line.category}`, locale) + (kind ? ` (${kind})` : '')),
        pdfText(lineDetails(line, locale)),
        money(line.amountCents, line.currency),
        line.debtCents !== 0 ? money(line.debtCents, line.currency) : '',
      ],
      false,
    );
  }
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).fillColor('#555').text(t('report.statement.note'), left, doc.y, { width });
  doc.end();
  return done;
}
