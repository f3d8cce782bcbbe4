import type Koa from 'koa';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { OPERATIONS } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { TEST_IDENTITY_SECRET, createSequelize, identityHeader, type CallerType, type Message } from '@rr/server-kit';
import { serviceBase, type ServiceBase } from '@rr/server-kit/testing';
import { createEventsApp } from '../src/app.js';
import { eventsDb, type EventsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { seedEvents, type SeedSummary } from '../src/seed/seeder.js';
import { subscribeConsumers } from '../src/entry-points/consumers.js';
import { memoryInvoiceSources } from '../src/domain/invoice-sources.js';
import { memoryRiderDirectory, type DirectoryRider } from '../src/domain/rider-directory.js';

export interface TestService extends ServiceBase<EventsDb> {
  request: ReturnType<typeof supertest>;
  /** The Koa app itself (the OpenAPI drift test reads its routers). */
  app: Koa;
  /** Who Canada invoices name and what events' results paid, as identity and payouts would answer (empty at start). */
  invoiceSources: ReturnType<typeof memoryInvoiceSources>;
  /** What the demo seed wrote, when the service was started with `seed: true`. */
  seeded: SeedSummary | null;
  /** Publishes a message as identity's relay would, and waits until the consumers are done. */
  deliver(message: Message): Promise<void>;
}

/**
 * The events app and its consumers on a throw-away database (SQLite, or MariaDB with TEST_MYSQL_URL),
 * migrated, and seeded with the demo programme when asked.
 */
export async function startTestService(label: string, options: { seed?: boolean; publishResults?: boolean; riders?: DirectoryRider[] } = {}): Promise<TestService> {
  const base = await serviceBase(`events_${label}`, (url, logger) => eventsDb(createSequelize(url, logger)), migrations);
  const { db, logger, queue, outbox } = base;
  // Seeded as the service seeds: the events' facts go into the outbox with them.
  const seeded = options.seed ? await seedEvents(db.sequelize, { outbox, publishResults: options.publishResults }) : null;
  subscribeConsumers(queue, { db, outbox, logger });
  const directory = memoryRiderDirectory(options.riders ?? []);
  const invoiceSources = memoryInvoiceSources();
  const app = createEventsApp({ sequelize: db.sequelize, logger, identitySecret: TEST_IDENTITY_SECRET, outbox, directory, invoiceSources });
  return {
    ...base,
    invoiceSources,
    // Every answer a test receives is checked against the operation catalog the OpenAPI documents come from.
    app,
    request: checkAnswers(supertest(app.callback()), OPERATIONS),
    seeded,
    async deliver(message) {
      await queue.publish(message);
      await queue.drain();
    },
    async close() {
      await base.close();
    },
  };
}

/** The identity header of a caller: `.set(...(await as('rider', 'r1')))`. */
export function as(typ: CallerType, sub: string = typ): Promise<[string, string]> {
  return identityHeader({ sub, typ });
}

/** An anonymous visitor's identity header (the BFF sends one for every public call). */
export const anonymous = () => as('anonymous', 'anonymous');

export function aMessage<T>(topic: string, payload: T, id: string = randomUUID()): Message<T> {
  return { id, topic, payload, occurredAt: new Date().toISOString() };
}

/** `_id`s of a list response, in order. */
export const ids = (items: Array<{ _id: string }>) => items.map((item) => item._id);

/** The payloads the service put in its outbox under `topic`, oldest first; only one event's when `eventId` is given. */
export async function outboxPayloads<T extends object>(service: TestService, topic: string, eventId?: string): Promise<T[]> {
  const [rows] = await service.db.sequelize.query('SELECT payload FROM outbox_messages WHERE topic = :topic ORDER BY occurred_at, id', { replacements: { topic } });
  const payloads = (rows as Array<{ payload: string }>).map((row) => JSON.parse(row.payload) as T & { eventId?: string });
  return eventId === undefined ? payloads : payloads.filter((payload) => payload.eventId === eventId);
}
