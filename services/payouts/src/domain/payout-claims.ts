import { randomUUID } from 'node:crypto';
import {
  claimClassOf,
  claimDeadline,
  claimPlaceAmount,
  pagination,
  type AdminPayoutClaimInput,
  type ClaimableEvent,
  type PayoutClaim,
  type PayoutClaimInput,
  type PayoutClaimsAnswer,
  type PayoutClaimsQuery,
  type PayoutClaimUpdate,
} from '@rr/contracts';
import { AppError, apiError, forbidden, notFound, transactionWithRetry } from '@rr/server-kit';
import type { RiderNotice } from '@rr/contracts/server';
import type { PayoutsDb } from '../data-access/database.js';
import { eventsSince, eventsTitled, findEventResults, lockEventResults, nameBike } from '../data-access/event-results-repository.js';
import { changeClaim, createClaim, findClaim, lockClaim, lockOpenClaims, searchClaims } from '../data-access/payout-claims-repository.js';
import { eventsRacedBy, payingDecisionsOfRider } from '../data-access/payout-decisions-repository.js';
import type { EventResults, PayoutClaimRow } from '../data-access/models/index.js';
import { decisionNotes, redecideEvents } from './apply-results.js';
import type { EventClassesSource } from './event-classes.js';
import { award, type Award } from './money.js';
import { addRiderNotices, debtNotices, repaymentsOf } from './rider-notices.js';
import type { RiderFactsSource } from './rider-facts.js';
import { comparableClass, rulesInForce } from './year-rules.js';

/**
 * Payout claims (statuses and rules in @rr/contracts claims.ts): a rider files one for an event with
 * published results within 45 days of the race's last day, naming a class of the event and a place its payout table
 * pays (the events service's classes; anything else is a 400 on the field); an administrator files one for any rider at any time (a
 * claim that reached the programme by mail or phone), searches them, and approves or rejects. An approval posts the
 * earning once (source key `claim:<id>`), in the event's currency, with the programme year's credit expiry and
 * withholding, in the same transaction that marks the claim approved.
 */

const DAY = 86_400_000;

export interface ClaimsDeps {
  db: PayoutsDb;
  riders: RiderFactsSource;
  /** The events' payout tables: the classes and places a claim can name. */
  events: EventClassesSource;
  now?: () => Date;
}

export interface Actor {
  id: string;
  role: 'rider' | 'admin';
}

const today = (deps: ClaimsDeps) => (deps.now ?? (() => new Date()))().toISOString().slice(0, 10);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const sameClass = (a: string, b: string) => comparableClass(a) === comparableClass(b);

