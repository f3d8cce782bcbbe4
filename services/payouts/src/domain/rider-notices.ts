import type { Transaction } from 'sequelize';
import { withheldCents } from '@rr/contracts';
import { MAX_NOTICE_LINES, RIDER_NOTICE, type NoticeWaitingReason, type RiderNotice } from '@rr/contracts/server';
import { newMessage } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { owedBalancesOfRiders } from '../data-access/accounts-repository.js';
import { addOutboxMessages, type OutboxMessageRow } from '../data-access/outbox-repository.js';
import type { Currency, LotType } from '../data-access/models/index.js';
import { pokeRelayAfterCommit } from '../reporting/feed.js';
import type { Awarded } from './award-many.js';
import type { Award } from './money.js';

/**
 * What riders are told about their money (`rider.notice`, @rr/contracts/server; identity mails it): written into the
 * outbox in the database transaction of the money change, by the use-case that made it, so a change that rolls back
 * tells nobody and one that commits is told once. The rows go straight into `outbox_messages`, as the reports' feed's
 * do (the money functions are called with the database only); the relay publishes them after the commit.
 *
 * Writing a notice never fails a money change: texts are cut to what the message allows, and lines beyond
 * MAX_NOTICE_LINES go into a further notice.
 */
export async function addRiderNotices(db: PayoutsDb, notices: readonly RiderNotice[], transaction: Transaction): Promise<void> {
  if (notices.length === 0) return;
  await addOutboxMessages(db, riderNoticeRows(notices), transaction);
  pokeRelayAfterCommit(db, transaction);
}

/** The outbox rows of these notices, for a caller that writes them with its other messages (then it pokes the relay). */
export function riderNoticeRows(notices: readonly RiderNotice[]): OutboxMessageRow[] {
  return notices.map((notice) => {
    const message = newMessage(RIDER_NOTICE, notice);
    return { id: message.id, topic: RIDER_NOTICE, payload: JSON.stringify(notice), occurredAt: new Date(message.occurredAt) };
  });
}

const cut = (text: string | null | undefined, max: number) => (text ?? '').slice(0, max);
const cutOrNull = (text: string | null | undefined, max: number) => (text == null ? null : text.slice(0, max));

type PostedLine = Extract<RiderNotice, { kind: 'earning-posted' }>['lines'][number];
type WaitingLine = Extract<RiderNotice, { kind: 'earning-waiting' }>['lines'][number];
type LineFor = PostedLine['for'];

/** One earning line and where it belongs: a rider's lines of one event (or series) make one notice. */
export interface NoticeLine<L> {
  riderId: string;
  eventId: string | null;
  eventTitle: string;
  currency: Currency;
  line: L;
}

/** Lines grouped by rider, event and currency (in the order first seen), at most MAX_NOTICE_LINES a notice. */
function grouped<L>(lines: ReadonlyArray<NoticeLine<L>>, notice: (head: NoticeLine<L>, lines: L[]) => RiderNotice): RiderNotice[] {
  const groups = new Map<string, Array<NoticeLine<L>>>();
  for (const item of lines) {
    const key = JSON.stringify([item.riderId, item.eventId, item.eventTitle, item.currency]);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const notices: RiderNotice[] = [];
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += MAX_NOTICE_LINES) notices.push(notice(group[0]!, group.slice(start, start + MAX_NOTICE_LINES).map((item) => item.line)));
  }
  return notices;
}

/** `earning-posted` notices: one per rider and event, listing the earnings just posted there. */
export function earningPostedNotices(lines: ReadonlyArray<NoticeLine<PostedLine>>): RiderNotice[] {
  return grouped(lines, (head, group) => ({ kind: 'earning-posted', riderId: head.riderId, eventId: head.eventId, eventTitle: cut(head.eventTitle, 200), currency: head.currency, lines: group }));
}

/** `earning-waiting` notices: one per rider and event, listing the earnings that now wait, and why. */
export function earningWaitingNotices(lines: ReadonlyArray<NoticeLine<WaitingLine>>): RiderNotice[] {
  return grouped(lines, (head, group) => ({ kind: 'earning-waiting', riderId: head.riderId, eventId: head.eventId, eventTitle: cut(head.eventTitle, 200), currency: head.currency, lines: group }));
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const textOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 120) : null);

/**
 * The line of an award the ledger just posted: its class and place (from the award's details), what was withheld and
 * what repaid a debt; `previousCents` when it replaces the award of a corrected result.
 */
export function postedLineOf(award: Award, awarded: Pick<Awarded, 'repaidCents'>, lineFor?: LineFor, previousCents: number | null = null): PostedLine {
  const className = textOr(award.details?.className);
  return {
    for: lineFor ?? (className ? 'place' : 'bonus'),
    className,
    place: numberOr(award.details?.place),
    type: award.type,
    amountCents: award.amountCents,
    withheldCents: award.type === 'cash' ? withheldCents(award.amountCents, award.withholdPercent ?? 0) : 0,
    repaidCents: awarded.repaidCents,
    expiresAt: award.type === 'cash' || !award.expiresAt ? null : award.expiresAt.toISOString(),
    previousCents,
  };
}

