import { CHAMPIONSHIP_POINTS, type ClassStanding, type RiderSeriesStanding, type SeriesStandings } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findActiveEventsInRaceOrder, findClassNamesOfEvents, findSeriesStandingState, findStandingLines } from '../data-access/series-results-repository.js';

/** Classes are compared as the payouts service compares them for the champions: case and spacing aside. */
const comparableClass = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** One finish that counts toward a series class: a programme rider's place at one of the series' events. */
export interface CountedFinish {
  /** Index of the event in the series, oldest first. */
  eventIndex: number;
  riderId: string;
  className: string;
  place: number;
}

interface Tally {
  points: number;
  wins: number;
  /** Best place per event index (a race not finished is worse than any finish). */
  places: number[];
  races: number;
}

/**
 * Orders two riders of a class as the series championship does (payouts `seriesChampions`): the most points, then the
 * most wins, then the better finish at the last race, then the one before it, and so on. 0 when level on all of them.
 */
function compareTallies(a: Tally, b: Tally, eventCount: number): number {
  if (b.points !== a.points) return b.points - a.points;
  if (b.wins !== a.wins) return b.wins - a.wins;
  for (let index = eventCount - 1; index >= 0; index -= 1) {
    const placeA = a.places[index] ?? Infinity;
    const placeB = b.places[index] ?? Infinity;
    if (placeA !== placeB) return placeA < placeB ? -1 : 1;
  }
  return 0;
}

interface ClassTally {
  className: string;
  latest: number;
  riders: Map<string, Tally>;
}

/** Every counted finish added up per class (case and spacing aside) and rider; each class named as its latest event wrote it. */
function tallyClasses(finishes: readonly CountedFinish[], points: readonly number[]): Map<string, ClassTally> {
  const classes = new Map<string, ClassTally>();
  for (const finish of finishes) {
    const key = comparableClass(finish.className);
    const entry = classes.get(key) ?? { className: finish.className.trim(), latest: -1, riders: new Map<string, Tally>() };
    // The class goes by the name the latest event that ran it wrote.
    if (finish.eventIndex > entry.latest) Object.assign(entry, { className: finish.className.trim(), latest: finish.eventIndex });
    const tally = entry.riders.get(finish.riderId) ?? { points: 0, wins: 0, places: [], races: 0 };
    const earlier = tally.places[finish.eventIndex];
    // One finish per rider, class and event counts (a duplicated line is not counted twice).
    if (earlier === undefined) {
      tally.points += points[finish.place - 1] ?? 0;
      if (finish.place === 1) tally.wins += 1;
      tally.races += 1;
      tally.places[finish.eventIndex] = finish.place;
    }
    entry.riders.set(finish.riderId, tally);
    classes.set(key, entry);
  }
  return classes;
}

/**
 * The rider's standing in each class of a series they finished (pure): points per place from `points`, their place
 * among every rider with a counted finish in the class (riders level on every tie-break share a place), and the
 * leader's points. Classes the rider has no counted finish in are left out; the classes come by name.
 */
export function standingsOf(riderId: string, finishes: readonly CountedFinish[], eventCount: number, points: readonly number[] = CHAMPIONSHIP_POINTS): ClassStanding[] {
  const classes = tallyClasses(finishes, points);
  const standings: ClassStanding[] = [];
  for (const entry of classes.values()) {
    const mine = entry.riders.get(riderId);
    if (!mine) continue;
    const tallies = [...entry.riders.values()];
    const ahead = tallies.filter((other) => compareTallies(other, mine, eventCount) < 0).length;
    const leaderPoints = Math.max(...tallies.map((other) => other.points));
    standings.push({ className: entry.className, place: ahead + 1, riders: tallies.length, points: mine.points, wins: mine.wins, races: mine.races, leaderPoints });
  }
  return standings.sort((a, b) => a.className.localeCompare(b.className));
}

/** One rider's line in a class table (pure): the rider's id (the caller swaps it for what may be shown) and their tally. */
export interface TableLine {
  riderId: string;
  place: number;
  points: number;
  wins: number;
  races: number;
}

/**
 * Every class of a series as a championship table (pure): the riders in the championship's order (most points, then
 * wins, then the better finish at the latest race, and so on), riders level on everything sharing a place, as
 * `standingsOf` places one rider. Classes by name.
 */
export function classTables(finishes: readonly CountedFinish[], eventCount: number, points: readonly number[] = CHAMPIONSHIP_POINTS): Array<{ className: string; lines: TableLine[] }> {
  const tables: Array<{ className: string; lines: TableLine[] }> = [];
  for (const entry of tallyClasses(finishes, points).values()) {
    const ordered = [...entry.riders].sort(([idA, a], [idB, b]) => compareTallies(a, b, eventCount) || idA.localeCompare(idB));
    const lines: TableLine[] = [];
    ordered.forEach(([riderId, tally], index) => {
      const previous = lines[index - 1];
      const level = previous !== undefined && compareTallies(ordered[index - 1]![1], tally, eventCount) === 0;
      lines.push({ riderId, place: level ? previous.place : index + 1, points: tally.points, wins: tally.wins, races: tally.races });
    });
    tables.push({ className: entry.className, lines });
  }
  return tables.sort((a, b) => a.className.localeCompare(b.className));
}

/** A placed line of the series' results: a programme rider's paying result at one of its active events. */
interface PlacedLine {
  eventId: string;
  className: string;
  riderId: string;
  place: number;
  status: RiderSeriesStanding['finishes'][number]['status'];
  /** It counts for the championship: finished, at an event that counts. */
  counted: boolean;
  /** As the results sheet wrote them (what the event's public results show). */
  riderName: string;
  hometown: string;
}

