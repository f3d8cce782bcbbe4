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

/** How long the worker gathers wakes before its relay runs: the rows of the commits meanwhile go out in one round. */
export const WAKE_GATHER_MS = 20;

/**
 * The worker side: `onWake` once per burst of wakes on the channel (subscribed before this resolves): the first wake
 * waits `gatherMs` (default WAKE_GATHER_MS; 0: at once), and the wakes that come meanwhile join it. Under load a wake
 * comes with nearly every commit (a till redemption adds two rows), and a relay round costs the same few statements
 * for one row as for a hundred: gathered, a round carries the rows of every commit of those milliseconds.
 */
export async function outboxWakeListener(redisUrl: string, channel: string, onWake: () => void, logger: Logger, options: { gatherMs?: number } = {}): Promise<{ close(): Promise<void> }> {
  const gatherMs = options.gatherMs ?? WAKE_GATHER_MS;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'outbox wake listener: redis error'));
  let gathering: NodeJS.Timeout | null = null;
  redis.on('message', (from: string) => {
    if (from !== channel) return;
    if (gatherMs <= 0) return onWake();
    gathering ??= setTimeout(() => {
      gathering = null;
      onWake();
    }, gatherMs);
  });
  await redis.subscribe(channel);
  return {
    async close() {
      if (gathering) clearTimeout(gathering);
      gathering = null;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