export function claimView(row: PayoutClaimRow): PayoutClaim {
  return {
    _id: row.id,
    riderId: row.riderId,
    riderName: row.riderName,
    riderEmail: row.riderEmail,
    country: row.country,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    eventDate: row.eventDate,
    currency: row.currency,
    className: row.className,
    place: row.place,
    vin: row.vin,
    bikeModel: row.bikeModel,
    bikeYear: row.bikeYear,
    message: row.message,
    status: row.status,
    createdByRole: row.createdByRole,
    payoutType: row.payoutType ?? null,
    amountCents: row.amountCents ?? null,
    decisionNote: row.decisionNote ?? null,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    lotId: row.lotId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bike a claim names: one of the rider's own (by VIN), or none. A VIN that is not theirs is a field error. */
function bikeOf(bikes: Array<{ vin: string; model: string; year: number }>, vin: string | null | undefined) {
  if (!vin) return { vin: null, bikeModel: '', bikeYear: null };
  const bike = bikes.find((b) => b.vin.toUpperCase() === vin.toUpperCase());
  if (!bike) throw new AppError(400, 'VALIDATION', 'Please correct the highlighted fields', { vin: { id: 'validation.choice', message: 'Choose one of the options' } });
  return { vin: bike.vin, bikeModel: bike.model.slice(0, 120), bikeYear: bike.year };
}

/**
 * The class and place a claim names, checked against the event's payout table: the class as the table spells it, or a
 * 400 on the field (`validation.choice`, as for a bike that is not the rider's). An event the events service does not
 * know is CLAIM_EVENT_UNKNOWN.
 */
async function classAndPlace(deps: ClaimsDeps, eventId: string, className: string, place: number): Promise<{ className: string; place: number }> {
  const choices = await deps.events.classes(eventId);
  if (!choices) throw apiError('CLAIM_EVENT_UNKNOWN');
  const chosen = claimClassOf(choices, className);
  const choice = { id: 'validation.choice', message: 'Choose one of the options' };
  if (!chosen) throw new AppError(400, 'VALIDATION', 'Please correct the highlighted fields', { className: choice });
  if (claimPlaceAmount(chosen, place) === undefined) throw new AppError(400, 'VALIDATION', 'Please correct the highlighted fields', { place: choice });
  return { className: chosen.name, place };
}

/** Files a claim: the rider's own (`actor.role` rider), or an administrator's for `input.riderId`. */
export async function fileClaim(deps: ClaimsDeps, actor: Actor, input: PayoutClaimInput | AdminPayoutClaimInput): Promise<PayoutClaim> {
  const riderId = actor.role === 'rider' ? actor.id : (input as AdminPayoutClaimInput).riderId;
  const event = await findEventResults(deps.db, input.eventId);
  if (!event) throw apiError('CLAIM_EVENT_UNKNOWN');
  const raceDay = event.endDate ?? event.startDate;
  const deadline = claimDeadline(raceDay);
  if (actor.role === 'rider' && today(deps) > deadline) throw apiError('CLAIM_WINDOW_CLOSED', { deadline });
  const claimed = await classAndPlace(deps, event.eventId, input.className, input.place);
  const profile = await deps.riders.profile(riderId);
  if (!profile) throw notFound('Rider not found');
  const bike = bikeOf(profile.bikes, input.vin);
  // The rules the race is judged by say how many claims a rider may have open there: one per class, or one in all.
  const { rules } = await rulesInForce(deps.db, { eventId: event.eventId, startDate: event.startDate, country: event.country, seriesId: event.seriesId });

  return transactionWithRetry(deps.db.sequelize, async (transaction) => {
    const open = await lockOpenClaims(deps.db, riderId, event.eventId, transaction);
    if (rules.claims === 'perEvent' && open.length > 0) throw apiError('CLAIM_EVENT_ALREADY_OPEN');
    if (open.some((claim) => sameClass(claim.className, claimed.className))) throw apiError('CLAIM_ALREADY_OPEN');
    const row = await createClaim(
      deps.db,
      {
        id: randomUUID(),
        riderId,
        riderName: profile.name.slice(0, 200),
        riderEmail: profile.email,
        country: profile.country,
        eventId: event.eventId,
        eventTitle: event.title,
        eventDate: raceDay,
        currency: event.currency,
        className: claimed.className,
        place: claimed.place,
        ...bike,
        message: input.message ?? '',
        status: 'open',
        createdBy: actor.id,
        createdByRole: actor.role,
      },
      transaction,
    );
    return claimView(row);
  });
}

/** The claims list: an administrator's search (spec §3 fields), or the rider's own claims with what they can claim. */
export async function listClaims(deps: ClaimsDeps, actor: Actor, query: PayoutClaimsQuery): Promise<PayoutClaimsAnswer> {
  const { rows, count } = await searchClaims(
    deps.db,
    {
      riderId: actor.role === 'rider' ? actor.id : query.riderId,
      text: query.query,
      name: query.name,
      email: query.email,
      country: query.country,
      bikeModel: query.bikeModel,
      bikeYear: query.bikeYear,
      status: query.status,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const answer: PayoutClaimsAnswer = { payoutClaims: rows.map(claimView), pagination: pagination(query.page, query.limit, count) };
  if (actor.role !== 'rider') {
    const [events, profile] = await Promise.all([
      query.eventQuery
        ? eventsTitled(deps.db, `%${escapeLike(query.eventQuery)}%`)
        : Promise.resolve(null),
      query.riderId ? deps.riders.profile(query.riderId) : Promise.resolve(null),
    ]);
    if (events) answer.claimableEvents = events.map((event) => claimableEvent(event));
    if (query.riderId) answer.bikes = profile?.bikes ?? [];
    return answer;
  }
  const [claimableEvents, profile] = await Promise.all([claimableEventsOf(deps, actor.id), deps.riders.profile(actor.id)]);
  return { ...answer, claimableEvents, bikes: profile?.bikes ?? [] };
}

/**
 * The events a rider can claim for today: published results whose race ended at most 45 days ago, the events the
 * rider has results at first, then the others (newest first, at most 100 in all).
 */
export async function claimableEventsOf(deps: ClaimsDeps, riderId: string): Promise<ClaimableEvent[]> {
  const from = new Date(Date.parse(`${today(deps)}T00:00:00Z`) - 45 * DAY).toISOString().slice(0, 10);
  // The first day bounds the search on its index; the last day decides (an event lasts a few days at most).
  const events = await eventsSince(deps.db, new Date(Date.parse(`${from}T00:00:00Z`) - 14 * DAY).toISOString().slice(0, 10));
  const open = events.filter((event) => (event.endDate ?? event.startDate) >= from);
  const mine = await eventsRacedBy(deps.db, riderId, open.map((event) => event.eventId));
  return [...open.filter((e) => mine.has(e.eventId)), ...open.filter((e) => !mine.has(e.eventId))].slice(0, 100).map((e) => claimableEvent(e, mine.has(e.eventId)));
}

function claimableEvent(event: EventResults, raced = false): ClaimableEvent {
  const date = event.endDate ?? event.startDate;
  return { eventId: event.eventId, title: event.title, date, deadline: claimDeadline(date), currency: event.currency, raced };
}

/**
 * Changes a claim (`PUT /api/{role}/payout-claim/{id}`). A rider edits or withdraws their own open claim; an
 * administrator edits, approves or rejects an open one. A decided claim never changes (409 CLAIM_DECIDED), so a
 * second approval (a double click, a retry) posts nothing more.
 */
export async function updateClaim(deps: ClaimsDeps, actor: Actor, claimId: string, update: PayoutClaimUpdate): Promise<PayoutClaim> {
  const found = await findClaim(deps.db, claimId);
  if (!found || (actor.role === 'rider' && found.riderId !== actor.id)) throw notFound('Payout claim not found');
  if ((update.action === 'approve' || update.action === 'reject') && actor.role !== 'admin') throw forbidden();
  if (update.action === 'withdraw' && actor.role !== 'rider') throw forbidden();

  // What an approval needs from outside, asked before the transaction: the rider's withholding, and the rules of the
  // event's programme year and country (the claim's `country` is the rider's).
  let approval: { withholdPercent: number; creditExpiryDays: number } | null = null;
  let bike: ReturnType<typeof bikeOf> | null = null;
  let claimed: { className: string; place: number } | null = null;
  if (update.action === 'approve') {
    const facts = (await deps.riders.facts([found.riderId])).get(found.riderId);
    const event = await findEventResults(deps.db, found.eventId, { attributes: ['country', 'seriesId'] });
    const { rules } = await rulesInForce(deps.db, { startDate: found.eventDate, country: event?.country ?? found.country, seriesId: event?.seriesId ?? null });
    approval = { withholdPercent: update.payoutType === 'cash' && facts?.nonResidentAlien ? rules.withholdingPercent : 0, creditExpiryDays: rules.creditExpiryDays };
  }
  if (update.action === 'edit') {
    claimed = await classAndPlace(deps, found.eventId, update.className, update.place);
    const profile = await deps.riders.profile(found.riderId);
    bike = bikeOf(profile?.bikes ?? [], update.vin);
  }

  let namedBike = false;
  const answer = await transactionWithRetry(deps.db.sequelize, async (transaction) => {
    namedBike = false;
    const claim = (await lockClaim(deps.db, claimId, transaction))!;
    if (claim.status !== 'open') throw apiError('CLAIM_DECIDED');
    const now = (deps.now ?? (() => new Date()))();
    switch (update.action) {
      case 'edit':
        await changeClaim(claim, { ...claimed!, ...bike!, message: update.message ?? '' }, transaction);
        break;
      case 'withdraw':
        await changeClaim(claim, { status: 'withdrawn', decidedBy: actor.id, decidedAt: now }, transaction);
        break;
      case 'reject':
        await changeClaim(claim, { status: 'rejected', decisionNote: update.note, decidedBy: actor.id, decidedAt: now }, transaction);
        await addRiderNotices(deps.db, [claimNotice(claim, null)], transaction);
        break;
      case 'approve': {
        // The lock a new results version takes: the results and this approval never both pay the class.
        await lockEventResults(deps.db, claim.eventId, transaction);
        const decided = await payingDecisionsOfRider(deps.db, claim.eventId, claim.riderId, transaction);
        const mine = decided.filter((d) => d.className !== null && sameClass(d.className, claim.className));
        const waitingForBike = mine.find((d) => d.outcome === 'pending' && d.reason === 'bikeNotNamed');
        if (waitingForBike) {
          // The result waits for the bike it was raced on (one machine, one payout): the claim names it, and the
          // results pay it once the event is decided again — never the claim's own amount beside the result's.
          if (!claim.vin) throw apiError('CLAIM_NEEDS_BIKE');
          await nameBike(deps.db, { eventId: claim.eventId, riderId: claim.riderId, classKey: comparableClass(claim.className), vin: claim.vin.toUpperCase(), claimId: claim.id, createdAt: now }, transaction);
          await changeClaim(
            claim,
            { status: 'approved', payoutType: waitingForBike.lotType === 'cash' ? 'cash' : 'credit', amountCents: waitingForBike.amountCents, decisionNote: update.note ?? null, decidedBy: actor.id, decidedAt: now, lotId: null },
            transaction,
          );
          await addRiderNotices(deps.db, [claimNotice(claim, 'results')], transaction);
          namedBike = true;
          break;
        }
        if (mine.length > 0) throw apiError('CLAIM_ALREADY_PAID');
        const earning: Award = {
          riderId: claim.riderId,
          type: update.payoutType,
          amountCents: update.amountCents,
          currency: claim.currency,
          awardedAt: now,
          expiresAt: update.payoutType === 'credit' ? new Date(now.getTime() + approval!.creditExpiryDays * DAY) : null,
          eventId: claim.eventId,
          notes: decisionNotes(claim.eventTitle, claim.className, claim.place).slice(0, 500),
          sourceKey: `claim:${claim.id}`,
          withholdPercent: approval!.withholdPercent,
          details: { claimId: claim.id, reason: 'claimApproved', decidedBy: actor.id, className: claim.className, place: claim.place },
        };
        const paid = await award(deps.db, earning, transaction);
        await changeClaim(claim, { status: 'approved', payoutType: update.payoutType, amountCents: update.amountCents, decisionNote: update.note ?? null, decidedBy: actor.id, decidedAt: now, lotId: paid.lot.id }, transaction);
        // The rider hears of the decision (what it pays), and of a debt the payment repaid.
        await addRiderNotices(
          deps.db,
          [claimNotice(claim, 'claim'), ...(await debtNotices(deps.db, { repaid: repaymentsOf([{ award: earning, awarded: paid, eventTitle: claim.eventTitle }]) }, transaction))],
          transaction,
        );
        break;
      }
    }
    return claimView(claim);
  });
  // A bike named for a result that waited for it: the event is decided again with it (after the commit).
  if (namedBike) await redecideEvents(deps.db, [found.eventId], deps.riders);
  return answer;
}

/** The `claim-decided` notice of a claim just approved or rejected (`paidBy`: what pays an approved one). */
function claimNotice(claim: PayoutClaimRow, paidBy: 'claim' | 'results' | null): RiderNotice {
  const approved = claim.status === 'approved';
  return {
    kind: 'claim-decided',
    riderId: claim.riderId,
    claimId: claim.id,
    decision: approved ? 'approved' : 'rejected',
    eventId: claim.eventId,
    eventTitle: claim.eventTitle.slice(0, 200),
    className: claim.className.slice(0, 120),
    place: claim.place,
    currency: claim.currency,
    payoutType: approved ? (claim.payoutType ?? null) : null,
    amountCents: approved ? (claim.amountCents ?? null) : null,
    paidBy: approved ? paidBy : null,
    note: (claim.decisionNote ?? '').slice(0, 1000),
  };
}
