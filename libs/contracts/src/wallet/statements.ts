import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { queryChoice, queryInteger, queryText } from '../query';
import { PROGRAMME_TIME_ZONE } from '../time-zones';

/**
 * Year-end statements (a rider's money in one calendar year) and the finance team's year-end report
 * (docs/reports.md "Year-end statements"). A year is cut in the programme's zone (America/Los_Angeles): it runs from
 * 1 January 00:00 to 1 January 00:00 of the next year there. Every figure is whole cents of one currency, read from
 * the journal's postings of the rider's own accounts, never added across currencies.
 */

/** The zone a statement's year is cut in (the programme's calendar, like every report). */
export const STATEMENT_TIME_ZONE = PROGRAMME_TIME_ZONE;
/** The US information-return threshold (Form 1099-MISC, prizes and awards): a US person paid this much cash or more in a year is reported. */
export const FORM_1099_THRESHOLD_CENTS = 60_000;

/** What a statement line is, by the journal transaction it comes from. */
export const STATEMENT_CATEGORIES = ['earning', 'withholding', 'correction', 'cashout', 'redemption', 'refund', 'expiry', 'repayment', 'writeOff', 'merge'] as const;
export type StatementCategory = (typeof STATEMENT_CATEGORIES)[number];

const currency = z.enum(CURRENCIES);
const cents = z.number().int();

