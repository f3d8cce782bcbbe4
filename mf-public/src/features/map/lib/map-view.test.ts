import { describe, expect, it } from 'vitest';
import { mapView } from './map-view';

describe('mapView (spec §9 maps)', () => {
  it('shows one place at zoom 10, however many events are there', () => {
    expect(mapView([{ latitude: 33.78, longitude: -117.22 }])).toEqual({ kind: 'point', center: [33.78, -117.22], zoom: 10 });
    expect(mapView([{ latitude: 33.78, longitude: -117.22 }, { latitude: 33.78, longitude: -117.22 }])).toMatchObject({ kind: 'point' });
  });

  it('fits several places with 50 px of padding', () => {
    expect(mapView([{ latitude: 33.78, longitude: -117.22 }, { latitude: 45.5, longitude: -73.56 }, { latitude: 40, longitude: -100 }])).toEqual({
      kind: 'bounds',
      bounds: [[33.78, -117.22], [45.5, -73.56]],
      padding: [50, 50],
    });
  });

  it('shows nothing without a valid place', () => {
    expect(mapView([])).toBeNull();
    expect(mapView([{ latitude: Number.NaN, longitude: 1 }, { latitude: 95, longitude: 0 }])).toBeNull();
  });
});
