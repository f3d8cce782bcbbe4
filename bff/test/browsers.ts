import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { BFF_OPERATIONS, type Operation } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { PASSWORD } from './constants.js';

/**
 * The BFF's own operations: every answer of these a test receives is checked against the catalog the OpenAPI document
 * is generated from (`checkAnswers`). Answers it relays come from the fake services here, so the services' own tests
 * check those.
 */
const OWN_OPERATIONS: readonly Operation[] = BFF_OPERATIONS;

/** A plain client (no address, no cookies kept) whose answers of the BFF's own routes are checked. */
export function api(url: string) {
  return checkAnswers(request(url), OWN_OPERATIONS);
}

/**
 * supertest for the BFF's tests: `checked(url).get(...)` and `checked.agent(url)` are supertest's, with the answers of
 * the BFF's own routes checked against the catalog.
 */
export const checked = Object.assign((url: string) => checkAnswers(request(url), OWN_OPERATIONS), {
  agent: (url: string) => checkAnswers(request.agent(url), OWN_OPERATIONS),
});

let addresses = 0;
const ADDRESS_BASE = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
/**
 * A source address of its own (the BFF reads the last X-Forwarded-For entry), so throttling counters do not meet,
 * not within a run and not with an earlier run's counters still in Redis (random documentation-prefix IPv6).
 */
export function nextAddress(): string {
  addresses += 1;
  return `${ADDRESS_BASE}::${addresses.toString(16)}`;
}

export type Agent = ReturnType<typeof request.agent>;

/**
 * A browser-like client with its own address. State-changing calls declare JSON, as the app's api-client always does
 * (the request guard refuses anything else): `.send(body)` keeps it, a call without a body still says JSON.
 */
export function browser(url: string, address = nextAddress()): Agent {
  return checkAnswers(request.agent(url), OWN_OPERATIONS).set('X-Forwarded-For', address).set('Content-Type', 'application/json');
}

/** A browser signed in as `email`. */
export async function signedIn(url: string, email: string, password = PASSWORD): Promise<Agent> {
  const agent = browser(url);
  const res = await agent.post('/api/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
