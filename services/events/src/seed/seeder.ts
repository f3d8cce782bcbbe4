// Demo data for the events service (the CLI that loads it: seed.ts, `npm run seed -w @rr/events`).
import type { Sequelize } from 'sequelize';
import { EVENT_CHANGED } from '@rr/contracts/server';
import type { Logger, Outbox } from '@rr/server-kit';
import { DEMO_RACERS, RACES_ENTERED, demoHash as hash, type DemoRacer } from '@rr/server-kit/demo-roster';
import { ZIP_REFERENCE } from '@rr/server-kit/postal-codes';
import { factsOf } from '../domain/event-facts.js';
import { addDays, programmeToday, weekday } from '../domain/programme-date.js';
import { parsePostalCode } from '../domain/postal-codes.js';
import { publishResults } from '../domain/publish-results.js';
import { eventsDb } from '../data-access/database.js';
import type { Category, ClassPlace, Event, EventClass, RaceStyle, Result, Series } from '../data-access/models/index.js';
import {
  BIKE_MODELS,
  CLASS_TEMPLATES,
  DEMO_RIDER,
  EVENT_DAYS,
  FIRST_NAMES,
  HOMETOWNS,
  LAST_NAMES,
  OTHER_BIKES,
  RESULT_TYPES,
  SEED_CATEGORIES,
  SEED_MAKE,
  SEED_SERIES,
  SEED_STANDALONE_EVENTS,
  type SeedClass,
  type SeedVenue,
} from './seed-data.js';

/** The creation attributes of a model, the ones it may leave out (CreationOptional, nullable) optional. */
type Row<M extends { _creationAttributes: object }> = {
  [K in keyof M['_creationAttributes'] as undefined extends M['_creationAttributes'][K] ? never : K]: M['_creationAttributes'][K];
} & {
  [K in keyof M['_creationAttributes'] as undefined extends M['_creationAttributes'][K] ? K : never]?: M['_creationAttributes'][K];
};

export interface DemoProgramme {
  categories: Array<Row<Category>>;
  series: Array<Row<Series>>;
  events: Array<Row<Event>>;
  classes: Array<Row<EventClass>>;
  places: Array<Row<ClassPlace>>;
  results: Array<Row<Result>>;
}

/** mulberry32: a small deterministic PRNG returning numbers in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** Race day of an offset: past events move back to a Saturday, upcoming ones forward, so neither crosses today. */
function raceDay(today: string, offset: number): string {
  const day = addDays(today, offset);
  const wd = weekday(day);
  return offset < 0 ? addDays(day, -((wd + 1) % 7)) : addDays(day, (6 - wd + 7) % 7);
}

const zipCentres = new Map(ZIP_REFERENCE.map(([code, , , latitude, longitude]) => [code, { latitude, longitude }]));

function locate(zipcode: string): { latitude: number; longitude: number } {
  const centre = zipCentres.get(parsePostalCode(zipcode)?.key ?? '');
  if (!centre) throw new Error(`seed venue zip code ${zipcode} is missing from the zip_locations reference`);
  return centre;
}

/** The classes an event runs: the template's first two, then each other one about two times in three (3 to 6 in all). */
function classesFor(type: RaceStyle, rand: () => number): SeedClass[] {
  const template = CLASS_TEMPLATES[type];
  const chosen = template.map((c, index) => index < 2 || rand() < 0.65);
  for (let index = 2; chosen.filter(Boolean).length < Math.min(3, template.length); index += 1) chosen[index] = true;
  return template.filter((_, index) => chosen[index]).slice(0, 6);
}

/** Results are in for events that ended three weeks ago or more; more recent ones are still awaited. */
const RESULTS_AFTER_DAYS = 21;

/** Classes only pros enter (the others are amateur classes), and classes for women riders. */
const PRO_CLASS = /\bpro\b|superbike|supersport|lites/i;
const WOMEN_CLASS = /^women/i;

/**
 * Where the roster's riders (identity's rider-seed-NN, @rr/server-kit/demo-roster) finished at one event: each class
 * that pays takes up to four of the riders of the event's country who race its type (pros in pro classes, amateurs in
 * the others, women only in women's classes), each rider at most once per event, about seven in ten of them each time. Its own
 * random stream, so the other finishers stay as they were. Answers class id → place → rider.
 */
