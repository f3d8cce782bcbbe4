import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../config';
import { mapView, type MapPoint } from '../lib/map-view';
import { watchTiles } from '../lib/tile-status';

export interface EventMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name. */
  label: string;
  /** The link text in each pin's popup (for the points that have a link). */
  openLabel: string;
  /** What the map says when it has no background: no tiles configured, or none could be loaded. */
  noTilesLabel: string;
}

/** A pin drawn in CSS (no marker images to fetch or to allow in the CSP). */
const PIN = L.divIcon({ className: 'pub-map-pin', html: '<span class="pub-map-pin__dot"></span>', iconSize: [22, 22], iconAnchor: [11, 22], popupAnchor: [0, -20] });

/** A popup's content built as DOM nodes, so a title is text, never HTML. */
function popupOf(point: MapPoint, openLabel: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pub-map-popup';
  const title = document.createElement('strong');
  title.textContent = point.title;
  const detail = document.createElement('span');
  detail.textContent = point.detail;
  box.append(title, detail);
  if (point.href) {
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = openLabel;
    box.append(link);
  }
  return box;
}

/**
 * A Leaflet map of events or dealers (spec §9: one place at zoom 10, several fitted with 50 px of padding), loaded in its own
 * chunk only where a page shows a map. Links in the popups are plain links (a full navigation of this site). Without a
 * background (no tile server configured, or none of its tiles loads) the pins stay, and a notice says why the map is
 * plain instead of leaving it blank.
 */
export default function EventMap({ points, label, openLabel, noTilesLabel }: EventMapProps) {
  const host = useRef<HTMLDivElement>(null);
  // The tiles (MAP_TILE_URL, GET /api/config), or none: the pins on a plain background.
  const config = useSiteConfig();
  const tiles = config?.mapTiles ?? null;
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    const element = host.current;
    const view = mapView(points);
    if (!element || !view) return;
    const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
    if (tiles) {
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 });
      watchTiles(layer, setTilesFailed);
      layer.addTo(map);
    }
    for (const point of points) L.marker([point.latitude, point.longitude], { icon: PIN, title: point.title, alt: point.title }).bindPopup(popupOf(point, openLabel)).addTo(map);
    if (view.kind === 'point') map.setView(view.center, view.zoom);
    else map.fitBounds(view.bounds, { padding: view.padding });
    return () => {
      map.remove();
    };
  }, [points, tiles, openLabel]);
  // Once the config is known: no tiles configured, or the configured ones do not load.
  const plain = config !== null && (tiles === null || tilesFailed);
  return (
    <div className="pub-map-frame">
      <div ref={host} className="pub-map" role="region" aria-label={label} data-testid="event-map" />
      {plain ? (
        <p className="pub-map-notice" role="status">
          {noTilesLabel}
        </p>
      ) : null}
    </div>
  );
}
