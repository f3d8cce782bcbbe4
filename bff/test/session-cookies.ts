import { createHmac } from 'node:crypto';
import { SESSION_KEY } from './constants.js';

/** Cookie `name`'s value from a response's set-cookie headers. */
export function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

export function cookieLine(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.find((line) => line.startsWith(`${name}=`));
}

/**
 * A signed koa-session cookie pair carrying `data`, as a browser would send it (for crafted-session tests).
 * `expire` is koa-session's idle expiry (ms since epoch; default an hour ahead), `maxAge` the lifetime it was saved with.
 */
export function craftSessionCookie(data: Record<string, unknown>, key = SESSION_KEY, expire = Date.now() + 3_600_000, maxAge = 3_600_000): string {
  const value = Buffer.from(JSON.stringify({ ...data, _expire: expire, _maxAge: maxAge })).toString('base64');
  const sig = createHmac('sha1', key)
    .update(`rr.sid=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x] ?? '');
  return `rr.sid=${value}; rr.sid.sig=${sig}`;
}
