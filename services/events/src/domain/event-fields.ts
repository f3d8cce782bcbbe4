import type { EventInput } from '@rr/contracts';

/** An event's own fields as the input gives them, trimmed (the postal code upper-cased). */
export function eventFields(input: EventInput) {
  return {
    title: input.title.trim(),
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    venue: (input.venue ?? '').trim(),
    venueWebsite: (input.venueWebsite ?? '').trim(),
    city: input.city.trim(),
    state: (input.state ?? '').trim(),
    zipcode: input.zipcode.trim().toUpperCase(),
    country: input.country,
    currency: input.currency,
  };
}
