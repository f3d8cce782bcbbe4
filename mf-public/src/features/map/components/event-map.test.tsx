// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient, queryKeys } from '@rr/api-client';
import { act, cleanup, render, screen } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTiles } from '../lib/tile-status';
import EventMap from './event-map';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NOTICE = 'Map background unavailable: the pins still show where each place is.';
const points = [
  { id: 'a', title: 'Perris Half-Mile', detail: 'May 10', latitude: 33.78, longitude: -117.23 },
  { id: 'b', title: 'Costa Mesa TT', detail: 'May 17', latitude: 33.68, longitude: -117.91 },
];

/** The map with GET /api/config already answered with these tiles. */
function showMap(mapTiles: { url: string; attribution: string } | null) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.config.site(), { brandName: 'Race Rewards', recaptchaSiteKey: null, oidcEnabled: false, registrationEnabled: true, mapTiles });
  return render(
    <QueryClientProvider client={client}>
      <EventMap points={points} label="Map of the events" openLabel="See the event" noTilesLabel={NOTICE} />
    </QueryClientProvider>,
  );
}

describe('the map’s background', () => {
  it('says so when no tile server is configured, and keeps the pins', () => {
    showMap(null);
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    expect(screen.getByRole('region', { name: 'Map of the events' }).querySelectorAll('.pub-map-pin')).toHaveLength(2);
  });

  it('says so when the tile server cannot be reached, and takes it back once a tile loads', () => {
    const layers: L.TileLayer[] = [];
    const original = L.tileLayer;
    vi.spyOn(L, 'tileLayer').mockImplementation((url, options) => {
      const layer = original(url, options);
      layers.push(layer);
      return layer;
    });
    showMap({ url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    expect(layers).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      layers[0]!.fire('tileerror');
    });
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    act(() => {
      layers[0]!.fire('tileload');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('watchTiles', () => {
  it('calls a layer failed only while none of its tiles has loaded', () => {
    const layer = L.tileLayer('https://tiles.example.test/{z}/{x}/{y}.png');
    const seen: boolean[] = [];
    watchTiles(layer, (failed) => seen.push(failed));
    layer.fire('tileerror');
    layer.fire('tileload');
    layer.fire('tileerror');
    expect(seen).toEqual([true, false]);
  });
});
