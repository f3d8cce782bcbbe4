import { describe, expect, it } from 'vitest';
import { verifyIdentity } from '@rr/server-kit';
import { aPayoutClass, lorettaQualifier } from '@rr/contracts/testing';
import { httpEventClasses } from '../src/domain/event-classes.js';

const secret = 'test-secret-test-secret-test-secret-0001';

/** The classes a payout claim can name come from the events service's event read, over HTTP. */
describe('the events service’s payout tables', () => {
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const event = lorettaQualifier([aPayoutClass('c1', '250 B', 'cash', [8_000, 6_000]), aPayoutClass('c2', 'Vet', 'dealerCredit', [5_000]), aPayoutClass('c3', 'Mini', 'noPayout', [])]);

  it('reads GET /api/event/{id} as the payouts service and keeps the paying classes, each with what its places pay', async () => {
    const asked: string[] = [];
    const tokens: string[] = [];
    const source = httpEventClasses({
      baseUrl: 'http://events.test:4102',
      secret,
      fetch: (async (url: URL, init: RequestInit = {}) => {
        asked.push(String(url));
        tokens.push(String((init.headers as Record<string, string>)['x-rr-identity']));
        return answer(200, event)();
      }) as typeof fetch,
    });
    expect(await source.classes('e 1')).toEqual([
      { name: '250 B', payoutType: 'cash', places: [8_000, 6_000] },
      { name: 'Vet', payoutType: 'credit', places: [5_000] },
    ]);
    expect(asked).toEqual(['http://events.test:4102/api/event/e%201']);
    // The events service answers no call without a token, a public read included.
    expect(await verifyIdentity(tokens[0]!, secret)).toMatchObject({ sub: 'payouts', typ: 'service' });
  });

  it('answers null for an event the service does not know, and a clear 502/503 when it cannot say', async () => {
    expect(await httpEventClasses({ baseUrl: 'http://events.test', secret, fetch: answer(404, { message: 'Event not found' }) as typeof fetch }).classes('e9')).toBeNull();
    await expect(httpEventClasses({ baseUrl: 'http://events.test', secret, fetch: answer(500, {}) as typeof fetch }).classes('e1')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(httpEventClasses({ baseUrl: 'http://events.test', secret, fetch: answer(200, { event: { classes: 'none' } }) as typeof fetch }).classes('e1')).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(httpEventClasses({ baseUrl: 'http://events.test', secret, fetch: down }).classes('e1')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
