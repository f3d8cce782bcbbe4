import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import {
  RESULTS_DUE_DAYS,
  type BonusInput,
  type ClassesInput,
  type EventInput,
  type LineMatch,
  type ManagedBonus,
  type ManagedEvent,
  type ManagedResult,
  type MatchCandidate,
  type RememberedDecision,
  type ResolveMatchInput,
  type ResolvedLine,
  type ResultInput,
  type ResultsDeadline,
  type SeriesBonusInput,
  type WrongRiderInput,
} from '@rr/contracts';
import { apiError, conflict, notFound, type Identity } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { refreshEventContingency } from '../data-access/contingency.js';
import { removeDistinctRaces } from '../data-access/distinct-races-repository.js';
import type { Event, EventBonus, Result, Series } from '../data-access/models/index.js';
import { listImports, repriceResults, type ImportDeps } from './imports/imports.js';
import { matchLines, rejectionFacts, type MatchableLine } from './match-results.js';
import { comparableName, comparableTown } from './rider-directory.js';
import { addDays, programmeToday } from './programme-date.js';
import { eventFields, eventPlace } from './event-fields.js';
import { listTimecards } from './timecards.js';
import { publishEventChanged, type EventFactsDeps } from './event-facts.js';
import { linePayout, placeAmounts, publishResults } from './publish-results.js';
import { reviewSeriesEnd } from './series-end.js';
import { normaliseBodies, parseBodies, seasonBodies, seasonOf } from './sanctioning-bodies.js';
import { checkEventSeason } from './promoter-series.js';
import { decideLines } from './decide-lines.js';
import { applyRemembered, forgetRiderFor, rememberedRefs } from './remembered-decisions.js';

/**
 * The event tools of promoters and programme staff: create, edit, duplicate and delete an
 * event, its payout table, result lines typed in, deleting results, and resolving the exceptions of rider matching.
 * Who may call them is decided before (access-router.ts: the event's promoter or staff); these check the rest.
 */

/** Spec §9: results are due 7 days after the event's last day. */
export function resultsDeadline(event: Pick<Event, 'endDate' | 'resultsVersion' | 'canceled'>, today: string = programmeToday()): ResultsDeadline {
  const dueDate = addDays(event.endDate, RESULTS_DUE_DAYS);
  const daysLeft = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const resultsSet = event.resultsVersion > 0;
  return { dueDate, daysLeft, resultsSet, late: !resultsSet && !event.canceled && daysLeft < 0 };
}

async function seriesFor(db: EventsDb, seriesId: string | undefined | null, promoterId: string, transaction?: Transaction): Promise<Series | null> {
  if (!seriesId) return null;
  const series = await db.models.Series.findByPk(seriesId, transaction ? { transaction } : {});
  if (!series) throw notFound('Series not found');
  if (series.promoterId !== promoterId) throw apiError('SERIES_OF_OTHER_PROMOTER');
  return series;
}

/**
 * An event of a series is in the series' currency: its contingency, the series' bonus and dealer credit, and what a
 * series champion is paid are all added up in it (spec §9 currencies are never added across). 400 VALIDATION on
 * `currency` otherwise, naming the series' currency.
 */
export function checkSeriesCurrency(series: Pick<Series, 'currency'> | null, currency: string): void {
  if (series && series.currency !== currency) {
    throw apiError('VALIDATION', { currency: { id: 'validation.currency.series', message: `Events of this series are in ${series.currency}`, values: { currency: series.currency } } });
  }
}

/** Create an event: a promoter's own, or (staff) for the promoter named in the body; its facts are published with it. */
export async function createEvent(deps: EventFactsDeps, caller: Identity, input: EventInput): Promise<Event> {
  const { db } = deps;
  const promoterId = caller.typ === 'admin' ? (input.promoterId ?? '').trim() : caller.sub;
  if (!promoterId) throw apiError('VALIDATION', { promoterId: { id: 'validation.required', message: 'Required' } });
  const series = await seriesFor(db, input.seriesId, promoterId);
  const seriesId = series?.id ?? null;
  const fields = eventFields(input);
  checkSeriesCurrency(series, fields.currency);
  // A promoter enters events only in the seasons they are approved for (400 on startDate).
  await checkEventSeason(db, caller, promoterId, fields.startDate);
  const place = await eventPlace(db, fields.zipcode, fields.country);
  return db.sequelize.transaction(async (transaction) => {
    const event = await db.models.Event.create(
      {
        id: randomUUID(),
        ...fields,
        ...place,
        seriesId,
        promoterId,
        active: input.active ?? true,
        canceled: input.canceled ?? false,
        payingEvent: input.payingEvent ?? true,
        sanctioningBodies: JSON.stringify(normaliseBodies(input.sanctioningBodies ?? [])),
      },
      { transaction },
    );
    await publishEventChanged(deps, event.id, transaction);
    return event;
  });
}

