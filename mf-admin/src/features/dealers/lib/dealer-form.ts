// The dealer form of the admin dealer page: values from a dealer, and the body sent. Pure.
import type { DealerAdminRecordInput, DealerView } from '@rr/contracts';
import { addressValues, type StreetAddressValues } from '@rr/ui/address-fields';

/** Every field of spec §3 "Dealer" as the form holds it (text inputs hold strings; `active` a checkbox). */
export interface DealerFormValues extends StreetAddressValues {
  name: string;
  dealerId: string;
  email: string;
  phone: string;
  websiteUrl: string;
  bio: string;
  /** The zone the dealer's times are shown in; '' follows the address. */
  timeZone: string;
  active: boolean;
}

/** Error codes of a failed save that belong to one input (shown there with the code's message). */
export const DEALER_CODE_FIELDS = { EMAIL_TAKEN: 'email', DEALER_NUMBER_TAKEN: 'dealerId' } as const;

/** A new dealer: active, in the US, on its address's clock. */
export function emptyDealer(country = 'US'): DealerFormValues {
  return { name: '', dealerId: '', email: '', ...addressValues({ country }), phone: '', websiteUrl: '', bio: '', timeZone: '', active: true };
}

/** The form's values for a saved dealer (missing values as empty inputs). */
export function dealerValues(dealer: DealerView): DealerFormValues {
  return {
    name: dealer.name,
    dealerId: dealer.dealerId ?? '',
    email: dealer.email,
    ...addressValues(dealer),
    phone: dealer.phone ?? '',
    websiteUrl: dealer.websiteUrl ?? '',
    bio: dealer.bio ?? '',
    timeZone: dealer.timeZoneFromAddress ? '' : dealer.timeZone,
    active: dealer.active,
  };
}

/**
 * `POST /api/admin/dealers` and `PUT /api/admin/dealer/{id}` body: trimmed, the e-mail lower-cased, the postal code
 * upper-cased; the optional texts are always sent, empty when cleared (the service stores them as missing); a blank
 * time zone follows the address.
 */
export function dealerBody(values: DealerFormValues): DealerAdminRecordInput {
  return {
    name: values.name.trim(),
    dealerId: values.dealerId.trim(),
    email: values.email.trim().toLowerCase(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    city: values.city.trim(),
    state: values.state.trim() || null,
    zipcode: values.zipcode.trim().toUpperCase(),
    country: values.country as DealerAdminRecordInput['country'],
    phone: values.phone.trim(),
    websiteUrl: values.websiteUrl.trim(),
    bio: values.bio.trim(),
    timeZone: values.timeZone as DealerAdminRecordInput['timeZone'],
    active: values.active,
  };
}

/** "City, ST, CA" of a dealer's address, leaving out what is missing. */
export function placeOf(dealer: Pick<DealerView, 'city' | 'state' | 'country'>): string {
  return [dealer.city, dealer.state, dealer.country].filter(Boolean).join(', ');
}
