import { programmeDay, type Currency } from '@rr/contracts';
import { FORM_1099_THRESHOLD_CENTS, STATEMENT_TIME_ZONE, type StatementBalance, type StatementCategory, type StatementCurrency, type StatementYears, type YearEndFilter, type YearEndReport, type YearEndRow, type YearEndTotals, type YearStatement } from '@rr/contracts/statements';
import type { StatementFacts } from '@rr/contracts/server';
import type { PayoutsDb } from '../data-access/database.js';
import { eventTitles } from '../data-access/event-results-repository.js';
import { earningDetailsOfLots } from '../data-access/journal-repository.js';
import type { JournalKind, LotType } from '../data-access/models/index.js';
import { dealersOfRedemptions, programmeLegsOf, riderBalancesBefore, riderFirstPosting, riderPostingsBetween, riderSumsBySpan, ridersWithMoney, type RiderPostingRow } from '../data-access/statements-repository.js';
import { lotFactsOf } from '../data-access/lots-repository.js';
import { programmeDayStart } from '../reporting/queries/range.js';

/**
 * Year-end statements (docs/reports.md "Year-end statements"): a rider's money in one calendar year, read from the
 * journal's postings of the rider's own accounts (cash, credit, bonus, hold, owed), so a statement is the ledger seen
 * from one rider: one line per journal transaction that moved their balance or their debt, the balances before and
 * after, and the year's totals per currency. The finance team's year-end report is the same statements of every rider,
 * summed, so its totals are the statements' by construction.
 *
 * The year is cut in the programme's zone (America/Los_Angeles): 1 January 00:00 there to the next 1 January 00:00.
 */

const SPENDABLE = new Set(['cash', 'credit', 'bonus']);

const CATEGORY: Record<JournalKind, StatementCategory> = {
  earning: 'earning',
  withholding: 'withholding',
  reversal: 'correction',
  redemption: 'redemption',
  refund: 'refund',
  // A hold and its release move cash between the rider's own accounts (no line), except a release's part that repays a debt.
  hold: 'cashout',
  settle: 'cashout',
  release: 'repayment',
  expiry: 'expiry',
  merge: 'merge',
  repayment: 'repayment',
  writeoff: 'writeOff',
};

/** The instants a programme year runs between: `from` included, `to` excluded. */
export function yearSpan(year: number): { from: Date; to: Date } {
  return { from: programmeDayStart(`${year}-01-01`), to: programmeDayStart(`${year + 1}-01-01`) };
}

/** The last calendar year that is over on the programme's calendar. */
export function lastClosedYear(now: Date): number {
  return Number(programmeDay(now).slice(0, 4)) - 1;
}

/** A statement before the rider's name and the time it was made are added. */
export type StatementBody = Pick<YearStatement, 'riderId' | 'year' | 'currencies' | 'lines'>;

const balanceOf = (purposes: Map<string, number>): StatementBalance => {
  const available = (purposes.get('cash') ?? 0) + (purposes.get('credit') ?? 0) + (purposes.get('bonus') ?? 0);
  const held = purposes.get('hold') ?? 0;
  const owed = -(purposes.get('owed') ?? 0);
  return { availableCents: available, heldCents: held, owedCents: owed, balanceCents: available + held - owed };
};

const CATEGORY_TOTAL: Record<StatementCategory, keyof StatementCurrency> = {
  earning: 'earnedCents',
  withholding: 'withholdingCents',
  correction: 'correctedCents',
  cashout: 'cashedOutCents',
  redemption: 'redeemedCents',
  refund: 'refundedCents',
  expiry: 'expiredCents',
  repayment: 'repaidCents',
  writeOff: 'writtenOffCents',
  merge: 'mergedCents',
};

/**
 * The statements of one year: every rider's (or only these riders'), each rider who had money in the year (a posting
 * in it, or a balance or debt at its start). Lines are one per journal transaction and currency of the rider's
 * postings; balances are sums of postings by purpose. A rider's statement depends on their own postings only (and on
 * what those name: the transactions' programme legs, lots, events, dealers), so the statements of a set of riders are
 * the same whether read with other riders or on their own.
 */
