// Security headers on the shell (`/`) and on a per-user API answer (`/api/session`).
import { request } from '../http.mjs';
import { check } from '../stack.mjs';

/** `script-src` → its sources, from a Content-Security-Policy value. */
function directives(csp) {
  const map = new Map();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** Problems with the headers of one answer ([] when all is well). */
export function headerProblems(answer, { perUser }) {
  const h = answer.headers;
  const problems = [];
  const csp = String(h['content-security-policy'] ?? '');
  if (!csp) problems.push('no Content-Security-Policy');
  else {
    const d = directives(csp);
    const scripts = d.get('script-src') ?? d.get('default-src');
    if (!scripts) problems.push('CSP has neither script-src nor default-src');
    else {
      const unsafe = scripts.filter((s) => /^'unsafe-(inline|eval)'$/i.test(s));
      if (unsafe.length > 0) problems.push(`CSP script-src allows ${unsafe.join(' ')}`);
    }
    const ancestors = d.get('frame-ancestors');
    if (!ancestors || ancestors.join(' ') !== "'none'") problems.push(`CSP frame-ancestors is ${ancestors ? `"${ancestors.join(' ')}"` : 'missing'}, not 'none'`);
  }
  if (String(h['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') problems.push(`X-Content-Type-Options is ${JSON.stringify(h['x-content-type-options'] ?? null)}`);
  if (String(h['x-frame-options'] ?? '').toUpperCase() !== 'DENY') problems.push(`X-Frame-Options is ${JSON.stringify(h['x-frame-options'] ?? null)}`);
  if (!h['referrer-policy']) problems.push('no Referrer-Policy');
  else if (/^unsafe-url$/i.test(String(h['referrer-policy']))) problems.push('Referrer-Policy is unsafe-url');
  if (perUser && !/\bno-store\b/i.test(String(h['cache-control'] ?? ''))) problems.push(`Cache-Control is ${JSON.stringify(h['cache-control'] ?? null)}, not no-store`);
  return problems;
}

export const headerCases = [
  {
    id: 'headers-shell',
    name: 'headers on / (CSP without unsafe-inline/eval scripts, frame-ancestors none, nosniff, DENY, Referrer-Policy)',
    async run() {
      const res = await request('GET', '/', { headers: { accept: 'text/html' } });
      check(res.status === 200, `GET / answered ${res.status}`);
      const problems = headerProblems(res, { perUser: false });
      check(problems.length === 0, `GET /: ${problems.join('; ')}`);
      return `CSP script-src: ${directives(String(res.headers['content-security-policy'])).get('script-src')?.join(' ') ?? '(default-src)'}`;
    },
  },
  {
    id: 'headers-session',
    name: 'headers on /api/session (same, and Cache-Control no-store), signed in and not',
    async run(shared) {
      const anonymous = await request('GET', '/api/session');
      const signedIn = await request('GET', '/api/session', { jar: await shared.rider() });
      const problems = [
        ...headerProblems(anonymous, { perUser: true }).map((p) => `anonymous: ${p}`),
        ...headerProblems(signedIn, { perUser: true }).map((p) => `signed in: ${p}`),
      ];
      check(anonymous.status === 200 && signedIn.status === 200, `GET /api/session answered ${anonymous.status} / ${signedIn.status}`);
      check(signedIn.body?.authenticated === true, `the rider's GET /api/session is not signed in: ${signedIn.text.slice(0, 200)}`);
      check(problems.length === 0, `GET /api/session: ${problems.join('; ')}`);
      return `Cache-Control: ${signedIn.headers['cache-control']}`;
    },
  },
];