interface SeriesResults {
  seriesId: string;
  finished: boolean;
  /** Events of the series that count (active, not canceled, paying). */
  countedEvents: number;
  /** Of those, the ones with results. */
  eventsWithResults: number;
  /** Every placed line, oldest event first, then by place. */
  placed: PlacedLine[];
  /** The counted ones, as the championship adds them up. */
  finishes: CountedFinish[];
}

/**
 * The results of a series that its standings read, from the results published so far. The finishes that count are the
 * payout rules' (docs/architecture.md "Series end"): events of the series that are active, not canceled and paying;
 * the paying result of each (the main event at a supercross that has one, else the overall); lines matched to a
 * programme rider who finished. 404 when the series does not exist or is not active.
 */
async function seriesResults(db: EventsDb, seriesId: string): Promise<SeriesResults> {
  const series = await findSeriesStandingState(db, seriesId);
  if (!series || !series.active) throw notFound('Series not found');
  const events = await findActiveEventsInRaceOrder(db, series.id);
  const counting = events.filter((event) => !event.canceled && event.payingEvent);
  const none: SeriesResults = { seriesId: series.id, finished: series.finishedVersion > 0, countedEvents: counting.length, eventsWithResults: 0, placed: [], finishes: [] };
  if (events.length === 0) return none;
  const eventIds = events.map((event) => event.id);
  const lines = await findStandingLines(db, eventIds);
  if (lines.length === 0) return none;
  const classes = await findClassNamesOfEvents(db, eventIds);
  const classNames = new Map(classes.map((row) => [row.id, row.name]));
  const index = new Map(counting.map((event, position) => [event.id, position]));
  // Supercross pays the main event when the sheet has one; every other style the overall (spec §9).
  const withMain = new Set(lines.filter((line) => line.resultType === 'main').map((line) => line.eventId));
  const paying = new Map(events.map((event) => [event.id, event.type === 'supercross' && withMain.has(event.id) ? 'main' : 'overall']));
  const order = new Map(eventIds.map((id, position) => [id, position]));
  const placed: PlacedLine[] = lines
    .filter((line) => line.riderId && line.matchStatus === 'matched' && line.resultType === paying.get(line.eventId) && classNames.has(line.classId))
    .sort((a, b) => order.get(a.eventId)! - order.get(b.eventId)! || a.place - b.place)
    .map((line) => ({
      eventId: line.eventId,
      className: classNames.get(line.classId)!,
      riderId: line.riderId!,
      place: line.place,
      status: line.status ?? 'finished',
      counted: index.has(line.eventId) && line.status === 'finished',
      riderName: (line.riderName ?? '').trim(),
      hometown: (line.hometown ?? '').trim(),
    }));
  return {
    ...none,
    eventsWithResults: new Set(lines.filter((line) => index.has(line.eventId)).map((line) => line.eventId)).size,
    placed,
    finishes: placed.filter((line) => line.counted).map((line) => ({ eventIndex: index.get(line.eventId)!, riderId: line.riderId, className: line.className, place: line.place })),
  };
}

/**
 * `GET /api/rider/events/series/{seriesId}/standing`: the signed-in rider's standing in the series from the results
 * published so far (the counted finishes of `seriesResults`). It is provisional: the champions (and their bonus) are
 * decided by the payouts service after the final race, with the programme year's points table. `finishes` lists the
 * rider's own placed lines at the series' active events, counted or not (a DNF, a canceled or non-paying event). 404
 * when the series does not exist or is not active.
 */
export async function riderSeriesStanding(db: EventsDb, riderId: string, seriesId: string): Promise<RiderSeriesStanding> {
  const results = await seriesResults(db, seriesId);
  return {
    seriesId: results.seriesId,
    finished: results.finished,
    eventsWithResults: results.eventsWithResults,
    countedEvents: results.countedEvents,
    standings: standingsOf(riderId, results.finishes, results.countedEvents),
    finishes: results.placed
      .filter((line) => line.riderId === riderId)
      .map((line) => ({
        eventId: line.eventId,
        className: line.className,
        place: line.place,
        status: line.status,
        counted: line.counted,
        points: line.counted ? (CHAMPIONSHIP_POINTS[line.place - 1] ?? 0) : 0,
      })),
  };
}

/**
 * `GET /api/serie/{seriesId}/standings`, public: every class of the series as its championship table, from the results
 * published so far, as the rider's own standing reads them (`seriesResults`; provisional until the series is finished).
 * A rider is shown as the results show them on the event pages: the name and hometown of their latest counted line
 * in the class (no id, e-mail or licence number). 404 when the series does not exist or is not active.
 */
export async function seriesStandings(db: EventsDb, seriesId: string): Promise<SeriesStandings> {
  const results = await seriesResults(db, seriesId);
  // The latest counted line of each rider in each class names them (`placed` is oldest event first).
  const shown = new Map<string, { name: string; hometown: string }>();
  for (const line of results.placed) {
    if (!line.counted) continue;
    const key = `${comparableClass(line.className)}\u0000${line.riderId}`;
    const before = shown.get(key);
    shown.set(key, { name: line.riderName || before?.name || '', hometown: line.hometown || before?.hometown || '' });
  }
  return {
    seriesId: results.seriesId,
    finished: results.finished,
    eventsWithResults: results.eventsWithResults,
    countedEvents: results.countedEvents,
    points: [...CHAMPIONSHIP_POINTS],
    classes: classTables(results.finishes, results.countedEvents).map(({ className, lines }) => ({
      className,
      riders: lines.map(({ riderId, place, points, wins, races }) => {
        const rider = shown.get(`${comparableClass(className)}\u0000${riderId}`);
        return { place, name: rider?.name ?? '', hometown: rider?.hometown ?? '', points, wins, races };
      }),
    })),
  };
}
