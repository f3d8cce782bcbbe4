import { CURRENCIES, type EventSort as SortField, type SortDirection } from '@rr/contracts';
import { Op, fn, literal, type Order, type Transaction, type WhereOptions } from 'sequelize';
import { EARTH_RADIUS_MILES, type Box } from '@rr/server-kit/postal-codes';
import type { EventsDb } from './database.js';
import type { ClassPlace, Event, EventClass, Result } from './models/index.js';
import { containsText, equalsText, fullTextMatch } from './text-match.js';

/** What the finder sorts by, and in which direction (the GET /api/events query of @rr/contracts). */
export type { SortDirection, SortField };

/** How the finder narrows events; every given filter must hold. */
export interface EventFilters {
  /** Part of the title. */
  title?: string;
  /** The city, whole (case-insensitive). */
  city?: string;
  state?: string;
  country?: string;
  /** Part of the title, venue, city or series name (series matched beforehand: `seriesIds`). */
  query?: { text: string; seriesIds: string[] };
  /**
   * Upcoming: last day on or after `today`; past: last day before it. `earliestStart` (upcoming): no upcoming event
   * starts before this day (`earliestUpcomingStart`), which lets a page walk the first-day index from there.
   */
  period?: { which: 'upcoming' | 'past'; today: string; earliestStart?: string };
  active?: boolean;
  canceled?: boolean;
  /** Events at this postal code (`equals`) or in this FSA (`prefix`); with a `radius`, the events within it instead (and those at the code that have no coordinates). */
  location?: { equals?: string; prefix?: string; radius?: Radius };
  seriesId?: string;
}

/**
 * Contingency of the outer `Event` row: the sum of its paying classes' place amounts, in cents, kept in the indexed
 * `contingency_cents` column by `refreshEventContingency` whenever its classes or places change.
 */
function contingencySql(db: EventsDb): string {
  return db.sequelize.getQueryInterface().quoteIdentifiers('Event.contingency_cents');
}

/** Venues within `miles` of a point: the bounding box on the indexed coordinates, then the exact distance. */
export interface Radius {
  latitude: number;
  longitude: number;
  miles: number;
  box: Box;
}

const finite = (value: number) => {
  if (!Number.isFinite(value)) throw new TypeError('radius: not a finite number');
  return value;
};

/** The map cell (1° × 1°) a point lies in: the `geo_cell` column that migration 0012 derives the same way. */
export function geoCell(latitude: number, longitude: number): number {
  return (Math.floor(latitude) + 90) * 360 + (Math.floor(longitude) + 180);
}

/** Past this many cells (a 500-mile box far north) the box alone narrows the search: a shorter list than that. */
const MAX_CELLS = 400;

/** The map cells a box covers, or null when they are too many to list. */
export function cellsOf(box: Box): number[] | null {
  const latitudes = Math.floor(box.maxLatitude) - Math.floor(box.minLatitude) + 1;
  const longitudes = Math.floor(box.maxLongitude) - Math.floor(box.minLongitude) + 1;
  if (latitudes * longitudes > MAX_CELLS) return null;
  const cells: number[] = [];
  for (let lat = Math.floor(box.minLatitude); lat <= Math.floor(box.maxLatitude); lat += 1) {
    for (let lng = Math.floor(box.minLongitude); lng <= Math.floor(box.maxLongitude); lng += 1) cells.push(geoCell(lat, lng));
  }
  return cells;
}

/** The haversine distance in miles from the radius' centre to an event's venue, in SQL (null for a venue without a place). */
function distanceSql({ latitude, longitude }: Pick<Radius, 'latitude' | 'longitude'>): string {
  const lat = finite(latitude);
  const lng = finite(longitude);
  return `2 * ${EARTH_RADIUS_MILES} * ASIN(SQRT(POWER(SIN(RADIANS(latitude - ${lat}) / 2), 2) + COS(RADIANS(${lat})) * COS(RADIANS(latitude)) * POWER(SIN(RADIANS(longitude - ${lng}) / 2), 2)))`;
}

/**
 * The radius search, in SQL rather than as every id in the box sent back as an IN list: the map cells the box covers
 * keep the `events_finder_cells` index in play (the `(latitude, longitude)` index narrows one coordinate only,
 * and planners walked the period's rows instead), the box trims the cells' edges, and the haversine distance (SQLite's
 * math functions, MariaDB's own) decides. The numbers are the service's own (a geocoded centre and a chosen
 * distance), written as literals.
 */
