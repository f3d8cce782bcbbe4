import type { z } from 'zod';
import type { Logger, Message, MessageQueue, Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { mergeRiderResults } from '../domain/merge-rider-results.js';
import { RIDERS_MERGED, RidersMerged } from '../domain/messages.js';

export const CONSUMER_GROUP = 'events';

export interface ConsumerDeps {
  db: EventsDb;
  outbox: Outbox;
  logger: Logger;
}

/**
 * A malformed payload is logged and recorded as handled: retrying cannot fix it, and it must not
 * block the queue. Everything else that fails is thrown, so the queue retries it.
 */
function payloadOf<S extends z.ZodType>(schema: S, message: Message, logger: Logger): z.infer<S> | undefined {
  const parsed = schema.safeParse(message.payload);
  if (parsed.success) return parsed.data;
  logger.error('ignoring a malformed message', { topic: message.topic, id: message.id, issues: parsed.error.issues.map((i) => i.message) });
  return undefined;
}

/** `riders.merged` → the removed rider's results move to the kept rider. Exactly once per message id (outbox.consumer). */
export function ridersMergedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('events.riders-merged', async (message, transaction) => {
    const merge = payloadOf(RidersMerged, message, logger);
    if (!merge) return;
    const { moved } = await mergeRiderResults(db, merge, transaction);
    logger.info('rider results merged', { ...merge, moved });
  });
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): void {
  queue.subscribe(RIDERS_MERGED, CONSUMER_GROUP, ridersMergedConsumer(deps));
}
