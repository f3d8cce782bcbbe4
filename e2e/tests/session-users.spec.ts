import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { verifyByApi } from './mail';
import { PASSWORD, registerByApi, uniqueEmail } from './support';

// The BFF keeps the users of signed-in sessions between requests (docs/accounts.md "Session validity"); on whatever
// stack this runs (the production-like one in CI: separate processes, Redis, BullMQ), a deactivation still ends the
// rider's session on the next request, and what staff change of a rider shows on the rider's next request.

/** Asks `/api/session` until `done` holds; the time that took, in ms (fails after a second and a half). */
async function timeUntil(rider: APIRequestContext, done: (body: { authenticated: boolean; problem?: string; user?: { fullName?: string } }) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const body = await (await rider.get('/api/session')).json();
    const took = performance.now() - started;
    if (done(body)) return took;
    expect(took, JSON.stringify(body)).toBeLessThan(1_500);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('staff’s change of a rider and a deactivation reach the rider’s signed-in session within a second', async ({ baseURL }) => {
  test.slow(); // a registration and a mailed code
  const email = uniqueEmail('kept-session');
  const rider = await requests.newContext({ baseURL });
  const admin = await requests.newContext({ baseURL });
  try {
    const { _id: riderId } = await registerByApi(rider, email);
    await verifyByApi(rider, email);
    expect((await (await rider.get('/api/session')).json()).user.fullName).toMatch(/^Erin Tester/);
    expect((await admin.post('/api/login', { data: { email: 'admin@example.com', password: PASSWORD } })).status()).toBe(200);

    const renamed = await admin.put(`/api/admin/rider/${riderId}`, { data: { firstName: 'Erin', lastName: 'Renamed' } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    expect(await timeUntil(rider, (body) => body.user?.fullName === 'Erin Renamed')).toBeLessThan(1_000);

    const off = await admin.put(`/api/admin/rider/${riderId}/activation`, { data: { deActivated: true } });
    expect(off.status(), await off.text()).toBe(200);
    expect(await timeUntil(rider, (body) => body.problem === 'DEACTIVATED')).toBeLessThan(1_000);
    expect((await rider.get('/api/rider/wallet')).status()).toBe(401);
  } finally {
    await rider.dispose();
    await admin.dispose();
  }
});
