import type Koa from 'koa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { TEST_IDENTITY_SECRET, identityHeader, type CallerType } from '@rr/server-kit';
import { serviceBase, type ServiceBase } from '@rr/server-kit/testing';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { OPERATIONS } from '@rr/contracts/operations';
import { createIdentityApp } from '../src/app.js';
import { openIdentityDatabase, type IdentityDb } from '../src/data-access/database.js';
import type { Mailer, OutgoingMail } from '../src/data-access/mailer.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { LocalDiskStorage } from '../src/data-access/storage/index.js';
import { deriveAccountSecrets, type AccountSecrets } from '../src/domain/account-secrets.js';
import { MailDeliveryJob } from '../src/domain/mail/mail-delivery-job.js';
import { subscribeConsumers } from '../src/entry-points/consumers.js';

/** A clock the test moves: `clock.advance(61_000)`. Starts at the real time. */
export class TestClock {
  private offset = 0;
  now = () => new Date(Date.now() + this.offset);
  advance(ms: number) {
    this.offset += ms;
  }
}

/** A mailer that keeps what it is asked to send; `failNext` makes the next sends throw (retry tests). */
export class CapturingMailer implements Mailer {
  readonly kind = 'custom' as const;
  readonly sent: OutgoingMail[] = [];
  failNext = 0;
  async send(mail: OutgoingMail) {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP relay unavailable');
    }
    this.sent.push(mail);
    return {};
  }
  to(address: string) {
    return this.sent.filter((mail) => mail.to === address);
  }
  last(address: string): OutgoingMail {
    const mails = this.to(address);
    const mail = mails[mails.length - 1];
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }
}

export interface TestService extends ServiceBase<IdentityDb> {
  request: ReturnType<typeof supertest>;
  /** The Koa app itself (the OpenAPI drift test reads its routers). */
  app: Koa;
  clock: TestClock;
  mailer: CapturingMailer;
  secrets: AccountSecrets;
  /** Riders' files, on local disk in a throw-away folder. */
  storage: LocalDiskStorage;
  /** The mail delivery job (stopped: `deliver()` runs it); failed sends are due again at once. */
  mailDelivery: MailDeliveryJob;
  /** Publishes pending outbox messages, waits until the mail consumer recorded them, then sends the due mail (retrying failed sends a few times). */
  deliver(): Promise<void>;
}

/**
 * The identity app on a throw-away database (SQLite, or MariaDB with TEST_MYSQL_URL), migrated.
 * The outbox relay is stopped, so messages stay in `outbox_messages` for the tests to read until
 * `deliver()` publishes them to the mail consumer, which records the mail, and then runs the mail delivery job
 * (which sends through `mailer`). `publicUrl` is the site's origin the mailed links are built from (PUBLIC_URL).
 */
export async function startTestService(label: string, options: { publicUrl?: string } = {}): Promise<TestService> {
  const base = await serviceBase(`identity_${label}`, openIdentityDatabase, migrations, { backoffMs: 10 });
  const { db, logger, queue, outbox } = base;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const secrets = deriveAccountSecrets(TEST_IDENTITY_SECRET);
  const mailDelivery = new MailDeliveryJob({ db, logger, secrets, mailer, brandName: 'Race Rewards', logCodes: false, now: clock.now }, { retryDelayMs: 0 });
  await mailDelivery.stop();
  await subscribeConsumers(queue, { db, outbox, logger, mailDelivery, secrets, now: clock.now, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
  const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), `rr-identity-files-${label.replace(/[^A-Za-z0-9_-]/g, '_')}-`)));
  const app = createIdentityApp({ db, logger, identitySecret: TEST_IDENTITY_SECRET, outbox, secrets, now: clock.now, storage, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
  return {
    ...base,
    // Every answer a test receives is checked against the operation catalog the OpenAPI documents come from.
    app,
    request: checkAnswers(supertest(app.callback()), OPERATIONS),
    clock,
    mailer,
    secrets,
    storage,
    mailDelivery,
    async deliver() {
      await outbox.relayOnce();
      await queue.drain();
      for (let round = 0; round < 20; round++) {
        if ((await mailDelivery.deliverDue()) === 0) break;
      }
    },
    async close() {
      await base.close();
      rmSync(storage.root, { recursive: true, force: true });
    },
  };
}

/** The identity header of a caller: `.set(...(await as('rider', 'r1')))`. */
export function as(typ: CallerType, sub: string = typ, imp?: string): Promise<[string, string]> {
  return identityHeader({ sub, typ, ...(imp ? { imp } : {}) });
}

export const asService = () => as('service', 'bff');

export interface OutboxRow {
  id: string;
  topic: string;
  payload: unknown;
}

export async function outboxRows(db: IdentityDb): Promise<OutboxRow[]> {
  const [rows] = await db.sequelize.query('SELECT id, topic, payload FROM outbox_messages ORDER BY occurred_at, id');
  return (rows as Array<{ id: string; topic: string; payload: string }>).map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
}

/** The mails recorded for the delivery job (`mail_deliveries`), oldest first: what a consumer decided to mail. */
export async function queuedMails(db: IdentityDb): Promise<Array<{ id: string; payload: unknown }>> {
  const [rows] = await db.sequelize.query('SELECT id, payload FROM mail_deliveries ORDER BY created_at, id');
  return (rows as Array<{ id: string; payload: string }>).map((row) => ({ id: row.id, payload: JSON.parse(row.payload) }));
}

/** The 6-digit code of a mail's text (the first 6-digit number, as e2e reads it). */
export function codeIn(mail: OutgoingMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** Raw rows of a table (to check what is really stored). */
export async function rowsOf(db: IdentityDb, sql: string, replacements: unknown[] = []): Promise<Record<string, unknown>[]> {
  const [rows] = await db.sequelize.query(sql, { replacements });
  return rows as Record<string, unknown>[];
}
