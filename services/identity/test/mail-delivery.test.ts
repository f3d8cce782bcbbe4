import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../src/data-access/mailer.js';
import { MailDeliveryJob, type MailDeliveryOptions } from '../src/domain/mail/mail-delivery-job.js';
import { aRider } from './factories.js';
import { asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** A mailer that runs `onSend` before accepting each mail (to look at the database, fail, or hang). */
class ProbingMailer implements Mailer {
  readonly kind = 'custom' as const;
  readonly sent: OutgoingMail[] = [];
  constructor(private readonly onSend: (mail: OutgoingMail) => Promise<void> = async () => {}) {}
  async send(mail: OutgoingMail) {
    await this.onSend(mail);
    this.sent.push(mail);
    return {};
  }
}

const VERIFY = 'https://rewards.example.com/auth/email-verify';

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

describe('mail delivery after the commit', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('mail_delivery');
  });
  afterAll(() => service.close());

  let riderId: string;
  /** A rider's verification mail: requested, published by the relay and recorded by the mail consumer; not sent yet. */
  beforeEach(async () => {
    riderId = await aRider(service.db, service.outbox, { emailVerified: false });
    const res = await service.request.post(`/internal/users/${riderId}/email-code`).set(...(await asService())).send({ verifyUrlBase: VERIFY });
    expect(res.status).toBe(202);
    await service.outbox.relayOnce();
    await service.queue.drain();
  });

  const job = (mailer: Mailer, options: MailDeliveryOptions = {}) =>
    new MailDeliveryJob({ db: service.db, logger: service.logger, secrets: service.secrets, mailer, brandName: 'Race Rewards', logCodes: false, now: service.clock.now }, options);
  const deliveryOf = async (userId: string) =>
    (await rowsOf(service.db, 'SELECT * FROM mail_deliveries ORDER BY created_at DESC')).find((row) => String(row.payload).includes(userId))!;

  it('records the mail in the consumer transaction and sends it only after that transaction committed', async () => {
    const recorded = await deliveryOf(riderId);
    expect(recorded).toMatchObject({ status: 'pending', attempts: 0 });
    expect(String(recorded.payload)).not.toMatch(/\b\d{6}\b/); // the code stays sealed
    expect(service.mailer.to(`${riderId}@test.example.com`)).toEqual([]); // the consumer itself sends nothing

    const seen: Array<Record<string, unknown>> = [];
    const mailer = new ProbingMailer(async () => {
      // Read over another connection: only committed rows are visible there.
      const [processed] = await rowsOf(service.db, "SELECT consumer FROM processed_messages WHERE message_id = ? AND consumer = 'identity.mail-send'", [recorded.id]);
      const [delivery] = await rowsOf(service.db, 'SELECT status, claimed_by FROM mail_deliveries WHERE id = ?', [recorded.id]);
      seen.push({ processed, delivery });
      // No transaction is open meanwhile: on SQLite a new one would queue behind it, on MariaDB the consumer's
      // lock on its processed-message row would block this locking read.
      const lock = service.db.sequelize.getDialect() === 'sqlite' ? '' : ' FOR UPDATE';
      await within(
        3_000,
        service.db.sequelize.transaction((transaction) =>
          service.db.sequelize.query(`SELECT message_id FROM processed_messages WHERE message_id = ?${lock}`, { replacements: [recorded.id], transaction }),
        ),
      );
    });

    expect(await job(mailer).deliverDue()).toBe(1);

    expect(mailer.sent.map((mail) => mail.to)).toEqual([`${riderId}@test.example.com`]);
    expect(seen).toEqual([{ processed: { consumer: 'identity.mail-send' }, delivery: { status: 'pending', claimed_by: expect.stringMatching(/^mail:/) } }]);
    expect(await deliveryOf(riderId)).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null });
  });

  it('keeps a mail whose send failed pending, and sends it on a later attempt', async () => {
    let down = true;
    const mailer = new ProbingMailer(async () => {
      if (down) throw new Error('SMTP relay unavailable');
    });
    const delivery = job(mailer, { retryDelayMs: 60_000 });

    expect(await delivery.deliverDue()).toBe(1);
    const failed = await deliveryOf(riderId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, claimed_by: null, claimed_until: null, last_error: 'Error: SMTP relay unavailable' });
    expect(await delivery.deliverDue()).toBe(0); // not due before its retry time

    down = false;
    service.clock.advance(61_000);
    expect(await delivery.deliverDue()).toBe(1);

    expect(mailer.sent.map((mail) => mail.to)).toEqual([`${riderId}@test.example.com`]);
    expect(await deliveryOf(riderId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends a mail once more when its sender died between sending and marking it sent, once the lease ran out', async () => {
    // Replica A: the SMTP server accepts the mail, then the process dies before marking it sent.
    const accepted: OutgoingMail[] = [];
    const dying = new ProbingMailer(async (mail) => {
      accepted.push(mail);
      await new Promise(() => {});
    });
    const replicaA = job(dying, { leaseMs: 60_000 });
    void replicaA.deliverDue();
    await expect.poll(() => accepted.length).toBe(1);

    const survivor = new ProbingMailer();
    const replicaB = job(survivor, { leaseMs: 60_000 });
    expect(await replicaB.deliverDue()).toBe(0); // still A's

    service.clock.advance(60_001);
    expect(await replicaB.deliverDue()).toBe(1);

    expect([...accepted, ...survivor.sent].map((mail) => mail.to)).toEqual([`${riderId}@test.example.com`, `${riderId}@test.example.com`]);
    expect(await deliveryOf(riderId)).toMatchObject({ status: 'sent' });
    expect(await replicaB.deliverDue()).toBe(0);
  });

  it('marks a mail whose code was replaced before it went out as stale, without sending it', async () => {
    service.clock.advance(61_000);
    await service.request.post(`/internal/users/${riderId}/email-code`).set(...(await asService())).send({ verifyUrlBase: VERIFY });
    const first = await deliveryOf(riderId);
    const mailer = new ProbingMailer();

    expect(await job(mailer).deliverDue()).toBe(1);

    expect(mailer.sent).toEqual([]);
    expect(await rowsOf(service.db, 'SELECT status FROM mail_deliveries WHERE id = ?', [first.id])).toEqual([{ status: 'stale' }]);
  });
});