function rosterPlaces(plan: EventPlan, classes: ReadonlyArray<{ classId: string; name: string; payoutType: string; starters: number }>): Map<string, Map<number, DemoRacer>> {
  const rand = prng(hash(`${plan.id}#roster`));
  const entered = new Set<string>();
  const placed = new Map<string, Map<number, DemoRacer>>();
  for (const c of classes) {
    const places = new Map<number, DemoRacer>();
    placed.set(c.classId, places);
    if (c.payoutType === 'noPayout') continue;
    const pro = PRO_CLASS.test(c.name);
    const candidates = DEMO_RACERS.filter(
      (r) => r.country === plan.country && (RACES_ENTERED[r.racingType] ?? []).includes(plan.type) && r.pro === pro && (!WOMEN_CLASS.test(c.name) || r.female) && !entered.has(r.id),
    );
    for (const racer of candidates) {
      if (places.size >= 4 || rand() >= 0.7) continue;
      // Better riders finish nearer the front: the lower of two draws.
      let place = 1 + Math.floor(Math.min(rand(), rand()) * c.starters);
      while (places.has(place) || (c.name === '450 B' && plan.demoRiderPlace === place)) place = (place % c.starters) + 1;
      places.set(place, racer);
      entered.add(racer.id);
    }
  }
  return placed;
}

/** Days after an event's last day its results came in: most within the week; promoter-02 is usually late. */
function submissionDelay(eventId: string, promoterId: string): number {
  return promoterId === 'promoter-02' ? 6 + (hash(eventId) % 10) : 1 + (hash(eventId) % 9);
}

interface EventPlan {
  id: string;
  title: string;
  type: RaceStyle;
  venue: SeedVenue;
  country: 'US' | 'CA';
  currency: Row<Event>['currency'];
  seriesId: string | null;
  promoterId: string;
  offset: number;
  active: boolean;
  canceled: boolean;
  payingEvent: boolean;
  /** Results never sent, however long ago it ran. */
  resultsMissing?: boolean;
  /** Places the demo rider took in '450 B', when they raced this event. */
  demoRiderPlace?: number;
}

function plans(): EventPlan[] {
  const list: EventPlan[] = [];
  for (const s of SEED_SERIES) {
    for (let round = 1; round <= s.rounds; round += 1) {
      const venue = s.venues[(round - 1) % s.venues.length]!;
      list.push({
        id: `evt-${s.key}-${String(round).padStart(2, '0')}`,
        title: `${s.shortName} Round ${round}: ${venue.title}`,
        type: s.type,
        venue,
        country: s.country,
        currency: s.currency,
        seriesId: s.id,
        promoterId: s.promoterId,
        offset: s.firstDay + (round - 1) * s.spacing,
        active: s.active,
        canceled: s.canceledRounds.includes(round),
        payingEvent: true,
        resultsMissing: s.resultsMissingRounds?.includes(round) ?? false,
      });
    }
  }
  for (const e of SEED_STANDALONE_EVENTS) {
    list.push({
      id: e.id,
      title: e.title,
      type: e.type,
      venue: e,
      country: e.country,
      currency: e.currency,
      seriesId: null,
      promoterId: e.promoterId,
      offset: e.day,
      active: true,
      canceled: e.canceled ?? false,
      payingEvent: e.payingEvent,
    });
  }
  // The demo rider raced 450 B at the first three Desert Southwest rounds that have results.
  const demoPlaces = [2, 1, 4];
  for (const plan of list.filter((p) => p.seriesId === 'series-desert-mx' && !p.canceled && p.offset <= -RESULTS_AFTER_DAYS).slice(0, demoPlaces.length)) {
    plan.demoRiderPlace = demoPlaces.shift();
  }
  return list;
}

