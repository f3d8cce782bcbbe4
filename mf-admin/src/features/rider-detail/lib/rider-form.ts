// The admin rider page's forms: every field of a rider as the inputs hold it, and the bodies sent —
// the record's edit (`riderProfileInputSchema`, staff also change the e-mail and pro) and a new rider
// (`adminRiderCreateSchema`, the registration's fields). Pure.
import { SOCIAL_NETWORKS, normaliseVinInput, riderContactBody, riderContactValues, riderSocialValues, type AdminRiderCreateInput, type Locale, type RiderContactValues, type RiderPersonInputs, type RiderProfileInput, type RiderViewBody, type SocialNetwork } from '@rr/contracts';

/** Every field of spec §3 "Rider" that staff edit, as text inputs hold them (`pro` a checkbox). */
export type RiderFormValues = RiderContactValues & { email: string; bio: string; pro: boolean } & Record<SocialNetwork, string>;

/** Error codes of a failed save that belong to one input. */
export const RIDER_CODE_FIELDS = { EMAIL_TAKEN: 'email' } as const;
export const CREATE_CODE_FIELDS = { EMAIL_TAKEN: 'email', VIN_TAKEN: 'vin' } as const;
export const BIKE_CODE_FIELDS = { VIN_TAKEN: 'vin' } as const;

const text = (value: string | null | undefined): string => value ?? '';

export function riderFormValues(rider: RiderViewBody): RiderFormValues {
  return {
    ...riderContactValues(rider),
    email: rider.email,
    bio: text(rider.bio),
    pro: rider.pro,
    ...riderSocialValues(rider),
  };
}

/**
 * `PUT /api/admin/rider/{riderId}`: every field (a blank optional one clears it); the e-mail trimmed and lower-cased,
 * the postal code in capitals. The service checks and stores it as the rider's own saves.
 */
export function riderFormBody(values: RiderFormValues): RiderProfileInput {
  return {
    ...riderContactBody(values),
    email: values.email.trim().toLowerCase(),
    zipcode: values.zipcode.trim().toUpperCase(),
    bio: values.bio,
    pro: values.pro,
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[network]])) as Record<SocialNetwork, string>),
  };
}

/** A new rider's inputs: the registration's fields, the first bike (all blank: none) and the language of the invitation. */
export interface CreateRiderValues extends RiderPersonInputs {
  locale: string;
}

/** An empty create form: US address, amateur, the invitation in `locale` (the administrator's language by default). */
export function emptyCreateRider(locale: Locale, country = 'US'): CreateRiderValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone1: '',
    phone2: '',
    dateOfBirth: '',
    sex: '',
    pro: false,
    racingType: '',
    amaNumber: '',
    country,
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    zipcode: '',
    bikeYear: '',
    bikeMake: '',
    bikeModel: '',
    vin: '',
    locale,
  };
}

/** `POST /api/admin/riders`: trimmed, the e-mail lower-cased, the postal code and VIN in capitals; a blank bike is no bike. */
export function createRiderBody(values: CreateRiderValues): AdminRiderCreateInput {
  const bike = [values.bikeYear, values.bikeMake, values.bikeModel, values.vin].some((value) => value.trim() !== '');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    phone1: values.phone1.trim(),
    phone2: values.phone2.trim(),
    dateOfBirth: values.dateOfBirth,
    sex: values.sex as AdminRiderCreateInput['sex'],
    pro: values.pro,
    racingType: values.racingType as AdminRiderCreateInput['racingType'],
    amaNumber: values.amaNumber.trim(),
    country: values.country as AdminRiderCreateInput['country'],
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    city: values.city.trim(),
    state: values.state.trim() || null,
    zipcode: values.zipcode.trim().toUpperCase(),
    ...(bike ? { bikeYear: values.bikeYear.trim(), bikeMake: values.bikeMake.trim(), bikeModel: values.bikeModel.trim(), vin: normaliseVinInput(values.vin) } : {}),
    locale: values.locale as Locale,
  };
}

/** The add-bike form: its inputs, body and the VIN input's normalising are the contracts' (rider-form.ts). */
export { EMPTY_BIKE_VALUES as EMPTY_BIKE, bikeFormBody as bikeBody, normaliseVinInput, type BikeFormValues as BikeValues } from '@rr/contracts';
