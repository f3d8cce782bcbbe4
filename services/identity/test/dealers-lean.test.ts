import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

describe('GET /api/dealers-lean', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('dealers');
    await aDealer(service.db, { id: 'd-austin', name: 'Lone Star Moto', state: 'TX', country: 'US' });
    await aDealer(service.db, { id: 'd-ocala', name: 'Sunshine Cycles', state: 'FL', country: 'US' });
    await aDealer(service.db, { id: 'd-phoenix', name: 'Desert Dirt Supply', state: 'AZ', country: 'US', active: false });
    await aDealer(service.db, { id: 'd-toronto', name: 'Lakeshore Moto', state: 'ON', country: 'CA' });
  });
  afterAll(() => service.close());

  const get = async (query = '', caller: Promise<[string, string]> = as('anonymous')) =>
    service.request.get(`/api/dealers-lean${query}`).set(...(await caller));
  const dealerIds = (res: { body: { dealers: Array<{ _id: string }> } }) => res.body.dealers.map((d) => d._id);

  it('lists every dealer by name to an administrator, with the finder choices', async () => {
    const res = await get('', as('admin', 'a1'));

    expect(res.status).toBe(200);
    expect(res.body.dealers.map((d: { _id: string }) => d._id)).toEqual(['d-phoenix', 'd-toronto', 'd-austin', 'd-ocala']);
    expect(res.body.distinctStates).toEqual(['AZ', 'FL', 'ON', 'TX']);
    expect(res.body.distinctCountry).toEqual(['CA', 'US']);
    expect(res.body.dealers[0]).toEqual({
      _id: 'd-phoenix',
      name: 'Desert Dirt Supply',
      dealerId: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: 'AZ',
      zipcode: null,
      country: 'US',
      phone: null,
      websiteUrl: null,
      active: false,
      latitude: null,
      longitude: null,
    });
  });

  it('is public, and lists only active dealers to everyone but administrators', async () => {
    const res = await get();

    expect(res.status).toBe(200);
    expect(dealerIds(res)).toEqual(['d-toronto', 'd-austin', 'd-ocala']);
    expect(res.body.distinctStates).toEqual(['FL', 'ON', 'TX']);
  });

  it.each(['anonymous', 'rider', 'dealer', 'promoter'] as const)('never shows an inactive dealer (or its state) to a %s caller, whatever active asks', async (typ) => {
    const caller = () => as(typ, `${typ}-1`);
    const inactiveOnly = await get('?active=false', caller());
    expect(inactiveOnly.status).toBe(200);
    expect(dealerIds(inactiveOnly)).toEqual(['d-toronto', 'd-austin', 'd-ocala']);
    expect(inactiveOnly.body.distinctStates).not.toContain('AZ');
    expect(dealerIds(await get('?active=false&state=AZ', caller()))).toEqual([]);
  });

  it('lets an administrator list the inactive dealers only', async () => {
    const res = await get('?active=false', as('admin', 'a1'));
    expect(dealerIds(res)).toEqual(['d-phoenix']);
    expect(res.body.distinctStates).toEqual(['AZ']);
  });

  it('filters on active, and the choices follow it', async () => {
    const res = await get('?active=true');

    expect(res.body.dealers.map((d: { _id: string }) => d._id)).toEqual(['d-toronto', 'd-austin', 'd-ocala']);
    expect(res.body.distinctStates).toEqual(['FL', 'ON', 'TX']);
  });

  it('filters on country (any case); the state choices follow the country', async () => {
    const res = await get('?country=us&active=true');

    expect(res.body.dealers.map((d: { _id: string }) => d._id)).toEqual(['d-austin', 'd-ocala']);
    expect(res.body.distinctStates).toEqual(['FL', 'TX']);
    expect(res.body.distinctCountry).toEqual(['CA', 'US']);
  });

  it('filters on state and on part of the name', async () => {
    expect((await get('?state=FL')).body.dealers.map((d: { _id: string }) => d._id)).toEqual(['d-ocala']);
    expect((await get('?name=moto')).body.dealers.map((d: { _id: string }) => d._id)).toEqual(['d-toronto', 'd-austin']);
  });

  it('refuses an active flag that is not true or false', async () => {
    expect((await get('?active=yes')).status).toBe(400);
  });
});
