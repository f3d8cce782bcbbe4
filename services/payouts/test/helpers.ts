import type Koa from 'koa';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { OPERATIONS } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { TEST_IDENTITY_SECRET, identityHeader, type CallerType, type Message } from '@rr/server-kit';
import { serviceBase, type ServiceBase } from '@rr/server-kit/testing';
import { createPayoutsApp } from '../src/app.js';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { postTransaction, programmeAccount, riderAccount } from '../src/domain/ledger.js';
import type { Currency, LotType } from '../src/data-access/models/index.js';
import { award } from '../src/domain/money.js';
import type { CashoutDeps } from '../src/domain/cashout.js';
import { memoryEventClasses } from '../src/domain/event-classes.js';
import { memoryRiderFacts } from '../src/domain/rider-facts.js';
import { startFakeProvider, type FakeProvider } from '../src/provider/fake-provider.js';
import { tremendousProvider } from '../src/provider/payment-provider.js';
import { subscribeConsumers } from '../src/entry-points/consumers.js';

export interface TestService extends ServiceBase<PayoutsDb> {
  /** The riders the payout rules know (add facts in a test). */
  riderFacts: ReturnType<typeof memoryRiderFacts>;
  /** The events' payout tables the claims check a class and place against (add an event's classes in a test). */
  eventClasses: ReturnType<typeof memoryEventClasses>;
  /** The fake payment provider the cash-outs go to (faults on demand). */
  provider: FakeProvider;
  /** What the cash-out saga runs with (the recovery job's deps). */
  cashoutDeps: CashoutDeps;
  request: ReturnType<typeof supertest>;
  /** The Koa app itself (the OpenAPI drift test reads its routers). */
  app: Koa;
  /** Publishes a message as identity's relay would, and waits until the consumers are done. */
  deliver(message: Message): Promise<void>;
}

/** The payouts app and its consumers on a throw-away database (SQLite, or MariaDB with TEST_MYSQL_URL). */
export async function startTestService(label: string): Promise<TestService> {
  const base = await serviceBase(`payouts_${label}`, openPayoutsDatabase, migrations, { logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { db, logger, queue, outbox } = base;
  const riderFacts = memoryRiderFacts([]);
  const eventClasses = memoryEventClasses();
  subscribeConsumers(queue, { db, outbox, logger, riderFacts });
  const provider = await startFakeProvider({ apiKey: 'test-provider-key' });
  // Long enough that a loaded machine's fake provider still answers in time (a late answer leaves a cash-out
  // processing: 202), short enough that a test's hung order ('timeout' fault) costs little.
  const client = tremendousProvider({ baseUrl: provider.url, apiKey: 'test-provider-key', timeoutMs: 1_500 });
  const app = createPayoutsApp({ db, outbox, logger, identitySecret: TEST_IDENTITY_SECRET, provider: client, riders: riderFacts, events: eventClasses });
  return {
    ...base,
    riderFacts,
    eventClasses,
    provider,
    cashoutDeps: { db, provider: client, logger },
    // Every answer a test receives is checked against the operation catalog the OpenAPI documents come from.
    app,
    request: checkAnswers(supertest(app.callback()), OPERATIONS),
    async deliver(message) {
      await queue.publish(message);
      await queue.drain();
    },
    async close() {
      await provider.close();
      await base.close();
    },
  };
}

export function as(typ: CallerType, sub: string = typ): Promise<[string, string]> {
  return identityHeader({ sub, typ });
}

export function aMessage<T>(topic: string, payload: T, id: string = randomUUID()): Message<T> {
  return { id, topic, payload, occurredAt: new Date().toISOString() };
}

const DAY = 24 * 60 * 60 * 1000;

/** A wallet for `riderId`, with one award (from the contingency fund, through the journal) per given lot. */
export async function aWallet(
  db: PayoutsDb,
  riderId: string,
  currency: Currency = 'USD',
  lots: Array<{ type: LotType; cents: number; spentCents?: number; expiresInDays?: number | null; currency?: Currency }> = [],
) {
  const wallet = await db.models.Wallet.create({ id: randomUUID(), riderId, currency });
  const lotIds: string[] = [];
  for (const lot of lots) {
    await db.sequelize.transaction(async (transaction) => {
      const expiresAt = lot.expiresInDays === undefined || lot.expiresInDays === null ? null : new Date(Date.now() + lot.expiresInDays * DAY);
      const awarded = await award(db, { riderId, type: lot.type, amountCents: lot.cents, currency: lot.currency ?? currency, awardedAt: new Date(Date.now() - 10 * DAY), expiresAt, sourceKey: `test:${randomUUID()}` }, transaction);
      lotIds.push(awarded.lot.id);
      if (lot.spentCents) {
        const rider = await riderAccount(db, riderId, lot.type, lot.currency ?? currency, transaction);
        const dealers = await programmeAccount(db, 'dealers', lot.currency ?? currency, transaction);
        await postTransaction(db, { kind: 'redemption', riderId, legs: [{ account: rider, amountCents: -lot.spentCents, lotId: awarded.lot.id }, { account: dealers, amountCents: lot.spentCents }] }, transaction);
      }
    });
  }
  return { wallet, lotIds };
}
