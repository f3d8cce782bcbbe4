/**
 * Every API operation (authorization-policy.ts) × every caller (anonymous, rider, dealer, promoter,
 * admin) × the caller's own object and a foreign one, sent through the BFF to the real services (stack.ts).
 *
 * - A caller the policy does not allow never succeeds. When its role has no grant at all (or `{role}` is not its
 *   own), the BFF itself must refuse it (defence in depth: the routing table's decision is a refusal and the answer
 *   is that decision: 401 UNAUTHENTICATED, 403 FORBIDDEN, or 404 NOT_FOUND for a `{role}` path no row serves); it
 *   never reaches a service. When its role has an `own` grant and only the object is someone else's, the BFF cannot
 *   know who owns the object: the service refuses (anonymous 401, signed in 403 or 404, 405 when the method does
 *   not exist at all).
 * - A caller the policy allows is never refused with 401/403 and never meets a server error. 404/405/501 mean the
 *   operation is not implemented yet: recorded in the printed summary, neither failed nor counted as allowed.
 * - Every row of the BFF's routing table must be covered by a policy row, so no route exists without a declaration
 *   of who may call it.
 *
 * Set AUTHZ_MATRIX_DUMP=<file> to write every cell's answer as JSON.
 *
 * Allowed calls that change data run last, one at a time, with bodies that change nothing others rely on (wrong
 * current password/PIN/confirmation, current values) or on spare objects no other cell touches.
 */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIdentity } from '@rr/server-kit/identity-token';
import { ROLES, ROUTES, authorize, matchRoute, type Role, type Route } from '../bff/src/routing.js';
import { DEMO, FOREIGN, OBJECTS, POLICY, type Kind, type PolicyRow, type Who } from './authorization-policy.js';
import { CALLERS, STACK_IDENTITY_SECRET, type Agent, type Caller, type Stack, startStack } from './stack.js';

type Side = 'own' | 'foreign' | 'only';

interface Cell {
  name: string;
  /** "METHOD /path" with `{role}` expanded and `{id}` left as the object label. */
  operation: string;
  /** "METHOD /path-template" with `{role}` expanded: one API operation. */
  template: string;
  row: PolicyRow;
  method: PolicyRow['method'];
  path: string;
  caller: Caller;
  objectId: string | undefined;
  allowed: boolean;
  /** Denied although the caller's role has an `own` grant: only the object is not the caller's (services judge). */
  ownershipOnly: boolean;
  /** Allowed and changing data or the session: runs after every other cell, one at a time. */
  late: boolean;
}

function allowedBy(who: Who, role: Role | null, caller: Caller, kind: Kind | undefined, side: Side | null): boolean {
  if (who === 'public') return true;
  if (caller === 'anonymous') return false;
  if (role && role !== caller) return false; // `/api/{role}/…` is only ever the caller's own role
  const grant = who[caller];
  if (!grant) return false;
  if (grant === 'any' || !kind) return true;
  const owner = OBJECTS[kind].owner;
  return owner === null || (owner === caller && side === 'own');
}

function sidesOf(kind: Kind | undefined): Array<Side | null> {
  if (!kind) return [null];
  return OBJECTS[kind].foreign ? ['own', 'foreign'] : ['only'];
}

function objectLabel(kind: Kind, side: Side, spare: boolean): string {
  const name = kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  if (spare) return side === 'only' ? `{spare ${name}}` : `{spare ${side} ${name}}`;
  return side === 'only' ? `{${OBJECTS[kind].placeholder ? 'no seeded ' : ''}${name}}` : `{${side} ${name}}`;
}

