import { PollingJob, newClaimOwner, type BackgroundJob } from '@rr/server-kit';
import { claimDueMails, finishMailDelivery, retryMailDeliveryLater, type MailDelivery } from '../../data-access/mail-deliveries-repository.js';
import { deliverMail, type MailDeliveryDeps } from './deliver-mail.js';
import { MailSend } from './mail-message.js';

export interface MailDeliveryOptions {
  /** Poll interval; default 1 s (the consumer also pokes the job after each commit). */
  intervalMs?: number;
  /** How long a claimed mail stays with this job before another replica may send it; default 5 min, well above the SMTP timeouts. */
  leaseMs?: number;
  /** Mails claimed, and sent side by side, per round; default 10. */
  batchSize?: number;
  /** Wait before the first retry of a failed send, doubled per attempt; default 5 s. */
  retryDelayMs?: number;
  /** Longest wait between retries; default 10 min. */
  maxRetryDelayMs?: number;
}

/**
 * Sends recorded mail after the consumer's commit, outside any transaction: claim due mails (a short
 * transaction, `FOR UPDATE SKIP LOCKED` on MySQL/MariaDB so replicas share the work), send each, mark it sent.
 *
 * Guarantee: at least once. A crash (or a lost database connection) after the SMTP server accepted a mail but
 * before it is marked sent leaves it claimed; when the lease runs out it is sent once more. Losing a verification
 * or recovery code is worse than receiving it twice (both mails carry the same code), so a duplicate is the
 * price of never dropping one. A failed send stays pending and is retried with doubling waits until it is sent
 * or its code or link stops working (then it is `stale`), so no mail is retried forever.
 */
export class MailDeliveryJob implements BackgroundJob {
  private readonly job: PollingJob;
  private readonly owner = newClaimOwner('mail');
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;

  constructor(
    private readonly deps: MailDeliveryDeps,
    options: MailDeliveryOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.retryDelayMs = options.retryDelayMs ?? 5_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 10 * 60_000;
    this.job = new PollingJob('mail delivery', async () => (await this.deliverDue()) === this.batchSize, deps.logger, options.intervalMs ?? 1000);
  }

  start(): void {
    this.job.start();
  }

  /** Stops the job (a round under way finishes), then ends the mailer's kept connections. */
  async stop(): Promise<void> {
    await this.job.stop();
    this.deps.mailer.close?.();
  }

  /** Asks for a run soon (the consumer calls it after committing a mail). */
  poke(): void {
    this.job.poke();
  }

  /** Sends every mail that is due, round after round, and returns when none is left (one run at a time). */
  runNow(): Promise<void> {
    return this.job.runNow();
  }

  /** One round: claims the mails due now and sends them. Answers how many it claimed. */
  async deliverDue(): Promise<number> {
    const claimed = await claimDueMails(this.deps.db, { owner: this.owner, now: this.deps.now(), leaseMs: this.leaseMs, limit: this.batchSize });
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  private async deliver(row: MailDelivery): Promise<void> {
    const parsed = MailSend.safeParse(JSON.parse(row.payload));
    if (!parsed.success) {
      this.deps.logger.error({ id: row.id, issues: parsed.error.issues }, 'recorded mail cannot be read; skipped');
      await finishMailDelivery(this.deps.db, row.id, 'unreadable', this.deps.now());
      return;
    }
    let outcome;
    try {
      outcome = await deliverMail(this.deps, parsed.data);
    } catch (err) {
      const wait = Math.min(this.retryDelayMs * 2 ** row.attempts, this.maxRetryDelayMs);
      const nextAttemptAt = new Date(this.deps.now().getTime() + wait);
      this.deps.logger.warn({ id: row.id, template: parsed.data.template, attempt: row.attempts + 1, nextAttemptAt, err }, 'mail send failed; will retry');
      await retryMailDeliveryLater(this.deps.db, row.id, { owner: this.owner, nextAttemptAt, error: String(err) });
      return;
    }
    await finishMailDelivery(this.deps.db, row.id, outcome, this.deps.now());
  }
}
