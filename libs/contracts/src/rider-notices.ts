import { z } from 'zod';
import { CURRENCIES } from './enums';
import { CASHOUT_METHODS } from './wallet';

/**
 * Payouts → identity: something happened to a rider's money (docs/accounts.md "Every mail"). Published in the payouts
 * service's outbox in the database transaction of the money change itself, so a change that rolls back tells nobody
 * and one that commits is told once; identity mails the rider in their stored language, unless they turned that kind
 * of mail off (`mail-preferences.ts`: debts and failed cash-outs are always mailed). Every amount is whole cents of
 * its `currency`; identity writes them in the rider's language.
 */
export const RIDER_NOTICE = 'rider.notice';

/** The most lines one notice carries (a rider's lines of one event; a rider with more gets several notices). */
export const MAX_NOTICE_LINES = 20;

const currency = z.enum(CURRENCIES);
const cents = z.number().int();
const title = z.string().max(200);
const className = z.string().max(120).nullable();
const place = z.number().int().nullable();
const lotType = z.enum(['cash', 'credit', 'bonus']);

/** What a line pays for: a place in a class, a bonus added at the event, or the series bonus of a class champion. */
export const NOTICE_LINE_FOR = ['place', 'bonus', 'champion'] as const;
/** Why an earning waits (payout rules' reasons that end by themselves or by the rider). */
export const NOTICE_WAITING_REASONS = ['documentsMissing', 'seriesNotFinished', 'bikeNotNamed'] as const;
export type NoticeWaitingReason = (typeof NOTICE_WAITING_REASONS)[number];

/** An earning posted on the rider's balance: what it is for, how much, and what of it went elsewhere. */
const postedLine = z.object({
  for: z.enum(NOTICE_LINE_FOR),
  className,
  place,
  type: lotType,
  amountCents: cents.min(1),
  /** Tax withheld from a cash earning (non-resident aliens). */
  withheldCents: cents.min(0),
  /** What of it repaid what the rider owed in that currency. */
  repaidCents: cents.min(0),
  /** When dealer credit expires (ISO); null for cash. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** A corrected result: what the line paid before (that award was taken back); null for a new earning. */
  previousCents: cents.min(0).nullable(),
});

/** An earning the rules decided but hold back, and why. */
const waitingLine = z.object({ for: z.enum(NOTICE_LINE_FOR), className, place, type: lotType, amountCents: cents.min(1), reason: z.enum(NOTICE_WAITING_REASONS) });

const earningPosted = z.object({
  kind: z.literal('earning-posted'),
  riderId: z.string().min(1),
  /** The event (null for a series champion's bonus: `eventTitle` is the series then). */
  eventId: z.string().nullable(),
  eventTitle: title,
  currency,
  lines: z.array(postedLine).min(1).max(MAX_NOTICE_LINES),
});

const earningWaiting = z.object({
  kind: z.literal('earning-waiting'),
  riderId: z.string().min(1),
  eventId: z.string().nullable(),
  eventTitle: title,
  currency,
  lines: z.array(waitingLine).min(1).max(MAX_NOTICE_LINES),
});

const claimDecided = z.object({
  kind: z.literal('claim-decided'),
  riderId: z.string().min(1),
  claimId: z.string().min(1),
  decision: z.enum(['approved', 'rejected']),
  eventId: z.string(),
  eventTitle: title,
  className: z.string().max(120),
  place: z.number().int(),
  currency,
  /** Approved: what staff granted; null when rejected. */
  payoutType: z.enum(['cash', 'credit']).nullable(),
  amountCents: cents.nullable(),
  /** Approved: `claim` paid it now; `results` pay it (the claim named the bike a waiting result was raced on). */
  paidBy: z.enum(['claim', 'results']).nullable(),
  /** The programme team's note to the rider (a rejection's reason); '' when none. */
  note: z.string().max(1000),
});

const cashoutPaid = z.object({
  kind: z.literal('cashout-paid'),
  riderId: z.string().min(1),
  cashoutId: z.string().min(1),
  amountCents: cents.min(1),
  currency,
  method: z.enum(CASHOUT_METHODS),
  /** Where the rider collects it (the provider's redemption link), when the provider gave one; identity seals it. */
  link: z.string().url().max(1024).nullable(),
});

const cashoutFailed = z.object({
  kind: z.literal('cashout-failed'),
  riderId: z.string().min(1),
  cashoutId: z.string().min(1),
  amountCents: cents.min(1),
  currency,
  method: z.enum(CASHOUT_METHODS),
  /** The rider's cash balance once the money is back. */
  cashBalanceCents: cents,
});

const creditRedeemed = z.object({
  kind: z.literal('credit-redeemed'),
  riderId: z.string().min(1),
  redemptionId: z.string().min(1),
  /** The receipt code the dealer's till shows (base 36, upper case). */
  code: z.string().min(1).max(12),
  dealerName: z.string().max(200),
  amountCents: cents.min(1),
  currency,
  /** Dealer credit the rider has left in that currency. */
  creditLeftCents: cents,
});

/** Where a correction's debt came from: the result, and what of the award had left (spent, cashed out). */
const correction = z.object({ eventId: z.string().nullable(), eventTitle: title, className, place, cents: cents.min(1) });

const debtCreated = z.object({
  kind: z.literal('debt-created'),
  riderId: z.string().min(1),
  currency,
  /** What the corrections made the rider owe. */
  owedCents: cents.min(1),
  /** What of it was repaid at once from earnings posted in the same change. */
  repaidCents: cents.min(0),
  /** What the rider owes in `currency` now, all corrections together. */
  totalOwedCents: cents.min(0),
  corrections: z.array(correction).min(1).max(MAX_NOTICE_LINES),
});

/** How a debt was repaid: from a new earning, money back from a failed cash-out or a dealer's refund, or written off by staff. */
export const DEBT_REPAID_VIA = ['earning', 'cashoutFailed', 'refund', 'writtenOff'] as const;

const debtRepaid = z.object({
  kind: z.literal('debt-repaid'),
  riderId: z.string().min(1),
  currency,
  repaidCents: cents.min(1),
  /** What the rider still owes in `currency` (0: nothing). */
  totalOwedCents: cents.min(0),
  via: z.enum(DEBT_REPAID_VIA),
  /** The event of the earning that repaid it, when it was one. */
  eventTitle: title.nullable(),
});

export const riderNoticeSchema = z.discriminatedUnion('kind', [earningPosted, earningWaiting, claimDecided, cashoutPaid, cashoutFailed, creditRedeemed, debtCreated, debtRepaid]);
export type RiderNotice = z.infer<typeof riderNoticeSchema>;
export type RiderNoticeKind = RiderNotice['kind'];
export const RIDER_NOTICE_KINDS = ['earning-posted', 'earning-waiting', 'claim-decided', 'cashout-paid', 'cashout-failed', 'credit-redeemed', 'debt-created', 'debt-repaid'] as const satisfies readonly RiderNoticeKind[];