/** The line of an earning that waits (a payout decision held back), and why. */
export function waitingLineOf(decision: { className: string | null; place: number | null; lotType: LotType | null; amountCents: number; reason: NoticeWaitingReason }): WaitingLine {
  const className = textOr(decision.className);
  return { for: className ? 'place' : 'bonus', className, place: decision.place, type: decision.lotType ?? 'credit', amountCents: decision.amountCents, reason: decision.reason };
}

/** Why a decision waits, when it is a reason riders are told about. */
export function waitingReason(reason: string): NoticeWaitingReason | null {
  return reason === 'documentsMissing' || reason === 'seriesNotFinished' || reason === 'bikeNotNamed' ? reason : null;
}

/** A correction that left the rider owing: the result it came from and what of its award had already left. */
export interface DebtCorrection {
  /** The rider who owes (after a merge, the kept rider). */
  riderId: string;
  currency: Currency;
  cents: number;
  eventId: string | null;
  eventTitle: string;
  className: string | null;
  place: number | null;
}

/** What of a debt was repaid, and how. */
export interface DebtRepayment {
  riderId: string;
  currency: Currency;
  cents: number;
  via: Extract<RiderNotice, { kind: 'debt-repaid' }>['via'];
  eventTitle: string | null;
}

/**
 * The debt notices of one money change, read after its postings (in its transaction): per rider and currency, a
 * `debt-created` when corrections made the rider owe (with what the same change repaid at once), else a
 * `debt-repaid` when it repaid some of an earlier debt. Each says what is owed now.
 */
export async function debtNotices(db: PayoutsDb, change: { created?: readonly DebtCorrection[]; repaid?: readonly DebtRepayment[] }, transaction: Transaction): Promise<RiderNotice[]> {
  const created = (change.created ?? []).filter((c) => c.cents > 0);
  const repaid = (change.repaid ?? []).filter((r) => r.cents > 0);
  if (created.length === 0 && repaid.length === 0) return [];
  const keyOf = (riderId: string, currency: Currency) => `${riderId}|${currency}`;
  const groups = new Map<string, { riderId: string; currency: Currency; created: DebtCorrection[]; repaid: DebtRepayment[] }>();
  const groupOf = (riderId: string, currency: Currency) => groups.get(keyOf(riderId, currency)) ?? groups.set(keyOf(riderId, currency), { riderId, currency, created: [], repaid: [] }).get(keyOf(riderId, currency))!;
  for (const c of created) groupOf(c.riderId, c.currency).created.push(c);
  for (const r of repaid) groupOf(r.riderId, r.currency).repaid.push(r);
  const riderIds = [...new Set([...groups.values()].map((g) => g.riderId))];
  const owed = new Map(
    (await owedBalancesOfRiders(db, riderIds, transaction)).map((a) => [keyOf(a.holder, a.currency), Math.max(0, -a.balanceCents)]),
  );
  const notices: RiderNotice[] = [];
  for (const group of groups.values()) {
    const totalOwedCents = owed.get(keyOf(group.riderId, group.currency)) ?? 0;
    const repaidCents = group.repaid.reduce((sum, r) => sum + r.cents, 0);
    if (group.created.length > 0) {
      notices.push({
        kind: 'debt-created',
        riderId: group.riderId,
        currency: group.currency,
        owedCents: group.created.reduce((sum, c) => sum + c.cents, 0),
        repaidCents,
        totalOwedCents,
        corrections: group.created
          .slice(0, MAX_NOTICE_LINES)
          .map((c) => ({ eventId: c.eventId, eventTitle: cut(c.eventTitle, 200), className: cutOrNull(c.className, 120), place: c.place, cents: c.cents })),
      });
    } else {
      const first = group.repaid[0]!;
      notices.push({ kind: 'debt-repaid', riderId: group.riderId, currency: group.currency, repaidCents, totalOwedCents, via: first.via, eventTitle: cutOrNull(first.eventTitle, 200) });
    }
  }
  return notices;
}

/** The repayments of awards just posted (`awardAll`'s `repaidCents`), each from an earning at `eventTitle`. */
export function repaymentsOf(awards: ReadonlyArray<{ award: Award; awarded: Pick<Awarded, 'repaidCents' | 'posted'>; eventTitle: string | null }>): DebtRepayment[] {
  return awards
    .filter(({ awarded }) => awarded.posted && awarded.repaidCents > 0)
    .map(({ award, awarded, eventTitle }) => ({ riderId: award.riderId, currency: award.currency, cents: awarded.repaidCents, via: 'earning' as const, eventTitle }));
}
