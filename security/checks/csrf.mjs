// Cross-site request forgery: a foreign page can make the admin's browser send a form POST (url-encoded, no
// preflight) or a sign-in, or follow a link to /api/logout; none of that may act.
import { EVIL, Jar, codeOf, describe, request } from '../http.mjs';
import { OURS, PASSWORD, check, registerRider, signIn } from '../stack.mjs';

const FOREIGN = { origin: EVIL, referer: `${EVIL}/attack.html`, 'sec-fetch-site': 'cross-site' };
/** A foreign page's form (what an HTML <form method=post> sends: Origin, and Sec-Fetch-Site in current browsers). */
const FOREIGN_FORM = { origin: EVIL };

const refused = (res) => (res.status === 403 && codeOf(res) === 'CROSS_SITE') || (res.status === 415 && codeOf(res) === 'UNSUPPORTED_MEDIA_TYPE');

/** Two fresh riders to (not) merge, made once for the whole area. */
let riders;
async function twoRiders() {
  riders ??= Promise.all([registerRider('keep', { from: '127.0.2.1' }), registerRider('drop', { from: '127.0.2.2' })]);
  return riders;
}

/** Both riders are still there (the admin's rider search finds each by e-mail) and the admin's session is the admin's own. */
async function nothingHappened(admin, keep, drop) {
  const seen = [];
  for (const rider of [keep, drop]) {
    const res = await request('GET', `/api/admin/riders?query=${encodeURIComponent(rider.email)}`, { jar: admin });
    check(res.status === 200, `GET /api/admin/riders?query=${rider.email} answered ${describe(res)}`);
    const found = (res.body?.riders ?? []).some((r) => r._id === rider.id);
    check(found, `rider ${rider.email} (${rider.id}) is gone after the forged request: it acted`);
    seen.push(rider.email);
  }
  const session = await request('GET', '/api/session', { jar: admin });
  check(
    session.body?.authenticated === true && session.body?.type === 'admin' && session.body?.user?.email === 'admin@example.com' && !session.body?.proxyHost,
    `the admin's session changed after the forged request: ${session.text.slice(0, 200)}`,
  );
  return 'both riders still exist, session still the admin';
}

