import type { RemoveRacesAnswer, RiderRace, RiderRacesAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { Result } from '../data-access/models/index.js';
import { findClassesWithIds, findEventTitles, findEventsByIds, findRiderMatchedLines, findRiderLineEvents, findSeriesNames } from '../data-access/rider-races-repository.js';
import { deleteResultsIn } from './delete-results.js';
import type { ImportDeps } from './imports/imports.js';

/**
 * A rider's races as programme staff manage them on the rider detail page (spec §6 admin "riders (… remove races …)"):
 * the result lines linked to the rider, and their removal by the promoter's own "delete race results" path, so each
 * event's results are published again and the payouts service takes back what the removed lines paid and the rider
 * has not spent.
 */

/** The rider's result lines (matched to them), newest race first, then by class and place. */
export async function listRiderRaces(deps: Pick<ImportDeps, 'db'>, riderId: string): Promise<RiderRacesAnswer> {
  const { db } = deps;
  const results = await findRiderMatchedLines(db, riderId);
  if (results.length === 0) return { races: [] };
  const events = new Map((await findEventsByIds(db, [...new Set(results.map((r) => r.eventId))])).map((e) => [e.id, e]));
  const classes = new Map((await findClassesWithIds(db, [...new Set(results.map((r) => r.classId))])).map((c) => [c.id, c]));
  const seriesIds = [...new Set([...events.values()].flatMap((e) => (e.seriesId ? [e.seriesId] : [])))];
  const series = seriesIds.length === 0 ? new Map<string, string>() : await findSeriesNames(db, seriesIds);

  const races: RiderRace[] = results.flatMap((result: Result) => {
    const event = events.get(result.eventId);
    if (!event) return [];
    const eventClass = classes.get(result.classId);
    return [
      {
        _id: result.id,
        eventId: event.id,
        eventTitle: event.title,
        eventType: event.type,
        startDate: event.startDate,
        endDate: event.endDate,
        city: event.city || null,
        state: event.state || null,
        country: event.country,
        currency: event.currency,
        seriesId: event.seriesId ?? null,
        seriesName: event.seriesId ? (series.get(event.seriesId) ?? null) : null,
        canceled: Boolean(event.canceled),
        payingEvent: Boolean(event.payingEvent),
        classId: result.classId,
        className: eventClass?.name ?? '',
        place: result.place,
        status: result.status,
        resultType: result.resultType,
        payoutType: result.payoutType,
        payoutCents: result.payoutCents,
        eligibility: result.eligibility,
        number: result.number ?? '',
        bike: result.bike ?? '',
        vin: result.vin ?? '',
        matchMethod: result.matchMethod ?? null,
      },
    ];
  });
  races.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.eventTitle.localeCompare(b.eventTitle) || a.className.localeCompare(b.className) || a.place - b.place);
  return { races };
}

/**
 * Removes result lines of the rider: every id must be one of the rider's lines (else 404, nothing removed). The lines
 * of each event go through `deleteResultsIn` (the promoter's "delete race results"), all events in one transaction,
 * locked in id order; each event's results are published again without them.
 */
export async function removeRiderRaces(deps: ImportDeps, riderId: string, resultIds: readonly string[]): Promise<RemoveRacesAnswer> {
  const { db } = deps;
  const wanted = [...new Set(resultIds)];
  return db.sequelize.transaction(async (transaction) => {
    const lines = await findRiderLineEvents(db, riderId, wanted, transaction);
    if (lines.length !== wanted.length) throw notFound('Some of these results are not this rider’s');
    const byEvent = new Map<string, string[]>();
    for (const line of lines) byEvent.set(line.eventId, [...(byEvent.get(line.eventId) ?? []), line.id]);
    const eventIds = [...byEvent.keys()].sort();
    const titles = await findEventTitles(db, eventIds, transaction);
    const events: RemoveRacesAnswer['events'] = [];
    for (const eventId of eventIds) {
      const removed = await deleteResultsIn(deps, eventId, { resultIds: byEvent.get(eventId) }, transaction);
      events.push({ eventId, eventTitle: titles.get(eventId) ?? '', removed });
    }
    return { removed: events.reduce((sum, e) => sum + e.removed, 0), events };
  });
}
