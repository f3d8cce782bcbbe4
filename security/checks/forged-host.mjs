// Mailed links must be built from PUBLIC_URL only, never from the request's Host or X-Forwarded-Host: a forged
// header must not get a reset or verification link mailed that points at the attacker's host.
import { SITE, describe, request } from '../http.mjs';
import { check, linksIn, newMails, registerRider } from '../stack.mjs';

const ATTACKER = 'attacker.example';
const FORGERIES = [
  ['X-Forwarded-Host', { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' }],
  ['Host', { host: ATTACKER }],
];

/** The new mails' links all start with PUBLIC_URL, and nothing in them names the attacker's host. */
function judgeMails(mails, what) {
  const links = mails.flatMap(linksIn);
  const text = mails.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`).join('\n');
  check(links.length > 0, `${what}: the mail has no link at all: ${mails.map((m) => m.text).join('\n---\n').slice(0, 300)}`);
  const foreign = links.filter((link) => !link.startsWith(`${SITE}/`));
  check(!text.includes(ATTACKER), `${what}: the mail names ${ATTACKER}: ${links.filter((l) => l.includes(ATTACKER)).join(' ') || '(in its text)'}`);
  check(foreign.length === 0, `${what}: links not on ${SITE}/: ${foreign.join(' ')}`);
  return links.map((l) => l.replace(/([?&]\w*token=)[^&\s]+/g, '$1…')).join(' ');
}

export const forgedHostCases = FORGERIES.flatMap(([label, headers]) => [
  {
    id: `host-reset-${label.toLowerCase()}`,
    name: `forged ${label}: the mailed password-reset link is on PUBLIC_URL`,
    async run() {
      // A fresh rider per case: identity mails one reset link per account per 60 s.
      const { email } = await registerRider(`reset-${label.toLowerCase()}`, { from: label === 'Host' ? '127.0.2.6' : '127.0.2.7' });
      const before = (await newMails(email, 0)).length; // the verification mail
      const res = await request('POST', '/api/forgot-password', { json: { email }, headers });
      check(res.status === 202, `POST /api/forgot-password with ${label}: ${ATTACKER} answered ${describe(res)}, not 202: ${res.text.slice(0, 200)}`);
      return judgeMails(await newMails(email, before), `reset mail (${label})`);
    },
  },
  {
    id: `host-verify-${label.toLowerCase()}`,
    name: `forged ${label}: the registration verification link is on PUBLIC_URL`,
    async run() {
      // Same-origin Origin would not match a forged Host, so this registers as a non-browser client does: no Origin.
      const rider = await registerRider(`host-${label.toLowerCase()}`, { headers, from: label === 'Host' ? '127.0.2.3' : '127.0.2.4' });
      return judgeMails(await newMails(rider.email, 0), `verification mail (${label})`);
    },
  },
]);
