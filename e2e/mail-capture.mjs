// A real SMTP server that keeps every message it receives, for e2e tests of the mailed codes and links.
//
//   node e2e/mail-capture.mjs            # SMTP on 127.0.0.1:2525, HTTP on 127.0.0.1:2526
//   GET  /messages?to=rider@example.com  → [{ to, subject, text, html, receivedAt }] newest last
//   DELETE /messages                     → forget everything
//
// The production-like stack (scripts/prod-stack.mjs) starts it and points identity's SMTP_URL at it.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CAPTURE_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_CAPTURE_HTTP_PORT ?? 2526);
const host = '127.0.0.1';
/** @type {{ to: string[]; subject: string; text: string; html: string; receivedAt: string }[]} */
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((err) => callback(err));
  },
});

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (url.pathname !== '/messages') {
    res.writeHead(404).end();
    return;
  }
  if (req.method === 'DELETE') {
    messages = [];
    res.writeHead(204).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
});

smtp.listen(smtpPort, host, () => {
  api.listen(httpPort, host, () => {
    console.log(`mail capture: SMTP smtp://${host}:${smtpPort}, messages at http://${host}:${httpPort}/messages`);
  });
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    smtp.close(() => api.close(() => process.exit(0)));
  });
}
