import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useSiteConfig } from '../../config';
import { mapView, type MapPoint } from '../lib/map-view';

export interface EventMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name. */
  label: string;
  /** The link text in each pin's popup (for the points that have a link). */
  openLabel: string;
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
 * chunk only where a page shows a map. Links in the popups are plain links (a full navigation of this site).
 */
export default function EventMap({ points, label, openLabel }: EventMapProps) {
  const host = useRef<HTMLDivElement>(null);
  // The tiles (OpenStreetMap by default, GET /api/config), or none: the pins on a plain background.
  const config = useSiteConfig();
  const tiles = config?.mapTiles ?? null;
  useEffect(() => {
    const element = host.current;
    const view = mapView(points);
    if (!element || !view) return;
    const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    for (const point of points) L.marker([point.latitude, point.longitude], { icon: PIN, title: point.title, alt: point.title }).bindPopup(popupOf(point, openLabel)).addTo(map);
    if (view.kind === 'point') map.setView(view.center, view.zoom);
    else map.fitBounds(view.bounds, { padding: view.padding });
    return () => {
      map.remove();
    };
  }, [points, tiles, openLabel]);
  return <div ref={host} className="pub-map" role="region" aria-label={label} data-testid="event-map" />;
}
