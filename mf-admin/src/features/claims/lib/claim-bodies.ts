import type { AdminPayoutClaimInput, PayoutClaimUpdate } from '@rr/contracts';
import { centsOf } from '@rr/event-tools';

/** What the decision form holds: the amount as typed (dollars, "1,250.50"), how it pays, the note. */
export interface DecisionValues {
  amountCents: string;
  payoutType: string;
  note: string;
}

/** Money typed in units as cents; anything else is sent as typed for the contract to refuse with its message. */
export function typedCents(text: string): number | string | undefined {
  const clean = text.replace(/[\s,$]/g, '');
  return clean === '' ? undefined : (centsOf(clean) ?? text);
}

export function approvalBody(values: DecisionValues): PayoutClaimUpdate {
  return { action: 'approve', amountCents: typedCents(values.amountCents), payoutType: values.payoutType || undefined, note: values.note.trim() || undefined } as unknown as PayoutClaimUpdate;
}

export function rejectionBody(values: DecisionValues): PayoutClaimUpdate {
  return { action: 'reject', note: values.note.trim() } as PayoutClaimUpdate;
}

/** What the new-claim form holds (the rider is chosen with the picker). */
export interface NewClaimValues {
  riderId: string;
  eventId: string;
  className: string;
  place: string;
  vin: string;
  message: string;
}

export function newClaimBody(values: NewClaimValues): AdminPayoutClaimInput {
  const place = values.place.trim();
  return {
    riderId: values.riderId,
    eventId: values.eventId,
    className: values.className.trim(),
    place: (/^\d+$/.test(place) ? Number(place) : place === '' ? undefined : place) as number,
    vin: values.vin || undefined,
    message: values.message.trim() || undefined,
  };
}
