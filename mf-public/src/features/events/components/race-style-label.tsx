import { FormattedMessage } from 'react-intl';
import { raceStyle } from '../lib/race-style';

/** The translated race style of an event; an unknown stored type is shown as stored. */
export function RaceStyleLabel({ type }: { type: string | null | undefined }) {
  const style = raceStyle(type);
  if (style) return <FormattedMessage id={`public.raceStyle.${style}`} />;
  return <>{type ?? ''}</>;
}
