import { randomUUID } from 'node:crypto';
import { MESSAGES, descriptor, type PromoterSeriesInput, type SerieAnswer, type Series as SeriesView, type SeriesInput } from '@rr/contracts';
import { formatMessage } from '@rr/contracts/server';
import { apiError, notFound, type Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import type { Series } from '../data-access/models/index.js';
import { findCategoryById } from '../data-access/categories-repository.js';
import { findApprovedSeasonYears } from '../data-access/promoter-seasons-repository.js';
import { findSeriesNotes, insertSeries, lockHandMadeSeriesNamed, lockSeriesOfApplication } from '../data-access/promoter-series-repository.js';
import { lockSeries } from '../data-access/series-end-repository.js';
import { findSeriesById, saveSeries } from '../data-access/series-repository.js';
import { updateSeries } from './catalog.js';
import { eventPlace } from './event-fields.js';
import type { EventFactsDeps } from './event-facts.js';
import type { ApplicationSeries, PromoterSeason } from './messages.js';
import { seasonOf } from './sanctioning-bodies.js';
import { applicationNotesOf, ownSeriesView } from './views.js';

/**
 * A promoter's series (docs/api.md "Series"): the one their approved application names, set up when identity tells of
 * the approval (`promoter.season`), and those they create and edit themselves, which wait for programme staff's review.
 * A promoter's seasons gate what they enter: their events' dates and their series' seasons must be in a season
 * their application is approved for (as identity last decided it); staff are not held to it (a correction, a late
 * entry on a promoter's behalf).
 */

/** The seasons the promoter's applications are approved for, as identity last decided them, oldest first. */
export async function approvedSeasons(db: EventsDb, promoterId: string, transaction?: Transaction): Promise<number[]> {
  return findApprovedSeasonYears(db, promoterId, transaction);
}

/** 400 VALIDATION on `field` unless the promoter is approved for `year`, naming the seasons they are approved for. */
export async function checkApprovedSeason(db: EventsDb, promoterId: string, year: number, field: string, transaction?: Transaction): Promise<void> {
  const seasons = await approvedSeasons(db, promoterId, transaction);
  if (seasons.includes(year)) return;
  const message = seasons.length > 0 ? descriptor(MESSAGES.seasonNotApproved, { year, seasons: seasons.join(', ') }) : descriptor(MESSAGES.seasonNoneApproved, { year });
  throw apiError('VALIDATION', { [field]: { id: message.id, message: formatMessage(message), values: message.values } });
}

/**
 * An approved promoter enters events only within the seasons they are approved for: the season of an event is the
 * year of its first day. 400 VALIDATION on `startDate` otherwise. Staff enter events for any season.
 */
export async function checkEventSeason(db: EventsDb, caller: Pick<Identity, 'typ'>, promoterId: string, startDate: string, transaction?: Transaction): Promise<void> {
  if (caller.typ !== 'promoter') return;
  await checkApprovedSeason(db, promoterId, seasonOf({ startDate }), 'startDate', transaction);
}

const noteOf = (season: PromoterSeason, series: ApplicationSeries) =>
  JSON.stringify({ seasonYear: season.seasonYear, averageEntries: series.averageEntries, sanctioningBodies: season.sanctioningBodies, mixedClasses: series.mixedClasses });
const venuesText = (series: ApplicationSeries) => (series.tracks.length > 0 ? JSON.stringify(series.tracks.map((t) => ({ name: t.name, ...(t.website ? { website: t.website } : {}) }))) : null);

/**
 * The series an approved application names, set up for the promoter in the consumer's transaction: its name, its
 * planned races (the series' planned rounds), its tracks (its venues), where the promoter is and that country's
 * currency, the season, and what a series has no field for (entries per event, sanctioning bodies, mixed classes)
 * as its notes from the application. Staff approved the application, so the series is approved and shown.
 *
 * Once per application: an approval heard again (a redelivered message, approve → undo → approve) finds the series by
 * its `applicationId` and changes nothing. A series of the promoter with the same name for that season (or none)
 * that staff set up by hand before the approval was heard becomes the application's, so nobody ends up with two.
 */
export async function seriesFromApplication(db: EventsDb, season: PromoterSeason & { series: ApplicationSeries }, transaction: Transaction): Promise<{ series: Series; created: boolean }> {
  const { series: answers } = season;
  const existing = await lockSeriesOfApplication(db, answers.applicationId, transaction);
  if (existing) return { series: existing, created: false };
  const sameName = await lockHandMadeSeriesNamed(db, season.promoterId, season.seasonYear, answers.name.trim().toLowerCase(), transaction);
  if (sameName) {
    await saveSeries(
      sameName,
      { applicationId: answers.applicationId, seasonYear: season.seasonYear, venues: sameName.venues ?? venuesText(answers), applicationNotes: noteOf(season, answers), races: sameName.races ?? answers.races },
      transaction,
    );
    return { series: sameName, created: false };
  }
  const zipcode = answers.zipcode.trim().toUpperCase();
  const place = await eventPlace(db, zipcode, answers.country);
  const series = await insertSeries(
    db,
    {
      id: randomUUID(),
      name: answers.name.trim(),
      country: answers.country,
      state: answers.state?.trim() || null,
      zipcode: zipcode || null,
      races: answers.races,
      currency: answers.currency,
      promoterId: season.promoterId,
      active: true,
      seasonYear: season.seasonYear,
      reviewStatus: 'approved',
      reviewedAt: new Date(season.at),
      applicationId: answers.applicationId,
      venues: venuesText(answers),
      applicationNotes: noteOf(season, answers),
      ...place,
    },
    transaction,
  );
  return { series, created: true };
}

const promoterFields = (input: PromoterSeriesInput) => ({
  name: input.name.trim(),
  discipline: input.discipline,
  country: input.country,
  state: input.state ? String(input.state).trim() : null,
  zipcode: String(input.zipcode ?? '').trim().toUpperCase() || null,
  currency: input.currency,
  seasonYear: input.seasonYear as number,
  notes: input.notes ? String(input.notes).trim() : null,
});

/**
 * `POST /api/promoter/{promoterId}/series`: a promoter's new series, in a season they are approved for (400 on
 * `seasonYear` otherwise). It waits for programme staff's review: inactive (riders do not see it) until approved.
 */
export async function createPromoterSeries(deps: EventFactsDeps, promoterId: string, input: PromoterSeriesInput): Promise<{ serie: SeriesView }> {
  const fields = promoterFields(input);
  await checkApprovedSeason(deps.db, promoterId, fields.seasonYear, 'seasonYear');
  const place = await eventPlace(deps.db, fields.zipcode ?? '', fields.country);
  const series = await insertSeries(deps.db, { id: randomUUID(), ...fields, ...place, promoterId, active: false, reviewStatus: 'pending' });
  return { serie: ownSeriesView(series, null) };
}

/**
 * `PUT /api/serie/{id}`: its promoter (or staff) edits what a promoter keeps of a series: name, discipline, where,
 * currency (refused while its events are in another), season (a promoter: one they are approved for) and notes. Money,
 * planned rounds, category and visibility stay as staff set them; an approved series stays approved.
 */
export async function updatePromoterSeries(deps: EventFactsDeps, caller: Pick<Identity, 'typ'>, seriesId: string, input: PromoterSeriesInput): Promise<{ serie: SeriesView }> {
  const series = await findSeriesById(deps.db, seriesId);
  if (!series) throw notFound('Series not found');
  const fields = promoterFields(input);
  if (caller.typ === 'promoter' && fields.seasonYear !== series.seasonYear) await checkApprovedSeason(deps.db, series.promoterId, fields.seasonYear, 'seasonYear');
  const staffKept: SeriesInput = {
    ...fields,
    notes: fields.notes ?? undefined,
    state: fields.state ?? undefined,
    zipcode: fields.zipcode ?? '',
    races: series.races ?? undefined,
    distance: series.distance ?? undefined,
    bonus: series.bonusCents,
    initialValue: series.initialValueCents,
    expirationDate: series.expirationDate ?? undefined,
    categoryId: series.categoryId ?? undefined,
    promoterId: series.promoterId,
    active: Boolean(series.active),
  };
  await updateSeries(deps, seriesId, staffKept);
  const saved = (await findSeriesById(deps.db, seriesId))!;
  const category = saved.categoryId ? await findCategoryById(deps.db, saved.categoryId) : null;
  return { serie: ownSeriesView(saved, category ? { _id: category.id, name: category.name } : null) };
}

/**
 * `PUT /api/admin/serie/{id}/approve`: programme staff approve a series a promoter created; it is shown to riders
 * from then on. Approving an approved series changes nothing (a double click).
 */
export async function approveSeries(db: EventsDb, caller: Pick<Identity, 'sub'>, seriesId: string): Promise<{ serie: SeriesView }> {
  return db.sequelize.transaction(async (transaction) => {
    const series = await lockSeries(db, seriesId, transaction);
    if (!series) throw notFound('Series not found');
    if (series.reviewStatus !== 'approved') await saveSeries(series, { reviewStatus: 'approved', reviewedBy: caller.sub, reviewedAt: new Date(), active: true }, transaction);
    const category = series.categoryId ? await findCategoryById(db, series.categoryId, transaction) : null;
    return { serie: ownSeriesView(series, category ? { _id: category.id, name: category.name } : null) };
  });
}

/** A series read (`GET /api/serie/{id}`) as its promoter and staff see it: with its notes from the application. */
export async function withOwnNotes(db: EventsDb, caller: Pick<Identity, 'typ' | 'sub'>, answer: SerieAnswer): Promise<SerieAnswer> {
  const own = caller.typ === 'admin' || (caller.typ === 'promoter' && caller.sub === answer.serie.promoterId);
  if (!own) return answer;
  const series = await findSeriesNotes(db, answer.serie._id);
  return { ...answer, serie: { ...answer.serie, fromApplication: series ? applicationNotesOf(series) : null } };
}
