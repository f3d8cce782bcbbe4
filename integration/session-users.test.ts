/**
 * The BFF keeps the users of signed-in sessions between requests (docs/accounts.md "Session validity"), and revocation
 * stays instant, through the whole stack (stack.ts: the services and the BFF on one in-process queue, as `npm start`):
 * - a change made through the API (an administrator's deactivation) is refused on the user's very next request: identity
 *   names the users it changed in its answer and the BFF drops them before the administrator sees it;
 * - a change no call of the user's or an administrator's made (a dealer's wrong PINs lock a rider's PIN, through
 *   payouts) reaches the BFF as identity's `user.changed` message, well within a second.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { stackForFile } from './stack.js';

const stack = stackForFile();

/**
 * Riders of the demo roster no other test signs in as: a deactivation ends every session the rider holds, and with
 * Redis (the MariaDB run) the session index is shared with whatever else runs beside (other test files' stacks, the
 * security suite's production-like stack), so this file must not deactivate a rider someone else is signed in as.
 */
const ONLY_HERE = {
  deactivated: { id: 'rider-seed-17', email: 'ryan.perry@example.com' },
  locked: { id: 'rider-seed-20', email: 'lily.patterson@example.com' },
};

async function signedIn(email: string) {
  const agent = request.agent(stack.url);
  await stack.login(agent, email);
  return agent;
}

/** Asks until `done` holds for the answer; the time it took, in ms (fails after `limitMs`). */
async function timeUntil(ask: () => Promise<{ status: number; body: unknown }>, done: (res: { status: number; body: unknown }) => boolean, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await ask();
    const took = performance.now() - started;
    if (done(res)) return took;
    if (took > limitMs) throw new Error(`still ${res.status} ${JSON.stringify(res.body)} after ${Math.round(took)} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('kept session users, revoked at once', () => {
  it('refuses a deactivated rider on the very next request', async () => {
    const { id } = ONLY_HERE.deactivated;
    const rider = await signedIn(ONLY_HERE.deactivated.email);
    for (let i = 0; i < 3; i += 1) expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true });
    const off = await stack.agent('admin').put(`/api/admin/rider/${id}/activation`).send({ deActivated: true });
    try {
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      const next = await rider.get('/api/rider/wallet');
      expect([next.status, next.body.code]).toEqual([403, 'DEACTIVATED']);
    } finally {
      expect((await stack.agent('admin').put(`/api/admin/rider/${id}/activation`).send({ deActivated: false })).status).toBe(200);
    }
  }, 60_000);

  it('shows a rider’s PIN locked at a dealer’s till within a second, through the message', async () => {
    const { id } = ONLY_HERE.locked;
    const rider = await signedIn(ONLY_HERE.locked.email);
    const pin = await rider.put(`/api/rider/rider/${id}/pin`).send({ currentPin: '1234', pin: '2580', confirmPin: '2580' });
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);
    expect((await rider.get('/api/session')).body.user).toMatchObject({ hasPin: true, pinLocked: false });
    const dealer = stack.agent('dealer');
    const wrong = () => dealer.post('/api/dealer/redeem').send({ riderId: id, amountCents: 100, currency: 'USD', pin: '0000', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID() });
    for (let i = 1; i < 5; i += 1) expect((await wrong()).body.code).toBe('PIN_WRONG');
    expect((await wrong()).status).toBe(423);
    const took = await timeUntil(() => rider.get('/api/session'), (res) => (res.body as { user?: { pinLocked?: boolean } }).user?.pinLocked === true, 1_000);
    expect(took).toBeLessThan(1_000);
  }, 60_000);
});
