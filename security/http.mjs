// A small HTTP client for the security suite: node's http.request, so a request can leave from any loopback source
// address (`from: '127.0.0.2'`: 127.0.0.0/8 all reaches the stack on Linux) and carry any Host header; every answer
// comes back with its status, headers, parsed body and how long it took. No redirects are followed.
import http from 'node:http';

/** Where the production-like stack answers (scripts/prod-stack.mjs). */
export const BFF = process.env.SECURITY_BFF_URL ?? 'http://127.0.0.1:8080';
/** The site origin the BFF is configured with (PUBLIC_URL): what a browser on our own pages sends as Origin. */
export const SITE = process.env.SECURITY_SITE_URL ?? 'http://localhost:8080';
export const EVIL = 'https://evil.example';

/** Cookies of one browser-like client (name → value; path, domain and expiry are not needed against one origin). */
export class Jar {
  constructor() {
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** @param {string[] | undefined} setCookies */
  take(setCookies) {
    for (const line of setCookies ?? []) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  clone() {
    const copy = new Jar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: any, text: string, ms: number, error?: string }} Answer
 * `status` 0 with `error` when no answer came (refused, reset, or no answer within `timeoutMs`).
 */

/**
 * @param {string} method
 * @param {string} path  a path on the BFF (or a full URL)
 * @param {{ json?: unknown, form?: Record<string, string>, body?: string, type?: string, headers?: Record<string, string>,
 *   jar?: Jar, from?: string, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
export function request(method, path, options = {}) {
  const url = new URL(path, BFF);
  const headers = { accept: 'application/json', ...options.headers };
  let payload;
  if (options.json !== undefined) {
    payload = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  } else if (options.form) {
    payload = new URLSearchParams(options.form).toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (options.body !== undefined) {
    payload = options.body;
    if (options.type) headers['content-type'] ??= options.type;
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  if (options.jar && options.jar.cookies.size > 0) headers.cookie = options.jar.header();
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 15_000;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const req = http.request(
      { method, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text;
          if (/json/.test(String(res.headers['content-type'] ?? ''))) {
            try {
              body = JSON.parse(text);
            } catch {
              // keep the text
            }
          }
          options.jar?.take(res.headers['set-cookie']);
          done({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
        res.on('error', (err) => done({ status: 0, headers: {}, body: null, text: '', error: err.message }));
      },
    );
    const timer = setTimeout(() => {
      done({ status: 0, headers: {}, body: null, text: '', error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => done({ status: 0, headers: {}, body: null, text: '', error: err.message }));
    req.end(payload);
  });
}

/** `503 UNAVAILABLE`, `200`, `0 (connect ECONNREFUSED …)`: an answer in a few words, for failure messages. */
export function describe(answer) {
  if (answer.status === 0) return `no answer (${answer.error})`;
  const code = answer.body && typeof answer.body === 'object' && 'code' in answer.body ? ` ${answer.body.code}` : '';
  return `${answer.status}${code}`;
}

/** The error code of an answer ('' when none). */
export const codeOf = (answer) => (answer.body && typeof answer.body === 'object' && typeof answer.body.code === 'string' ? answer.body.code : '');

/** Counts of `describe(answer)` over many answers, most frequent first: "25 × 503 LOGIN_BUSY, 5 × 401 LOGIN_FAILED". */
export function tally(answers) {
  const counts = new Map();
  for (const answer of answers) counts.set(describe(answer), (counts.get(describe(answer)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${n} × ${what}`).join(', ');
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
