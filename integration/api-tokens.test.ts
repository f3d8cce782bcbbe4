/**
 * End to end through the BFF and the three services (stack.ts): a promoter makes an API token on their own screen's
 * path, a timing system pushes a results file with it (no session, another origin) into the event tools' import flow,
 * and the rider's earning appears in payouts. Another promoter's token is 404 on that event; a revoked token 401; the
 * same Idempotency-Key makes one import.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { aPastEvent, earningsAt, eventually } from './event-helpers.js';
import { DEMO, FOREIGN, stackForFile } from './stack.js';

const stack = stackForFile();

const rider = DEMO.rider.id;

/** The demo rider wins a class of six finishers (five are needed for a payout), found by their e-mail. */
const RESULTS = ['Pos,No.,Name,Class,Email', `1,11,Jordan Miller,Open Pro,${DEMO.rider.email}`, ...[2, 3, 4, 5, 6].map((place) => `${place},${place}0,Walk In ${place},Open Pro,`)].join('\n');

describe('a timing system pushes results with a promoter API token', () => {
  it('commits them into the event and the rider is paid; another promoter’s token is 404, a revoked one 401', async () => {
    const { eventId } = await aPastEvent(stack, { title: 'Token Push Oval', daysAgo: 2, places: [27_500, 15_000, 10_000] });

    // The promoter makes a token on their own path; the whole token is in this answer only.
    const made = await stack.agent('promoter').post(`/api/promoter/promoter/${DEMO.promoter.id}/api-tokens`).send({ name: 'Timing tent', scopes: ['results:read', 'results:write', 'results:commit'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token: string = made.body.secret;
    const foreign = await stack.foreignAgent('promoter').post(`/api/promoter/promoter/${FOREIGN.promoter.id}/api-tokens`).send({ name: 'Other promoter', scopes: ['results:read', 'results:write', 'results:commit'] });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);

    const push = (bearer: string, key: string) =>
      request(stack.url)
        .post(`/api/integrations/events/${eventId}/results?commit=true`)
        .set('Authorization', `Bearer ${bearer}`)
        .set('Origin', 'https://timing.example')
        .set('Idempotency-Key', key)
        .attach('file', Buffer.from(RESULTS), 'finish.csv');

    // Another promoter's token: as if there were no such event; nothing is imported.
    const refused = await push(foreign.body.secret, 'foreign-1');
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);

    const pushed = await push(token, 'finish-1');
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body).toMatchObject({ committed: true, import: { status: 'committed', fileName: 'finish.csv', summary: { rows: 6, errors: 0 } } });
    // The same key again: the same answer, still one import.
    const again = await push(token, 'finish-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(pushed.body);
    const manage = await stack.agent('promoter').get(`/api/event/${eventId}/manage`);
    expect(manage.body.imports).toHaveLength(1);
    expect(manage.body.results).toHaveLength(6);

    // Payouts heard the results: the rider's earning for their win.
    const paid = await eventually(async () => (await earningsAt(stack, rider, eventId)).find((e) => e.outcome === 'paid' && e.lot));
    expect(paid).toMatchObject({ className: 'Open Pro', place: 1, amountCents: 27_500 });

    // The documented example client does the same: the token's events, then the same file (already committed: nothing new).
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rr-push-')), 'finish.csv');
    writeFileSync(file, RESULTS);
    const client = (...args: string[]) => promisify(execFile)(process.execPath, ['docs/examples/push-results.mjs', '--site', stack.url, ...args], { env: { ...process.env, RR_TOKEN: token } });
    expect((await client('--events')).stdout).toContain(eventId);
    expect((await client('--event', eventId, '--commit', file)).stdout).toContain(`Committed ${pushed.body.import._id}`);
    expect((await stack.agent('promoter').get(`/api/event/${eventId}/manage`)).body.imports).toHaveLength(1);

    // The list shows when the token was last used; revoked, it is refused on its very next call.
    const listed = await stack.agent('promoter').get(`/api/promoter/promoter/${DEMO.promoter.id}/api-tokens`);
    expect(listed.body.tokens.find((t: { _id: string }) => t._id === made.body.token._id).lastUsedAt).not.toBeNull();
    const revoked = await stack.agent('promoter').post(`/api/promoter/promoter/${DEMO.promoter.id}/api-tokens/${made.body.token._id}/revoke`).send({});
    expect(revoked.status).toBe(204);
    const after = await push(token, 'finish-2');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
  }, 60_000);
});
