import { PageLoading } from '@rr/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { mapView, type MapPoint } from '../lib/map-view';

// Leaflet, its CSS and the tile settings come in their own chunk, fetched only when a map is shown (spec §7 "Map data
// loads lazily"): nothing of it, and no tile, is requested before someone asks for the map.
const EventMap = lazy(() => import('./event-map'));

/**
 * A map of events or dealers in a box of fixed height (the page does not move when the map arrives); nothing without a
 * place. `openLabelId` is the text of each popup's link (an event's page by default).
 */
export function MapPanel({ points, labelId, openLabelId = 'public.map.open' }: { points: readonly MapPoint[]; labelId: string; openLabelId?: string }) {
  const intl = useIntl();
  if (!mapView(points)) return null;
  return (
    <div className="pub-map-box">
      <Suspense fallback={<PageLoading />}>
        <EventMap
          points={points}
          label={intl.formatMessage({ id: labelId })}
          openLabel={intl.formatMessage({ id: openLabelId })}
          noTilesLabel={intl.formatMessage({ id: 'public.map.noTiles' })}
        />
      </Suspense>
    </div>
  );
}
