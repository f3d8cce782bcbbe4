import { QueryTypes } from 'sequelize';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearEndReport, YearStatement } from '@rr/contracts/statements';
import { binary } from '@rr/server-kit/testing';
import type { CallerType } from '@rr/server-kit';
import { sqlDate } from '../src/data-access/outbox-repository.js';
import type { Currency, LotType } from '../src/data-access/models/index.js';
import { postTransaction, programmeAccount, riderAccount } from '../src/domain/ledger.js';
import { award, hold, reverseAward, settle } from '../src/domain/money.js';
import { yearSpan } from '../src/domain/year-statements.js';
import { pdfText as winAnsi } from '../src/domain/statement-files.js';
import { as, startTestService, type TestService } from './helpers.js';

/**
 * Year-end statements and the finance team's year-end report over a hand-made 2024–2026 ledger: the statement
 * against the postings (summed here with SQL of its own), the year's edges in Los Angeles, the 1099 threshold to the
 * cent, the W-9, withholding for a non-US rider, a debt at the year's end, who may read what, the CSV and the PDF.
 */

const RIDERS = {
  under: 'ye-under', // US, W-9 on file: $599.99 cash in 2025
  over: 'ye-over', // US, no W-9: $600.00 in 2025 (two awards)
  overW9: 'ye-over-w9', // US, W-9: $600.00
  abroad: 'ye-abroad', // Canada, 30 % withheld on USD cash
  owes: 'ye-owes', // US: cashed out an award that was then corrected: owes at the year's end
} as const;

const at = (iso: string) => new Date(iso);
let serial = 0;

