import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { mergeRiderResults } from '../domain/merge-rider-results.js';
import { RIDERS_MERGED, RidersMerged } from '../domain/messages.js';

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

/** What events consumes (its own declaration; the queue routes these topics to group `events` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return { group: CONSUMER_GROUP, handlers: { [RIDERS_MERGED]: ridersMergedConsumer(deps) } };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