export async function buildStatements(db: PayoutsDb, year: number, riderIds?: readonly string[]): Promise<Map<string, StatementBody>> {
  const span = yearSpan(year);
  const [postings, before] = await Promise.all([riderPostingsBetween(db, span, riderIds), riderBalancesBefore(db, span.from, riderIds)]);

  // Each rider's postings per transaction and currency: one line each.
  const groups = new Map<string, RiderPostingRow[]>();
  for (const posting of postings) {
    const key = `${posting.riderId}|${posting.transactionId}|${posting.currency}`;
    const group = groups.get(key);
    if (group) group.push(posting);
    else groups.set(key, [posting]);
  }

  // What the lines need beyond the rider's postings: the tax and the awards the programme's legs moved, the corrected
  // lots' types and earnings, the events' titles, the dealers.
  const taxed = [...new Set(postings.filter((p) => p.kind === 'withholding' || p.kind === 'reversal').map((p) => p.transactionId))];
  const namedLots = [...new Set(postings.flatMap((p) => (p.kind === 'reversal' && typeof p.details.lotId === 'string' ? [p.details.lotId] : [])))];
  const eventIds = [...new Set(postings.flatMap((p) => (typeof p.details.eventId === 'string' ? [p.details.eventId] : [])))];
  const redemptionIds = [...new Set(postings.flatMap((p) => (p.kind === 'redemption' ? [p.transactionId] : p.kind === 'refund' && p.reversesId ? [p.reversesId] : [])))];
  // None of these reads waits on another.
  const [legs, lotFacts, earnings, titleEntries, dealerEntries] = await Promise.all([
    programmeLegsOf(db, taxed),
    lotFactsOf(db, namedLots),
    inBatches(namedLots, (batch) => earningDetailsOfLots(db, batch)),
    inBatches(eventIds, (batch) => eventTitles(db, batch)),
    inBatches(redemptionIds, (batch) => dealersOfRedemptions(db, batch)),
  ]);
  const programme = new Map<string, { withholding: number; contingency: number }>();
  for (const leg of legs) {
    const entry = programme.get(leg.transactionId) ?? { withholding: 0, contingency: 0 };
    entry[leg.purpose] += leg.cents;
    programme.set(leg.transactionId, entry);
  }
  const typeOfLot = new Map([...lotFacts].map(([id, facts]) => [id, facts.type]));
  const earningOfLot = new Map(earnings.map((row) => [row.lot_id, row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {}]));
  const titles = new Map(titleEntries);
  const dealers = new Map(dealerEntries);

  const statements = new Map<string, StatementBody>();
  /** Per rider and currency: the balance by purpose at the start, and the year's postings by purpose. */
  const opening = new Map<string, Map<string, number>>();
  const moved = new Map<string, Map<string, number>>();
  const add = (target: Map<string, Map<string, number>>, key: string, purpose: string, cents: number) => {
    const purposes = target.get(key) ?? target.set(key, new Map()).get(key)!;
    purposes.set(purpose, (purposes.get(purpose) ?? 0) + cents);
  };
  for (const row of before) if (row.cents !== 0) add(opening, `${row.riderId}|${row.currency}`, row.purpose, row.cents);
  for (const posting of postings) add(moved, `${posting.riderId}|${posting.currency}`, posting.purpose, posting.amountCents);

  const statementOf = (id: string) => statements.get(id) ?? statements.set(id, { riderId: id, year, currencies: [], lines: [] }).get(id)!;
  for (const group of groups.values()) {
    const first = group[0]!;
    const amount = group.reduce((sum, p) => sum + p.amountCents, 0);
    const debt = -group.filter((p) => p.purpose === 'owed').reduce((sum, p) => sum + p.amountCents, 0);
    const legs = programme.get(first.transactionId);
    const named = typeof first.details.lotId === 'string' ? first.details.lotId : null;
    const lotType: LotType | null = (first.kind === 'reversal' && named ? typeOfLot.get(named) : undefined) ?? group.find((p) => p.lotType)?.lotType ?? null;
    const prize = first.kind === 'earning' ? group.filter((p) => SPENDABLE.has(p.purpose) && p.amountCents > 0).reduce((sum, p) => sum + p.amountCents, 0) : first.kind === 'reversal' ? -(legs?.contingency ?? 0) : 0;
    const withheld = first.kind === 'withholding' || first.kind === 'reversal' ? (legs?.withholding ?? 0) : 0;
    if (amount === 0 && debt === 0 && prize === 0 && withheld === 0) continue;
    const earning = first.kind === 'reversal' && named ? (earningOfLot.get(named) ?? {}) : first.details;
    const eventId = typeof first.details.eventId === 'string' ? first.details.eventId : null;
    const dealerKey = first.kind === 'refund' ? first.reversesId : first.kind === 'redemption' ? first.transactionId : null;
    const category = CATEGORY[first.kind];
    statementOf(first.riderId).lines.push({
      id: first.transactionId,
      at: first.at.toISOString(),
      day: programmeDay(first.at),
      category,
      currency: first.currency,
      type: category === 'earning' || category === 'correction' || category === 'withholding' ? lotType : null,
      eventId,
      // An earning that names no event (carried over from before the programme kept events) is described by its memo.
      eventTitle: (eventId && titles.get(eventId)) || ((category === 'earning' || category === 'correction') && first.memo) || '',
      className: category === 'earning' || category === 'correction' ? (typeof earning.className === 'string' ? earning.className : null) : null,
      place: category === 'earning' || category === 'correction' ? (typeof earning.place === 'number' ? earning.place : null) : null,
      dealer: dealerKey ? (dealers.get(dealerKey) ?? (typeof first.details.dealerName === 'string' ? first.details.dealerName : null)) : null,
      amountCents: amount,
      debtCents: debt,
      prizeCents: prize,
      withheldCents: withheld,
    });
  }

  // Each rider and currency with money: a balance at the start or a posting in the year.
  for (const key of new Set([...opening.keys(), ...moved.keys()])) {
    const [id, currency] = key.split('|') as [string, Currency];
    const start = opening.get(key) ?? new Map<string, number>();
    const end = new Map(start);
    for (const [purpose, cents] of moved.get(key) ?? []) end.set(purpose, (end.get(purpose) ?? 0) + cents);
    const openingBalance = balanceOf(start);
    const closingBalance = balanceOf(end);
    if (!moved.has(key) && openingBalance.availableCents === 0 && openingBalance.heldCents === 0 && openingBalance.owedCents === 0) continue;
    const statement = statementOf(id);
    const lines = statement.lines.filter((line) => line.currency === currency);
    const totals: StatementCurrency = {
      currency,
      opening: openingBalance,
      closing: closingBalance,
      prizeCashCents: 0,
      prizeCreditCents: 0,
      prizeBonusCents: 0,
      withheldCents: 0,
      earnedCents: 0,
      withholdingCents: 0,
      correctedCents: 0,
      cashedOutCents: 0,
      redeemedCents: 0,
      refundedCents: 0,
      expiredCents: 0,
      repaidCents: 0,
      writtenOffCents: 0,
      mergedCents: 0,
      netCents: 0,
    };
    for (const line of lines) {
      (totals[CATEGORY_TOTAL[line.category]] as number) += line.amountCents;
      totals.netCents += line.amountCents;
      totals.withheldCents += line.withheldCents;
      if (line.type === 'cash') totals.prizeCashCents += line.prizeCents;
      else if (line.type === 'credit') totals.prizeCreditCents += line.prizeCents;
      else if (line.type === 'bonus') totals.prizeBonusCents += line.prizeCents;
    }
    statement.currencies.push(totals);
  }
  for (const [id, statement] of statements) {
    if (statement.currencies.length === 0) statements.delete(id);
    statement.currencies.sort((a, b) => a.currency.localeCompare(b.currency));
  }
  return statements;
}

