import { dealersLeanAnswerSchema, favouriteDealersAnswerSchema, type DealerFinderItem } from '@rr/contracts';
import { distanceMiles } from '@rr/server-kit/postal-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerAccount } from '../src/data-access/accounts-repository.js';
import type { IdentityDb } from '../src/data-access/database.js';
import { SEED_DEALERS } from '../src/seed/seed-data.js';
import { seedIdentity } from '../src/seed/seeder.js';
import { locateDealer } from '../src/domain/dealer-locations.js';
import { aRider, testPasswordHash } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Reference points of the programme's list (ZIP_REFERENCE) the dealers below are placed at. */
const TEMECULA = { latitude: 33.5206, longitude: -117.1256 };
const MURRIETA = { latitude: 33.5539, longitude: -117.2139 };
const CORONA = { latitude: 33.8753, longitude: -117.5664 };
const oneDecimal = (miles: number) => Math.round(miles * 10) / 10;

interface DealerSeed {
  id: string;
  name: string;
  zipcode: string;
  country: string;
  state?: string;
  active?: boolean;
  /** false: saved without its place (a dealer on file before places were kept). */
  placed?: boolean;
}

/** A dealer saved as the dealer records save one: its place from its postal code (`locateDealer`). */
async function aPlacedDealer(db: IdentityDb, seed: DealerSeed) {
  const place = seed.placed === false ? null : await locateDealer(db, seed);
  await createDealerAccount(
    db,
    { id: seed.id, email: `${seed.id}@test.example.com`, passwordHash: await testPasswordHash(), emailVerified: true },
    {
      name: seed.name,
      addressLine1: '1 Main St',
      city: 'Somewhere',
      state: seed.state ?? null,
      zipcode: seed.zipcode,
      country: seed.country,
      phone: '9515550100',
      websiteUrl: `https://${seed.id}.example.com`,
      active: seed.active ?? true,
      ...place,
    },
  );
}

describe('locateDealer: a dealer’s place from its postal code', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('dealer_locate');
  });
  afterAll(() => service.close());

  it('reads the programme’s own points first, by ZIP code (ZIP+4 too) or by a Canadian code’s FSA', async () => {
    expect(await locateDealer(service.db, { zipcode: '92591', country: 'US' })).toEqual(TEMECULA);
    expect(await locateDealer(service.db, { zipcode: '92562-1234', country: 'US' })).toEqual(MURRIETA);
    expect(await locateDealer(service.db, { zipcode: 'h7v 2t3', country: 'CA' })).toEqual({ latitude: 45.55, longitude: -73.73 });
  });

  it('places any other real code from the zipcodes registry', async () => {
    expect(await locateDealer(service.db, { zipcode: '90210', country: 'US' })).toEqual({ latitude: 34.0901, longitude: -118.4065 });
    expect(await locateDealer(service.db, { zipcode: 'M5V 3L9', country: 'CA' })).toEqual({ latitude: 43.6525, longitude: -79.3686 });
  });

  it('answers null for an unknown code, a code of another country, another country, or no code', async () => {
    expect(await locateDealer(service.db, { zipcode: '00000', country: 'US' })).toBeNull();
    expect(await locateDealer(service.db, { zipcode: 'M5V 3L9', country: 'US' })).toBeNull();
    expect(await locateDealer(service.db, { zipcode: 'SW1A 1AA', country: 'GB' })).toBeNull();
    expect(await locateDealer(service.db, { zipcode: null, country: 'US' })).toBeNull();
  });
});