function buildCells(): Cell[] {
  const cells: Cell[] = [];
  for (const row of POLICY) {
    const roles: Array<Role | null> = row.path.includes('{role}') ? [...ROLES] : [null];
    for (const role of roles) {
      const template = role ? row.path.replaceAll('{role}', role) : row.path;
      const sparesTaken = { own: 0, foreign: 0, only: 0 };
      for (const caller of CALLERS) {
        for (const side of sidesOf(row.object)) {
          const allowed = allowedBy(row.who, role, caller, row.object, side);
          let objectId: string | undefined;
          let label = '';
          if (row.object && side) {
            const ids = OBJECTS[row.object];
            const useSpare = allowed && row.consumes === true;
            if (useSpare) {
              const pool = side === 'foreign' ? ids.spares?.foreign : ids.spares?.own;
              const taken = sparesTaken[side]++;
              objectId = pool?.[taken] ?? ids.own;
              label = pool?.[taken] ? objectLabel(row.object, side, true) : objectLabel(row.object, side, false);
            } else {
              objectId = side === 'foreign' ? ids.foreign : ids.own;
              label = objectLabel(row.object, side, false);
            }
          }
          const operation = `${row.method} ${template.replace('{id}', label || '{id}')}`;
          cells.push({
            name: `${operation} as ${caller} → ${allowed ? 'allowed' : 'denied'}`,
            operation,
            template: `${row.method} ${template.replace(/\?.*$/, '')}`,
            row,
            method: row.method,
            path: objectId ? template.replace('{id}', encodeURIComponent(objectId)) : template,
            caller,
            objectId,
            allowed,
            ownershipOnly: !allowed && allowedBy(row.who, role, caller, undefined, null),
            late: allowed && (row.mutates === true || row.consumes === true || row.session !== undefined),
          });
        }
      }
    }
  }
  return cells;
}

// Cells wait mostly on the services (SQLite reads, identity's per-request user check): run more of them at once.
vi.setConfig({ maxConcurrency: 10 });

const CELLS = buildCells();
const EARLY = CELLS.filter((c) => !c.late);
const LATE = CELLS.filter((c) => c.late);

let stack: Stack;
const started = Date.now();

interface Outcome {
  cell: Cell;
  status: number;
}
const outcomes: Outcome[] = [];

let startedIn = 0;
beforeAll(async () => {
  stack = await startStack();
  startedIn = Date.now() - started;
}, 120_000);

afterAll(async () => {
  printSummary();
  await stack?.close();
});

async function send(agent: Agent, cell: Cell) {
  const path = cell.path;
  const base =
    cell.method === 'GET' ? agent.get(path) : cell.method === 'POST' ? agent.post(path) : cell.method === 'PUT' ? agent.put(path) : agent.delete(path);
  const req = base.set('Accept', 'application/json').redirects(0);
  const { row } = cell;
  if (row.upload) return req.attach(row.upload.field, Buffer.from(row.upload.content), { filename: row.upload.filename, contentType: row.upload.contentType });
  const body = typeof row.body === 'function' ? row.body({ id: cell.objectId ?? '', caller: cell.caller }) : row.body;
  if (body !== undefined && row.headers) {
    const json = JSON.stringify(body);
    return req.set({ ...row.headers(json), 'Content-Type': 'application/json' }).send(json);
  }
  if (body !== undefined) return req.send(body);
  if (cell.method !== 'GET') return req.send({});
  return req;
}

const NOT_IMPLEMENTED = new Set([404, 405, 501]);

async function agentFor(cell: Cell): Promise<Agent> {
  if (!cell.allowed || !cell.row.session) return stack.agent(cell.caller);
  return stack.freshAgent(cell.row.session === 'login' ? 'anonymous' : cell.caller);
}

/** After an allowed session-changing call, puts the agent back into circulation (logins are slow). */
async function recycle(cell: Cell, agent: Agent, status: number): Promise<void> {
  if (status < 200 || status > 299) return;
  if (cell.row.session === 'login') stack.recycle(cell.caller === 'anonymous' ? 'rider' : cell.caller, agent);
  if (cell.row.restore && cell.caller !== 'anonymous') {
    const back = await agent.post(cell.row.restore.path).send({});
    if (back.status === 200) stack.recycle(cell.caller, agent);
  }
}