/** One rider's statement of a year, with their name (identity's, asked now) and the time it was made. */
export async function riderStatement(db: PayoutsDb, riderId: string, year: number, facts: StatementFacts | undefined, now: Date = new Date()): Promise<YearStatement> {
  const body = (await buildStatements(db, year, [riderId])).get(riderId) ?? { riderId, year, currencies: [], lines: [] };
  const span = yearSpan(year);
  return { ...body, riderName: facts?.name ?? '', timeZone: STATEMENT_TIME_ZONE, from: span.from.toISOString(), to: span.to.toISOString(), generatedAt: now.toISOString() };
}

/** Reads `ids` 500 at a time (an IN list both databases take), the answers in one list. */
async function inBatches<R>(ids: readonly string[], read: (batch: string[]) => Promise<Iterable<R>>): Promise<R[]> {
  const all: R[] = [];
  for (let start = 0; start < ids.length; start += 500) all.push(...(await read(ids.slice(start, start + 500))));
  return all;
}

/**
 * The closed years a rider can have a statement of, newest first: from the year of their first posting to the last
 * closed year, each with the currencies its statement holds: a currency with a posting in the year, or with money
 * available, held or owed when it began (a year without movements still has its balances). Read as the rider's
 * postings summed per currency, purpose and year (one statement after the first posting's), not as statements.
 */