/**
 * Edit an event's fields; a change that affects what results pay (canceled, paying) re-prices and re-publishes them.
 * The event's facts are published either way (`event.changed`).
 */
export async function updateEvent(deps: ImportDeps, caller: Identity, eventId: string, input: EventInput): Promise<Event> {
  const { db } = deps;
  return db.sequelize.transaction(async (transaction) => {
    const event = await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!event) throw notFound('Event not found');
    const promoterId = caller.typ === 'admin' && input.promoterId ? input.promoterId : event.promoterId;
    // Left out of the body, the event stays in its series, which must still agree with its currency.
    const series =
      input.seriesId === undefined
        ? event.seriesId
          ? await db.models.Series.findByPk(event.seriesId, { transaction })
          : null
        : await seriesFor(db, input.seriesId, promoterId, transaction);
    const seriesId = input.seriesId === undefined ? event.seriesId : (series?.id ?? null);
    checkSeriesCurrency(series, input.currency);
    const rounds = { seriesId: event.seriesId, counted: event.active && !event.canceled, resultsVersion: event.resultsVersion };
    const before = { canceled: event.canceled, payingEvent: event.payingEvent, sanctioningBodies: event.sanctioningBodies };
    const fields = eventFields(input);
    // Moved to another day, a promoter's event must stay in a season they are approved for (its own days may be in a
    // season no longer approved: it can still be corrected).
    if (fields.startDate !== event.startDate) await checkEventSeason(db, caller, promoterId, fields.startDate, transaction);
    // Left out of the body, the bodies stay as they are (a client that does not know the field erases nothing).
    const bodies = input.sanctioningBodies === undefined || input.sanctioningBodies === null ? event.sanctioningBodies : JSON.stringify(normaliseBodies(input.sanctioningBodies));
    const moved = fields.zipcode !== event.zipcode || fields.country !== event.country || event.latitude === null;
    await event.update(
      {
        ...fields,
        ...(moved ? await eventPlace(db, fields.zipcode, fields.country) : {}),
        seriesId: seriesId ?? null,
        promoterId,
        active: input.active ?? event.active,
        canceled: input.canceled ?? event.canceled,
        payingEvent: input.payingEvent ?? event.payingEvent,
        sanctioningBodies: bodies,
      },
      { transaction },
    );
    // Re-priced results are published with the event's facts; so are results whose sanctioning bodies changed (the
    // payout rules pay a double-sanctioned race once). Any other edit publishes the facts alone.
    if (event.resultsVersion > 0 && (before.canceled !== event.canceled || before.payingEvent !== event.payingEvent)) await repriceResults(deps, event.id, transaction);
    else if (event.resultsVersion > 0 && before.sanctioningBodies !== event.sanctioningBodies) await publishResults(deps, event.id, transaction);
    else await publishEventChanged(deps, event.id, transaction);
    // A round that leaves a series (hidden, canceled, moved) may be the one the series waited for; one with results
    // that joins or leaves a finished series changes what its end paid on (docs/architecture.md "Series end").
    const counted = event.active && !event.canceled;
    if (rounds.seriesId !== event.seriesId || rounds.counted !== counted) {
      const hadResults = rounds.resultsVersion > 0;
      // Results published again just now (re-priced) already told the event's series.
      const republished = (await db.models.Event.findByPk(event.id, { attributes: ['resultsVersion'], transaction }))!.resultsVersion !== rounds.resultsVersion;
      if (rounds.seriesId !== event.seriesId) await reviewSeriesEnd(db, deps.outbox, rounds.seriesId, transaction, { roundsChanged: hadResults });
      await reviewSeriesEnd(db, deps.outbox, event.seriesId, transaction, { roundsChanged: hadResults && !republished });
    }
    return event;
  });
}

/**
 * A copy of the event with its payout table, without results, a week later by default (a promoter's next round):
 * title marked '(copy)', inactive until the promoter reviews it. A promoter's copy must fall in a season they are
 * approved for.
 */
