import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, memoryDestination, type LogLine, type Logger } from '@rr/server-kit';
import { createMailer } from '../src/data-access/mailer.js';
import { deliverMail } from '../src/domain/mail/deliver-mail.js';
import { aRider } from './factories.js';
import { asService, outboxRows, startTestService, type TestService } from './helpers.js';
import { MailSend } from '../src/domain/mail/mail-message.js';

/** Decodes the quoted-printable body parts of a raw message well enough to search them. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('mail transports', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('mail_transport');
  });
  afterAll(() => service.close());

  /** A pending mail.send message of a fresh unverified rider. */
  async function pendingMail(): Promise<{ email: string; mail: MailSend }> {
    const id = await aRider(service.db, service.outbox, { emailVerified: false, locale: 'fr' });
    await service.request.post(`/internal/users/${id}/email-code`).set(...(await asService())).send({ verifyUrlBase: 'https://rewards.example.com/auth/email-verify' });
    const row = (await outboxRows(service.db)).filter((m) => m.topic === 'mail.send' && (m.payload as MailSend).userId === id).pop();
    return { email: `${id}@test.example.com`, mail: MailSend.parse(row!.payload) };
  }

  function recordingLogger(): Logger & { lines: LogLine[] } {
    const destination = memoryDestination();
    return Object.assign(createLogger('test', 'info', destination), { lines: destination.lines });
  }

  it('writes an .eml named <ISO time>-<to>.eml to MAIL_DIR and logs the code outside production', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-mail-'));
    try {
      const { email, mail } = await pendingMail();
      const logger = recordingLogger();
      const mailer = createMailer({ smtpUrl: undefined, dir, from: '"Race Rewards" <no-reply@race-rewards.local>' });

      const outcome = await deliverMail({ db: service.db, logger, secrets: service.secrets, mailer, brandName: 'Race Rewards', logCodes: true, now: service.clock.now }, mail);

      expect(outcome).toBe('sent');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z-${email.replace(/\./g, '\\.')}\\.eml$`));
      const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(raw).toMatch(/^From: "?Race Rewards"? <no-reply@race-rewards\.local>$/m);
      expect(raw).toMatch(new RegExp(`^To: ${email}$`, 'm'));
      expect(raw).toContain('Content-Type: text/html');
      const logged = logger.lines.find((line) => line.msg === 'mail written');
      const code = String(logged?.code);
      expect(code).toMatch(/^\d{6}$/);
      const body = decodeQuotedPrintable(raw);
      expect(body).toContain(`Votre code de vérification est ${code}.`);
      expect(body).toContain(`https://rewards.example.com/auth/email-verify?code=${code}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not log codes when told not to (production)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-mail-'));
    try {
      const { mail } = await pendingMail();
      const logger = recordingLogger();
      const mailer = createMailer({ smtpUrl: undefined, dir, from: 'no-reply@race-rewards.local' });

      await deliverMail({ db: service.db, logger, secrets: service.secrets, mailer, brandName: 'Race Rewards', logCodes: false, now: service.clock.now }, mail);

      expect(JSON.stringify(logger.lines)).not.toMatch(/\b\d{6}\b/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('over SMTP', () => {
    const received: Array<{ to: string[]; raw: string }> = [];
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends through SMTP_URL', async () => {
      const { email, mail } = await pendingMail();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dir: '/nonexistent', from: '"Race Rewards" <no-reply@race-rewards.local>' });

      try {
        await deliverMail({ db: service.db, logger: createLogger('test', 'silent'), secrets: service.secrets, mailer, brandName: 'Race Rewards', logCodes: true, now: service.clock.now }, mail);
      } finally {
        // The pooled connection stays open for the next mail: the server closes only once it is gone.
        mailer.close?.();
      }

      expect(mailer.kind).toBe('smtp');
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual([email]);
      expect(decodeQuotedPrintable(received[0]!.raw)).toMatch(/Votre code de vérification est \d{6}\./);
    });
  });
});
