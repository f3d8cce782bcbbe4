import { randomUUID } from 'node:crypto';
import type { BonusInput, ManagedBonus, MatchCandidate, SeriesBonusInput } from '@rr/contracts';
import { apiError, notFound } from '@rr/server-kit';
import { insertBonus, removeBonus as removeEventBonus } from '../data-access/bonuses-repository.js';
import type { EventsDb } from '../data-access/database.js';
import type { EventBonus, Series } from '../data-access/models/index.js';
import { findMatchedLineOfRider } from '../data-access/result-lines-repository.js';
import { findSeries, saveSeries } from '../data-access/series-repository.js';
import type { ImportDeps } from './imports/imports.js';
import { publishResults } from './publish-results.js';

/** A bonus as the event tools show it. */
export function bonusView(bonus: EventBonus): ManagedBonus {
  return { _id: bonus.id, riderId: bonus.riderId, riderName: bonus.riderName, amount: bonus.amountCents, payoutType: bonus.payoutType as ManagedBonus['payoutType'], note: bonus.note, createdAt: bonus.createdAt.toISOString() };
}

/**
 * A bonus for a programme rider who raced the event (spec §2 "add bonus"): the rider must be matched on one of the
 * event's result lines (400 VALIDATION on `riderId` otherwise); the event's results are published again with it.
 */
export async function addBonus(deps: ImportDeps, eventId: string, input: BonusInput, actorId: string): Promise<void> {
  await deps.db.sequelize.transaction(async (transaction) => {
    const line = await findMatchedLineOfRider(deps.db, eventId, input.riderId, transaction);
    if (!line) throw apiError('VALIDATION', { riderId: { id: 'validation.choice.invalid', message: 'Choose one of the list' } });
    const name = (await deps.directory.get([input.riderId]).catch(() => new Map<string, MatchCandidate>())).get(input.riderId)?.name ?? line.riderName;
    await insertBonus(
      deps.db,
      { id: randomUUID(), eventId, riderId: input.riderId, riderName: name, amountCents: input.amount, payoutType: input.payoutType, note: (input.note ?? '').trim(), createdBy: actorId, createdAt: new Date() },
      transaction,
    );
    await publishResults(deps, eventId, transaction);
  });
}

/** Removes a bonus (404 when the event has no such bonus); the results are published again without it. */
export async function removeBonus(deps: ImportDeps, eventId: string, bonusId: string): Promise<void> {
  await deps.db.sequelize.transaction(async (transaction) => {
    if (!(await removeEventBonus(deps.db, eventId, bonusId, transaction))) throw notFound('Bonus not found');
    await publishResults(deps, eventId, transaction);
  });
}

/** The series bonus (spec §2 "series bonus"): paid to the series champions after the final race; the promoter's or staff's. */
export async function setSeriesBonus(db: EventsDb, seriesId: string, input: SeriesBonusInput): Promise<Series> {
  const series = await findSeries(db, seriesId);
  if (!series) throw notFound('Series not found');
  await saveSeries(series, { bonusCents: input.bonus });
  return series;
}
