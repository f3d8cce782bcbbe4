import type { z } from 'zod';
import { createLogger, type Logger } from './logger.js';
import { ConfigError } from './config.js';
import { shutdownTimings, stopGracefully, type ShutdownTimings, type Stoppable } from './graceful.js';
import type { Message } from './queue.js';

// The graceful-shutdown helpers are part of the process API (re-exported by the package's index through this module).
export * from './graceful.js';

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
 * Runs a started app as its own process until SIGTERM/SIGINT, then stops it gracefully as a Deployment's pods are
 * stopped (docs/operations.md "Workers and scaling"): an HTTP role leaves the rotation first (readiness 503) and keeps
 * serving for SHUTDOWN_DRAIN_SECONDS, then stops accepting and lets in-flight requests and active jobs finish for up to
 * SHUTDOWN_TIMEOUT_SECONDS; past both the process exits anyway (exit code 1; a job left active is taken over by another
 * worker once its lock expires).
 */
export async function runUntilSignal(name: string, start: () => Promise<Stoppable>, options: { logger?: Logger; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const logger = options.logger ?? createLogger(name);
  let timings: ShutdownTimings;
  try {
    timings = shutdownTimings(options.env ?? process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${name}: ${err.message}\n`);
    process.exit(1);
  }
  // The handlers are in place in the same tick the start begins: the app says it listens from inside start(), and a
  // SIGTERM that arrived between that line and a registration after the start would kill the process with the default
  // action (no drain, no clean close). A signal during the start waits for it to finish, then stops what started.
  const started = start();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    let running: Stoppable;
    try {
      running = await started;
    } catch {
      return; // the start's own failure is reported below
    }
    logger.info({ signal, drainMs: running.startDraining ? timings.drainMs : 0, timeoutMs: timings.timeoutMs }, 'shutting down');
    // A last margin past the close timeout for the database and the queue connections.
    const deadline = (running.startDraining ? timings.drainMs : 0) + timings.timeoutMs + 2_000;
    setTimeout(() => {
      logger.error({ signal, afterMs: deadline }, 'shutdown did not finish in time: exiting anyway');
      process.exit(1);
    }, deadline).unref();
    try {
      const took = await stopGracefully(running, timings);
      logger.info({ signal, ...took }, 'closed');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  try {
    await started;
  } catch (err) {
    // A configuration problem (every one named, or a role this environment cannot run) is said plainly, not as a stack.
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${name}: ${err.message}\n`);
    process.exit(1);
  }
}
