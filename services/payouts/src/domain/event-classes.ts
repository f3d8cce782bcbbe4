import { claimClassChoices, eventClassSchema, type ClaimClassChoice } from '@rr/contracts';
import { serviceClient } from '@rr/server-kit';
import { z } from 'zod';

/**
 * What payouts asks the events service about an event's classes: a payout claim names a class of the event and a place
 * that class's payout table pays (spec §9 claims), and the events service owns the payout tables. It asks the event's
 * public read (`GET {EVENTS_URL}/api/event/{eventId}`: the event with its classes and places, what the event page
 * shows), so no other service's data is read behind its API. Tests use the in-memory source.
 */
export interface EventClassesSource {
  /** The classes a claim can name at the event (its paying classes and their places), or null when events does not know it. */
  classes(eventId: string): Promise<ClaimClassChoice[] | null>;
}

/** Only what the claims read of the event's answer (the rest of it may grow without breaking this). */
const eventClassesAnswerSchema = z.object({ event: z.object({ classes: z.array(eventClassSchema) }) });

/** Over HTTP, signed as the payouts service: every service route, a public read included, wants the BFF's or a service's token. */
export function httpEventClasses(options: { baseUrl: string; secret: string; timeoutMs?: number; fetch?: typeof fetch }): EventClassesSource {
  const events = serviceClient({ caller: 'payouts', service: 'events', ...options, timeoutMs: options.timeoutMs ?? 10_000 });
  return {
    async classes(eventId) {
      const answer = await events(`/api/event/${encodeURIComponent(eventId)}`, eventClassesAnswerSchema);
      return answer ? claimClassChoices(answer.event.classes) : null;
    },
  };
}

/** The events' payout tables in memory (tests): event id → its classes as the event page lists them. */
export function memoryEventClasses(
  initial: Record<string, Array<{ name: string; payoutType: 'cash' | 'dealerCredit' | 'noPayout'; places: number[] }>> = {},
): EventClassesSource & { events: Map<string, Array<{ name: string; payoutType: 'cash' | 'dealerCredit' | 'noPayout'; places: number[] }>> } {
  const events = new Map(Object.entries(initial));
  return {
    events,
    async classes(eventId) {
      const classes = events.get(eventId);
      return classes ? claimClassChoices(classes) : null;
    },
  };
}