describe('GET /api/dealers-lean: the dealer finder', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('dealer_finder');
    const dealers: DealerSeed[] = [
      { id: 'd-temecula', name: 'Demo Powersports', zipcode: '92591', country: 'US', state: 'CA' },
      { id: 'd-murrieta', name: 'Murrieta Moto', zipcode: '92562-1234', country: 'US', state: 'CA' },
      { id: 'd-corona', name: 'Corona Cycles', zipcode: '92879', country: 'US', state: 'CA' },
      { id: 'd-unplaced', name: 'Old Town Moto', zipcode: '92591', country: 'US', state: 'CA', placed: false },
      { id: 'd-phoenix', name: 'Desert Dirt Supply', zipcode: '85016', country: 'US', state: 'AZ', active: false },
      { id: 'd-austin', name: 'Lone Star Moto', zipcode: '78703', country: 'US', state: 'TX' },
      { id: 'd-laval', name: 'Moto Laurentides', zipcode: 'H7V 2T3', country: 'CA', state: 'QC' },
      { id: 'd-laval-2', name: 'Laval Sport', zipcode: 'h7v1a1', country: 'CA', state: 'QC' },
      { id: 'd-london', name: 'Thames Motorcycles', zipcode: 'SW1A 1AA', country: 'GB' },
    ];
    for (const dealer of dealers) await aPlacedDealer(service.db, dealer);
    await aRider(service.db, service.outbox, { id: 'r1' });
    await aRider(service.db, service.outbox, { id: 'r2' });
  });
  afterAll(() => service.close());

  const get = async (query = '', caller: Promise<[string, string]> = as('anonymous')) => service.request.get(`/api/dealers-lean${query}`).set(...(await caller));
  const ids = (res: { body: { dealers: Array<{ _id: string }> } }) => res.body.dealers.map((dealer) => dealer._id);
  const byId = (res: { body: { dealers: DealerFinderItem[] } }, id: string) => res.body.dealers.find((dealer) => dealer._id === id);

  it('lists every active dealer by name with its map point, without distances or favourites when nobody searches nearby', async () => {
    const res = await get();

    expect(res.status).toBe(200);
    const answer = dealersLeanAnswerSchema.parse(res.body);
    expect(ids(res)).toEqual(['d-corona', 'd-temecula', 'd-laval-2', 'd-austin', 'd-laval', 'd-murrieta', 'd-unplaced', 'd-london']);
    expect(byId(res, 'd-temecula')).toMatchObject({ latitude: TEMECULA.latitude, longitude: TEMECULA.longitude, zipcode: '92591', phone: '9515550100' });
    expect(byId(res, 'd-london')).toMatchObject({ latitude: null, longitude: null });
    for (const dealer of answer.dealers) {
      expect(dealer).not.toHaveProperty('distanceMiles');
      expect(dealer).not.toHaveProperty('favourite');
    }
  });

  it('Exact: the dealers at the code itself (its ZIP+4 forms, a Canadian code in any spacing, every code of an FSA)', async () => {
    const temecula = await get('?zipcode=92591&zipDistance=Exact');
    expect(temecula.status).toBe(200);
    // Nearest first: the dealer without a place has no distance and comes last.
    expect(ids(temecula)).toEqual(['d-temecula', 'd-unplaced']);
    expect(temecula.body.dealers.map((dealer: DealerFinderItem) => dealer.distanceMiles)).toEqual([0, null]);

    // No distance given is Exact.
    expect(ids(await get('?zipcode=92562'))).toEqual(['d-murrieta']);
    expect(ids(await get('?zipcode=92562-1234&zipDistance=exact'))).toEqual(['d-murrieta']);
    expect(ids(await get('?zipcode=H7V2T3'))).toEqual(['d-laval']);
    expect(ids(await get('?zipcode=h7v'))).toEqual(['d-laval-2', 'd-laval']);
    // A code nobody can place still finds the dealers at it, without distances.
    expect(ids(await get('?zipcode=00000'))).toEqual([]);
    const london = await get('?zipcode=SW1A%201AA');
    expect(ids(london)).toEqual(['d-london']);
    expect(london.body.dealers[0].distanceMiles).toBeNull();
  });

  it('a radius: the dealers within that many miles of the code’s centre, nearest first, with their distance', async () => {
    const near = await get('?zipcode=92591&zipDistance=25');
    expect(near.status).toBe(200);
    expect(ids(near)).toEqual(['d-temecula', 'd-murrieta', 'd-unplaced']);
    expect(near.body.dealers.map((dealer: DealerFinderItem) => dealer.distanceMiles)).toEqual([0, oneDecimal(distanceMiles(TEMECULA, MURRIETA)), null]);

    const wider = await get('?zipcode=92591&zipDistance=50');
    expect(ids(wider)).toEqual(['d-temecula', 'd-murrieta', 'd-corona', 'd-unplaced']);
    expect(byId(wider, 'd-corona')?.distanceMiles).toBe(oneDecimal(distanceMiles(TEMECULA, CORONA)));

    // From Corona's code (the registry is not needed: it is on the programme's list) the order turns round.
    expect(ids(await get('?zipcode=92879&zipDistance=50'))).toEqual(['d-corona', 'd-murrieta', 'd-temecula']);
    // From a code only the registry knows: Beverly Hills is about 50 miles from Corona, 78 from Murrieta, 83 from Temecula.
    expect(ids(await get('?zipcode=90210&zipDistance=100'))).toEqual(['d-corona', 'd-murrieta', 'd-temecula']);
  });

  it('combines the radius with the other filters', async () => {
    expect(ids(await get('?zipcode=92591&zipDistance=50&name=moto'))).toEqual(['d-murrieta', 'd-unplaced']);
    expect(ids(await get('?zipcode=92591&zipDistance=500&state=TX'))).toEqual([]);
    expect(ids(await get('?zipcode=H7V&zipDistance=25&country=ca'))).toEqual(['d-laval-2', 'd-laval']);
  });

  it('answers 400 UNKNOWN_ZIPCODE for a radius around a code it cannot place', async () => {
    for (const zipcode of ['00000', 'hello']) {
      const res = await get(`?zipcode=${zipcode}&zipDistance=25`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'UNKNOWN_ZIPCODE', message: 'Unknown zip code', details: { zipcode } });
    }
    // A real code only the registry knows is placed (no dealer near downtown Toronto here).
    const toronto = await get('?zipcode=M5V&zipDistance=25');
    expect(toronto.status).toBe(200);
    expect(ids(toronto)).toEqual([]);
  });

  it('refuses a distance that is not one of the spec’s, and a distance without a code', async () => {
    const odd = await get('?zipcode=92591&zipDistance=30');
    expect(odd.status).toBe(400);
    expect(odd.body.details.zipDistance.id).toBe('validation.choice.invalid');
    const alone = await get('?zipDistance=25');
    expect(alone.status).toBe(400);
    expect(alone.body.details.zipcode.id).toBe('validation.required');
  });

  it('gives the state choices of the chosen country and the country choices, whatever the name or postal code', async () => {
    const all = await get('?zipcode=92591&zipDistance=25');
    expect(all.body.distinctStates).toEqual(['CA', 'QC', 'TX']);
    expect(all.body.distinctCountry).toEqual(['CA', 'GB', 'US']);
    const canada = await get('?country=CA&name=laval');
    expect(ids(canada)).toEqual(['d-laval-2']);
    expect(canada.body.distinctStates).toEqual(['QC']);
    expect(canada.body.distinctCountry).toEqual(['CA', 'GB', 'US']);
  });

  it.each(['anonymous', 'rider', 'dealer', 'promoter'] as const)('never shows an inactive dealer or its state to a %s caller, near a code or not', async (typ) => {
    const caller = () => as(typ, typ === 'rider' ? 'r1' : `${typ}-1`);
    const res = await get('?zipcode=92591&zipDistance=500&active=false', caller());
    expect(res.status).toBe(200);
    expect(ids(res)).not.toContain('d-phoenix');
    expect(ids(res)).toEqual(['d-temecula', 'd-murrieta', 'd-corona', 'd-unplaced']);
    expect(res.body.distinctStates).not.toContain('AZ');
    expect(ids(await get('?zipcode=85016', caller()))).toEqual([]);
  });

  it('shows inactive dealers to an administrator, at their distance', async () => {
    const res = await get('?zipcode=92591&zipDistance=500', as('admin', 'a1'));
    expect(ids(res)).toEqual(['d-temecula', 'd-murrieta', 'd-corona', 'd-phoenix', 'd-unplaced']);
    expect(byId(res, 'd-phoenix')).toMatchObject({ active: false, distanceMiles: expect.closeTo(293.6, 1) });
    expect(res.body.distinctStates).toContain('AZ');
  });

  describe('favourite dealers', () => {
    const mark = async (dealerId: string, favourite: unknown, caller: Promise<[string, string]> = as('rider', 'r1')) =>
      service.request.put(`/api/rider/favourite-dealers/${dealerId}`).set(...(await caller)).send({ favourite });
    const mine = async (rider = 'r1') => {
      const res = await service.request.get('/api/rider/favourite-dealers').set(...(await as('rider', rider)));
      expect(res.status).toBe(200);
      return favouriteDealersAnswerSchema.parse(res.body).dealers.map((dealer) => dealer._id);
    };
    const favourites = (res: { body: { dealers: DealerFinderItem[] } }) => res.body.dealers.filter((dealer) => dealer.favourite).map((dealer) => dealer._id);

    it('marks a dealer once however often it is asked, and the finder shows the mark to that rider only', async () => {
      expect(await mine()).toEqual([]);
      expect((await mark('d-temecula', true)).body).toEqual({ favourite: true });
      expect((await mark('d-temecula', true)).body).toEqual({ favourite: true });
      expect((await mark('d-laval', true)).status).toBe(200);
      expect(await service.db.models.DealerFavourite.count({ where: { riderId: 'r1' } })).toBe(2);

      expect(await mine()).toEqual(['d-temecula', 'd-laval']);
      const listed = await get('', as('rider', 'r1'));
      expect(favourites(listed)).toEqual(['d-temecula', 'd-laval']);
      expect(byId(listed, 'd-corona')?.favourite).toBe(false);
      expect(favourites(await get('?zipcode=92591&zipDistance=25', as('rider', 'r1')))).toEqual(['d-temecula']);

      // Another rider's marks are their own; nobody else sees a mark at all.
      expect(await mine('r2')).toEqual([]);
      expect(favourites(await get('', as('rider', 'r2')))).toEqual([]);
      expect(byId(await get('', as('admin', 'a1')), 'd-temecula')).not.toHaveProperty('favourite');
    });

    it('unmarks, and unmarking what is not marked changes nothing', async () => {
      expect((await mark('d-laval', false)).body).toEqual({ favourite: false });
      expect((await mark('d-laval', false)).body).toEqual({ favourite: false });
      expect((await mark('d-laval', false, as('rider', 'r2'))).body).toEqual({ favourite: false });
      expect(await mine()).toEqual(['d-temecula']);
    });

    it('leaves out a favourite that stops taking part', async () => {
      expect((await mark('d-corona', true)).status).toBe(200);
      await service.db.models.Dealer.update({ active: false }, { where: { userId: 'd-corona' } });
      expect(await mine()).toEqual(['d-temecula']);
      await service.db.models.Dealer.update({ active: true }, { where: { userId: 'd-corona' } });
      expect(await mine()).toEqual(['d-corona', 'd-temecula']);
      await mark('d-corona', false);
    });

    it('refuses an inactive or unknown dealer and a body without a boolean', async () => {
      expect((await mark('d-phoenix', true)).status).toBe(404);
      expect((await mark('no-such-dealer', true)).status).toBe(404);
      expect((await mark('r2', true)).status).toBe(404);
      const bad = await mark('d-temecula', 'yes');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION');
      expect(await service.db.models.DealerFavourite.count({ where: { dealerId: 'd-phoenix' } })).toBe(0);
    });

    it.each(['anonymous', 'dealer', 'promoter', 'admin'] as const)('is a rider’s only: a %s caller is refused', async (typ) => {
      const caller = () => as(typ, typ === 'dealer' ? 'd-temecula' : `${typ}-1`);
      expect((await mark('d-temecula', true, caller())).status).toBe(403);
      expect((await service.request.get('/api/rider/favourite-dealers').set(...(await caller()))).status).toBe(403);
      expect(await service.db.models.DealerFavourite.count({ where: { dealerId: 'd-temecula' } })).toBe(1);
    });
  });
});

describe('seeded dealers', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('dealer_finder_seed');
    await seedIdentity(service.db, service.outbox);
  });
  afterAll(() => service.close());

  it('are placed from their postal codes, so each has a pin on the finder’s map', async () => {
    const rows = await service.db.models.Dealer.findAll({ order: [['userId', 'ASC']] });
    expect(rows).toHaveLength(SEED_DEALERS.length);
    for (const dealer of rows) {
      expect({ id: dealer.userId, placed: dealer.latitude !== null && dealer.longitude !== null }).toEqual({ id: dealer.userId, placed: true });
    }
    const demo = rows.find((dealer) => dealer.userId === 'dealer-demo');
    expect({ latitude: demo?.latitude, longitude: demo?.longitude }).toEqual(TEMECULA);
  });
});
