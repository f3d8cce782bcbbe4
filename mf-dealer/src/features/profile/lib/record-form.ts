import type { DealerOwnRecordInput, DealerView } from '@rr/contracts';
import { addressValues, type StreetAddressValues } from '@rr/ui/address-fields';

/** The dealer's own record as the form holds it (spec §3 "Dealer"): every field as text. */
export interface RecordValues extends StreetAddressValues {
  name: string;
  phone: string;
  websiteUrl: string;
  bio: string;
  /** The zone chosen for the dealer's times; '' follows the address. */
  timeZone: string;
}

export const RECORD_FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode', 'country', 'phone', 'websiteUrl', 'bio', 'timeZone'] as const satisfies readonly (keyof RecordValues)[];

/** The form's values from the record the API answered (missing fields empty; the country defaults to the US). */
export function recordValues(dealer: DealerView): RecordValues {
  return {
    name: dealer.name ?? '',
    ...addressValues(dealer),
    phone: dealer.phone ?? '',
    websiteUrl: dealer.websiteUrl ?? '',
    bio: dealer.bio ?? '',
    timeZone: dealer.timeZoneFromAddress ? '' : dealer.timeZone,
  };
}

/**
 * `PUT /api/dealer/dealer/{id}` body (`dealerOwnRecordSchema`): text trimmed; the optional fields are always sent, so
 * one emptied here is cleared (the service reads a blank optional field as none, and a missing one as unchanged); a
 * blank time zone follows the address again.
 */
export function recordBody(values: RecordValues): DealerOwnRecordInput {
  return {
    name: values.name.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipcode: values.zipcode.trim(),
    country: values.country as DealerOwnRecordInput['country'],
    phone: values.phone.trim(),
    websiteUrl: values.websiteUrl.trim(),
    bio: values.bio.trim(),
    timeZone: values.timeZone as DealerOwnRecordInput['timeZone'],
  };
}

/** Whether the form differs from what is saved (compared as they would be sent). */
export function recordChanged(saved: RecordValues, values: RecordValues): boolean {
  const a = recordBody(saved);
  const b = recordBody(values);
  return RECORD_FIELDS.some((key) => a[key] !== b[key]);
}