/** One movement of the rider's money in the year. */
export const statementLineSchema = z.object({
  /** The journal transaction's id (one line per transaction). */
  id: z.string(),
  /** When it was posted (ISO) and its programme day (YYYY-MM-DD). */
  at: z.string(),
  day: z.string(),
  category: z.enum(STATEMENT_CATEGORIES),
  currency,
  /** The kind of money an earning or a correction was (cash, dealer credit, bonus), else null. */
  type: z.enum(['cash', 'credit', 'bonus']).nullable(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  className: z.string().nullable(),
  place: z.number().int().nullable(),
  /** The dealer of a redemption or a refund. */
  dealer: z.string().nullable(),
  /** Signed: what the line changed of the rider's balance (available + held − owed). */
  amountCents: cents,
  /** Signed: what the line changed of what the rider owes (+ a correction made a debt, − repaid or written off). */
  debtCents: cents,
  /** An earning's prize (+) or a correction's award taken back in full (−): the gross a tax form counts. */
  prizeCents: cents,
  /** Tax withheld by a withholding line (+), or given back when its award was corrected (−). */
  withheldCents: cents,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A rider's money at an instant, in one currency. */
export const statementBalanceSchema = z.object({
  /** Cash, dealer credit and bonus the rider could use. */
  availableCents: cents,
  /** Cash set aside for a cash-out in flight. */
  heldCents: cents,
  /** What the rider owes the programme (≥ 0). */
  owedCents: cents,
  /** available + held − owed. */
  balanceCents: cents,
});
export type StatementBalance = z.infer<typeof statementBalanceSchema>;

/** One currency of a statement: the balances at both ends and the year's totals per kind of movement. */
export const statementCurrencySchema = z.object({
  currency,
  opening: statementBalanceSchema,
  closing: statementBalanceSchema,
  /** Prizes earned less the corrections made in the year (gross of withholding), per kind: what the programme paid the rider this year. */
  prizeCashCents: cents,
  prizeCreditCents: cents,
  prizeBonusCents: cents,
  /** Tax withheld, less tax given back by corrections. */
  withheldCents: cents,
  /** Sums of the lines' `amountCents` per category (each signed as the lines). */
  earnedCents: cents,
  withholdingCents: cents,
  correctedCents: cents,
  cashedOutCents: cents,
  redeemedCents: cents,
  refundedCents: cents,
  expiredCents: cents,
  repaidCents: cents,
  writtenOffCents: cents,
  mergedCents: cents,
  /** Σ of every line's `amountCents` = closing.balance − opening.balance. */
  netCents: cents,
});
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

/** `GET /api/{rider|admin}/statement/{year}.json` (and `.pdf`, `.csv`): one rider's year. */
export const yearStatementSchema = z.object({
  riderId: z.string(),
  /** The rider's name as identity has it now ('' when unknown). */
  riderName: z.string(),
  year: z.number().int(),
  timeZone: z.string(),
  /** The year's edges as instants (ISO): from included, to excluded. */
  from: z.string(),
  to: z.string(),
  currencies: z.array(statementCurrencySchema),
  /** Oldest first. */
  lines: z.array(statementLineSchema),
  generatedAt: z.string(),
});
export type YearStatement = z.infer<typeof yearStatementSchema>;

/** `GET /api/rider/statements` (`/api/admin/statements?riderId=`): the closed years the rider had money in, newest first. */
export const statementYearsSchema = z.object({
  riderId: z.string(),
  years: z.array(z.object({ year: z.number().int(), currencies: z.array(currency) })),
});
export type StatementYears = z.infer<typeof statementYearsSchema>;

/** `?riderId=` of staff's statement routes. */
export const statementRiderQuerySchema = z.object({ riderId: z.string().trim().min(1).max(36), locale: queryText(5) });
/** `?locale=` of the rider's statement files (default: the rider's language as identity has it). */
export const statementFileQuerySchema = z.object({ locale: queryText(5) });
export const STATEMENT_FORMATS = ['json', 'pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

// ── the finance team's year-end report (GET /api/admin/aggregates/year-end?year=) ──

/** Which riders the report lists: every rider with money in the year, or those a flag marks. */
export const YEAR_END_FILTERS = ['all', 'paidCash', 'form1099', 'w9Missing', 'nonUsWithheld', 'debts'] as const;
export type YearEndFilter = (typeof YEAR_END_FILTERS)[number];

/** `?year=&show=&locale=` (`year` default: last calendar year). */
export const yearEndQuerySchema = z.object({
  year: queryInteger(2000, 2100),
  show: queryChoice(YEAR_END_FILTERS).transform((value) => value ?? 'all'),
  locale: queryText(5),
});
export type YearEndQuery = z.output<typeof yearEndQuerySchema>;

/** The year's figures the report shows, per rider and in its totals (the statement's, in one currency). */
const yearEndFigures = {
  prizeCashCents: cents,
  prizeCreditCents: cents,
  prizeBonusCents: cents,
  withheldCents: cents,
  cashedOutCents: cents,
  redeemedCents: cents,
  /** Owed to the programme at the year's end (≥ 0). */
  owedCents: cents,
};

/** One rider and currency: the statement's totals with identity's facts and the flags. */
export const yearEndRowSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO country of the rider's address ('' unknown). */
  country: z.string(),
  /** Lives in the US and not marked a non-resident alien by staff. */
  usPerson: z.boolean(),
  nonResidentAlien: z.boolean(),
  /** When the W-9 was received (ISO), or null. */
  w9ReceivedAt: z.string().nullable(),
  currency,
  ...yearEndFigures,
  /** A US person paid cash in USD at or over FORM_1099_THRESHOLD_CENTS. */
  form1099: z.boolean(),
  /** `form1099` without a W-9 on file. */
  w9Missing: z.boolean(),
  /** Not a US person, with tax withheld. */
  nonUsWithheld: z.boolean(),
  /** Owes the programme at the year's end. */
  debt: z.boolean(),
});
export type YearEndRow = z.infer<typeof yearEndRowSchema>;

/** The totals of every statement of the year (all riders, whatever `show`), per currency. */
export const yearEndTotalsSchema = z.object({
  currency,
  riders: z.number().int(),
  ...yearEndFigures,
  netCents: cents,
});
export type YearEndTotals = z.infer<typeof yearEndTotalsSchema>;

export const yearEndReportSchema = z.object({
  year: z.number().int(),
  timeZone: z.string(),
  thresholdCents: z.number().int(),
  show: z.enum(YEAR_END_FILTERS),
  rows: z.array(yearEndRowSchema),
  totals: z.array(yearEndTotalsSchema),
  /** Riders each flag marks (the whole year, whatever `show`). */
  flagged: z.object({ form1099: z.number().int(), w9Missing: z.number().int(), nonUsWithheld: z.number().int(), debts: z.number().int() }),
  generatedAt: z.string(),
});
export type YearEndReport = z.infer<typeof yearEndReportSchema>;

/**
 * Payouts → identity, in January: the rider's statement of the year just closed is ready (they had money that year);
 * identity mails them in their language with a link to the statements on their wallet. Once per rider and year.
 */
export const YEAR_STATEMENT_READY = 'rider.year-statement';
export const yearStatementReadySchema = z.object({
  riderId: z.string().min(1),
  year: z.number().int().min(2000).max(2100),
  /** The wallet page's statements; without it identity links its own PUBLIC_URL's wallet. */
  link: z.string().url().optional(),
});
export type YearStatementReady = z.infer<typeof yearStatementReadySchema>;