export async function statementYears(db: PayoutsDb, riderId: string, now: Date = new Date()): Promise<StatementYears> {
  const first = await riderFirstPosting(db, riderId);
  const last = lastClosedYear(now);
  if (!first) return { riderId, years: [] };
  const firstYear = Number(programmeDay(first).slice(0, 4));
  if (firstYear > last) return { riderId, years: [] };
  // Span i is the year firstYear + i (nothing is before the first posting); the span after the last bound is the open year.
  const bounds: Date[] = [];
  for (let year = firstYear; year <= last; year += 1) bounds.push(yearSpan(year).to);
  const sums = await riderSumsBySpan(db, riderId, bounds);
  const currencies = [...new Set(sums.map((row) => row.currency))].sort((a, b) => a.localeCompare(b));
  const years: StatementYears['years'] = [];
  for (let year = last; year >= firstYear; year -= 1) {
    const span = year - firstYear;
    const held = currencies.filter((currency) => {
      if (sums.some((row) => row.currency === currency && row.span === span && row.postings > 0)) return true;
      const opening = new Map<string, number>();
      for (const row of sums) if (row.currency === currency && row.span < span) opening.set(row.purpose, (opening.get(row.purpose) ?? 0) + row.cents);
      const balance = balanceOf(opening);
      return balance.availableCents !== 0 || balance.heldCents !== 0 || balance.owedCents !== 0;
    });
    if (held.length > 0) years.push({ year, currencies: held });
  }
  return { riderId, years };
}

/** Whether a year may be shown to the rider: a closed year (the current one is not over). */
export function isClosedYear(year: number, now: Date = new Date()): boolean {
  return year <= lastClosedYear(now);
}

/** Lives in the US and not marked a non-resident alien by staff: a US person for the information returns. */
export const isUsPerson = (facts: Pick<StatementFacts, 'country' | 'nonResidentAlien'> | undefined): boolean => Boolean(facts && facts.country === 'US' && !facts.nonResidentAlien);

const matches = (row: YearEndRow, show: YearEndFilter): boolean => {
  switch (show) {
    case 'all':
      return true;
    case 'paidCash':
      return row.prizeCashCents !== 0 || row.cashedOutCents !== 0;
    case 'form1099':
      return row.form1099;
    case 'w9Missing':
      return row.w9Missing;
    case 'nonUsWithheld':
      return row.nonUsWithheld;
    case 'debts':
      return row.debt;
  }
};

/** How many riders' statements the year-end report holds at once (their postings are read, summed into rows, dropped). */
export const REPORT_RIDERS_PER_CHUNK = 500;

/**
 * Every statement of a year, `ridersPerChunk` riders at a time: the riders with money in the year in one read
 * (`ridersWithMoney`, the same riders the statements are made for), then each chunk's statements, read by rider
 * through their accounts. What a caller holds at once is one chunk's postings, not the year's.
 */
export async function* statementsInChunks(db: PayoutsDb, year: number, ridersPerChunk: number = REPORT_RIDERS_PER_CHUNK): AsyncGenerator<Map<string, StatementBody>> {
  const riders = await ridersWithMoney(db, yearSpan(year));
  const size = Math.max(1, Math.floor(ridersPerChunk));
  for (let start = 0; start < riders.length; start += size) yield buildStatements(db, year, riders.slice(start, start + size));
}