export async function duplicateEvent(deps: EventFactsDeps, eventId: string, caller: Pick<Identity, 'typ'>): Promise<Event> {
  const { db } = deps;
  return db.sequelize.transaction(async (transaction) => {
    const event = await db.models.Event.findByPk(eventId, { transaction });
    if (!event) throw notFound('Event not found');
    // The copy is a week later: for a promoter, still in a season they are approved for.
    await checkEventSeason(db, caller, event.promoterId, addDays(event.startDate, 7), transaction);
    const copy = await db.models.Event.create(
      {
        id: randomUUID(),
        title: `${event.title} (copy)`.slice(0, 200),
        type: event.type,
        startDate: addDays(event.startDate, 7),
        endDate: addDays(event.endDate, 7),
        city: event.city,
        state: event.state,
        zipcode: event.zipcode,
        country: event.country,
        venue: event.venue,
        venueWebsite: event.venueWebsite,
        seriesId: event.seriesId,
        promoterId: event.promoterId,
        active: false,
        canceled: false,
        payingEvent: event.payingEvent,
        currency: event.currency,
        latitude: event.latitude,
        longitude: event.longitude,
        sanctioningBodies: event.sanctioningBodies,
      },
      { transaction },
    );
    const classes = await db.models.EventClass.findAll({ where: { eventId }, transaction });
    for (const eventClass of classes) {
      const id = randomUUID();
      await db.models.EventClass.create({ id, eventId: copy.id, name: eventClass.name, payoutType: eventClass.payoutType, position: eventClass.position, startGroup: eventClass.startGroup }, { transaction });
      const places = await db.models.ClassPlace.findAll({ where: { classId: eventClass.id }, transaction });
      await db.models.ClassPlace.bulkCreate(places.map((p) => ({ id: `${id}:${p.place}`, classId: id, place: p.place, amountCents: p.amountCents })), { transaction });
    }
    await refreshEventContingency(db, copy.id, transaction);
    await publishEventChanged(deps, copy.id, transaction);
    return copy;
  });
}

/**
 * Delete an event with its classes and results; if it had results, payouts hear that they are gone (an empty set), and
 * the reports that the event is (`event.changed` with `deleted: true`).
 */
export async function deleteEvent(deps: ImportDeps, eventId: string): Promise<void> {
  const { db } = deps;
  await db.sequelize.transaction(async (transaction) => {
    const event = await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!event) throw notFound('Event not found');
    if (event.resultsVersion > 0) {
      await db.models.Result.destroy({ where: { eventId }, transaction });
      await publishResults(deps, eventId, transaction, { eventChanged: false });
    }
    await publishEventChanged(deps, eventId, transaction, { deleted: true });
    await removeDistinctRaces(db, eventId, transaction);
    await db.models.ResultImport.destroy({ where: { eventId }, transaction });
    const classIds = (await db.models.EventClass.findAll({ attributes: ['id'], where: { eventId }, transaction })).map((c) => c.id);
    await db.models.ClassPlace.destroy({ where: { classId: classIds }, transaction });
    await db.models.EventClass.destroy({ where: { eventId }, transaction });
    await event.destroy({ transaction });
    // Its series may have waited only for this round.
    await reviewSeriesEnd(db, deps.outbox, event.seriesId, transaction);
  });
}

/**
 * Replace the payout table (the classes and places editor). Classes keep their id when the body names it; a class
 * left out is removed, unless it has results (409 CLASS_HAS_RESULTS: delete them first).
 */
export async function saveClasses(deps: ImportDeps, eventId: string, input: ClassesInput): Promise<void> {
  const { db } = deps;
  await db.sequelize.transaction(async (transaction) => {
    const event = await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!event) throw notFound('Event not found');
    const existing = await db.models.EventClass.findAll({ where: { eventId }, transaction });
    const keep = new Set(input.classes.map((c) => c._id).filter(Boolean));
    for (const gone of existing.filter((c) => !keep.has(c.id))) {
      const count = await db.models.Result.count({ where: { classId: gone.id }, transaction });
      if (count > 0) throw apiError('CLASS_HAS_RESULTS', { className: gone.name });
      await db.models.ClassPlace.destroy({ where: { classId: gone.id }, transaction });
      await gone.destroy({ transaction });
    }
    const byId = new Map(existing.map((c) => [c.id, c]));
    for (const [position, entry] of input.classes.entries()) {
      const fields = { name: entry.name.trim(), payoutType: entry.payoutType, startGroup: entry.startGroup?.trim() || null, position };
      let id = entry._id && byId.has(entry._id) ? entry._id : null;
      if (id) await byId.get(id)!.update(fields, { transaction });
      else {
        id = randomUUID();
        await db.models.EventClass.create({ id, eventId, ...fields }, { transaction });
      }
      await db.models.ClassPlace.destroy({ where: { classId: id }, transaction });
      const classId = id;
      await db.models.ClassPlace.bulkCreate(entry.places.map((amountCents, index) => ({ id: `${classId}:${index + 1}`, classId, place: index + 1, amountCents })), { transaction });
    }
    await refreshEventContingency(db, eventId, transaction);
    // Re-priced results are published with the event's facts; without results the new table is published on its own.
    if (event.resultsVersion > 0) await repriceResults(deps, eventId, transaction);
    else await publishEventChanged(deps, eventId, transaction);
  });
}

