import type { TillRider } from '@rr/contracts';
import { useIntl } from 'react-intl';
import { pinStatus } from '../lib/pin-status';

const PIN_TONE = { set: 'success', none: 'warning', locked: 'danger' } as const;

/** City, state and country of a rider ("Murrieta, CA, United States"), the country in the user's language. */
export function useRiderPlace(): (rider: Pick<TillRider, 'city' | 'state' | 'country'>) => string {
  const intl = useIntl();
  return (rider) => {
    const country = rider.country ? (intl.formatDisplayName(rider.country, { type: 'region' }) ?? rider.country) : '';
    return [rider.city, rider.state, country].filter(Boolean).join(', ');
  };
}

/** The rider's bikes as "2024 Make Model", one per line, or that none is registered. */
export function RiderBikes({ bikes, className }: { bikes: TillRider['bikes']; className?: string }) {
  const intl = useIntl();
  if (bikes.length === 0) return <p className={['rr-muted', className].filter(Boolean).join(' ')}>{intl.formatMessage({ id: 'dealer.rider.noBikes' })}</p>;
  return (
    <ul className={['dlr-bikes', className].filter(Boolean).join(' ')} aria-label={intl.formatMessage({ id: 'dealer.rider.bikes' })}>
      {bikes.map((bike, index) => (
        <li key={`${bike.year}-${bike.make}-${bike.model}-${index}`}>{`${bike.year} ${bike.make} ${bike.model}`}</li>
      ))}
    </ul>
  );
}

/** Whether the rider can confirm with a PIN: "PIN set", "No PIN yet — …" or "PIN locked — …" (spec §5). */
export function PinBadge({ rider }: { rider: Pick<TillRider, 'hasPin' | 'pinLocked'> }) {
  const intl = useIntl();
  const status = pinStatus(rider);
  return <span className={`rr-badge rr-badge--${PIN_TONE[status]} dlr-pin-badge`}>{intl.formatMessage({ id: `dealer.rider.pin.${status}` })}</span>;
}
