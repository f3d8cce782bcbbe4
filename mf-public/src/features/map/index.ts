export { MapPanel } from './components/map-panel';
export { mapView, type MapPoint } from './lib/map-view';