/** What an edited line is identified by: the facts rider matching looks a rider up by, as it compares them. */
function identifyingFacts(line: Pick<MatchableLine, 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'>): string {
  return [
    comparableName(line.riderName),
    line.number.trim(),
    line.email.trim().toLowerCase(),
    line.amaNumber.trim().toLowerCase(),
    line.vin.trim().toUpperCase(),
    comparableTown(line.hometown),
  ].join('\n');
}

/**
 * The decision a person took on a line that an edit keeps. A rider picked by hand ('manual') or 'not a programme
 * rider' is about who raced the line, which matching (matchLines) reads from the line's name, plate, e-mail,
 * licence number, VIN and hometown, and from nothing else. So an edit of the place, status, class, result type or
 * bike keeps the decision; a change of any of those facts (compared as matching compares them: case, accents and
 * spacing of a name ignored, a hometown by its town) may name another person, and the line is matched again. A
 * decision matching took itself (an e-mail, a plate…) is always taken again: it follows the facts.
 */
export function keptDecision(
  previous: Pick<Result, 'riderId' | 'matchStatus' | 'matchMethod' | 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'> | undefined,
  next: Pick<MatchableLine, 'riderName' | 'number' | 'email' | 'amaNumber' | 'vin' | 'hometown'>,
): LineMatch | null {
  if (!previous) return null;
  const byHand = previous.matchStatus === 'notRider' || (previous.matchStatus === 'matched' && previous.matchMethod === 'manual' && Boolean(previous.riderId));
  if (!byHand || identifyingFacts(previous) !== identifyingFacts(next)) return null;
  return previous.matchStatus === 'notRider'
    ? { status: 'notRider', method: null, rider: null, candidates: [] }
    : { status: 'matched', method: 'manual', rider: { _id: previous.riderId!, name: previous.riderName, hometown: previous.hometown }, candidates: [] };
}

/**
 * Type in or edit result lines (`PUT …/result` one, `PUT …/results` several, in one transaction); each is matched
 * to a rider like an uploaded line (an edited line keeps a person's decision on it: keptDecision), and the event's
 * results are published once.
 */
