import { useIntl } from 'react-intl';
import { distanceIn, type DistanceUnit } from '../lib/postal-codes';

/**
 * How far a finder's result (an event, a dealer) lies from the searched postal code: "12 mi away", "19 km away" (the
 * unit of the searched code's country: `distanceUnitOf`), in the page's number format. Nothing without a distance.
 */
export function Distance({ miles, unit, className }: { miles: number | null | undefined; unit: DistanceUnit; className?: string }) {
  const intl = useIntl();
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  const { value, fractionDigits } = distanceIn(miles, unit);
  const distance = intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits });
  return <span className={className}>{intl.formatMessage({ id: 'public.search.distanceAway' }, { distance })}</span>;
}
