import { TEST_IDENTITY_SECRET, verifyIdentity } from '@rr/server-kit';
import { describe, expect, it } from 'vitest';
import { httpInvoiceSources } from '../src/domain/invoice-sources.js';

/** The Canada invoice's sources over HTTP: identity's promoter, payouts' decisions, signed as the events service. */
describe('httpInvoiceSources', () => {
  const party = { _id: 'p-ca', name: 'Barrie Motocross Club', addressLine1: '1 Speedway Road', addressLine2: null, city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA' };
  const answers = new Map<string, () => Response>([
    ['http://identity.test/internal/promoters/p-ca/invoice-party', () => Response.json({ promoter: party })],
    ['http://identity.test/internal/promoters/gone/invoice-party', () => Response.json({ code: 'NOT_FOUND' }, { status: 404 })],
    ['http://payouts.test/internal/event-payouts/ev-1', () => Response.json({ eventId: 'ev-1', version: 3, decisions: [] })],
    ['http://payouts.test/internal/event-payouts/ev-down', () => new Response('', { status: 503 })],
    ['http://payouts.test/internal/event-payouts/ev-odd', () => Response.json({ eventId: 'ev-odd' })],
  ]);
  const seen: Array<{ url: string; token: string | null }> = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, token: new Headers(init?.headers).get('x-rr-identity') });
    const answer = answers.get(url);
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof fetch;
  const sources = httpInvoiceSources({ identityUrl: 'http://identity.test', payoutsUrl: 'http://payouts.test', secret: TEST_IDENTITY_SECRET, fetch: fakeFetch });

  it('asks identity for the promoter and payouts for the decisions, with a service token', async () => {
    expect(await sources.promoter('p-ca')).toEqual(party);
    expect(await sources.eventPayouts('ev-1')).toEqual({ eventId: 'ev-1', version: 3, decisions: [] });
    for (const call of seen) expect(await verifyIdentity(call.token!, TEST_IDENTITY_SECRET)).toMatchObject({ sub: 'events', typ: 'service' });
  });

  it('reads a 404 as none, and a service down or answering nonsense as 503 / 502', async () => {
    expect(await sources.promoter('gone')).toBeNull();
    await expect(sources.eventPayouts('ev-down')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(sources.eventPayouts('ev-unreachable')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(sources.eventPayouts('ev-odd')).rejects.toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  });
});