export async function saveResults(deps: ImportDeps, eventId: string, inputs: ResultInput[]): Promise<void> {
  const { db } = deps;
  const event = await db.models.Event.findByPk(eventId);
  if (!event) throw notFound('Event not found');
  const classes = new Map((await db.models.EventClass.findAll({ where: { eventId } })).map((c) => [c.id, c]));
  for (const input of inputs) if (!classes.has(input.classId)) throw notFound('Class not found');
  const lines = inputs.map((input, index) => ({
    key: String(index),
    riderName: input.riderName.trim(),
    number: (input.number ?? '').trim(),
    bike: (input.bike ?? '').trim(),
    hometown: (input.hometown ?? '').trim(),
    email: (input.email ?? '').trim().toLowerCase(),
    amaNumber: (input.amaNumber ?? '').trim(),
    vin: (input.vin ?? '').trim().toUpperCase(),
  }));
  // A person's decision on an edited line (a rider picked by hand, or 'not a programme rider') stands while the line
  // still names the same person (keptDecision); only the other lines are matched again.
  const editedIds = inputs.map((input) => input._id).filter((id): id is string => Boolean(id));
  const before = new Map(
    editedIds.length > 0 ? (await db.models.Result.findAll({ where: { eventId, id: editedIds } })).map((r) => [r.id, r] as const) : [],
  );
  const kept = new Map<string, LineMatch>();
  for (const [index, input] of inputs.entries()) {
    const decision = input._id ? keptDecision(before.get(input._id), lines[index]!) : null;
    if (decision) kept.set(String(index), decision);
  }
  const matched = lines.filter((line) => !kept.has(line.key));
  const matches = await matchLines(db, deps.directory, event, matched);
  // A typed line the promoter decided before under the same identity is decided the same way (remembered-decisions.ts).
  await applyRemembered(deps, event, matched, matches);
  for (const [key, decision] of kept) matches.set(key, decision);
  await db.sequelize.transaction(async (transaction) => {
    await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
    const amounts = await placeAmounts(db, [...classes.keys()], transaction);
    for (const [index, input] of inputs.entries()) {
      const { key: _key, ...line } = lines[index]!;
      void _key;
      const match = matches.get(String(index))!;
      const eventClass = classes.get(input.classId)!;
      const status = input.status || 'finished';
      const fields = {
        ...line,
        classId: eventClass.id,
        place: input.place,
        status,
        resultType: input.resultType || (event.type === 'supercross' ? 'main' : 'overall'),
        payoutType: eventClass.payoutType,
        riderId: match.status === 'matched' ? match.rider!._id : null,
        matchMethod: match.method,
        matchStatus: match.status,
        candidates: match.candidates.length > 0 ? JSON.stringify(match.candidates) : null,
        // A kept decision keeps saying where it was remembered from; any other line says what decided it now.
        rememberedId: kept.has(String(index)) ? (before.get(input._id ?? '')?.rememberedId ?? null) : (match.remembered?.decisionId ?? null),
        ...linePayout(event, eventClass, amounts.get(eventClass.id) ?? [], { place: input.place, status, matchStatus: match.status }),
      };
      if (input._id) {
        const result = await db.models.Result.findOne({ where: { id: input._id, eventId }, transaction });
        if (!result) throw notFound('Result not found');
        await result.update(fields, { transaction });
      } else {
        await db.models.Result.create({ id: randomUUID(), eventId, ...fields }, { transaction });
      }
    }
    await publishResults(deps, eventId, transaction);
  });
}

/** Which results of an event to delete: one line, some lines (a rider's, staff's rider page), one class's, or (none given) all. */
export interface DeleteResultsScope {
  classId?: string | undefined;
  resultId?: string | undefined;
  resultIds?: readonly string[] | undefined;
}

/** Delete one line, one class's results, or every result of the event (spec §2 asks for confirmation first). */
export async function deleteResults(deps: ImportDeps, eventId: string, scope: DeleteResultsScope): Promise<number> {
  return deps.db.sequelize.transaction((transaction) => deleteResultsIn(deps, eventId, scope, transaction));
}

/**
 * `deleteResults` in the caller's transaction: the lines go, and the event's results are published again without them
 * (`results.published`, so payouts takes back what the lines paid and the rider has not spent).
 */
export async function deleteResultsIn(deps: ImportDeps, eventId: string, scope: DeleteResultsScope, transaction: Transaction): Promise<number> {
  const { db } = deps;
  const event = await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!event) throw notFound('Event not found');
  const ids = scope.resultIds ? [...scope.resultIds] : scope.resultId ? [scope.resultId] : null;
  const where = { eventId, ...(scope.classId ? { classId: scope.classId } : {}), ...(ids ? { id: ids } : {}) };
  const deleted = await db.models.Result.destroy({ where, transaction });
  // Uploads of this event may be committed again once their results are gone.
  await db.models.ResultImport.destroy({ where: { eventId, kind: { [Op.ne]: 'classes' } }, transaction });
  if (deleted > 0) await publishResults(deps, eventId, transaction);
  return deleted;
}

/**
 * Resolve an exception: link the line to a rider (checked with the directory) or mark it 'not a programme rider'; the
 * decision is remembered for the event's promoter (decide-lines.ts, the bulk decision's one-line case).
 */
export async function resolveMatch(deps: ImportDeps, eventId: string, resultId: string, input: ResolveMatchInput, actorId: string): Promise<void> {
  await decideLines(deps, eventId, [{ resultId, riderId: input.riderId ? input.riderId : null }], actorId);
}

/**
 * "Wrong rider": the line's programme rider did not race it. The line (and any other line of the event with the same
 * name and plate matched to that rider: the same person in another class) is unmatched, the refusal is kept
 * (`rejected_matches`: no upload, edit or match at this event links that name and plate to that rider again), and the
 * results are published again in the same transaction, so payouts takes back what the lines paid. Each line is
 * matched anew without the rider and left to a person: ambiguous with who else it could be, or unmatched, never
 * matched to someone else at once. A remembered decision that gave such a line to the rider is forgotten, so the
 * promoter's next uploads do not give it back. 404 for a line of another event or not matched; 409 CONFLICT when
 * `riderId` names a rider the line is no longer matched to.
 */
