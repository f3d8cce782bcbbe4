import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { mergeRiderResults } from '../domain/merge-rider-results.js';
import { PROMOTER_SEASON, PromoterSeason, RIDERS_MERGED, RidersMerged } from '../domain/messages.js';
import { seriesFromApplication } from '../domain/promoter-series.js';

export const CONSUMER_GROUP = 'events';

export interface ConsumerDeps {
  db: EventsDb;
  outbox: Outbox;
  logger: Logger;
}

/** `riders.merged` → the removed rider's results move to the kept rider. Exactly once per message id (outbox.consumer). */
export function ridersMergedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('events.riders-merged', async (message, transaction) => {
    const merge = parsePayload(RidersMerged, message, logger);
    if (!merge) return;
    const { moved } = await mergeRiderResults(db, merge, transaction);
    logger.info({ ...merge, moved }, 'rider results merged');
  });
}

/**
 * `promoter.season` → the promoter's season (status, sanctioning bodies) kept for `results.published` and for the
 * seasons a promoter may enter events in; a message older than the one already applied (by `at`) changes nothing.
 * An approval also sets up the series the application names (`seriesFromApplication`: once per application, however
 * often the approval is heard). Exactly once per message id.
 */
export function promoterSeasonConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('events.promoter-season', async (message, transaction) => {
    const season = parsePayload(PromoterSeason, message, logger);
    if (!season) return;
    const at = new Date(season.at);
    const current = await db.models.PromoterSeason.findOne({ where: { promoterId: season.promoterId, seasonYear: season.seasonYear }, transaction, lock: transaction.LOCK.UPDATE });
    if (current && current.decidedAt.getTime() > at.getTime()) return;
    const fields = { status: season.status, sanctioningBodies: JSON.stringify(season.sanctioningBodies), decidedAt: at };
    if (current) await current.update(fields, { transaction });
    else await db.models.PromoterSeason.create({ promoterId: season.promoterId, seasonYear: season.seasonYear, ...fields }, { transaction });
    if (season.status === 'approved' && season.series) {
      const { series, created } = await seriesFromApplication(db, { ...season, series: season.series }, transaction);
      if (created) logger.info({ promoterId: season.promoterId, seriesId: series.id, applicationId: season.series.applicationId }, 'series set up from the application');
    }
  });
}

/** What events consumes (its own declaration; the queue routes these topics to group `events` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return { group: CONSUMER_GROUP, handlers: { [RIDERS_MERGED]: ridersMergedConsumer(deps), [PROMOTER_SEASON]: promoterSeasonConsumer(deps) } };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
