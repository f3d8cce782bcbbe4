import { EVENT_TYPES } from '@rr/contracts';
import { useIntl } from 'react-intl';

/** The `<option>`s of a race-style select (an event's type, a series' discipline), named in the tools' own texts. */
export function RaceStyleOptions() {
  const intl = useIntl();
  return (
    <>
      {EVENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {intl.formatMessage({ id: `eventTools.raceStyle.${type}` })}
        </option>
      ))}
    </>
  );
}
