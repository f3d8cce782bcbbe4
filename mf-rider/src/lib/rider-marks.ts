import type { RiderEventsAnswer } from '@rr/contracts';

/** The rider's own marks on the programme's events and series, from `GET /api/rider/events`. */
export interface RiderMarks {
  /** The answer has arrived (before it, no mark is shown rather than a wrong "not a favourite"). */
  loaded: boolean;
  favouriteEvents: ReadonlySet<string>;
  racedEvents: ReadonlySet<string>;
  favouriteSeries: ReadonlySet<string>;
  /** Series of the events the rider raced. */
  racedSeries: ReadonlySet<string>;
}

/** The marks of the rider's answer (or none yet). */
export function riderMarks(answer: RiderEventsAnswer | undefined): RiderMarks {
  const events = answer?.events ?? [];
  return {
    loaded: answer !== undefined,
    favouriteEvents: new Set(events.filter((event) => event.favourite).map((event) => event._id)),
    racedEvents: new Set(events.filter((event) => event.raced).map((event) => event._id)),
    favouriteSeries: new Set((answer?.favouriteSeries ?? []).map((series) => series._id)),
    racedSeries: new Set(events.flatMap((event) => (event.raced && event.series ? [event.series._id] : []))),
  };
}