function radiusWhere(radius: Radius): WhereOptions {
  const { miles, box } = radius;
  const distance = distanceSql(radius);
  const cells = cellsOf(box);
  return {
    [Op.and]: [
      ...(cells ? [literal(`geo_cell IN (${cells.map((cell) => finite(cell)).join(', ')})`)] : []),
      { latitude: { [Op.between]: [finite(box.minLatitude), finite(box.maxLatitude)] } },
      { longitude: { [Op.between]: [finite(box.minLongitude), finite(box.maxLongitude)] } },
      literal(`${distance} <= ${finite(miles)}`),
    ],
  };
}

function eventWhere(db: EventsDb, filters: EventFilters): WhereOptions<Event> {
  const and: WhereOptions[] = [];
  if (filters.title) and.push(containsText('title', filters.title));
  if (filters.city) and.push(equalsText('city', filters.city));
  if (filters.state) and.push({ state: filters.state });
  if (filters.country) and.push({ country: filters.country });
  if (filters.active !== undefined) and.push({ active: filters.active });
  if (filters.canceled !== undefined) and.push({ canceled: filters.canceled });
  if (filters.seriesId) and.push({ seriesId: filters.seriesId });
  if (filters.period) {
    const { which, today, earliestStart } = filters.period;
    // The first day is bounded as well (redundantly: an event's last day is never before its first), so that the
    // first-day indexes serve a page in order and stop after it instead of sorting the whole period.
    if (which === 'upcoming') and.push({ endDate: { [Op.gte]: today } }, ...(earliestStart ? [{ startDate: { [Op.gte]: earliestStart } }] : []));
    else and.push({ endDate: { [Op.lt]: today } }, { startDate: { [Op.lt]: today } });
  }
  if (filters.query) {
    const { text, seriesIds } = filters.query;
    const matching = fullTextMatch(db.sequelize.getDialect(), (value) => db.sequelize.escape(value), text, seriesIds);
    and.push(matching ?? literal('1 = 0'));
  }
  if (filters.location) {
    const { equals, prefix, radius } = filters.location;
    const atCode: WhereOptions[] = [];
    if (equals) atCode.push({ zipcode: equals });
    if (prefix) atCode.push({ zipcode: { [Op.startsWith]: prefix } });
    // A radius keeps the venues within it, and the events at the code itself that have no place on the map: asked
    // as "no map cell", so both halves read the same index (`events_finder_cells`, which holds the postal code too).
    const anyOf = radius ? [radiusWhere(radius), ...atCode.map((code) => ({ [Op.and]: [literal('geo_cell IS NULL'), code] }))] : atCode;
    // No way to match: an impossible condition rather than no condition.
    and.push(anyOf.length > 0 ? { [Op.or]: anyOf } : literal('1 = 0'));
  }
  return { [Op.and]: and };
}

function eventOrder(db: EventsDb, by: SortField, direction: SortDirection, radius?: Radius): Order {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // Nearest first (or farthest), in SQL, so that OFFSET pages through one order: the radius has already narrowed the
  // rows to its box's map cells (a few hundred venues at most, the same rows the count reads), and sorting those by
  // the computed distance costs no more than reading them. Events at the code without a place come last; first day,
  // last day and id break ties, so two equally distant events never swap places between pages.
  if (by === 'distance' && radius) {
    return [[literal('CASE WHEN latitude IS NULL THEN 1 ELSE 0 END'), 'ASC'], [literal(distanceSql(radius)), dir], ['startDate', 'ASC'], ['endDate', 'ASC'], ['id', 'ASC']];
  }
  const lower = (column: string) => fn('LOWER', db.sequelize.col(column));
  const columns = new Map<string, Order>([
    ['startDate', []],
    ['title', [[lower('title'), dir]]],
    ['city', [[lower('city'), dir]]],
    ['contingencyAmount', [[literal(contingencySql(db)), dir]]],
  ]);
  // A Map, not an object literal: `by` comes from the query (validated, but `constructor` or `__proto__` must never
  // reach an inherited property); anything unknown (and `distance` without a radius) sorts by start date.
  const primary = columns.get(by) ?? [];
  // Ties in one direction with the primary key (first day, last day, id), as `events_finder_dates` and
  // `events_finder_contingency` hold them: a page is then read in index order, never sorted.
  return [...(primary as []), ['startDate', dir], ['endDate', dir], ['id', dir]];
}

