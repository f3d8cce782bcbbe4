import { describe, expect, it } from 'vitest';
import { ZIP_REFERENCE, addressPostalCode, boundingBox, distanceMiles, lookupPostalCode, lookupPostalTown, parsePostalCode, townOfPlace } from '../src/postal-codes.js';

describe('parsePostalCode', () => {
  it('reads a US ZIP code, with or without its +4', () => {
    expect(parsePostalCode('92570')).toEqual({ country: 'US', key: '92570', full: '92570' });
    expect(parsePostalCode(' 92570-1234 ')).toEqual({ country: 'US', key: '92570', full: '92570' });
    expect(parsePostalCode('925701234')).toEqual({ country: 'US', key: '92570', full: '92570' });
  });

  it('reads a Canadian postal code in any case and spacing, or its FSA alone', () => {
    expect(parsePostalCode('h2y1c6')).toEqual({ country: 'CA', key: 'H2Y', full: 'H2Y 1C6' });
    expect(parsePostalCode('H2Y  1C6')).toEqual({ country: 'CA', key: 'H2Y', full: 'H2Y 1C6' });
    expect(parsePostalCode('m5v')).toEqual({ country: 'CA', key: 'M5V', full: null });
  });

  it('answers null for anything else', () => {
    for (const text of ['', '9257', '925701', 'SW1A 1AA', 'H2Y 1C', '12345-12', 'hello']) expect(parsePostalCode(text)).toBeNull();
  });
});

describe('addressPostalCode', () => {
  it('reads the code of a US or Canadian address when it is one of that country’s', () => {
    expect(addressPostalCode('92591', 'US')?.key).toBe('92591');
    expect(addressPostalCode('H7V 2T3', 'CA')?.key).toBe('H7V');
    expect(addressPostalCode('H7V 2T3', 'US')).toBeNull();
    expect(addressPostalCode('92591', 'CA')).toBeNull();
    expect(addressPostalCode('SW1A 1AA', 'GB')).toBeNull();
    expect(addressPostalCode('75001', 'FR')).toBeNull();
    expect(addressPostalCode(null, 'US')).toBeNull();
    expect(addressPostalCode('92591', null)).toBeNull();
  });
});

describe('distances', () => {
  const temecula = { latitude: 33.5206, longitude: -117.1256 };
  const corona = { latitude: 33.8753, longitude: -117.5664 };

  it('measures great-circle miles, the same both ways, zero to itself', () => {
    expect(distanceMiles(temecula, corona)).toBeCloseTo(35.25, 1);
    expect(distanceMiles(corona, temecula)).toBeCloseTo(distanceMiles(temecula, corona), 10);
    expect(distanceMiles(temecula, temecula)).toBe(0);
    // A quarter of the way round the earth.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo((Math.PI / 2) * 3958.8, 6);
  });

  it('boxes every point within the radius, and clamps the box at the pole and the date line', () => {
    const box = boundingBox(temecula, 50);
    expect(box.minLatitude).toBeLessThan(corona.latitude);
    expect(box.maxLatitude).toBeGreaterThan(corona.latitude);
    expect(box.minLongitude).toBeLessThan(corona.longitude);
    for (const [latitude, longitude] of [[box.maxLatitude, temecula.longitude], [temecula.latitude, box.maxLongitude]] as const) {
      expect(distanceMiles(temecula, { latitude, longitude })).toBeGreaterThanOrEqual(49.9);
    }
    expect(boundingBox({ latitude: 89.9, longitude: 179.9 }, 500)).toMatchObject({ maxLatitude: 90, maxLongitude: 180 });
  });
});

describe('the programme’s reference points and the registry', () => {
  it('lists each code once, as a ZIP code or an FSA of its country, with coordinates in North America', () => {
    const codes = ZIP_REFERENCE.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, country, , latitude, longitude] of ZIP_REFERENCE) {
      expect(parsePostalCode(code)).toMatchObject({ country, key: code });
      expect(latitude).toBeGreaterThan(24);
      expect(latitude).toBeLessThan(60);
      expect(longitude).toBeGreaterThan(-130);
      expect(longitude).toBeLessThan(-60);
    }
  });

  it('places a real US ZIP code or Canadian FSA from the zipcodes registry, and nothing else', async () => {
    expect(await lookupPostalCode('90210')).toEqual({ latitude: 34.0901, longitude: -118.4065 });
    expect(await lookupPostalCode('M5V')).toEqual({ latitude: 43.6525, longitude: -79.3686 });
    expect(await lookupPostalCode('00000')).toBeNull();
  });
});

describe('the town of a postal code', () => {
  it('reads the reference table’s place and the registry’s US towns, never its Canadian neighbourhood lists', async () => {
    expect(townOfPlace('Perris, CA')).toBe('Perris');
    expect(townOfPlace('Lake Havasu City, AZ')).toBe('Lake Havasu City');
    expect(townOfPlace('Montréal')).toBe('Montréal');
    expect(await lookupPostalTown('92570')).toBe('Perris');
    expect(await lookupPostalTown('M5V')).toBeNull();
    expect(await lookupPostalTown('00000')).toBeNull();
  });
});