export const csrfCases = [
  {
    id: 'csrf-form-merge',
    name: 'cross-origin form POST /api/admin/riders-merge (url-encoded, also text/plain) is refused and merges nothing',
    async run(shared) {
      const admin = await shared.admin();
      const [keep, drop] = await twoRiders();
      const fields = { keepRiderId: keep.id, deleteRiderId: drop.id, confirmation: `DELETE ${drop.email} KEEP ${keep.email}` };
      const form = await request('POST', '/api/admin/riders-merge', { form: fields, headers: FOREIGN_FORM, jar: admin });
      const plain = await request('POST', '/api/admin/riders-merge', { body: JSON.stringify(fields), type: 'text/plain', headers: FOREIGN_FORM, jar: admin });
      const after = await nothingHappened(admin, keep, drop);
      check(refused(form), `url-encoded merge from ${EVIL} answered ${describe(form)}, not 403 CROSS_SITE / 415 UNSUPPORTED_MEDIA_TYPE`);
      check(refused(plain), `text/plain merge from ${EVIL} answered ${describe(plain)}, not 403 CROSS_SITE / 415 UNSUPPORTED_MEDIA_TYPE`);
      return `form ${describe(form)}, text/plain ${describe(plain)}; ${after}`;
    },
  },
  {
    id: 'csrf-form-proxy',
    name: 'cross-origin form POST /api/admin/proxy/rider/<id> is refused and does not impersonate',
    async run(shared) {
      const admin = await shared.admin();
      const [keep, drop] = await twoRiders();
      const res = await request('POST', `/api/admin/proxy/rider/${keep.id}`, { form: {}, headers: FOREIGN_FORM, jar: admin });
      const after = await nothingHappened(admin, keep, drop);
      check(refused(res), `url-encoded proxy from ${EVIL} answered ${describe(res)}, not 403 CROSS_SITE / 415 UNSUPPORTED_MEDIA_TYPE`);
      return `${describe(res)}; ${after}`;
    },
  },
  {
    id: 'csrf-json-foreign-origin',
    name: 'JSON POST with a foreign Origin → 403 CROSS_SITE (merge and proxy)',
    async run(shared) {
      const admin = await shared.admin();
      const [keep, drop] = await twoRiders();
      const fields = { keepRiderId: keep.id, deleteRiderId: drop.id, confirmation: `DELETE ${drop.email} KEEP ${keep.email}` };
      const merge = await request('POST', '/api/admin/riders-merge', { json: fields, headers: FOREIGN, jar: admin });
      const proxy = await request('POST', `/api/admin/proxy/rider/${keep.id}`, { json: {}, headers: { origin: EVIL }, jar: admin });
      const after = await nothingHappened(admin, keep, drop);
      check(merge.status === 403 && codeOf(merge) === 'CROSS_SITE', `JSON merge from ${EVIL} answered ${describe(merge)}, not 403 CROSS_SITE`);
      check(proxy.status === 403 && codeOf(proxy) === 'CROSS_SITE', `JSON proxy from ${EVIL} answered ${describe(proxy)}, not 403 CROSS_SITE`);
      return `merge ${describe(merge)}, proxy ${describe(proxy)}; ${after}`;
    },
  },
  {
    id: 'csrf-same-origin-form',
    name: 'form-encoded POST from our own origin → 415 UNSUPPORTED_MEDIA_TYPE',
    async run(shared) {
      const admin = await shared.admin();
      const [keep, drop] = await twoRiders();
      const fields = { keepRiderId: keep.id, deleteRiderId: drop.id, confirmation: `DELETE ${drop.email} KEEP ${keep.email}` };
      const res = await request('POST', '/api/admin/riders-merge', { form: fields, headers: OURS, jar: admin });
      const after = await nothingHappened(admin, keep, drop);
      check(res.status === 415 && codeOf(res) === 'UNSUPPORTED_MEDIA_TYPE', `url-encoded merge from ${OURS.origin} answered ${describe(res)}, not 415 UNSUPPORTED_MEDIA_TYPE`);
      return `${describe(res)}; ${after}`;
    },
  },
  {
    id: 'csrf-form-upload',
    name: "cross-origin multipart form POST to a rider's document upload is refused; from our own origin it reaches identity",
    async run(shared) {
      // A foreign page can post multipart/form-data (an HTML form with enctype) with the rider's cookies: the upload
      // routes take multipart, so only the same-site check stands between that page and the rider's documents.
      const rider = await shared.rider();
      const session = await request('GET', '/api/session', { jar: rider });
      const riderId = session.body?.user?._id;
      check(typeof riderId === 'string', `setup: GET /api/session as the rider answered ${describe(session)}`);
      const boundary = `----sec${Date.now().toString(36)}`;
      const part = (headers, content) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
      const body = (withKind) =>
        `${withKind ? part('Content-Disposition: form-data; name="kind"', 'licence') : ''}` +
        `${part('Content-Disposition: form-data; name="file"; filename="licence.png"\r\nContent-Type: image/png', 'not a picture')}--${boundary}--\r\n`;
      const type = `multipart/form-data; boundary=${boundary}`;
      const path = `/api/rider/rider/${encodeURIComponent(riderId)}/upload-id-files`;
      const before = await request('GET', `/api/rider/rider/${encodeURIComponent(riderId)}/documents`, { jar: rider });
      const forged = await request('POST', path, { body: body(true), type, headers: FOREIGN_FORM, jar: rider });
      // From our own page (no kind: refused by identity itself, 400 VALIDATION, so nothing is stored either way).
      const ours = await request('POST', path, { body: body(false), type, headers: OURS, jar: rider });
      const after = await request('GET', `/api/rider/rider/${encodeURIComponent(riderId)}/documents`, { jar: rider });
      check(forged.status === 403 && codeOf(forged) === 'CROSS_SITE', `multipart upload from ${EVIL} answered ${describe(forged)}, not 403 CROSS_SITE`);
      check(ours.status === 400 && codeOf(ours) === 'VALIDATION', `multipart upload from ${OURS.origin} answered ${describe(ours)}, not 400 VALIDATION from identity`);
      check(
        after.status === 200 && JSON.stringify(after.body?.documents) === JSON.stringify(before.body?.documents),
        `the rider's documents changed: ${before.text.slice(0, 200)} → ${after.text.slice(0, 200)}`,
      );
      return `from ${EVIL}: ${describe(forged)}; from our origin: ${describe(ours)}; documents unchanged`;
    },
  },
  {
    id: 'csrf-login',
    name: 'login CSRF: form-encoded POST /api/login from a foreign origin is refused and signs nobody in',
    async run() {
      const jar = new Jar();
      const res = await request('POST', '/api/login', { form: { email: 'rider@example.com', password: PASSWORD }, headers: FOREIGN_FORM, jar });
      const session = await request('GET', '/api/session', { jar });
      check(session.body?.authenticated !== true, `the forged sign-in started a session: GET /api/session → ${session.text.slice(0, 200)}`);
      check(refused(res), `url-encoded login from ${EVIL} answered ${describe(res)}, not 403 CROSS_SITE / 415 UNSUPPORTED_MEDIA_TYPE`);
      return `${describe(res)}, no session`;
    },
  },
  {
    id: 'csrf-logout-get',
    name: 'cross-site GET /api/logout → redirect to /logout, the session still works',
    async run() {
      // Its own admin session, and the same jar for both requests: a Set-Cookie that clears the cookie counts too.
      const admin = await signIn('admin@example.com');
      const res = await request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site', referer: `${EVIL}/` }, jar: admin });
      const session = await request('GET', '/api/session', { jar: admin });
      check(session.body?.authenticated === true && session.body?.type === 'admin', `after a cross-site GET /api/logout the admin is signed out: GET /api/session → ${session.text.slice(0, 200)}`);
      const location = String(res.headers.location ?? '');
      check(res.status >= 300 && res.status < 400 && new URL(location, 'http://x').pathname === '/logout', `cross-site GET /api/logout answered ${res.status} to ${location || '(no Location)'}, not a redirect to /logout`);
      return `${res.status} → ${location}; session still the admin's`;
    },
  },
];