async function check(cell: Cell): Promise<void> {
  const agent = await agentFor(cell);
  const res = await send(agent, cell);
  outcomes.push({ cell, status: res.status });
  if (cell.allowed && cell.row.session) await recycle(cell, agent, res.status);
  const detail = `${cell.method} ${cell.path} as ${cell.caller} answered ${res.status} ${JSON.stringify(res.body ?? res.text).slice(0, 300)}`;
  if (cell.allowed) {
    expect([401, 403], `refused an allowed caller: ${detail}`).not.toContain(res.status);
    expect(res.status >= 500 && res.status !== 501, `server error for an allowed caller: ${detail}`).toBe(false);
    return;
  }
  if (!cell.row.bff && !cell.ownershipOnly) {
    // The BFF must refuse it itself: the routing table's decision is a refusal, and the answer is that decision.
    const decision = authorize(cell.method, cell.path, cell.caller === 'anonymous' ? null : cell.caller);
    expect(decision.ok, `the routing table lets a caller the policy does not allow through to a service: ${detail}`).toBe(false);
    if (!decision.ok) {
      expect({ status: res.status, code: res.body?.code }, `not refused by the BFF: ${detail}`).toEqual({ status: decision.status, code: decision.code });
    }
    return;
  }
  const refusals = cell.caller === 'anonymous' ? (cell.row.refusals?.anonymous ?? [401]) : (cell.row.refusals?.signedIn ?? [403, 404, 405]);
  expect(refusals, `a caller the policy does not allow was not refused: ${detail}`).toContain(res.status);
}

describe('authorization matrix', () => {
  describe.concurrent('every caller on every operation (allowed calls that change data or the session come later)', () => {
    it.each(EARLY)('$name', async (cell) => {
      await check(cell);
    });
  });

  describe('allowed calls that change data or the session, one at a time', () => {
    it.each(LATE)('$name', async (cell) => {
      await check(cell);
    });
  });
});

describe('impersonation: an administrator proxying a rider has exactly the rider’s rights', () => {
  it('reads the rider’s own record, not another rider’s, loses the admin area, and gets it back on proxy-remove', async () => {
    const agent = await stack.freshAgent('admin');
    const start = await agent.post(`/api/admin/proxy/rider/${DEMO.rider.id}`).send({});
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect((await agent.get(`/api/rider/rider/${DEMO.rider.id}`)).status).toBe(200);
    expect([403, 404]).toContain((await agent.get(`/api/rider/rider/${FOREIGN.rider.id}`)).status);
    expect((await agent.get('/api/admin/riders')).status).toBe(403);
    expect((await agent.get(`/api/admin/rider/${FOREIGN.rider.id}`)).status).toBe(403);
    expect((await agent.post(`/api/admin/proxy/dealer/${DEMO.dealer.id}`).send({})).status).toBe(403);
    const back = await agent.post('/api/proxy-remove').send({});
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ authenticated: true, type: 'admin' });
    expect((await agent.get(`/api/admin/rider/${FOREIGN.rider.id}`)).status).toBe(200);
  });
});

describe('an unverified e-mail confines a signed-in rider to public routes (docs/accounts.md "Session validity")', () => {
  // A seed rider whose e-mail is not verified (services/identity seed: Mia Sanders).
  const unverified = { id: 'rider-seed-12', email: 'mia.sanders@example.com' };
  let agent: Agent;
  beforeAll(async () => {
    agent = await stack.freshAgent('anonymous');
    await stack.login(agent, unverified.email);
  });
  it.each([`/api/rider/rider/${unverified.id}`, '/api/rider/wallet', '/api/rider/payout-claims', '/api/rider/credit-redemptions'])(
    'GET %s → 403 EMAIL_UNVERIFIED',
    async (path) => {
      const res = await agent.get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.code).toBe('EMAIL_UNVERIFIED');
    },
  );
  it.each(['/api/session', '/api/events', `/api/event/${OBJECTS.event.own}`])('GET %s is still answered', async (path) => {
    expect((await agent.get(path)).status).toBe(200);
  });
});

