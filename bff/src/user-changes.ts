import { USER_CHANGED, userChangedSchema } from '@rr/contracts/server';
import type { MessageQueue } from '@rr/server-kit/queue';
import type { Logger } from './log.js';
import type { SessionUsers } from './session-users.js';

/** The BFF's consumer group: with BullMQ one replica takes each message, and the copies it drops are shared in Redis. */
export const BFF_GROUP = 'bff';

/**
 * Drops the kept users identity announces as changed. A message that cannot be read is logged and skipped (the copies'
 * maximum age still bounds it); a drop that fails (Redis away) fails the delivery, which the queue tries again.
 */
export async function hearUserChanges(queue: MessageQueue, users: SessionUsers, log: Logger): Promise<void> {
  await queue.subscribe(USER_CHANGED, BFF_GROUP, async (message) => {
    const parsed = userChangedSchema.safeParse(message.payload);
    if (!parsed.success) {
      log.error({ messageId: message.id }, 'user.changed without user ids: skipped');
      return;
    }
    await users.forget(parsed.data.userIds);
  });
}