export async function wrongRider(deps: ImportDeps, eventId: string, resultId: string, input: WrongRiderInput, actorId: string): Promise<void> {
  const { db } = deps;
  const matchedLine = (line: Result | null, riderId?: string | null): Result => {
    if (!line || line.matchStatus !== 'matched' || !line.riderId) throw notFound('Result not found');
    if (riderId && line.riderId !== riderId) throw conflict('The line is matched to another rider now');
    return line;
  };
  const event = await db.models.Event.findByPk(eventId);
  if (!event) throw notFound('Event not found');
  const line = matchedLine(await db.models.Result.findOne({ where: { id: resultId, eventId } }), input.riderId);
  const riderId = line.riderId!;
  const facts = rejectionFacts(line);
  const samePerson = (r: Result) => r.riderId === riderId && r.matchStatus === 'matched' && rejectionFacts(r).nameKey === facts.nameKey && rejectionFacts(r).plate === facts.plate;
  const linesOf = async (transaction?: Transaction) =>
    (await db.models.Result.findAll({ where: { eventId, riderId, matchStatus: 'matched' }, ...(transaction ? { transaction } : {}) })).filter(samePerson);
  // Matched again before the transaction (the directory is another service), without the rider turned down.
  const before = await linesOf();
  const rematched = await matchLines(
    db,
    deps.directory,
    event,
    before.map((r) => ({ key: r.id, riderName: r.riderName, hometown: r.hometown, email: r.email, amaNumber: r.amaNumber, vin: r.vin, number: r.number, bike: r.bike })),
    { exclude: new Map(before.map((r) => [r.id, new Set([riderId])])) },
  );
  await db.sequelize.transaction(async (transaction) => {
    const locked = await db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!locked) throw notFound('Event not found');
    matchedLine(await db.models.Result.findOne({ where: { id: resultId, eventId }, transaction }), riderId);
    await db.models.RejectedMatch.findOrCreate({
      where: { eventId, riderId, ...facts },
      defaults: { id: randomUUID(), eventId, riderId, ...facts, resultId, createdBy: actorId, createdAt: new Date() },
      transaction,
    });
    await forgetRiderFor(db, locked.promoterId, line, riderId, transaction);
    for (const result of await linesOf(transaction)) {
      const match = rematched.get(result.id);
      const candidates = match?.status === 'matched' && match.rider ? [match.rider] : (match?.candidates ?? []);
      const matchStatus = candidates.length > 0 ? 'ambiguous' : 'unmatched';
      await result.update(
        {
          riderId: null,
          matchStatus,
          matchMethod: null,
          candidates: candidates.length > 0 ? JSON.stringify(candidates) : null,
          rememberedId: null,
          ...linePayout(locked, undefined, [], { place: result.place, status: result.status, matchStatus }),
        },
        { transaction },
      );
    }
    await publishResults(deps, eventId, transaction);
  });
}

/** The columns a result line shows in the event tools, read as plain rows (a 2,000-line event is read on every visit). */
const LINE_COLUMNS = [
  'id', 'classId', 'place', 'status', 'resultType', 'riderName', 'number', 'bike', 'hometown', 'email', 'amaNumber', 'vin',
  'payoutCents', 'payoutType', 'eligibility', 'matchStatus', 'matchMethod', 'riderId', 'candidates', 'sourceRow', 'rememberedId',
] as const;
type LineRow = Pick<Result, (typeof LINE_COLUMNS)[number]>;

/**
 * One result line as the event tools show it, with its matching (names as the riders keep them, where known; the
 * remembered decision that decided it, while that decision is kept).
 */
function managedLine(r: LineRow, className: string, names: Map<string, MatchCandidate>, remembered: ReadonlyMap<string, RememberedDecision> = new Map()): ManagedResult {
  return {
    _id: r.id,
    classId: r.classId,
    className,
    place: r.place,
    status: r.status,
    resultType: r.resultType,
    riderName: r.riderName,
    number: r.number,
    bike: r.bike,
    hometown: r.hometown,
    email: r.email,
    amaNumber: r.amaNumber,
    vin: r.vin,
    payout: r.payoutCents,
    payoutType: r.payoutType,
    eligibility: r.eligibility,
    match: lineMatch(r, names, remembered),
    sourceRow: r.sourceRow ?? null,
  };
}