describe('ownership is symmetric: the foreign users cannot reach the demo users’ records either', () => {
  const cases: Array<{ role: Role; path: string; own: string }> = [
    { role: 'rider', path: `/api/rider/rider/${DEMO.rider.id}`, own: `/api/rider/rider/${FOREIGN.rider.id}` },
    { role: 'dealer', path: `/api/dealer/dealer/${DEMO.dealer.id}`, own: `/api/dealer/dealer/${FOREIGN.dealer.id}` },
    { role: 'promoter', path: `/api/promoter/promoter/${DEMO.promoter.id}`, own: `/api/promoter/promoter/${FOREIGN.promoter.id}` },
    { role: 'promoter', path: `/api/promoter/${DEMO.promoter.id}/events`, own: `/api/promoter/${FOREIGN.promoter.id}/events` },
  ];
  it.each(cases)('GET $path as the foreign $role → denied', async ({ role, path, own }) => {
    const agent = stack.foreignAgent(role);
    const res = await agent.get(path);
    expect([403, 404], `${path} answered ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    // Their own record is not refused (404 = not implemented yet).
    expect([401, 403]).not.toContain((await agent.get(own)).status);
  });
});

/** Sends `path` byte for byte (no client-side normalisation of `..`, `//` or encodings). */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers: { accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('path and header tricks do not get around the checks', () => {
  const foreignRider = FOREIGN.rider.id;
  // Each answer must be a refusal (4xx) that carries none of the protected data.
  const probes: Array<{ caller: 'anonymous' | 'rider'; path: string }> = [
    { caller: 'rider', path: '/api/events/../admin/riders' },
    { caller: 'rider', path: '/api/events/%2e%2e/admin/riders' },
    { caller: 'rider', path: '/api/rider/..%2fadmin/riders' },
    { caller: 'rider', path: '/api/rider/riders-lean/../../admin/riders' },
    { caller: 'rider', path: '/api//admin/riders' },
    { caller: 'rider', path: '//api/admin/riders' },
    { caller: 'rider', path: '/api/ADMIN/riders' },
    { caller: 'rider', path: '/api/Admin/rider/' + foreignRider },
    { caller: 'rider', path: '/api/admin/riders/' },
    { caller: 'rider', path: `/api/rider/rider/${foreignRider}/` },
    { caller: 'rider', path: `/api/rider/rider/${DEMO.rider.id}/../${foreignRider}` },
    { caller: 'rider', path: `/api/rider/rider/${DEMO.rider.id}%2f..%2f${foreignRider}` },
    { caller: 'rider', path: `/api/rider/rider/%2e%2e/rider/${foreignRider}` },
    { caller: 'rider', path: `/api/dealers-lean/../../internal/users/${foreignRider}` },
    { caller: 'anonymous', path: `/api/dealers-lean/../rider/rider/${foreignRider}` },
    { caller: 'anonymous', path: `/api/events/../../internal/users/${foreignRider}` },
    { caller: 'anonymous', path: `/internal/users/${foreignRider}` },
    { caller: 'anonymous', path: '/api/admin/aggregates/summary;' },
  ];
  it.each(probes)('GET $path as $caller → refused, no rider data', async ({ caller, path }) => {
    const headers: Record<string, string> = caller === 'anonymous' ? {} : { cookie: await stack.sessionCookie(caller) };
    const res = await raw('GET', path, headers);
    // Outside /api the BFF serves the shell (here: no build, 503): never a service's answer.
    const refused = path.startsWith('/api/') ? res.status >= 400 && res.status < 500 : !res.text.includes('"user"');
    expect(refused, `${path} answered ${res.status} ${res.text.slice(0, 200)}`).toBe(true);
    expect(res.text).not.toContain(FOREIGN.rider.email);
    expect(res.text).not.toContain('"riders"');
  });

  it('a client-sent identity token, even one signed with the real secret, is replaced by the BFF', async () => {
    const forged = await signIdentity({ sub: DEMO.admin.id, typ: 'admin' }, STACK_IDENTITY_SECRET);
    const asAnonymous = await raw('GET', `/api/admin/rider/${foreignRider}`, { 'x-rr-identity': forged, authorization: `Bearer ${forged}` });
    expect(asAnonymous.status).toBe(401);
    const cookie = await stack.sessionCookie('rider');
    // Forwarded for the rider (whose record it is, identity judges): identity must see the rider, not the forged admin.
    const asRider = await raw('GET', `/api/rider/rider/${foreignRider}`, { cookie, 'x-rr-identity': forged });
    expect([403, 404]).toContain(asRider.status);
    const promoterOnly = await raw('DELETE', `/api/event/${OBJECTS.event.foreign}`, { cookie, 'x-rr-identity': forged });
    expect(promoterOnly.status >= 400 && promoterOnly.status < 500, `answered ${promoterOnly.status}`).toBe(true);
  });
});

describe('the routing table declares nothing the policy does not', () => {
  const proxied = CELLS.filter((c) => !c.row.bff);
  const routeOf = (path: string): Route | undefined => matchRoute(path);

  it.each(ROUTES.map((route) => ({ route, pattern: route.pattern })))('$pattern has a policy row', ({ route }) => {
    const covering = proxied.filter((c) => routeOf(c.path) === route).map((c) => c.operation);
    expect(covering.length, `routing row ${route.pattern} (${route.service}) has no row in authorization-policy.ts`).toBeGreaterThan(0);
  });
});

function printSummary(): void {
  const lines: string[] = [];
  const operations = new Set(CELLS.map((c) => c.template));
  const allowedOk = outcomes.filter((o) => o.cell.allowed && !NOT_IMPLEMENTED.has(o.status) && ![401, 403].includes(o.status) && o.status < 500);
  const pending = outcomes.filter((o) => o.cell.allowed && NOT_IMPLEMENTED.has(o.status));
  const denied = outcomes.filter((o) => !o.cell.allowed);
  const byBff = denied.filter((o) => o.cell.row.bff || !authorize(o.cell.method, o.cell.path, o.cell.caller === 'anonymous' ? null : o.cell.caller).ok);
  const byService = denied.filter((o) => !byBff.includes(o));
  const byServiceOwnership = byService.filter((o) => o.cell.ownershipOnly);
  const count = (list: Outcome[], statuses: number[]) => list.filter((o) => statuses.includes(o.status)).length;
  lines.push(
    `authorization matrix: ${POLICY.length} policy rows → ${operations.size} operations → ${CELLS.length} cells ` +
      `(${CELLS.filter((c) => c.allowed).length} allowed, ${CELLS.filter((c) => !c.allowed).length} denied); ran ${outcomes.length} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(stack start and logins ${(startedIn / 1000).toFixed(1)} s)` +
      ` on ${stack?.mysql ? 'MariaDB' : 'SQLite'}${stack?.redis ? ' + Redis sessions' : ''}`,
  );
  lines.push(`  allowed and answered: ${allowedOk.length}; denied: ${denied.length}`);
  lines.push(`    by the BFF (routing table, guard, own routes): ${byBff.length}`);
  lines.push(
    `    by the service (the routing table lets them through): ${byService.length}: ${count(byService, [401, 403])} refused (401/403), ` +
      `${count(byService, [404, 405])} 404/405 (not found, or not implemented yet), ${byService.length - count(byService, [401, 403, 404, 405])} other; ` +
      `${byServiceOwnership.length} of them denied only because the object is not the caller's (the BFF cannot know), ` +
      `${byService.length - byServiceOwnership.length} on role grounds (must be 0)`,
  );
  const byOperation = new Map<string, string[]>();
  for (const { cell, status } of pending) {
    const key = cell.template;
    const list = byOperation.get(key) ?? [];
    list.push(`${cell.caller} ${status}`);
    byOperation.set(key, list);
  }
  lines.push(`  not yet implemented (allowed callers got 404/405/501; not counted as allowed): ${byOperation.size} operations, ${pending.length} cells`);
  for (const [operation, callers] of [...byOperation].sort()) lines.push(`    ${operation}: ${[...new Set(callers)].join(', ')}`);
  const throttled = outcomes.filter((o) => o.status === 429);
  if (throttled.length > 0) lines.push(`  throttled (429): ${throttled.map((o) => `${o.cell.operation} as ${o.cell.caller}`).join('; ')}`);
  const unroutedAllowedOps = [...new Set(CELLS.filter((c) => c.allowed && !c.row.bff && !matchRoute(c.path)).map((c) => c.template))];
  if (unroutedAllowedOps.length > 0) lines.push(`  allowed operations no routing row serves yet (the BFF answers 404): ${unroutedAllowedOps.join(', ')}`);
  console.log(lines.join('\n'));
  // AUTHZ_MATRIX_DUMP=<file>: every cell's answer as JSON, for comparing runs.
  const dump = process.env.AUTHZ_MATRIX_DUMP;
  if (dump) {
    const rows = outcomes.map(({ cell, status }) => ({ name: cell.name, method: cell.method, path: cell.path, caller: cell.caller, allowed: cell.allowed, status }));
    writeFileSync(dump, JSON.stringify(rows, null, 1));
  }
}
