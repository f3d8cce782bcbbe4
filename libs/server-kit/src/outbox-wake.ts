import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * A web process's relay never runs: the rows its commits add wait for a worker's relay, which polls once a second.
 * Through this Redis channel the web process wakes the workers' relays after each commit that added a message, so a
 * message (a user's deactivation the BFF must hear) leaves in milliseconds. A lost wake costs only the poll's delay.
 */
export function outboxWakeChannel(service: string, prefix = 'bull'): string {
  return `${prefix}:rr:outbox-wake:${service}`;
}

/** The web side: `notify()` after a commit; wakes that come in one tick are sent once. */
export function outboxWakeSender(redisUrl: string, channel: string, logger: Logger): { notify(): void; close(): Promise<void> } {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'outbox wake: redis error'));
  let pending = false;
  return {
    notify() {
      if (pending) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        redis.publish(channel, '1').catch((err: unknown) => logger.debug({ err: err instanceof Error ? err.message : String(err) }, 'outbox wake not sent'));
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The worker side: `onWake` for every wake on the channel (subscribed before this resolves). */
export async function outboxWakeListener(redisUrl: string, channel: string, onWake: () => void, logger: Logger): Promise<{ close(): Promise<void> }> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'outbox wake listener: redis error'));
  redis.on('message', (from: string) => {
    if (from === channel) onWake();
  });
  await redis.subscribe(channel);
  return {
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
