import { randomUUID } from 'node:crypto';
import { apiError, notFound } from '@rr/server-kit';
import type { CategoryAnswer, CategoryInput, Series as SeriesView, SeriesInput } from '@rr/contracts';
import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import type { Event, Series } from '../data-access/models/index.js';
import {
  clearCategoryOfSeries,
  countEventsOfSeries,
  findAllEventsOfSeries,
  findEventCurrenciesOtherThan,
  findEventIdsOfSeries,
  insertCategory,
  lockCategory,
  removeCategory,
  removeSeries,
  saveCategory,
} from '../data-access/catalog-repository.js';
import { findCategoryById } from '../data-access/categories-repository.js';
import { lockEvent, saveEvent } from '../data-access/event-records-repository.js';
import { insertSeries } from '../data-access/promoter-series-repository.js';
import { lockSeries } from '../data-access/series-end-repository.js';
import { findSeries, saveSeries } from '../data-access/series-repository.js';
import { getCategory } from './categories.js';
import { eventPlace } from './event-fields.js';
import { publishEventChanged, publishEventsChanged, type EventFactsDeps } from './event-facts.js';
import { publishResults } from './publish-results.js';
import { reviewSeriesEnd } from './series-end.js';
import { seriesView } from './views.js';

/**
 * What programme staff keep besides events (spec §3 Series and Category): series and categories
 * created, edited and deleted, and events added to or removed from a series. Taking an event out of a series, or
 * deleting the series, leaves the event and its results; results already published are published again (a new
 * version), because the series they belong to is part of what the payout rules read.
 */

type CatalogDeps = EventFactsDeps;

const validation = (field: string, id: string, message: string, values?: Record<string, string | number>) => apiError('VALIDATION', { [field]: { id, message, ...(values ? { values } : {}) } });

async function checkCategory(db: EventsDb, categoryId: string | null | undefined, transaction?: Transaction): Promise<string | null> {
  const id = (categoryId ?? '').trim();
  if (!id) return null;
  if (!(await findCategoryById(db, id, transaction))) throw validation('categoryId', 'validation.choice.invalid', 'Choose one of the list');
  return id;
}

function seriesFields(input: SeriesInput) {
  return {
    name: input.name.trim(),
    notes: input.notes ? String(input.notes).trim() : null,
    country: input.country,
    state: input.state ? String(input.state).trim() : null,
    zipcode: input.zipcode ? String(input.zipcode).trim().toUpperCase() : null,
    races: input.races ?? null,
    distance: input.distance ?? null,
    currency: input.currency,
    bonusCents: input.bonus ?? 0,
    initialValueCents: input.initialValue ?? 0,
    expirationDate: input.expirationDate || null,
    promoterId: input.promoterId.trim(),
    // Left out of the body (staff's form has neither), the discipline and season stay as they are.
    ...(input.discipline !== undefined ? { discipline: input.discipline || null } : {}),
    ...(input.seasonYear !== undefined ? { seasonYear: input.seasonYear ?? null } : {}),
  };
}

async function view(db: EventsDb, series: Series, transaction?: Transaction): Promise<{ serie: SeriesView }> {
  const category = series.categoryId ? await findCategoryById(db, series.categoryId, transaction) : null;
  return { serie: seriesView(series, category ? { _id: category.id, name: category.name } : null) };
}

/**
 * Events whose series changed, in the caller's transaction: published results name the series again (a new version,
 * the event's facts with it); an event without results has its facts published alone (`event.changed`).
 */
async function republish(deps: CatalogDeps, events: Event[], transaction: Transaction): Promise<void> {
  for (const event of events) {
    if (event.resultsVersion > 0) await publishResults(deps, event.id, transaction);
    else await publishEventChanged(deps, event.id, transaction);
  }
}

export async function createSeries(deps: CatalogDeps, input: SeriesInput): Promise<{ serie: SeriesView }> {
  return deps.db.sequelize.transaction(async (transaction) => {
    const categoryId = await checkCategory(deps.db, input.categoryId, transaction);
    const fields = seriesFields(input);
    // Placed by its postal code, as a venue is: the series finder's radius search measures from there.
    const place = await eventPlace(deps.db, fields.zipcode ?? '', fields.country);
    const series = await insertSeries(deps.db, { id: randomUUID(), ...fields, ...place, categoryId, active: input.active ?? true }, transaction);
    return view(deps.db, series, transaction);
  });
}

/**
 * Edits a series. Its events must keep belonging to its promoter: moving a series with events to another promoter
 * is refused (SERIES_OF_OTHER_PROMOTER) rather than leaving events in a series their promoter does not run; so is a
 * new currency while events of the series are in another (400 VALIDATION on `currency`).
 */
