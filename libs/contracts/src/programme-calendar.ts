// The programme's calendar (spec §5: dates are those of America/Los_Angeles), in a module of its own so a page that
// only needs today's date (@rr/contracts/programme-calendar) does not load the schemas.

/** The programme's own zone: its calendar's, and the zone of a dealer whose address says nothing better. */
export const PROGRAMME_TIME_ZONE = 'America/Los_Angeles';

// en-CA writes YYYY-MM-DD.
const programmeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The programme day (YYYY-MM-DD) of an instant: its date in America/Los_Angeles (an expiry at 02:00 UTC is the day before). */
export function programmeDay(at: Date | string | number): string {
  return programmeDayFormat.format(at instanceof Date ? at : new Date(at));
}

/** Today on the programme's calendar, YYYY-MM-DD: an event is upcoming until its last day is over there. */
export function programmeToday(now: Date = new Date()): string {
  return programmeDay(now);
}
