import type { PayoutClaimInput } from '@rr/contracts';

/** What the claim form holds: text as typed (the place too), turned into the contract's body on submit. */
export interface ClaimValues {
  eventId: string;
  className: string;
  place: string;
  vin: string;
  message: string;
}

export const EMPTY_CLAIM: ClaimValues = { eventId: '', className: '', place: '', vin: '', message: '' };

/** The body sent: trimmed text, the place as a number when it is one (else as typed, so the schema says what is wrong). */
export function claimBody(values: ClaimValues): PayoutClaimInput {
  const place = values.place.trim();
  return {
    eventId: values.eventId,
    className: values.className.trim(),
    place: (/^\d+$/.test(place) ? Number(place) : place === '' ? undefined : place) as number,
    vin: values.vin || undefined,
    message: values.message.trim() || undefined,
  };
}