export async function updateSeries(deps: CatalogDeps, seriesId: string, input: SeriesInput): Promise<{ serie: SeriesView }> {
  return deps.db.sequelize.transaction(async (transaction) => {
    const series = await lockSeries(deps.db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    const fields = seriesFields(input);
    if (fields.promoterId !== series.promoterId && (await countEventsOfSeries(deps.db, seriesId, transaction)) > 0) throw apiError('SERIES_OF_OTHER_PROMOTER');
    // Its events are in its currency (checkSeriesCurrency): a new currency is refused while any event is in another.
    if (fields.currency !== series.currency) {
      const others = await findEventCurrenciesOtherThan(deps.db, seriesId, fields.currency, transaction);
      if (others.length > 0) {
        const currencies = [...new Set(others.map((event) => event.currency))].sort().join(', ');
        throw validation('currency', 'validation.currency.seriesEvents', `Events of this series are in ${currencies}: change their currency or move them to another series first`, { currencies });
      }
    }
    const categoryId = await checkCategory(deps.db, input.categoryId, transaction);
    const renamed = fields.name !== series.name;
    const moved = fields.zipcode !== series.zipcode || fields.country !== series.country || series.latitude === null;
    const place = moved ? await eventPlace(deps.db, fields.zipcode ?? '', fields.country) : {};
    await saveSeries(series, { ...fields, ...place, categoryId, active: input.active ?? series.active }, transaction);
    // results.published names the series by its id only, which an edit does not change; the reports show its name,
    // so a new name is published with the facts of every event of the series.
    if (renamed) await publishEventsChanged(deps, await findEventIdsOfSeries(deps.db, seriesId, transaction), transaction);
    // Fewer planned rounds can finish a series whose rounds are all in (docs/architecture.md "Series end").
    await reviewSeriesEnd(deps.db, deps.outbox, seriesId, transaction);
    return view(deps.db, series, transaction);
  });
}

/** Deletes a series; its events stay, out of any series (their published results are published again). */
export async function deleteSeries(deps: CatalogDeps, seriesId: string): Promise<{ removedFromEvents: number }> {
  return deps.db.sequelize.transaction(async (transaction) => {
    const series = await lockSeries(deps.db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    const events = await findAllEventsOfSeries(deps.db, seriesId, transaction);
    for (const event of events) await saveEvent(event, { seriesId: null }, transaction);
    await republish(deps, events, transaction);
    await removeSeries(series, transaction);
    return { removedFromEvents: events.length };
  });
}

/**
 * Puts an event in the series: an event of the series' promoter only (SERIES_OF_OTHER_PROMOTER otherwise), in the
 * series' currency (400 SERIES_CURRENCY_MISMATCH otherwise).
 */
export async function addEventToSeries(deps: CatalogDeps, seriesId: string, eventId: string): Promise<{ serie: SeriesView }> {
  return deps.db.sequelize.transaction(async (transaction) => {
    const series = await findSeries(deps.db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    const event = await lockEvent(deps.db, eventId, transaction);
    if (!event) throw notFound('Event not found');
    if (event.promoterId !== series.promoterId) throw apiError('SERIES_OF_OTHER_PROMOTER');
    // An event of a series is in the series' currency (checkSeriesCurrency).
    if (event.currency !== series.currency) throw apiError('SERIES_CURRENCY_MISMATCH', { eventCurrency: event.currency, seriesCurrency: series.currency });
    if (event.seriesId !== seriesId) {
      const left = event.seriesId;
      await saveEvent(event, { seriesId }, transaction);
      await republish(deps, [event], transaction);
      // The series it left may have waited only for it, or paid on its results.
      await reviewSeriesEnd(deps.db, deps.outbox, left, transaction, { roundsChanged: event.resultsVersion > 0 });
    }
    return view(deps.db, series, transaction);
  });
}

/** Takes an event out of the series (404 when it is not in it); the event and its results stay. */
export async function removeEventFromSeries(deps: CatalogDeps, seriesId: string, eventId: string): Promise<{ serie: SeriesView }> {
  return deps.db.sequelize.transaction(async (transaction) => {
    const series = await findSeries(deps.db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    const event = await lockEvent(deps.db, eventId, transaction);
    if (!event || event.seriesId !== seriesId) throw notFound('Event not found in this series');
    await saveEvent(event, { seriesId: null }, transaction);
    await republish(deps, [event], transaction);
    // The series may have waited only for this round, or paid on its results.
    await reviewSeriesEnd(deps.db, deps.outbox, seriesId, transaction, { roundsChanged: event.resultsVersion > 0 });
    return view(deps.db, series, transaction);
  });
}

export async function createCategory(db: EventsDb, input: CategoryInput): Promise<CategoryAnswer> {
  const category = await insertCategory(db, { id: randomUUID(), name: input.name.trim(), description: input.description ? String(input.description).trim() : null, active: input.active ?? true });
  return getCategory(db, category.id);
}

export async function updateCategory(db: EventsDb, categoryId: string, input: CategoryInput): Promise<CategoryAnswer> {
  const category = await findCategoryById(db, categoryId);
  if (!category) throw notFound('Category not found');
  await saveCategory(category, { name: input.name.trim(), description: input.description ? String(input.description).trim() : null, active: input.active ?? category.active });
  return getCategory(db, categoryId);
}

/** Deletes a category; its series stay, without a category. */
export async function deleteCategory(db: EventsDb, categoryId: string): Promise<{ removedFromSeries: number }> {
  return db.sequelize.transaction(async (transaction) => {
    const category = await lockCategory(db, categoryId, transaction);
    if (!category) throw notFound('Category not found');
    const removed = await clearCategoryOfSeries(db, categoryId, transaction);
    await removeCategory(category, transaction);
    return { removedFromSeries: removed };
  });
}
