/** The events of a Leaflet tile layer the map listens to (a `TileLayer`, or anything that fires the same). */
export interface TileEvents {
  on(type: 'tileload' | 'tileerror', listener: () => void): unknown;
}

/**
 * Follows whether a tile layer shows anything: `onFailed(true)` when a tile fails while none has loaded (the tile
 * server is unreachable, or refuses this site), `onFailed(false)` once one loads. A few missing tiles among loaded
 * ones are the tile server's business, not a blank map.
 */
export function watchTiles(layer: TileEvents, onFailed: (failed: boolean) => void): void {
  let loaded = 0;
  layer.on('tileload', () => {
    loaded += 1;
    onFailed(false);
  });
  layer.on('tileerror', () => {
    if (loaded === 0) onFailed(true);
  });
}
