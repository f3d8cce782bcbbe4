import { PROGRAMME_TIME_ZONE, isDealerTimeZone } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { useFormat, type DateInput } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

/**
 * The signed-in dealer's time zone (its session user's `timeZone`: its address's, or the one chosen on its profile).
 * Without one (an older session), the programme's zone (spec §5); either way every time shown names its zone.
 */
export function useDealerTimeZone(): string {
  const session = useAtomValue(sessionAtom);
  const zone = session?.authenticated ? session.user.timeZone : undefined;
  return isDealerTimeZone(zone) ? zone : PROGRAMME_TIME_ZONE;
}

/**
 * Dates and times as a dealer reads them: on the calendar and clock of its counter, each time with its zone named
 * ('6:20 AM EST'), so no one takes the programme's clock for their own.
 */
export function useDealerClock() {
  const timeZone = useDealerTimeZone();
  const format = useFormat();
  return useMemo(
    () => ({
      timeZone,
      date: (value: DateInput) => format.zonedDate(value, timeZone),
      time: (value: DateInput) => format.zonedTime(value, timeZone),
      dateTime: (value: DateInput) => `${format.zonedDate(value, timeZone)} ${format.zonedTime(value, timeZone)}`,
    }),
    [format, timeZone],
  );
}