/**
 * The finance team's year-end report: every rider's statement of the year, one row per rider and currency, with
 * identity's facts (asked now) and the flags: a US person paid USD 600.00 or more in cash prizes (Form 1099-MISC), the
 * same without a W-9 on file, a rider who is not a US person with tax withheld (Form 1042-S), a debt at the year's end.
 * Totals are per currency over every statement of the year, whichever rows `show` lists. The statements are built a
 * chunk of riders at a time and only the rows `show` lists are kept (a rider's rows are all in one chunk, so the
 * flagged riders are counted chunk by chunk), so the report's memory is its rows, not the year's postings.
 */
export async function yearEndReport(
  db: PayoutsDb,
  facts: (riderIds: string[]) => Promise<Map<string, StatementFacts>>,
  year: number,
  show: YearEndFilter,
  now: Date = new Date(),
  options: { ridersPerChunk?: number } = {},
): Promise<YearEndReport> {
  const rows: YearEndRow[] = [];
  const totals = new Map<Currency, YearEndTotals>();
  const flagged = { form1099: 0, w9Missing: 0, nonUsWithheld: 0, debts: 0 };
  for await (const statements of statementsInChunks(db, year, options.ridersPerChunk)) {
    if (statements.size === 0) continue;
    const people = await facts([...statements.keys()]);
    for (const statement of statements.values()) {
      const person = people.get(statement.riderId);
      const usPerson = isUsPerson(person);
      const riderRows: YearEndRow[] = [];
      for (const c of statement.currencies) {
        const form1099 = usPerson && c.currency === 'USD' && c.prizeCashCents >= FORM_1099_THRESHOLD_CENTS;
        riderRows.push({
          riderId: statement.riderId,
          name: person?.name ?? '',
          email: person?.email ?? '',
          country: person?.country ?? '',
          usPerson,
          nonResidentAlien: person?.nonResidentAlien ?? false,
          w9ReceivedAt: person?.w9ReceivedAt ?? null,
          currency: c.currency,
          prizeCashCents: c.prizeCashCents,
          prizeCreditCents: c.prizeCreditCents,
          prizeBonusCents: c.prizeBonusCents,
          withheldCents: c.withheldCents,
          // Cash that left for the rider: the cash-outs' lines are negative on the statement.
          cashedOutCents: -c.cashedOutCents,
          redeemedCents: -c.redeemedCents,
          owedCents: c.closing.owedCents,
          form1099,
          w9Missing: form1099 && !person?.w9ReceivedAt,
          nonUsWithheld: !usPerson && c.withheldCents > 0,
          debt: c.closing.owedCents > 0,
        });
        const total = totals.get(c.currency) ?? { currency: c.currency, riders: 0, prizeCashCents: 0, prizeCreditCents: 0, prizeBonusCents: 0, withheldCents: 0, cashedOutCents: 0, redeemedCents: 0, owedCents: 0, netCents: 0 };
        total.riders += 1;
        total.prizeCashCents += c.prizeCashCents;
        total.prizeCreditCents += c.prizeCreditCents;
        total.prizeBonusCents += c.prizeBonusCents;
        total.withheldCents += c.withheldCents;
        total.cashedOutCents += -c.cashedOutCents;
        total.redeemedCents += -c.redeemedCents;
        total.owedCents += c.closing.owedCents;
        total.netCents += c.netCents;
        totals.set(c.currency, total);
      }
      // A rider counts once per flag, whichever of their currencies carries it.
      if (riderRows.some((row) => row.form1099)) flagged.form1099 += 1;
      if (riderRows.some((row) => row.w9Missing)) flagged.w9Missing += 1;
      if (riderRows.some((row) => row.nonUsWithheld)) flagged.nonUsWithheld += 1;
      if (riderRows.some((row) => row.debt)) flagged.debts += 1;
      for (const row of riderRows) if (matches(row, show)) rows.push(row);
    }
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.riderId.localeCompare(b.riderId) || a.currency.localeCompare(b.currency));
  return {
    year,
    timeZone: STATEMENT_TIME_ZONE,
    thresholdCents: FORM_1099_THRESHOLD_CENTS,
    show,
    rows,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    flagged,
    generatedAt: now.toISOString(),
  };
}
