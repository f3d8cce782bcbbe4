import type { EventSort as SortField, SortDirection } from '@rr/contracts';
import { Op, fn, literal, type Order, type Transaction, type WhereOptions } from 'sequelize';
import { EARTH_RADIUS_MILES, type Box } from '../domain/postal-codes.js';
import type { EventsDb } from './database.js';
import type { ClassPlace, Event, EventClass, Result } from './models.js';
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
  /** Upcoming: last day on or after `today`; past: last day before it. */
  period?: { which: 'upcoming' | 'past'; today: string };
  active?: boolean;
  canceled?: boolean;
  /** Events at this postal code (`equals`), in this FSA (`prefix`), or with one of these ids (radius search). */
  location?: { equals?: string; prefix?: string; ids?: string[]; radius?: Radius };
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

/**
 * The radius search in SQL (issue 11: it used to send every id in the box as an IN list): the box keeps the
 * `(latitude, longitude)` index in play, the haversine distance (SQLite's math functions, MariaDB's own) decides.
 * The numbers are the service's own (a geocoded centre and a chosen distance), written as literals.
 */
function radiusWhere({ latitude, longitude, miles, box }: Radius): WhereOptions {
  const lat = finite(latitude);
  const lng = finite(longitude);
  const distance = `2 * ${EARTH_RADIUS_MILES} * ASIN(SQRT(POWER(SIN(RADIANS(latitude - ${lat}) / 2), 2) + COS(RADIANS(${lat})) * COS(RADIANS(latitude)) * POWER(SIN(RADIANS(longitude - ${lng}) / 2), 2)))`;
  return {
    [Op.and]: [
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
    and.push({ endDate: filters.period.which === 'upcoming' ? { [Op.gte]: filters.period.today } : { [Op.lt]: filters.period.today } });
  }
  if (filters.query) {
    const { text, seriesIds } = filters.query;
    const words = fullTextMatch(db.sequelize.getDialect(), (value) => db.sequelize.escape(value), text);
    const anyOf: WhereOptions[] = [...(words ? [words] : []), ...(seriesIds.length > 0 ? [{ seriesId: { [Op.in]: seriesIds } }] : [])];
    and.push(anyOf.length > 0 ? { [Op.or]: anyOf } : literal('1 = 0'));
  }
  if (filters.location) {
    const { equals, prefix, ids, radius } = filters.location;
    const anyOf: WhereOptions[] = [];
    if (equals) anyOf.push({ zipcode: equals });
    if (prefix) anyOf.push({ zipcode: { [Op.startsWith]: prefix } });
    if (ids && ids.length > 0) anyOf.push({ id: { [Op.in]: ids } });
    if (radius) anyOf.push(radiusWhere(radius));
    // No way to match: an impossible condition rather than no condition.
    and.push(anyOf.length > 0 ? { [Op.or]: anyOf } : literal('1 = 0'));
  }
  return { [Op.and]: and };
}

function eventOrder(db: EventsDb, by: SortField, direction: SortDirection): Order {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const lower = (column: string) => fn('LOWER', db.sequelize.col(column));
  const columns = new Map<string, Order>([
    ['startDate', []],
    ['title', [[lower('title'), dir]]],
    ['city', [[lower('city'), dir]]],
    ['contingencyAmount', [[literal(contingencySql(db)), dir]]],
  ]);
  // A Map, not an object literal: `by` comes from the query (validated, but `constructor` or `__proto__` must never
  // reach an inherited property); anything unknown sorts by start date.
  const primary = columns.get(by) ?? [];
  return [...(primary as []), ['startDate', dir], ['id', 'ASC']];
}


/** One page of matching events, each with its `contingencyCents`, plus the count of all matches. */
/** One page of the matching events, without counting them (the finder counts them with its sums: `finderSums`). */
export function findEventRows(db: EventsDb, filters: EventFilters, sort: { by: SortField; direction: SortDirection }, page: { limit: number; offset: number }): Promise<Event[]> {
  return db.models.Event.findAll({
    where: eventWhere(db, filters),
    order: eventOrder(db, sort.by, sort.direction),
    limit: page.limit,
    offset: page.offset,
  });
}

/**
 * The finder's figures in one pass over the matching events: how many match (canceled ones too), and what the
 * not-canceled ones post, per currency (never added across currencies).
 */
export async function finderSums(db: EventsDb, filters: EventFilters): Promise<{ totals: Map<string, number>; total: number }> {
  const canceled = db.sequelize.getQueryInterface().quoteIdentifiers('Event.canceled');
  const rows = (await db.models.Event.findAll({
    attributes: ['currency', [fn('SUM', literal(`CASE WHEN ${canceled} THEN 0 ELSE ${contingencySql(db)} END`)), 'posted'], [fn('COUNT', literal('*')), 'events']],
    where: eventWhere(db, filters),
    group: ['currency'],
    raw: true,
  })) as unknown as Array<{ currency: string; posted: number | string | null; events: number | string }>;
  const totals = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    totals.set(row.currency, Number(row.posted ?? 0));
    total += Number(row.events);
  }
  return { totals, total };
}

/** The contingency of every matching event, summed per currency (money is never added across currencies), and the count. */
export async function sumContingencyByCurrency(db: EventsDb, filters: EventFilters): Promise<{ totals: Map<string, number>; events: number }> {
  const rows = (await db.models.Event.findAll({
    attributes: ['currency', [fn('SUM', literal(contingencySql(db))), 'total'], [fn('COUNT', literal('*')), 'events']],
    where: eventWhere(db, filters),
    group: ['currency'],
    raw: true,
  })) as unknown as Array<{ currency: string; total: number | string | null; events: number | string }>;
  const totals = new Map<string, number>();
  let events = 0;
  for (const row of rows) {
    totals.set(row.currency, Number(row.total ?? 0));
    events += Number(row.events);
  }
  return { totals, events };
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
