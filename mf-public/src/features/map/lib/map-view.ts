/** A pin on a map: an event or a dealer, where it is, and where its link goes. */
export interface MapPoint {
  id: string;
  title: string;
  /** The line under the title: an event's dates, a dealer's address, as the page shows them. */
  detail: string;
  /** Where the popup's link goes (none: no link). */
  href?: string;
  latitude: number;
  longitude: number;
}

/** Spec §9: one point is shown at zoom 10; several are fitted into view with 50 px of padding. */
export const SINGLE_POINT_ZOOM = 10;
export const FIT_PADDING = 50;

export type MapView =
  | { kind: 'point'; center: [number, number]; zoom: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]]; padding: [number, number] };

/** How to frame the points; null when there is nothing to show. Points at the same place count as one. */
export function mapView(points: readonly Pick<MapPoint, 'latitude' | 'longitude'>[]): MapView | null {
  const valid = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180);
  if (valid.length === 0) return null;
  const lats = valid.map((p) => p.latitude);
  const lngs = valid.map((p) => p.longitude);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  if (south === north && west === east) return { kind: 'point', center: [south, west], zoom: SINGLE_POINT_ZOOM };
  return { kind: 'bounds', bounds: [[south, west], [north, east]], padding: [FIT_PADDING, FIT_PADDING] };
}
