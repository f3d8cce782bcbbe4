import { eventPayoutsAnswerSchema, type EventPayoutsAnswer } from '@rr/contracts';
import { invoicePartyAnswerSchema, type InvoiceParty } from '@rr/contracts/server';
import { serviceClient } from '@rr/server-kit';

/**
 * What a Canada invoice needs from the services that own it: who the promoter is (identity owns promoters:
 * `GET /internal/promoters/{id}/invoice-party`) and what the event's results paid (payouts owns the payout decisions:
 * `GET /internal/event-payouts/{eventId}`). Asked over HTTP with a service token; tests use the in-memory sources below.
 */
export interface InvoiceSources {
  /** The promoter's organisation name and postal address; null for an unknown promoter. */
  promoter(promoterId: string): Promise<InvoiceParty | null>;
  /** The payout decisions of the event's results and their version; null before payouts applied any results of it. */
  eventPayouts(eventId: string): Promise<EventPayoutsAnswer | null>;
}

/** The sources over HTTP (`IDENTITY_URL`, `PAYOUTS_URL`), signed as the events service. */
export function httpInvoiceSources(options: { identityUrl: string; payoutsUrl: string; secret: string; timeoutMs?: number; fetch?: typeof fetch }): InvoiceSources {
  const { identityUrl, payoutsUrl, ...common } = options;
  const identity = serviceClient({ caller: 'events', service: 'identity', baseUrl: identityUrl, ...common });
  const payouts = serviceClient({ caller: 'events', service: 'payouts', baseUrl: payoutsUrl, ...common });
  return {
    async promoter(promoterId) {
      const answer = await identity(`/internal/promoters/${encodeURIComponent(promoterId)}/invoice-party`, invoicePartyAnswerSchema);
      return answer?.promoter ?? null;
    },
    eventPayouts: (eventId) => payouts(`/internal/event-payouts/${encodeURIComponent(eventId)}`, eventPayoutsAnswerSchema),
  };
}

/** The same answers from maps held in memory (tests): promoters by id, payout answers by event id. */
export function memoryInvoiceSources(data: { promoters?: Map<string, InvoiceParty>; payouts?: Map<string, EventPayoutsAnswer> } = {}): InvoiceSources & {
  promoters: Map<string, InvoiceParty>;
  payouts: Map<string, EventPayoutsAnswer>;
} {
  const promoters = data.promoters ?? new Map<string, InvoiceParty>();
  const payouts = data.payouts ?? new Map<string, EventPayoutsAnswer>();
  return {
    promoters,
    payouts,
    promoter: async (promoterId) => promoters.get(promoterId) ?? null,
    eventPayouts: async (eventId) => payouts.get(eventId) ?? null,
  };
}