/** The whole demo programme for a seeding day (YYYY-MM-DD): the same day always gives the same rows. */
export function buildDemoProgramme(today: string): DemoProgramme {
  const programme: DemoProgramme = { categories: [], series: [], events: [], classes: [], places: [], results: [] };
  const stamp = new Date(`${today}T12:00:00Z`);

  programme.categories = SEED_CATEGORIES.map((c) => ({ id: c.id, name: c.name, description: c.description, active: c.active, createdAt: stamp, updatedAt: stamp }));
  programme.series = SEED_SERIES.map((s) => ({
    id: s.id,
    name: s.name,
    notes: s.notes,
    state: s.state,
    zipcode: s.zipcode,
    country: s.country,
    races: s.rounds,
    distance: s.distance,
    active: s.active,
    bonusCents: s.bonusCents,
    initialValueCents: s.initialValueCents,
    currency: s.currency,
    expirationDate: addDays(today, s.expiresInDays),
    categoryId: s.categoryId,
    promoterId: s.promoterId,
    // Where the series finder's radius search measures from, as the migrations place a stored series.
    ...locate(s.zipcode),
    createdAt: stamp,
    updatedAt: stamp,
  }));

  for (const plan of plans()) {
    const rand = prng(hash(plan.id));
    const startDate = raceDay(today, plan.offset);
    const endDate = addDays(startDate, EVENT_DAYS[plan.type] - 1);
    programme.events.push({
      id: plan.id,
      title: plan.title,
      type: plan.type,
      startDate,
      endDate,
      city: plan.venue.city,
      state: plan.venue.state,
      zipcode: plan.venue.zipcode,
      country: plan.country,
      venue: plan.venue.venue,
      venueWebsite: plan.venue.website,
      seriesId: plan.seriesId,
      promoterId: plan.promoterId,
      active: plan.active,
      canceled: plan.canceled,
      payingEvent: plan.payingEvent,
      currency: plan.currency,
      ...locate(plan.venue.zipcode),
      createdAt: stamp,
      updatedAt: stamp,
    });

    const withResults = !plan.canceled && !plan.resultsMissing && startDate <= addDays(today, -RESULTS_AFTER_DAYS);
    const eventYear = Number(startDate.slice(0, 4));
    const finishers: Array<{ classId: string; name: string; payoutType: SeedClass[1]; amounts: readonly number[]; names: string[] }> = [];
    for (const [position, [name, payoutType, amounts]] of classesFor(plan.type, rand).entries()) {
      const classId = `${plan.id}-c${position + 1}`;
      programme.classes.push({ id: classId, eventId: plan.id, name, payoutType, position });
      amounts.forEach((amountCents, index) => programme.places.push({ id: `${classId}-p${index + 1}`, classId, place: index + 1, amountCents }));
      if (!withResults) continue;
      const starters = 6 + Math.floor(rand() * 5);
      const names = new Set<string>();
      while (names.size < starters) names.add(`${pick(rand, FIRST_NAMES)} ${pick(rand, LAST_NAMES)}`);
      finishers.push({ classId, name, payoutType, amounts, names: [...names] });
    }
    // Results in from the last two months still have lines to match (names the matcher could not link for sure).
    const toMatch = plan.offset >= -60 ? new Map([[finishers[1]?.classId, 2], [finishers[0]?.classId, 3]]) : new Map<string | undefined, number>();
    // The roster's riders take some places; the other finishers ride the maker's bikes a little over half the time.
    const roster = rosterPlaces(plan, finishers.map((c) => ({ classId: c.classId, name: c.name, payoutType: c.payoutType, starters: c.names.length })));
    const makes = prng(hash(`${plan.id}#makes`));
    for (const { classId, name, payoutType, amounts, names } of finishers) {
      names.forEach((riderName, index) => {
        const place = index + 1;
        const demo = name === '450 B' && plan.demoRiderPlace === place;
        const racer = roster.get(classId)?.get(place);
        const roll = rand();
        const eligibility = demo || racer || roll >= 0.2 ? 'eligible' : roll < 0.1 ? 'bikeTooOld' : 'notRegistered';
        const year = eligibility === 'bikeTooOld' ? eventYear - 8 : eventYear - Math.floor(rand() * 3);
        const apex = `${year} ${SEED_MAKE} ${pick(rand, BIKE_MODELS[plan.type])}`;
        const bike = demo ? `${DEMO_RIDER.bikeYear} ${DEMO_RIDER.bike}` : racer ? racer.bike : makes() < 0.55 ? apex : `${year} ${pick(makes, OTHER_BIKES[plan.type])}`;
        const hometown = demo ? DEMO_RIDER.hometown : pick(rand, HOMETOWNS[plan.country]);
        const matched = demo || racer !== undefined;
        const open = !matched && toMatch.get(classId) === place ? (place === 2 ? 'unmatched' : 'ambiguous') : null;
        const paid = !open && eligibility === 'eligible' && payoutType !== 'noPayout' ? (amounts[index] ?? 0) : 0;
        programme.results.push({
          id: `${classId}-r${place}`,
          eventId: plan.id,
          classId,
          place,
          riderId: demo ? DEMO_RIDER.id : (racer?.id ?? null),
          riderName: demo ? DEMO_RIDER.name : (racer?.name ?? riderName),
          bike,
          hometown: racer?.hometown ?? hometown,
          payoutCents: paid,
          payoutType,
          eligibility: open ? 'notRegistered' : eligibility,
          resultType: RESULT_TYPES[plan.type],
          // The demo rider's and the roster's lines are linked to their accounts; the other finishers are not programme riders.
          matchStatus: matched ? 'matched' : (open ?? 'notRider'),
          matchMethod: matched ? 'email' : null,
          createdAt: stamp,
          updatedAt: stamp,
        });
      });
    }
  }
  return programme;
}

