import type { ManagedEvent, MatchCandidate } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import { findBonuses } from '../data-access/bonuses-repository.js';
import { findClassesInOrder, findPlaces } from '../data-access/event-classes-repository.js';
import { findEvent } from '../data-access/event-records-repository.js';
import { findLineRows } from '../data-access/result-lines-repository.js';
import { bonusView } from './bonuses.js';
import { listImports, type ImportDeps } from './imports/imports.js';
import { managedLine } from './managed-lines.js';
import { rememberedRefs } from './remembered-decisions.js';
import { resultsDeadline } from './results-deadline.js';
import { parseBodies, seasonBodies, seasonOf } from './sanctioning-bodies.js';
import { listTimecards } from './timecards.js';

/** Everything the event tools show: the event, its deadline, payout table, result lines with their matching, uploads. */
export async function manageEvent(deps: ImportDeps, eventId: string): Promise<ManagedEvent> {
  const { db } = deps;
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Event not found');
  const classes = await findClassesInOrder(db, eventId);
  const places = await findPlaces(db, classes.map((c) => c.id), { byPlace: true });
  const results = await findLineRows(db, eventId);
  const imports = await listImports(db, eventId);
  const bonuses = await findBonuses(db, eventId);
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