/**
 * Result lines by id as the event tools show them, each with its event's id, in no particular order (the answer to
 * decisions on them, staff's queue across events). Names as the riders keep them when identity answers.
 */
export async function managedLinesById(deps: ImportDeps, ids: readonly string[], eventId?: string): Promise<Array<{ eventId: string; line: ManagedResult }>> {
  const { db } = deps;
  if (ids.length === 0) return [];
  const rows = (await db.models.Result.findAll({ attributes: [...LINE_COLUMNS, 'eventId'], where: { id: { [Op.in]: [...ids] }, ...(eventId ? { eventId } : {}) }, raw: true })) as unknown as Array<LineRow & { eventId: string }>;
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const classNames = new Map((await db.models.EventClass.findAll({ attributes: ['id', 'name'], where: { id: classIds }, raw: true })).map((c) => [c.id, c.name]));
  const riderIds = [...new Set(rows.flatMap((row) => (row.riderId ? [row.riderId] : [])))];
  const names = riderIds.length > 0 ? await deps.directory.get(riderIds).catch(() => new Map<string, MatchCandidate>()) : new Map<string, MatchCandidate>();
  const remembered = await rememberedRefs(db, rows.map((row) => row.rememberedId));
  return rows.map((row) => ({ eventId: row.eventId, line: managedLine(row, classNames.get(row.classId) ?? '', names, remembered) }));
}

/** Lines of an event as the event tools show them, in the order asked, and the event's results version: the answer to a bulk decision. */
export async function resolvedLines(deps: ImportDeps, eventId: string, resultIds: readonly string[]): Promise<{ results: ManagedResult[]; resultsVersion: number }> {
  const event = await deps.db.models.Event.findByPk(eventId, { attributes: ['id', 'resultsVersion'] });
  if (!event) throw notFound('Event not found');
  const byId = new Map((await managedLinesById(deps, resultIds, eventId)).map(({ line }) => [line._id, line]));
  return { results: resultIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), resultsVersion: event.resultsVersion };
}

/** One line of an event as the event tools show it, and the event's results version: the answer to a decision on it. */
export async function resolvedLine(deps: ImportDeps, eventId: string, resultId: string): Promise<ResolvedLine> {
  const event = await deps.db.models.Event.findByPk(eventId, { attributes: ['id', 'resultsVersion'] });
  const [found] = event ? await managedLinesById(deps, [resultId], eventId) : [];
  if (!event || !found) throw notFound('Result not found');
  return { result: found.line, resultsVersion: event.resultsVersion };
}

function lineMatch(
  result: Pick<Result, 'candidates' | 'riderId' | 'riderName' | 'hometown' | 'matchStatus' | 'matchMethod' | 'rememberedId'>,
  names: Map<string, MatchCandidate>,
  remembered: ReadonlyMap<string, RememberedDecision>,
): LineMatch {
  const candidates = result.candidates ? (JSON.parse(result.candidates) as MatchCandidate[]) : [];
  const rider = result.riderId ? (names.get(result.riderId) ?? { _id: result.riderId, name: result.riderName, hometown: result.hometown }) : null;
  const decidedBy = result.rememberedId ? remembered.get(result.rememberedId) : undefined;
  return {
    status: result.matchStatus,
    method: result.matchMethod ?? null,
    rider,
    candidates: result.matchStatus === 'matched' ? [] : candidates,
    ...(decidedBy && (result.matchStatus === 'matched' || result.matchStatus === 'notRider') ? { remembered: decidedBy } : {}),
  };
}

/** Everything the event tools show: the event, its deadline, payout table, result lines with their matching, uploads. */
function bonusView(bonus: EventBonus): ManagedBonus {
  return { _id: bonus.id, riderId: bonus.riderId, riderName: bonus.riderName, amount: bonus.amountCents, payoutType: bonus.payoutType as ManagedBonus['payoutType'], note: bonus.note, createdAt: bonus.createdAt.toISOString() };
}

/**
 * A bonus for a programme rider who raced the event (spec §2 "add bonus"): the rider must be matched on one of the
 * event's result lines (400 VALIDATION on `riderId` otherwise); the event's results are published again with it.
 */
