import type { z } from 'zod';
import { createLogger, type Logger } from './logger.js';
import type { Message } from './queue.js';

/**
 * A message's payload checked against its schema. A malformed payload is logged and yields
 * undefined, so the consumer records it as handled: retrying cannot fix it and it must not block
 * the queue. Anything else that fails in a consumer is thrown, so the queue retries it.
 */
export function parsePayload<S extends z.ZodType>(schema: S, message: Message, logger: Logger): z.infer<S> | undefined {
  const parsed = schema.safeParse(message.payload);
  if (parsed.success) return parsed.data;
  logger.error({ topic: message.topic, id: message.id, issues: parsed.error.issues.map((i) => i.message) }, 'ignoring a malformed message');
  return undefined;
}

/**
 * Runs a started app as its own process until SIGTERM/SIGINT, then closes it gracefully (forced
 * exit after 10 s), as a Deployment's pods are stopped.
 */
export async function runUntilSignal(name: string, start: () => Promise<{ close(): Promise<void> }>): Promise<void> {
  const running = await start();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    createLogger(name).info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
