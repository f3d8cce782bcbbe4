import { z } from 'zod';
import { CURRENCIES } from './enums';
import { paginationSchema, queryChoice, queryPaging, queryText } from './query';
import { requiredText } from './fields';

/** The payouts service's wallet answer (spec §3 Wallet). Amounts are integer cents. */

/** What a rider can spend now: `cash` from cash lots, `credit` (dealer credit) from credit and bonus lots. */
export const balancesSchema = z.object({ cash: z.number().int(), credit: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/**
 * What a rider owes the programme in one currency: money a corrected or removed result had already paid out (cashed
 * out, spent at a dealer, held for a cash-out), repaid first from their next earnings in that currency. `from`: the
 * corrections the debt still comes from (the oldest is repaid first), newest first.
 */
export const debtSchema = z.object({
  currency: z.enum(CURRENCIES),
  owedCents: z.number().int(),
  from: z.array(
    z.object({
      at: z.string(),
      eventId: z.string().nullable(),
      eventTitle: z.string(),
      className: z.string().nullable(),
      place: z.number().int().nullable(),
      /** What of this correction is still owed. */
      cents: z.number().int(),
    }),
  ),
});
export type Debt = z.infer<typeof debtSchema>;

/** A rider's wallet: balances in its currency, and any lots left in another one (only after merging riders of different countries). */
export const walletSchema = z.object({
  currency: z.enum(CURRENCIES),
  balances: balancesSchema,
  otherCurrencyBalances: z.array(balancesSchema.extend({ currency: z.enum(CURRENCIES) })),
  /** What the rider owes, per currency (none: empty). */
  debts: z.array(debtSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/rider/wallet → `{ wallet }` (404 before the wallet opens). */
export const walletAnswerSchema = z.object({ wallet: walletSchema });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

// ---- earnings (every result line explains itself) ----

/** Spec §9 "Earnings periods": this year, last year, lifetime (by the race's programme year). */
export const EARNINGS_PERIODS = ['thisYear', 'lastYear', 'lifetime'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
/** `GET /api/rider/earnings?period=` (default this year). */
export const earningsQuerySchema = z.object({
  period: queryChoice(EARNINGS_PERIODS).transform((value) => value ?? 'thisYear'),
  /** Only this event's (the rider's event page). */
  eventId: queryText(36),
});
export type EarningsQuery = z.output<typeof earningsQuerySchema>;

/** Why a line pays, waits or does not (the payouts rules engine's reasons; `payout.reason.<code>` in every locale). */
export const PAYOUT_REASON_CODES = [
  'paid',
  'documentsMissing',
  'seriesNotFinished',
  'eventCanceled',
  'eventNotPaying',
  'resultTypeNotPaid',
  'notProgrammeRider',
  'didNotStart',
  'didNotFinish',
  'classNoPayout',
  'classTooSmall',
  'placeNotPaid',
  'riderInactive',
  'otherSanctionPaid',
  'bikeNotRegistered',
  'vinNotVerified',
  'bikeTooOld',
  'sameBike',
  'classLimit',
  /** Paid by an administrator's approval of the rider's payout claim. */
  'claimApproved',
  /** Not paid again: the rider's approved payout claim already paid this class at this event. */
  'claimPaid',
  /**
   * Waits: the rider has several eligible bikes, one class at the event is already paid, and the sheet does not say
   * which bike this result was on (one machine is paid once). Paid once the promoter, staff or the rider names it.
   */
  'bikeNotNamed',
  /** The sheet names a bike of another make than the rider's registered bikes. */
  'otherMake',
  /** The line is no longer in the event's results (removed, or the results deleted): what it paid was taken back. */
  'resultRemoved',
  /** The class reached a tier of the minimum that pays fewer places than this one (e.g. 3–6 riders: the top 2). */
  'tierPlaceNotPaid',
  /** Staff flagged the rider as not eligible (e.g. factory-supported) under the programme's rules. */
  'riderIneligible',
  /** The rider's account was made later after the race than the programme's rules allow. */
  'riderRegisteredLate',
  /** The bike's make is not one the programme pays for. */
  'bikeMakeNotEligible',
  /** The bike's model year is newer than the programme's window. */
  'bikeTooNew',
  /** The programme pays only machines sold before the race, and this one's sale is not on record. */
  'bikeSaleNotRecorded',
  /** The bike was sold after the race. */
  'bikeSoldAfterRace',
] as const;
export type PayoutReasonCode = (typeof PAYOUT_REASON_CODES)[number];

export const LOT_STATUS_CODES = ['current', 'expired', 'spent', 'earned', 'funded'] as const;

/**
 * How long dealer credit (and bonus credit) lasts by default: it expires this many days after the day it is paid
 * (the payout rules' `creditExpiryDays`, which a programme year may change). Credit earned in a series is paid at the
 * series' end (spec §9), so its days count from then, never from an earlier date.
 */
export const DEFAULT_CREDIT_EXPIRY_DAYS = 365;

/**
 * The tax withheld from a cash award of `amountCents` at `percent` (spec §9: non-resident aliens), in whole cents,
 * half a cent rounded up. The one place it is computed: the ledger posts it, every view shows what the ledger posted.
 */
export function withheldCents(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents) || !Number.isInteger(percent) || percent <= 0 || amountCents <= 0) return 0;
  return Math.floor((amountCents * Math.min(percent, 100) + 50) / 100);
}

/**
 * Which clause of the programme's rule set decided a line (docs/rules.md), the tier of the minimum and the place range
 * it fell in when they mattered, and the published version that decided (null: the standard rules). Null for an
 * earning no rule decided (an approved claim, a bonus paid by hand) and for lines decided before rule sets.
 */
export const decisionRuleSchema = z.object({
  clause: z.string(),
  tier: z.object({ atLeast: z.number().int(), paidPlaces: z.number().int().nullable() }).optional(),
  range: z.object({ from: z.number().int(), to: z.number().int(), amountCents: z.number().int(), payoutType: z.string() }).optional(),
  ruleSet: z.object({ id: z.string(), version: z.number().int() }).nullable().optional(),
});
export type DecisionRule = z.infer<typeof decisionRuleSchema>;

/** One earning (or a result that did not pay, and why), newest race first. Amounts in cents of `currency`. */
export const earningSchema = z.object({
  _id: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  /** The race's first day (YYYY-MM-DD), or the award's day for an earning without an event. */
  date: z.string(),
  className: z.string().nullable(),
  place: z.number().int().nullable(),
  outcome: z.enum(['paid', 'pending', 'notPaid']),
  reason: z.enum(PAYOUT_REASON_CODES),
  /** The numbers behind the reason: `finishers`, `minimum`, `modelYear`, `oldestModelYear`, `paidClasses`, `maximum`, `vin`, `paidResultType`. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
  rule: decisionRuleSchema.nullable().optional(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  type: z.enum(['cash', 'credit', 'bonus']).nullable(),
  withholdPercent: z.number().int(),
  /** The tax the ledger withheld from what it paid (0 for none): never computed anywhere else. */
  withheldCents: z.number().int(),
  /**
   * What the line's money did, oldest first: each award (+, on the day it was paid) and each reversal when the result
   * was corrected or removed (−, the whole award; `owedCents` of it had already left and became owed). A line paid
   * once and never corrected has one entry; a correction of 1st ($250) to 2nd ($150) reads +250, −250, +150.
   */
  history: z.array(
    z.object({
      at: z.string(),
      change: z.enum(['paid', 'corrected', 'removed']),
      cents: z.number().int(),
      owedCents: z.number().int(),
    }),
  ),
  /** The lot it posted: what is left of it and its dates. */
  lot: z
    .object({
      _id: z.string(),
      status: z.enum(LOT_STATUS_CODES),
      initialCents: z.number().int(),
      currentCents: z.number().int(),
      awardedAt: z.string(),
      expiresAt: z.string().nullable(),
      /** The programme's "sent" mark (spec §3, §9: payouts can be marked sent and undone), or null. */
      sentAt: z.string().nullable(),
    })
    .nullable(),
});
export type Earning = z.infer<typeof earningSchema>;

/** `GET /api/admin/earnings?riderId=&period=`: one rider's earnings, as the rider sees them (programme staff). */
export const adminEarningsQuerySchema = earningsQuerySchema.extend({ riderId: z.string().trim().min(1).max(36) });
/** `PUT /api/admin/earnings/{lotId}/sent`: mark a payout sent, or undo the mark. */
export const sentMarkSchema = z.object({ sent: z.boolean() });
export const sentMarkAnswerSchema = z.object({ lot: z.object({ _id: z.string(), sentAt: z.string().nullable() }) });
export type SentMarkAnswer = z.infer<typeof sentMarkAnswerSchema>;

/** Per currency: what was paid (cash, dealer credit, bonus) and what waits, in the period. */
export const earningTotalsSchema = z.object({ currency: z.enum(CURRENCIES), cash: z.number().int(), credit: z.number().int(), bonus: z.number().int(), pending: z.number().int() });
export const earningsAnswerSchema = z.object({ period: z.enum(EARNINGS_PERIODS), totals: z.array(earningTotalsSchema), earnings: z.array(earningSchema) });
export type EarningsAnswer = z.infer<typeof earningsAnswerSchema>;

// ---- cash-out (spec §7 Payments, §9 up to $2000 per transaction) ----

/** How the rider takes the money: a prepaid card, a bank transfer, or a digital wallet (the provider's products). */
export const CASHOUT_METHODS = ['prepaidCard', 'bank', 'digital'] as const;
export type CashoutMethod = (typeof CASHOUT_METHODS)[number];
/** Spec §9: up to $2000 per transaction. */
export const MAX_CASHOUT_CENTS = 200_000;

/** `POST /api/payments/create-order`: the amount in cents of the wallet's currency, the method, and the caller's idempotency key. */
export const createOrderSchema = z.object({
  amountCents: z.number().int().min(1).max(MAX_CASHOUT_CENTS),
  currency: z.enum(CURRENCIES),
  method: z.enum(CASHOUT_METHODS),
  /** A new random key per cash-out the rider means (a retried request sends the same one). */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

/** processing: held, the provider asked; paid: the provider has the order; failed: nothing was paid, the money is back. */
export const CASHOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export const cashoutSchema = z.object({
  _id: z.string(),
  status: z.enum(CASHOUT_STATUSES),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  method: z.enum(CASHOUT_METHODS),
  /** The cash balance before and after it (what the history shows). */
  previousBalanceCents: z.number().int(),
  newBalanceCents: z.number().int(),
  /** The provider's order, once it has one. */
  orderId: z.string().nullable(),
  /**
   * Where the rider collects a paid cash-out (the provider's redemption link), once the provider gave one; null
   * before that (`GET /api/payments/get-reward-link/{orderId}` asks for it). Only in the rider's own answers: whoever
   * opens it can redeem the money.
   */
  link: z.string().nullable(),
  /** When the provider says the reward behind the link expires (ISO time); null when it never does or did not say. */
  linkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Cashout = z.infer<typeof cashoutSchema>;
export const cashoutAnswerSchema = z.object({ cashout: cashoutSchema });
export type CashoutAnswer = z.infer<typeof cashoutAnswerSchema>;
/** `GET /api/payments/cashouts`: the rider's own, newest first. */
export const cashoutsAnswerSchema = z.object({ cashouts: z.array(cashoutSchema) });
export type CashoutsAnswer = z.infer<typeof cashoutsAnswerSchema>;

// ---- an event's payout decisions (the promoter and staff see why each result line pays or not) ----

/**
 * One result line's (or bonus's) decision, as the payouts rules engine made it for the event's current results:
 * `resultId` for a result line (the events service's result `_id`), `bonusId` for a bonus added at the event.
 */
export const eventPayoutDecisionSchema = z.object({
  resultId: z.string().optional(),
  bonusId: z.string().optional(),
  riderId: z.string().nullable(),
  className: z.string().nullable(),
  place: z.number().int().nullable(),
  outcome: z.enum(['paid', 'pending', 'notPaid']),
  reason: z.enum(PAYOUT_REASON_CODES),
  /** The numbers behind the reason (as in `earningSchema`). */
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
  rule: decisionRuleSchema.nullable().optional(),
  /** What it pays (paid), or will pay once the wait is over (pending); 0 when not paid. */
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  lotType: z.enum(['cash', 'credit', 'bonus']).nullable(),
  withholdPercent: z.number().int(),
});
export type EventPayoutDecision = z.infer<typeof eventPayoutDecisionSchema>;

/**
 * `GET /api/{promoter|admin}/event-payouts/{eventId}` → the decisions of the event's results at `version` (the
 * `results.published` version the payouts service applied). 404 before the service has applied any results of the
 * event, and for a promoter for someone else's event.
 */
export const eventPayoutsAnswerSchema = z.object({ eventId: z.string(), version: z.number().int(), decisions: z.array(eventPayoutDecisionSchema) });
export type EventPayoutsAnswer = z.infer<typeof eventPayoutsAnswerSchema>;

// ---- an event's payout decisions as everyone may read them (the public event page) ----

/**
 * The reasons anyone may read as the payout rules gave them: rules about the event, the result, the class, the place
 * and the series, which anyone can check against the published results. Every paid line reads `paid`.
 */
export const PUBLIC_RULE_REASON_CODES = [
  'paid',
  'seriesNotFinished',
  'eventCanceled',
  'eventNotPaying',
  'resultTypeNotPaid',
  'notProgrammeRider',
  'didNotStart',
  'didNotFinish',
  'classNoPayout',
  'classTooSmall',
  'placeNotPaid',
  'classLimit',
  'sameBike',
  'otherSanctionPaid',
  'tierPlaceNotPaid',
] as const satisfies readonly PayoutReasonCode[];
/**
 * What the public reads for any other reason: those are the rider's own business with the programme (documents,
 * the account, bikes and VINs, payout claims, and any reason added later), never told apart in public.
 */
export const RIDER_REQUIREMENTS_REASON = 'riderRequirements';
/** A public decision's reason (`public.payout.reason.<code>` on the public site). */
export const PUBLIC_PAYOUT_REASON_CODES = [...PUBLIC_RULE_REASON_CODES, RIDER_REQUIREMENTS_REASON] as const;
export type PublicPayoutReasonCode = (typeof PUBLIC_PAYOUT_REASON_CODES)[number];

/**
 * One result line's (`resultId`) or bonus's (`bonusId`) decision as the public sees it: never the rider, the facts
 * behind the reason or the tax withheld.
 */
export const publicPayoutDecisionSchema = z.object({
  resultId: z.string().optional(),
  bonusId: z.string().optional(),
  outcome: z.enum(['paid', 'pending', 'notPaid']),
  reason: z.enum(PUBLIC_PAYOUT_REASON_CODES),
  /** What it pays (paid) or will pay once the wait is over (pending), before any tax; null when not paid. */
  amountCents: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  /** cash, dealer credit or bonus credit (paid and pending); null when not paid. */
  lotType: z.enum(['cash', 'credit', 'bonus']).nullable(),
});
export type PublicPayoutDecision = z.infer<typeof publicPayoutDecisionSchema>;

/**
 * `GET /api/event-payouts/{eventId}` (anyone) → the decisions of the event's results at `version` (the
 * `results.published` version the payouts service applied: below the event's `resultsVersion` while the rules catch
 * up). 404 before the service has applied any results of the event.
 */
export const publicEventPayoutsAnswerSchema = z.object({ eventId: z.string(), version: z.number().int(), decisions: z.array(publicPayoutDecisionSchema) });
export type PublicEventPayoutsAnswer = z.infer<typeof publicEventPayoutsAnswerSchema>;

// ---- credit expiry warnings (riders hear 30 days before their earnings expire) ----

/** Payouts → identity: some of a rider's earnings expire soon; identity mails the rider in their language. */
export const CREDIT_EXPIRING = 'rider.credit-expiring';
/** The most lots one message carries (a rider with more gets several messages). */
export const MAX_EXPIRING_LOTS = 100;
export const creditExpiringSchema = z.object({
  riderId: z.string().min(1),
  /** The lots that expire, each with what is left of it now (cents of `currency`) and its expiry instant (ISO). */
  lots: z
    .array(
      z.object({
        lotId: z.string().min(1),
        type: z.enum(['credit', 'cash', 'bonus']),
        amountCents: z.number().int().min(1),
        currency: z.enum(CURRENCIES),
        expiresAt: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(MAX_EXPIRING_LOTS),
  /** The rider's wallet page; without it identity links its own PUBLIC_URL's rider dashboard. */
  link: z.string().url().optional(),
});
export type CreditExpiring = z.infer<typeof creditExpiringSchema>;

/** `POST /api/admin/riders/send-expire-mail`: one rider (again, even if warned before), or every rider not yet warned; lots expiring within `days`. */
export const sendExpireMailSchema = z.object({
  riderId: z.string().trim().min(1).max(36).optional(),
  days: z.number().int().min(1).max(365).default(30),
});
export type SendExpireMail = z.output<typeof sendExpireMailSchema>;
/** → how many riders were mailed, and about how many lots. */
export const sendExpireMailAnswerSchema = z.object({ riders: z.number().int(), lots: z.number().int() });
export type SendExpireMailAnswer = z.infer<typeof sendExpireMailAnswerSchema>;

// ---- what riders owe (corrections after the money left): staff's receivables ----

/** `GET /api/admin/receivables?currency=&query=&page=&limit=`: riders who owe the programme, largest debt first. */
export const receivablesQuerySchema = z.object({ currency: queryChoice(CURRENCIES), query: queryText(100), ...queryPaging(25) });
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;
export const receivableSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  owedCents: z.number().int(),
  /** When the debt last changed (ISO). */
  changedAt: z.string(),
});
export type Receivable = z.infer<typeof receivableSchema>;
export const receivablesAnswerSchema = z.object({
  receivables: z.array(receivableSchema),
  /** Every matching debt, per currency (not only this page). */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), owedCents: z.number().int(), riders: z.number().int() })),
  pagination: paginationSchema,
});
export type ReceivablesAnswer = z.infer<typeof receivablesAnswerSchema>;

/** One change of what a rider owes, as staff read it: created by a correction, repaid, written off, moved by a merge. */
export const debtEntrySchema = z.object({
  at: z.string(),
  change: z.enum(['owed', 'repaid', 'writtenOff', 'merged']),
  currency: z.enum(CURRENCIES),
  /** Signed: + owed more, − owed less. */
  cents: z.number().int(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  /** A write-off's reason, a correction's memo. */
  note: z.string(),
  /** Who wrote it off (an administrator's id), or null. */
  by: z.string().nullable(),
});
export type DebtEntry = z.infer<typeof debtEntrySchema>;
/** `GET /api/admin/receivables/{riderId}`: what the rider owes now and every change of it, newest first. */
export const riderDebtsAnswerSchema = z.object({ riderId: z.string(), debts: z.array(debtSchema), history: z.array(debtEntrySchema) });
export type RiderDebtsAnswer = z.infer<typeof riderDebtsAnswerSchema>;

/** `POST /api/admin/receivables/{riderId}/write-off`: forgive (part of) a debt, with the reason on record. */
export const writeOffSchema = z.object({
  currency: z.enum(CURRENCIES),
  amountCents: z.number().int().min(1).max(100_000_000),
  reason: requiredText(500),
  /** A new random key per write-off meant (a retried request sends the same one). */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;