describe('year-end statements and the year-end report', () => {
  let service: TestService;

  const give = async (riderId: string, cents: number, when: string, options: { type?: LotType; currency?: Currency; withholdPercent?: number; eventId?: string; notes?: string } = {}) => {
    serial += 1;
    const type = options.type ?? 'cash';
    return service.db.sequelize.transaction(async (transaction) =>
      (
        await award(
          service.db,
          {
            riderId,
            type,
            amountCents: cents,
            currency: options.currency ?? 'USD',
            awardedAt: at(when),
            expiresAt: type === 'cash' ? null : at('2030-01-01T00:00:00Z'),
            sourceKey: `ye:${serial}`,
            eventId: options.eventId ?? null,
            withholdPercent: options.withholdPercent ?? 0,
            details: { className: '250 Pro', place: 2 },
            ...(options.notes ? { notes: options.notes } : {}),
          },
          transaction,
        )
      ).lot,
    );
  };
  const spend = async (riderId: string, lotId: string, cents: number, when: string) =>
    service.db.sequelize.transaction(async (transaction) => {
      const rider = await riderAccount(service.db, riderId, 'credit', 'USD', transaction);
      const dealers = await programmeAccount(service.db, 'dealers', 'USD', transaction);
      await postTransaction(service.db, { kind: 'redemption', riderId, legs: [{ account: rider, amountCents: -cents, lotId }, { account: dealers, amountCents: cents }], at: at(when) }, transaction);
    });

  beforeAll(async () => {
    service = await startTestService('year_statements');
    service.riderFacts.people.set(RIDERS.under, { name: 'Una Under', country: 'US', w9ReceivedAt: '2025-02-01T00:00:00.000Z', locale: 'fr' });
    service.riderFacts.people.set(RIDERS.over, { name: 'Otto Over', country: 'US', w9ReceivedAt: null });
    service.riderFacts.people.set(RIDERS.overW9, { name: 'Wanda W9', country: 'US', w9ReceivedAt: '2024-05-01T00:00:00.000Z' });
    service.riderFacts.people.set(RIDERS.abroad, { name: 'Alain Abroad', country: 'CA', nonResidentAlien: true });
    service.riderFacts.people.set(RIDERS.owes, { name: 'Owen Owes', country: 'US', w9ReceivedAt: '2024-05-01T00:00:00.000Z' });

    // Before the year: an opening balance.
    await give(RIDERS.under, 10_000, '2024-06-01T18:00:00Z');
    // 2025: $599.99 in cash, dealer credit partly spent.
    await give(RIDERS.under, 59_999, '2025-03-01T18:00:00Z');
    const credit = await give(RIDERS.under, 20_000, '2025-04-01T18:00:00Z', { type: 'credit' });
    await spend(RIDERS.under, credit.id, 7_550, '2025-05-01T18:00:00Z');
    // 31 December 2025, 23:30 in Los Angeles is 2026 in UTC, and still 2025 for the programme; 1 January 00:30 there is 2026.
    await give(RIDERS.over, 40_000, '2025-06-01T18:00:00Z');
    await give(RIDERS.over, 20_000, '2026-01-01T07:30:00Z');
    await give(RIDERS.over, 99_900, '2026-01-01T08:30:00Z');
    await give(RIDERS.overW9, 60_000, '2025-07-01T18:00:00Z');
    await give(RIDERS.abroad, 100_000, '2025-08-01T18:00:00Z', { withholdPercent: 30 });
    await give(RIDERS.abroad, 5_000, '2025-08-02T18:00:00Z', { currency: 'CAD', notes: 'Carried over: 2024 finals, 450 B, 2nd' });
    // Cashed out, then the result changed: the award comes back as a debt.
    const gone = await give(RIDERS.owes, 50_000, '2025-09-01T18:00:00Z');
    await service.db.sequelize.transaction(async (transaction) => {
      const held = await hold(service.db, { riderId: RIDERS.owes, amountCents: 50_000, currency: 'USD', sourceKey: 'ye:hold', at: at('2025-09-02T18:00:00Z') }, transaction);
      await settle(service.db, held.id, transaction, {}, at('2025-09-03T18:00:00Z'));
    });
    await service.db.sequelize.transaction((transaction) => reverseAward(service.db, { lotId: gone.id, sourceKey: 'ye:reverse', memo: 'result corrected', at: at('2025-10-01T18:00:00Z') }, transaction));
    // Repaid in part the next year: the debt at the end of 2025 is the whole award.
    await give(RIDERS.owes, 10_000, '2026-02-01T18:00:00Z');
  });
  afterAll(() => service.close());

  const get = async (path: string, typ: CallerType = 'admin', sub?: string) => service.request.get(path).set(...(await as(typ, sub ?? typ)));
  const statementOf = async (riderId: string, year = 2025) => (await get(`/api/admin/statement/${year}.json?riderId=${riderId}`)).body as YearStatement;

  /** The sum of a rider's own accounts' postings in a span, per currency and purpose: the ledger, read here independently. */
  const ledger = async (riderId: string, from: Date | null, to: Date) => {
    const rows = await service.db.sequelize.query<{ currency: string; purpose: string; cents: unknown }>(
      `SELECT a.currency, a.purpose, SUM(p.amount_cents) AS cents FROM postings p JOIN accounts a ON a.id = p.account_id
        WHERE a.holder = :riderId AND p.created_at < :to ${from ? 'AND p.created_at >= :from' : ''} GROUP BY a.currency, a.purpose`,
      { replacements: { riderId, to: sqlDate(service.db, to), ...(from ? { from: sqlDate(service.db, from) } : {}) }, type: QueryTypes.SELECT },
    );
    const sum = new Map<string, { total: number; owed: number }>();
    for (const row of rows) {
      const entry = sum.get(row.currency) ?? { total: 0, owed: 0 };
      entry.total += Number(row.cents);
      if (row.purpose === 'owed') entry.owed += -Number(row.cents);
      sum.set(row.currency, entry);
    }
    return sum;
  };

  it('agrees with the ledger to the cent: lines = the year’s postings, opening + lines = closing, both ends = the postings before them', async () => {
    const { from, to } = yearSpan(2025);
    for (const riderId of Object.values(RIDERS)) {
      const statement = await statementOf(riderId);
      const moved = await ledger(riderId, from, to);
      const before = await ledger(riderId, null, from);
      const after = await ledger(riderId, null, to);
      expect(statement.currencies.map((c) => c.currency).sort()).toEqual([...after.keys()].sort());
      for (const c of statement.currencies) {
        const lines = statement.lines.filter((line) => line.currency === c.currency);
        const sum = lines.reduce((total, line) => total + line.amountCents, 0);
        expect(sum, `${riderId} ${c.currency} lines`).toBe(moved.get(c.currency)?.total ?? 0);
        expect(c.netCents).toBe(sum);
        expect(c.opening.balanceCents, `${riderId} opening`).toBe(before.get(c.currency)?.total ?? 0);
        expect(c.closing.balanceCents, `${riderId} closing`).toBe(after.get(c.currency)!.total);
        expect(c.opening.balanceCents + sum).toBe(c.closing.balanceCents);
        expect(c.closing.owedCents).toBe(after.get(c.currency)!.owed);
        expect(lines.reduce((total, line) => total + line.debtCents, 0)).toBe(c.closing.owedCents - c.opening.owedCents);
      }
    }
  });

  it('says what each line was: the earning’s class and place, the spending, the tax, the cash-out and the correction', async () => {
    const under = await statementOf(RIDERS.under);
    expect(under.riderName).toBe('Una Under');
    expect(under.lines.map((line) => [line.category, line.type, line.amountCents])).toEqual([
      ['earning', 'cash', 59_999],
      ['earning', 'credit', 20_000],
      ['redemption', null, -7_550],
    ]);
    expect(under.lines[0]).toMatchObject({ className: '250 Pro', place: 2, day: '2025-03-01', prizeCents: 59_999 });
    const usd = under.currencies[0]!;
    expect(usd).toMatchObject({ opening: { availableCents: 10_000, balanceCents: 10_000 }, closing: { availableCents: 82_449, balanceCents: 82_449 }, prizeCashCents: 59_999, prizeCreditCents: 20_000, redeemedCents: -7_550, netCents: 72_449 });

    const abroad = await statementOf(RIDERS.abroad);
    expect(abroad.currencies.map((c) => [c.currency, c.prizeCashCents, c.withheldCents, c.closing.balanceCents])).toEqual([
      ['CAD', 5_000, 0, 5_000],
      ['USD', 100_000, 30_000, 70_000],
    ]);
    // An earning that names no event says what it was in its own words.
    expect(abroad.lines.find((line) => line.currency === 'CAD')).toMatchObject({ eventId: null, eventTitle: 'Carried over: 2024 finals, 450 B, 2nd' });

    const owes = await statementOf(RIDERS.owes);
    expect(owes.lines.map((line) => [line.category, line.amountCents, line.debtCents, line.prizeCents])).toEqual([
      ['earning', 50_000, 0, 50_000],
      ['cashout', -50_000, 0, 0],
      ['correction', -50_000, 50_000, -50_000],
    ]);
    expect(owes.currencies[0]).toMatchObject({ prizeCashCents: 0, closing: { owedCents: 50_000, balanceCents: -50_000 } });
  });

  it('cuts the year in Los Angeles: 31 December 23:30 there is 2025, 1 January 00:30 is 2026', async () => {
    const over = await statementOf(RIDERS.over);
    expect(over.lines.map((line) => [line.day, line.amountCents])).toEqual([
      ['2025-06-01', 40_000],
      ['2025-12-31', 20_000],
    ]);
    expect(over.from).toBe('2025-01-01T08:00:00.000Z');
    expect(over.to).toBe('2026-01-01T08:00:00.000Z');
  });

  it('flags the report: 1099 at $600.00 and not at $599.99, the W-9, non-US withholding, debts; its totals are the statements’', async () => {
    const res = await get('/api/admin/aggregates/year-end?year=2025');
    expect(res.status).toBe(200);
    const report = res.body as YearEndReport;
    const row = (riderId: string, currency = 'USD') => report.rows.find((r) => r.riderId === riderId && r.currency === currency)!;
    expect(row(RIDERS.under)).toMatchObject({ prizeCashCents: 59_999, usPerson: true, form1099: false, w9Missing: false, debt: false });
    expect(row(RIDERS.over)).toMatchObject({ prizeCashCents: 60_000, usPerson: true, form1099: true, w9Missing: true, w9ReceivedAt: null });
    expect(row(RIDERS.overW9)).toMatchObject({ prizeCashCents: 60_000, form1099: true, w9Missing: false, w9ReceivedAt: '2024-05-01T00:00:00.000Z' });
    expect(row(RIDERS.abroad)).toMatchObject({ usPerson: false, nonResidentAlien: true, withheldCents: 30_000, nonUsWithheld: true, form1099: false });
    expect(row(RIDERS.abroad, 'CAD')).toMatchObject({ withheldCents: 0, nonUsWithheld: false });
    expect(row(RIDERS.owes)).toMatchObject({ owedCents: 50_000, debt: true, cashedOutCents: 50_000, form1099: false });
    expect(report.flagged).toEqual({ form1099: 2, w9Missing: 1, nonUsWithheld: 1, debts: 1 });

    // The totals are the sums of every rider's statement.
    const expected = new Map<string, { riders: number; prizeCashCents: number; withheldCents: number; owedCents: number; netCents: number }>();
    for (const riderId of Object.values(RIDERS)) {
      for (const c of (await statementOf(riderId)).currencies) {
        const total = expected.get(c.currency) ?? { riders: 0, prizeCashCents: 0, withheldCents: 0, owedCents: 0, netCents: 0 };
        total.riders += 1;
        total.prizeCashCents += c.prizeCashCents;
        total.withheldCents += c.withheldCents;
        total.owedCents += c.closing.owedCents;
        total.netCents += c.netCents;
        expected.set(c.currency, total);
      }
    }
    for (const total of report.totals) expect(total, total.currency).toMatchObject(expected.get(total.currency)!);
    expect(report.totals.map((t) => t.currency)).toEqual(['CAD', 'USD']);

    const flagged = (await get('/api/admin/aggregates/year-end?year=2025&show=w9Missing')).body as YearEndReport;
    expect(flagged.rows.map((r) => r.riderId)).toEqual([RIDERS.over]);
    expect(flagged.totals).toEqual(report.totals);
  });

  it('lets a rider read only their own closed years', async () => {
    const years = await get('/api/rider/statements', 'rider', RIDERS.under);
    expect(years.status).toBe(200);
    // Today is after 2025: 2024 and 2025 are closed; the current year is not listed.
    const current = new Date().getUTCFullYear();
    expect(years.body.years.map((y: { year: number }) => y.year)).toEqual(Array.from({ length: current - 2024 }, (_, i) => current - 1 - i));

    const own = await get('/api/rider/statement/2025.json?riderId=ye-over', 'rider', RIDERS.under);
    expect(own.status).toBe(200);
    expect(own.body.riderId).toBe(RIDERS.under);
    // Another rider's statement is staff's route: 403 for a rider, whatever the query says.
    expect((await get(`/api/admin/statement/2025.json?riderId=${RIDERS.over}`, 'rider', RIDERS.under)).status).toBe(403);
    expect((await get(`/api/admin/statements?riderId=${RIDERS.over}`, 'rider', RIDERS.under)).status).toBe(403);
    // Not a closed year, not a file this route makes.
    expect((await get(`/api/rider/statement/${current}.json`, 'rider', RIDERS.under)).status).toBe(404);
    expect((await get('/api/rider/statement/2025.exe', 'rider', RIDERS.under)).status).toBe(404);
    // Staff read the rider's route? No: it is the rider's own area.
    expect((await get('/api/rider/statement/2025.json', 'admin')).status).toBe(403);
    expect((await get('/api/rider/statement/2025.json', 'dealer')).status).toBe(403);
  });

  it('writes the CSV in the rider’s language with the lines and the totals, and a PDF with the figures', async () => {
    const csv = await service.request
      .get('/api/rider/statement/2025.csv')
      .set(...(await as('rider', RIDERS.under)))
      .buffer(true)
      .parse(binary);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // The rider's language (identity says French).
    expect(lines[0]!.split(',')).toEqual(expect.arrayContaining(['Date', 'Opération', 'Nature', 'Variation de la dette', 'Gain (brut)', 'Impôt retenu']));
    expect(lines[1]).toMatch(/^2025-03-01,Gain,USD,Espèces,,250 Pro,2,,599\.99,0,599\.99,0$/);
    expect(lines[3]).toMatch(/^2025-05-01,Utilisé chez un concessionnaire,USD,,,,,,-75\.5,0,0,0$/);
    expect(lines).toContain(',Solde d’ouverture,USD,,,,,,100,0,,');
    expect(lines).toContain(',Solde de clôture,USD,,,,,,824.49,0,,');

    const pdf = await service.request
      .get('/api/rider/statement/2025.pdf?locale=en')
      .set(...(await as('rider', RIDERS.under)))
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="statement-2025.pdf"');
    const document = await getDocumentProxy(new Uint8Array(pdf.body as Buffer));
    const { text: pdfText } = await extractText(document, { mergePages: true });
    const flat = pdfText.replace(/\s+/g, ' ');
    for (const phrase of ['Year-end statement 2025', 'Una Under', 'Period: January 1, 2025 – December 31, 2025', 'Cash prizes', '$599.99', 'Spent at a dealer', '-$75.50', '$824.49', '250 Pro · place 2']) expect(flat).toContain(phrase);
  });

  it('writes every name the PDF’s font can draw: accents kept, letters it lacks plain, other scripts as ?', () => {
    expect(winAnsi('Łukasz Øvergård Müller')).toBe('Lukasz Øvergård Müller');
    expect(winAnsi('Dvořák Şahin')).toBe('Dvorák Sahin');
    expect(winAnsi('佐藤')).toBe('??');
    expect(winAnsi('1\u202f234,50\u00a0$')).toBe('1\u00a0234,50\u00a0$');
  });

  it('exports the report as CSV and XLSX in the asked language', async () => {
    const csv = await service.request
      .get('/api/admin/aggregates/year-end/export?year=2025&format=csv&locale=de')
      .set(...(await as('admin')))
      .buffer(true)
      .parse(binary);
    expect(csv.status).toBe(200);
    const lines = (csv.body as Buffer).toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain('1099-Schwelle erreicht');
    expect(lines.find((line) => line.startsWith('Otto Over'))).toMatch(/,USD,600,0,0,0,0,0,0,ja,ja,nein,nein$/);
    const xlsx = await service.request
      .get('/api/admin/aggregates/year-end/export?year=2025&format=xlsx')
      .set(...(await as('admin')))
      .buffer(true)
      .parse(binary);
    expect(xlsx.status).toBe(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await get('/api/admin/aggregates/year-end?year=2025', 'rider', RIDERS.under)).status).toBe(403);
  });
});
