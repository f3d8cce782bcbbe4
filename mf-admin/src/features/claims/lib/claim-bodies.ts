import { type AdminPayoutClaimInput, type PayoutClaimUpdate } from '@rr/contracts';
import { moneyInputValue } from '@rr/contracts/money-input';

/** What the decision form holds: the amount as typed (dollars, "1,250.50"), how it pays, the note. */
export interface DecisionValues {
  amountCents: string;
  payoutType: string;
  note: string;
}

/** The approval, the amount read as `locale` writes numbers (`parseMoneyInput`). */
export function approvalBody(values: DecisionValues, locale = 'en'): PayoutClaimUpdate {
  return { action: 'approve', amountCents: moneyInputValue(values.amountCents, locale), payoutType: values.payoutType || undefined, note: values.note.trim() || undefined } as unknown as PayoutClaimUpdate;
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
