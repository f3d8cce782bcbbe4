// What the security suite knows about the production-like stack: demo accounts, registering and signing in like the
// web app does, the captured mail, and the pids of its processes (to freeze one).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jar, SITE, describe, request, sleep } from './http.mjs';
import { registrationBody } from '../e2e/rider-fixtures.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PIDS_FILE = path.join(ROOT, 'var', 'prod-stack', 'pids.json');
export const MAIL = process.env.MAIL_CAPTURE_URL ?? 'http://127.0.0.1:2526';
export const PASSWORD = 'Password1';
/** Headers of a request made by our own pages (fetch from the shell: JSON, our Origin). */
export const OURS = { origin: SITE };

/** Thrown by `check` with what was seen; the runner prints its message. */
export class CheckFailed extends Error {}

/** Fails the running case with `message` (what was expected and what was seen) unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** A JSON sign-in from our own pages; returns the signed-in jar or throws with what the BFF answered. */
export async function signIn(email, { password = PASSWORD, from, jar = new Jar() } = {}) {
  const res = await request('POST', '/api/login', { json: { email, password }, headers: OURS, jar, from });
  if (res.status !== 200) throw new CheckFailed(`setup: sign-in of ${email}${from ? ` from ${from}` : ''} answered ${describe(res)}: ${res.text.slice(0, 200)}`);
  return jar;
}

/** A complete registration body for a security check's rider (e2e/rider-fixtures.mjs, which the browser tests share). */
export const registration = (email) => registrationBody(email, { firstName: 'Sec' });

let counter = 0;
/** An address no other run uses. */
export const uniqueEmail = (label) => `sec-${label}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}@example.com`;


/** How often a setup registration takes the server's "busy, try again in a few seconds" before it gives up. */
const BUSY_TRIES = 5;

/**
 * Registers a fresh rider (signed in afterwards in the returned jar): `{ id, email, jar }`. A 503 LOGIN_BUSY is the
 * hashing pool's back-pressure on a loaded machine (CI runs the database tests beside this suite): as a rider
 * told to "try again in a few seconds" would, setup waits the seconds it names and sends the same registration again.
 */
export async function registerRider(label, { from, headers = OURS } = {}) {
  const email = uniqueEmail(label);
  const jar = new Jar();
  const body = registration(email);
  let res = await request('POST', '/api/register', { json: body, headers, jar, from });
  for (let tries = 1; tries < BUSY_TRIES && res.status === 503 && res.body?.code === 'LOGIN_BUSY'; tries += 1) {
    await sleep(1000 * (res.body.details?.seconds ?? 2));
    res = await request('POST', '/api/register', { json: body, headers, jar, from });
  }
  if (res.status !== 201) throw new CheckFailed(`setup: registering ${email}${from ? ` from ${from}` : ''} answered ${describe(res)}: ${res.text.slice(0, 200)}`);
  return { id: res.body.user._id, email, jar };
}

/** Messages the capture server holds for `to`, oldest first. */
export async function mailsTo(to) {
  const res = await fetch(`${MAIL}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
  if (!res.ok) throw new CheckFailed(`setup: mail capture at ${MAIL} answered ${res.status}`);
  return res.json();
}

/** Waits (up to `timeoutMs`) until `to` has more than `already` messages; returns the new ones. */
export async function newMails(to, already, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length > already) return mails.slice(already);
    if (Date.now() > deadline) throw new CheckFailed(`no new mail to ${to} within ${timeoutMs} ms (still ${mails.length})`);
    await sleep(250);
  }
}

/** Every http(s) link in a captured mail (text and HTML). */
export function linksIn(mail) {
  const found = new Set();
  for (const source of [mail.text ?? '', mail.html ?? '']) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>)]+/g)) found.add(match[0].replace(/&amp;/g, '&'));
  }
  return [...found];
}

/** The pids of the stack's processes by name, from scripts/prod-stack.mjs. */
export function stackPids() {
  if (!fs.existsSync(PIDS_FILE)) throw new CheckFailed(`setup: ${path.relative(ROOT, PIDS_FILE)} missing: is the stack running (node scripts/prod-stack.mjs start)?`);
  return JSON.parse(fs.readFileSync(PIDS_FILE, 'utf8'));
}

const frozen = new Set();

/** Sends `sig` to the process group of `pid` (the service and any child), else the process alone. */
function signal(pid, sig) {
  try {
    process.kill(-pid, sig);
  } catch {
    process.kill(pid, sig);
  }
}

/** SIGSTOPs the stack's process `name`; `thaw` (or the suite's exit) SIGCONTs it. */
export function freeze(name) {
  const pid = stackPids()[name];
  if (!pid) throw new CheckFailed(`setup: no pid for ${name} in ${PIDS_FILE}`);
  signal(pid, 'SIGSTOP');
  frozen.add(pid);
  return pid;
}

export function thaw(pid) {
  if (!frozen.has(pid)) return;
  signal(pid, 'SIGCONT');
  frozen.delete(pid);
}

/** SIGCONTs whatever is still frozen (called on exit and interruption, so the suite never leaves a service stopped). */
export function thawAll() {
  for (const pid of [...frozen]) {
    try {
      thaw(pid);
    } catch {
      // already gone
    }
  }
}

/** Percentile (0–100) of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