export async function addBonus(deps: ImportDeps, eventId: string, input: BonusInput, actorId: string): Promise<void> {
  await deps.db.sequelize.transaction(async (transaction) => {
    const line = await deps.db.models.Result.findOne({ where: { eventId, riderId: input.riderId, matchStatus: 'matched' }, transaction });
    if (!line) throw apiError('VALIDATION', { riderId: { id: 'validation.choice.invalid', message: 'Choose one of the list' } });
    const name = (await deps.directory.get([input.riderId]).catch(() => new Map<string, MatchCandidate>())).get(input.riderId)?.name ?? line.riderName;
    await deps.db.models.EventBonus.create(
      { id: randomUUID(), eventId, riderId: input.riderId, riderName: name, amountCents: input.amount, payoutType: input.payoutType, note: (input.note ?? '').trim(), createdBy: actorId, createdAt: new Date() },
      { transaction },
    );
    await publishResults(deps, eventId, transaction);
  });
}

/** Removes a bonus (404 when the event has no such bonus); the results are published again without it. */
export async function removeBonus(deps: ImportDeps, eventId: string, bonusId: string): Promise<void> {
  await deps.db.sequelize.transaction(async (transaction) => {
    const removed = await deps.db.models.EventBonus.destroy({ where: { id: bonusId, eventId }, transaction });
    if (removed === 0) throw notFound('Bonus not found');
    await publishResults(deps, eventId, transaction);
  });
}

/** The series bonus (spec §2 "series bonus"): paid to the series champions after the final race; the promoter's or staff's. */
export async function setSeriesBonus(db: EventsDb, seriesId: string, input: SeriesBonusInput): Promise<Series> {
  const series = await db.models.Series.findByPk(seriesId);
  if (!series) throw notFound('Series not found');
  await series.update({ bonusCents: input.bonus });
  return series;
}

export async function manageEvent(deps: ImportDeps, eventId: string): Promise<ManagedEvent> {
  const { db } = deps;
  const event = await db.models.Event.findByPk(eventId);
  if (!event) throw notFound('Event not found');
  const classes = await db.models.EventClass.findAll({ where: { eventId }, order: [['position', 'ASC']] });
  const places = await db.models.ClassPlace.findAll({ where: { classId: classes.map((c) => c.id) }, order: [['place', 'ASC']] });
  const results = (await db.models.Result.findAll({ attributes: [...LINE_COLUMNS], where: { eventId }, raw: true })) as unknown as LineRow[];
  const imports = await listImports(db, eventId);
  const bonuses = await db.models.EventBonus.findAll({ where: { eventId }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  const order = new Map(classes.map((c, index) => [c.id, index]));
  results.sort((a, b) => (order.get(a.classId) ?? 0) - (order.get(b.classId) ?? 0) || a.place - b.place);
  const riderIds = [...new Set(results.map((r) => r.riderId).filter((id): id is string => Boolean(id)))];
  // Names as the rider keeps them; if identity cannot answer, the line's own name stands in.
  const names = await deps.directory.get(riderIds).catch(() => new Map<string, MatchCandidate>());
  const remembered = await rememberedRefs(db, results.map((r) => r.rememberedId));
  const managedClasses = classes.map((c) => {
    const amounts = places.filter((p) => p.classId === c.id).map((p) => p.amountCents);
    return { _id: c.id, name: c.name, payoutType: c.payoutType, startGroup: c.startGroup ?? '', places: amounts, total: amounts.reduce((a, b) => a + b, 0) };
  });
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return {
    event: {
      _id: event.id,
      title: event.title,
      type: event.type,
      startDate: event.startDate,
      endDate: event.endDate,
      venue: event.venue,
      venueWebsite: event.venueWebsite,
      city: event.city,
      state: event.state,
      zipcode: event.zipcode,
      country: event.country,
      currency: event.currency,
      seriesId: event.seriesId ?? null,
      promoterId: event.promoterId,
      active: Boolean(event.active),
      canceled: Boolean(event.canceled),
      payingEvent: Boolean(event.payingEvent),
      contingencyAmount: managedClasses.filter((c) => c.payoutType !== 'noPayout').reduce((sum, c) => sum + c.total, 0),
      resultsVersion: event.resultsVersion,
      sanctioningBodies: parseBodies(event.sanctioningBodies),
      seasonSanctioningBodies: await seasonBodies(db, event.promoterId, seasonOf(event)),
    },
    deadline: resultsDeadline(event),
    classes: managedClasses,
    results: results.map((r) => managedLine(r, className.get(r.classId) ?? '', names, remembered)),
    bonuses: bonuses.map(bonusView),
    timecards: await listTimecards(db, eventId),
    imports,
  };
}