/**
 * The earliest first day an upcoming event can have: today less the longest event's length (in days, from the
 * `events_duration` index: one entry read). Running events started before today; none started before this.
 */
export async function earliestUpcomingStart(db: EventsDb, today: string): Promise<string> {
  const [row] = (await db.models.Event.findAll({ attributes: [[fn('MAX', literal('duration_days')), 'longest']], raw: true })) as unknown as Array<{ longest: number | string | null }>;
  const longest = Number(row?.longest ?? 0);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - Math.max(0, Number.isFinite(longest) ? longest : 0));
  return date.toISOString().slice(0, 10);
}


/**
 * One page of the matching events, without counting them (the finder counts them with its sums: `finderSums`).
 * Ids first, then those rows: the ids of a page are read from an index alone (`events_finder_period`,
 * `events_finder_cells`), so sorting a whole period touches no row; only the page's own rows are read.
 */
export async function findEventRows(db: EventsDb, filters: EventFilters, sort: { by: SortField; direction: SortDirection }, page: { limit: number; offset: number }): Promise<Event[]> {
  return (await findEventPage(db, filters, sort, page)).map(({ event }) => event);
}

/**
 * `findEventRows` with each event's distance in miles from the centre of a radius search (`filters.location.radius`),
 * computed in the same query as the page's ids; null without a radius, and for a venue without a place.
 */
export async function findEventPage(
  db: EventsDb,
  filters: EventFilters,
  sort: { by: SortField; direction: SortDirection },
  page: { limit: number; offset: number },
): Promise<EventPage> {
  return (await readPage(db, filters, sort, page, false)).page;
}

/** A page of the finder: its events, each with its distance from a radius' centre (null without one). */
export type EventPage = Array<{ event: Event; distanceMiles: number | null }>;

/** How many events match (canceled ones too), and what the not-canceled ones post, per currency. */
export interface FinderFigures {
  totals: Map<string, number>;
  total: number;
}

/**
 * A page of the matching events and the finder's figures for all of them (`finderSums`).
 *
 * A search by words reads every match from the full-text index, row by row, and sorts them all whatever the page: at
 * 50,000 events on MariaDB the index search and those row reads were most of the time of each of the two statements
 * that repeated them (the page, the figures). There the page carries the figures as window sums over the same rows,
 * so the words are matched once. Any other search walks an index in order for its page and stops after it, and
 * counts from a covering index: window sums would make the page read every match, so those stay two statements.
 */
export async function findEventPageWithFigures(
  db: EventsDb,
  filters: EventFilters,
  sort: { by: SortField; direction: SortDirection },
  page: { limit: number; offset: number },
): Promise<{ page: EventPage; figures: FinderFigures }> {
  // The first-day bound only helps a page walk its index; the figures read the period's own index without it.
  const sumsFilters = filters.period ? { ...filters, period: { which: filters.period.which, today: filters.period.today } } : filters;
  if (!filters.query) {
    const [rows, figures] = await Promise.all([findEventPage(db, filters, sort, page), finderSums(db, sumsFilters)]);
    return { page: rows, figures };
  }
  const { page: rows, figures } = await readPage(db, filters, sort, page, true);
  if (figures) return { page: rows, figures };
  // A page past the end has no row to carry the figures: nothing matches, or they are counted on their own.
  return { page: rows, figures: page.offset > 0 ? await finderSums(db, sumsFilters) : { totals: new Map(), total: 0 } };
}

