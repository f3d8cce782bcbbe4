import type { Logger, Message, MessageQueue, Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { mergeWallets } from '../domain/merge-wallets.js';
import { RIDER_REGISTERED, RIDERS_MERGED, RiderRegistered, RidersMerged } from '../domain/messages.js';
import { openWallet } from '../domain/open-wallet.js';
import type { z } from 'zod';

export const CONSUMER_GROUP = 'payouts';

export interface ConsumerDeps {
  db: PayoutsDb;
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

/** `rider.registered` → open the wallet. Exactly once per message id (outbox.consumer). */
export function riderRegisteredConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('payouts.rider-registered', async (message, transaction) => {
    const registered = payloadOf(RiderRegistered, message, logger);
    if (!registered) return;
    const { wallet, opened } = await openWallet(db, registered, transaction);
    logger.info(opened ? 'wallet opened' : 'wallet already open', { riderId: registered.riderId, walletId: wallet.id });
  });
}

/** `riders.merged` → move the removed rider's lots and entries to the kept rider's wallet. */
export function ridersMergedConsumer({ db, outbox, logger }: ConsumerDeps) {
  return outbox.consumer('payouts.riders-merged', async (message, transaction) => {
    const merge = payloadOf(RidersMerged, message, logger);
    if (!merge) return;
    const outcome = await mergeWallets(db, merge, transaction);
    logger.info('riders merged', { ...merge, ...outcome });
  });
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): void {
  queue.subscribe(RIDER_REGISTERED, CONSUMER_GROUP, riderRegisteredConsumer(deps));
  queue.subscribe(RIDERS_MERGED, CONSUMER_GROUP, ridersMergedConsumer(deps));
}