export interface SeedSummary {
  /** False when the database already had categories and nothing was written. */
  seeded: boolean;
  categories: number;
  series: number;
  events: number;
  classes: number;
  places: number;
  results: number;
}

/**
 * Loads the demo programme into a migrated events database, in one transaction. Does nothing when any
 * category exists (already seeded, or real data). Event days are placed relative to `today` (default:
 * today in the programme time zone). Given the service's `outbox`, every seeded event's facts are published in the
 * same transaction (`event.changed`, for payouts' reporting read model), counted with `programmeMakes`; with
 * `publishResults` too, the past events' results are published as uploads publish them (`results.published`, dated
 * the day they came in), so payouts pays the roster's riders by its rules (the demo's activity).
 */
export async function seedEvents(
  sequelize: Sequelize,
  options: { today?: string; logger?: Logger; outbox?: Outbox; programmeMakes?: readonly string[]; publishResults?: boolean } = {},
): Promise<SeedSummary> {
  const { models } = eventsDb(sequelize);
  const none: SeedSummary = { seeded: false, categories: 0, series: 0, events: 0, classes: 0, places: 0, results: 0 };
  const programme = buildDemoProgramme(options.today ?? programmeToday());
  const summary = await sequelize.transaction(async (transaction) => {
    if ((await models.Category.count({ transaction })) > 0) return none;
    await models.Category.bulkCreate(programme.categories, { transaction });
    await models.Series.bulkCreate(programme.series, { transaction });
    await models.Event.bulkCreate(programme.events, { transaction });
    await models.EventClass.bulkCreate(programme.classes, { transaction });
    await models.ClassPlace.bulkCreate(programme.places, { transaction });
    await sequelize.query(
      `UPDATE events SET contingency_cents = (SELECT COALESCE(SUM(cp.amount_cents), 0) FROM event_classes ec JOIN class_places cp ON cp.class_id = ec.id WHERE ec.event_id = events.id AND ec.payout_type <> 'noPayout')`,
      { transaction },
    );
    for (let i = 0; i < programme.results.length; i += 500) await models.Result.bulkCreate(programme.results.slice(i, i + 500), { transaction });
    // Events with results have had them published once (results.published version 1 is the payouts seed's business).
    // They came in some days after the race: most within the week, a few late (the deadline report shows both).
    const withResults = new Set(programme.results.map((result) => result.eventId));
    const submissions = programme.events
      .filter((e) => withResults.has(e.id))
      .map((e) => ({ eventId: e.id, at: new Date(`${addDays(e.endDate, submissionDelay(e.id, e.promoterId))}T18:00:00Z`) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.eventId.localeCompare(b.eventId));
    for (const { eventId, at } of submissions) {
      if (options.outbox && options.publishResults) {
        // As a promoter's upload publishes them, on the day they came in: payouts applies the payout rules to them
        // (dated that day), and a series whose last results these are is finished.
        await publishResults({ db: eventsDb(sequelize), outbox: options.outbox, programmeMakes: options.programmeMakes }, eventId, transaction, { eventChanged: false, at });
      } else {
        await models.Event.update({ resultsVersion: 1, resultsUpdatedAt: at, resultsSubmittedAt: at }, { where: { id: eventId }, transaction });
      }
    }
    if (options.outbox) {
      const events = await models.Event.findAll({ order: [['id', 'ASC']], transaction });
      const at = new Date();
      for (let i = 0; i < events.length; i += 200) {
        for (const facts of await factsOf(eventsDb(sequelize), events.slice(i, i + 200), { transaction, makes: options.programmeMakes, at })) await options.outbox.add(transaction, EVENT_CHANGED, facts);
      }
    }
    return {
      seeded: true,
      categories: programme.categories.length,
      series: programme.series.length,
      events: programme.events.length,
      classes: programme.classes.length,
      places: programme.places.length,
      results: programme.results.length,
    };
  });
  options.logger?.info({ ...summary }, summary.seeded ? 'events demo data seeded' : 'events demo data already present; nothing seeded');
  return summary;
}