async function readPage(
  db: EventsDb,
  filters: EventFilters,
  sort: { by: SortField; direction: SortDirection },
  page: { limit: number; offset: number },
  withFigures: boolean,
): Promise<{ page: EventPage; figures: FinderFigures | null }> {
  const radius = filters.location?.radius;
  const ids = (await db.models.Event.findAll({
    attributes: [
      'id',
      ...(radius ? [[literal(distanceSql(radius)), 'distanceMiles'] as [ReturnType<typeof literal>, string]] : []),
      ...(withFigures ? figureAttributes(db, ' OVER ()') : []),
    ],
    where: eventWhere(db, filters),
    order: eventOrder(db, sort.by, sort.direction, radius),
    limit: page.limit,
    offset: page.offset,
    raw: true,
  })) as unknown as Array<{ id: string; distanceMiles?: number | string | null } & FigureRow>;
  if (ids.length === 0) return { page: [], figures: null };
  const rows = await db.models.Event.findAll({ where: { id: { [Op.in]: ids.map((row) => row.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const events = ids.flatMap((row) => {
    const event = byId.get(row.id);
    const miles = row.distanceMiles === null || row.distanceMiles === undefined ? null : Number(row.distanceMiles);
    return event ? [{ event, distanceMiles: miles !== null && Number.isFinite(miles) ? miles : null }] : [];
  });
  return { page: events, figures: withFigures ? readFigures(ids[0]) : null };
}

type FigureRow = Record<string, number | string | null | undefined>;

/**
 * The finder's figures as select columns: a count, and one sum per known currency of what the not-canceled events
 * post (never added across currencies). One sum per currency rather than a GROUP BY, which made MariaDB sort the
 * period's index entries in a temporary table. `over` (' OVER ()') makes them window sums of every matching row.
 */
function figureAttributes(db: EventsDb, over = ''): Array<[ReturnType<typeof literal>, string]> {
  const q = db.sequelize.getQueryInterface();
  const canceled = q.quoteIdentifiers('Event.canceled');
  const currency = q.quoteIdentifiers('Event.currency');
  return [
    [literal(`COUNT(*)${over}`), 'finderEvents'],
    ...CURRENCIES.map(
      (code) =>
        [literal(`SUM(CASE WHEN ${currency} = ${db.sequelize.escape(code)} AND NOT ${canceled} THEN ${contingencySql(db)} ELSE 0 END)${over}`), `finder${code}`] as [
          ReturnType<typeof literal>,
          string,
        ],
    ),
  ];
}

function readFigures(row: FigureRow | undefined): FinderFigures {
  const totals = new Map<string, number>();
  for (const code of CURRENCIES) {
    const cents = Number(row?.[`finder${code}`] ?? 0);
    if (cents > 0) totals.set(code, cents);
  }
  return { totals, total: Number(row?.finderEvents ?? 0) };
}

/** The finder's figures in one pass over the matching events (`figureAttributes`). */
export async function finderSums(db: EventsDb, filters: EventFilters): Promise<FinderFigures> {
  const [row] = (await db.models.Event.findAll({ attributes: figureAttributes(db), where: eventWhere(db, filters), raw: true })) as unknown as FigureRow[];
  return readFigures(row);
}

export async function findEventById(db: EventsDb, id: string): Promise<Event | null> {
  return db.models.Event.findByPk(id);
}

/** Events of a series, first day first, each with its `contingencyCents`. */
export async function findEventsOfSeries(db: EventsDb, seriesId: string): Promise<Event[]> {
  return db.models.Event.findAll({
    where: { seriesId },
    order: [['startDate', 'ASC'], ['id', 'ASC']],
  });
}

/** The latest `limit` events that started before `before`. */
export async function findEventsStartedBefore(db: EventsDb, before: string, limit: number, active?: boolean): Promise<Event[]> {
  return db.models.Event.findAll({
    where: { startDate: { [Op.lt]: before }, ...(active !== undefined ? { active } : {}) },
    order: [['startDate', 'DESC'], ['id', 'ASC']],
    limit,
  });
}

export interface ClassWithPlaces {
  eventClass: EventClass;
  places: ClassPlace[];
}

/** The event's classes in their order, each with its places (1st first). */
export async function findClassesWithPlaces(db: EventsDb, eventId: string): Promise<ClassWithPlaces[]> {
  const classes = await db.models.EventClass.findAll({ where: { eventId }, order: [['position', 'ASC'], ['id', 'ASC']] });
  if (classes.length === 0) return [];
  const places = await db.models.ClassPlace.findAll({
    where: { classId: { [Op.in]: classes.map((c) => c.id) } },
    order: [['classId', 'ASC'], ['place', 'ASC']],
  });
  return classes.map((eventClass) => ({ eventClass, places: places.filter((p) => p.classId === eventClass.id) }));
}

/** The event's results (the caller orders them by class position and place). */
export async function findResultsOfEvent(db: EventsDb, eventId: string): Promise<Result[]> {
  return db.models.Result.findAll({ where: { eventId }, order: [['place', 'ASC'], ['id', 'ASC']] });
}

/** Moves every result line of rider `fromRiderId` to `toRiderId`; returns how many moved. */
export async function reassignResults(db: EventsDb, fromRiderId: string, toRiderId: string, transaction: Transaction): Promise<number> {
  const [moved] = await db.models.Result.update({ riderId: toRiderId }, { where: { riderId: fromRiderId }, transaction });
  return moved;
}
