import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one rendered mail; `location` is the .eml file written by the file transport. */
export interface Mailer {
  readonly kind: 'smtp' | 'file' | 'custom';
  send(mail: OutgoingMail): Promise<{ location?: string }>;
  /** Ends what the mailer keeps open (SMTP's pooled connections). */
  close?(): void;
}

/** Milliseconds: connecting, the server's greeting, and silence on an open connection (nodemailer's defaults go up to 10 min). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * SMTP connections are kept and reused (nodemailer's pool: up to 5 at once, 100 mails each), and one idle for 30 s is
 * closed before the socket timeout would end it. A connection per mail cost a connect, the greeting, EHLO and QUIT
 * for every till receipt: a tenth of the mail worker's time.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100, idleTimeout: 30_000 } as const;

/**
 * The mailer of the configuration: SMTP through `SMTP_URL` (smtp:// or smtps://), else nodemailer's
 * stream transport writing each message as `<MAIL_DIR>/<ISO time>-<to>.eml`.
 */
export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'dir' | 'from'>): Mailer {
  if (config.smtpUrl) {
    // Bounded waits (the URL may set its own): a send must end well within the mail delivery job's lease, or
    // another replica would take the mail over and send it a second time.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, ...SMTP_POOL }, { from: config.from });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
        return {};
      },
      close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.from });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transport.sendMail(mail);
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the stream transport did not return a buffer');
      await fs.mkdir(config.dir, { recursive: true });
      return { location: await writeUnique(config.dir, `${new Date().toISOString()}-${safeFilePart(mail.to)}`, message) };
    },
  };
}

/** Keeps an address readable in a file name while refusing path separators and odd characters. */
const safeFilePart = (value: string) => value.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_').slice(0, 200);

/**
 * Writes the message under a hidden temporary name, then links it to the first free `<base>[-n].eml`, so a reader
 * polling the folder (a developer, the e2e tests) never sees a half-written file.
 */
async function writeUnique(dir: string, base: string, content: Buffer): Promise<string> {
  const temporary = path.join(dir, `.${base}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await fs.writeFile(temporary, content, { flag: 'wx' });
  try {
    for (let n = 0; ; n++) {
      const file = path.join(dir, `${base}${n === 0 ? '' : `-${n}`}.eml`);
      try {
        // link() fails with EEXIST instead of replacing, unlike rename(): two mails in the same millisecond both survive.
        await fs.link(temporary, file);
        return file;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw err;
      }
    }
  } finally {
    await fs.rm(temporary, { force: true });
  }
}
