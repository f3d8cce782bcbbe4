import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementCategory } from '@rr/contracts/statements';
import type { StatementFacts } from '@rr/contracts/server';
import type { Currency, LotType } from '../src/data-access/models/index.js';
import { postTransaction, programmeAccount, riderAccount } from '../src/domain/ledger.js';
import { award, hold, reverseAward, settle } from '../src/domain/money.js';
import { buildStatements, statementsInChunks, statementYears, yearEndReport, type StatementBody } from '../src/domain/year-statements.js';
import { startTestService, type TestService } from './helpers.js';

/**
 * The year-end report built a chunk of riders at a time gives the report of one pass over the year, and the years a
 * rider is offered are those a statement is built for, read from sums instead of statements.
 */

const at = (iso: string) => new Date(iso);
let serial = 0;

describe('year-end statements a chunk of riders at a time, and the years offered', () => {
  let service: TestService;
  const people = new Map<string, StatementFacts>();
  const facts = async (ids: string[]) => {
    asked.push(ids);
    return new Map(ids.flatMap((id) => (people.has(id) ? [[id, people.get(id)!] as const] : [])));
  };
  let asked: string[][] = [];

  const give = async (riderId: string, cents: number, when: string, options: { type?: LotType; currency?: Currency; withholdPercent?: number } = {}) => {
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
            sourceKey: `yc:${serial}`,
            eventId: null,
            withholdPercent: options.withholdPercent ?? 0,
            details: { className: '450 B', place: 1 },
            notes: `Award ${serial}`,
          },
          transaction,
        )
      ).lot,
    );
  };
  /** A journal transaction between a rider's account and one of the programme's (or another rider's). */
  const move = async (
    kind: 'redemption' | 'refund' | 'expiry' | 'writeoff' | 'merge',
    riderId: string,
    purpose: 'cash' | 'credit' | 'owed',
    cents: number,
    when: string,
    other: { programme: 'dealers' | 'expired' | 'writtenOff' } | { rider: string },
    extra: { lotId?: string; reversesId?: string; currency?: Currency } = {},
  ) =>
    service.db.sequelize.transaction(async (transaction) => {
      const currency = extra.currency ?? 'USD';
      const mine = await riderAccount(service.db, riderId, purpose, currency, transaction);
      const theirs = 'rider' in other ? await riderAccount(service.db, other.rider, purpose, currency, transaction) : await programmeAccount(service.db, other.programme, currency, transaction);
      const { journal } = await postTransaction(
        service.db,
        { kind, riderId, reversesId: extra.reversesId ?? null, details: { dealerName: 'Dirt Depot' }, legs: [{ account: mine, amountCents: cents, lotId: extra.lotId ?? null }, { account: theirs, amountCents: -cents }], at: at(when) },
        transaction,
      );
      return journal.id;
    });
  const cashOutAndCorrect = async (riderId: string, cents: number, days: [string, string, string, string]) => {
    const lot = await give(riderId, cents, days[0]);
    await service.db.sequelize.transaction(async (transaction) => {
      const held = await hold(service.db, { riderId, amountCents: cents, currency: 'USD', sourceKey: `yc:hold:${riderId}`, at: at(days[1]) }, transaction);
      await settle(service.db, held.id, transaction, {}, at(days[2]));
    });
    await service.db.sequelize.transaction((transaction) => reverseAward(service.db, { lotId: lot.id, sourceKey: `yc:reverse:${riderId}`, memo: 'result corrected', at: at(days[3]) }, transaction));
  };

  beforeAll(async () => {
    service = await startTestService('year_statements_chunks');
    for (const [id, name, country] of [
      ['yc-a', 'Ana', 'US'],
      ['yc-b', 'Ben', 'CA'],
      ['yc-c', 'Cleo', 'US'],
      ['yc-d', 'Dev', 'US'],
      ['yc-e', 'Eli', 'US'],
      ['yc-f', 'Fay', 'US'],
    ] as const) {
      people.set(id, { riderId: id, name, email: `${id}@example.com`, country, nonResidentAlien: country !== 'US', w9ReceivedAt: null, locale: 'en' } as StatementFacts);
    }

    // A: an opening balance, a cash prize over the 1099 threshold, credit spent at a dealer and refunded, credit expired.
    await give('yc-a', 5_000, '2024-06-01T18:00:00Z');
    await give('yc-a', 70_000, '2025-03-01T18:00:00Z');
    const credit = await give('yc-a', 20_000, '2025-03-02T18:00:00Z', { type: 'credit' });
    const spent = await move('redemption', 'yc-a', 'credit', -6_000, '2025-04-01T18:00:00Z', { programme: 'dealers' }, { lotId: credit.id });
    await move('refund', 'yc-a', 'credit', 2_000, '2025-04-02T18:00:00Z', { programme: 'dealers' }, { lotId: credit.id, reversesId: spent });
    await move('expiry', 'yc-a', 'credit', -1_000, '2025-05-01T18:00:00Z', { programme: 'expired' }, { lotId: credit.id });
    // B: not a US person, tax withheld; in two currencies.
    await give('yc-b', 40_000, '2025-06-01T18:00:00Z', { withholdPercent: 30 });
    await give('yc-b', 3_000, '2025-06-02T18:00:00Z', { currency: 'CAD', type: 'bonus' });
    // C: cashed out, then the result corrected: a debt, repaid in part by a later award, the rest written off.
    await cashOutAndCorrect('yc-c', 30_000, ['2025-02-01T18:00:00Z', '2025-02-02T18:00:00Z', '2025-02-03T18:00:00Z', '2025-02-04T18:00:00Z']);
    await give('yc-c', 10_000, '2025-07-01T18:00:00Z');
    await move('writeoff', 'yc-c', 'owed', 20_000, '2025-08-01T18:00:00Z', { programme: 'writtenOff' });
    // D: a debt left at the year's end. E: merged into F. F: only a balance from the year before.
    await cashOutAndCorrect('yc-d', 12_000, ['2025-09-01T18:00:00Z', '2025-09-02T18:00:00Z', '2025-09-03T18:00:00Z', '2025-09-04T18:00:00Z']);
    await give('yc-e', 4_000, '2025-01-10T18:00:00Z');
    await move('merge', 'yc-e', 'cash', -4_000, '2025-10-01T18:00:00Z', { rider: 'yc-f' });
    await give('yc-f', 8_000, '2024-02-01T18:00:00Z', { type: 'credit' });
  });
  afterAll(() => service.close());

  it('builds the same statements and the same report two riders at a time as in one pass, with every kind of line', async () => {
    const whole = await buildStatements(service.db, 2025);
    const categories = new Set([...whole.values()].flatMap((statement) => statement.lines.map((line) => line.category)));
    const every: StatementCategory[] = ['earning', 'withholding', 'correction', 'cashout', 'redemption', 'refund', 'expiry', 'repayment', 'writeOff', 'merge'];
    expect([...categories].sort()).toEqual([...every].sort());
    expect([...whole.keys()].sort()).toEqual(['yc-a', 'yc-b', 'yc-c', 'yc-d', 'yc-e', 'yc-f']);

    const chunks: Array<Map<string, StatementBody>> = [];
    for await (const chunk of statementsInChunks(service.db, 2025, 2)) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.size)).toEqual([2, 2, 2]);
    expect(new Map(chunks.flatMap((chunk) => [...chunk]))).toEqual(whole);

    const now = at('2026-03-01T00:00:00Z');
    for (const show of ['all', 'paidCash', 'form1099', 'w9Missing', 'nonUsWithheld', 'debts'] as const) {
      asked = [];
      const onePass = await yearEndReport(service.db, facts, 2025, show, now, { ridersPerChunk: 1_000 });
      expect(asked.map((ids) => ids.length)).toEqual([6]);
      asked = [];
      const chunked = await yearEndReport(service.db, facts, 2025, show, now, { ridersPerChunk: 2 });
      expect(asked.map((ids) => ids.length)).toEqual([2, 2, 2]);
      expect(chunked, show).toEqual(onePass);
    }
    const report = await yearEndReport(service.db, facts, 2025, 'all', now, { ridersPerChunk: 2 });
    expect(report.flagged).toEqual({ form1099: 1, w9Missing: 1, nonUsWithheld: 1, debts: 1 });
    expect(report.rows.map((row) => `${row.riderId} ${row.currency}`)).toEqual(['yc-a USD', 'yc-b CAD', 'yc-b USD', 'yc-c USD', 'yc-d USD', 'yc-e USD', 'yc-f USD']);
    expect(report.rows.find((row) => row.riderId === 'yc-d')).toMatchObject({ owedCents: 12_000, debt: true, cashedOutCents: 12_000 });
  });

  /** The years as they were listed before: a statement built for each year since the first posting. */
  const yearsByStatements = async (riderId: string, last: number) => {
    const years: Array<{ year: number; currencies: Currency[] }> = [];
    for (let year = last; year >= 2015; year -= 1) {
      const statement = (await buildStatements(service.db, year, [riderId])).get(riderId);
      if (statement) years.push({ year, currencies: statement.currencies.map((c) => c.currency) });
    }
    return years;
  };

  it('lists the years with money and their currencies from two sums, as the statements would', async () => {
    // G: dealer credit in 2021; a year without movements (2022: the balance); 31 December 23:30 in Los Angeles is
    // still 2022 there (CAD); both spent to nothing in 2024 (USD) and 2025 (CAD); then nothing at all; the open year's
    // postings are no closed year's.
    const usd = await give('yc-g', 10_000, '2021-05-01T18:00:00Z', { type: 'credit' });
    const cad = await give('yc-g', 5_000, '2023-01-01T07:30:00Z', { type: 'credit', currency: 'CAD' });
    await move('redemption', 'yc-g', 'credit', -10_000, '2024-04-01T18:00:00Z', { programme: 'dealers' }, { lotId: usd.id });
    await move('redemption', 'yc-g', 'credit', -5_000, '2025-04-01T18:00:00Z', { programme: 'dealers' }, { lotId: cad.id, currency: 'CAD' });
    await give('yc-g', 1_000, '2027-01-15T18:00:00Z');
    // H: a debt from 2023 carried through years without movements.
    await cashOutAndCorrect('yc-h', 9_000, ['2023-02-01T18:00:00Z', '2023-02-02T18:00:00Z', '2023-02-03T18:00:00Z', '2023-02-04T18:00:00Z']);
    // I: money held for a cash-out over the new year, nothing available: the held money is a balance.
    await give('yc-i', 2_500, '2022-12-01T18:00:00Z');
    await service.db.sequelize.transaction((transaction) => hold(service.db, { riderId: 'yc-i', amountCents: 2_500, currency: 'USD', sourceKey: 'yc:hold:yc-i', at: at('2022-12-20T18:00:00Z') }, transaction));
    // J: only the open year.
    await give('yc-j', 700, '2027-01-20T18:00:00Z');

    const now = at('2027-02-01T12:00:00Z');
    const statements: string[] = [];
    const sequelize = service.db.sequelize as unknown as { options: { logging: false | ((sql: string) => void) } };
    const listed = new Map<string, Awaited<ReturnType<typeof statementYears>>>();
    sequelize.options.logging = (sql) => statements.push(sql);
    try {
      for (const riderId of ['yc-g', 'yc-h', 'yc-i', 'yc-j', 'yc-a', 'nobody']) listed.set(riderId, await statementYears(service.db, riderId, now));
    } finally {
      sequelize.options.logging = false;
    }
    // Two statements for a rider with postings before the open year (the first posting, then the sums); one for a
    // rider whose first posting is in the open year (yc-j) or who has none.
    expect(statements).toHaveLength(4 * 2 + 2);

    expect(listed.get('yc-g')!.years).toEqual([
      { year: 2025, currencies: ['CAD'] },
      { year: 2024, currencies: ['CAD', 'USD'] },
      { year: 2023, currencies: ['CAD', 'USD'] },
      { year: 2022, currencies: ['CAD', 'USD'] },
      { year: 2021, currencies: ['USD'] },
    ]);
    expect(listed.get('yc-h')!.years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023]);
    expect(listed.get('yc-i')!.years).toEqual([2026, 2025, 2024, 2023, 2022].map((year) => ({ year, currencies: ['USD'] })));
    expect(listed.get('yc-j')).toEqual({ riderId: 'yc-j', years: [] });
    expect(listed.get('nobody')).toEqual({ riderId: 'nobody', years: [] });
    for (const riderId of ['yc-g', 'yc-h', 'yc-i', 'yc-j', 'yc-a']) expect(listed.get(riderId)!.years, riderId).toEqual(await yearsByStatements(riderId, 2026));
  });
});
