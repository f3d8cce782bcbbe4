import { SOCIAL_NETWORKS, type BikeInput, type RiderBike, type RiderProfileInput, type RiderViewBody, type SocialNetwork } from './rider-profile';

/**
 * What the rider forms hold and send, shared by the rider's own profile (mf-rider) and the programme team's rider page
 * (mf-admin): the contact fields as text inputs hold them, and a bike. Pure; the service checks the body again.
 */

/** The contact fields (spec §3 identity, contact, address, personal and racing) as their inputs hold them. */
export type RiderContactValues = {
  firstName: string;
  lastName: string;
  phone1: string;
  phone2: string;
  country: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipcode: string;
  sex: string;
  dateOfBirth: string;
  racingType: string;
  amaNumber: string;
  hometown: string;
};

const text = (value: string | null | undefined): string => value ?? '';

export function riderContactValues(rider: RiderViewBody): RiderContactValues {
  return {
    firstName: rider.firstName,
    lastName: rider.lastName,
    phone1: text(rider.phone1),
    phone2: text(rider.phone2),
    country: rider.country,
    addressLine1: text(rider.addressLine1),
    addressLine2: text(rider.addressLine2),
    city: text(rider.city),
    state: text(rider.state),
    zipcode: text(rider.zipcode),
    sex: text(rider.sex),
    dateOfBirth: text(rider.dateOfBirth).slice(0, 10),
    racingType: text(rider.racingType),
    amaNumber: text(rider.amaNumber),
    hometown: text(rider.hometown),
  };
}

/** The contact fields' part of `PUT /api/{role}/rider/{riderId}`: every key (a blank optional field clears it). */
export function riderContactBody(values: RiderContactValues): RiderProfileInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone1: values.phone1,
    phone2: values.phone2,
    country: values.country as RiderProfileInput['country'],
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode,
    sex: values.sex as RiderProfileInput['sex'],
    dateOfBirth: values.dateOfBirth,
    racingType: values.racingType as RiderProfileInput['racingType'],
    amaNumber: values.amaNumber,
    hometown: values.hometown,
  };
}

/** The social media accounts as their inputs hold them (blank when none). */
export function riderSocialValues(rider: RiderViewBody): Record<SocialNetwork, string> {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(rider[network])])) as Record<SocialNetwork, string>;
}

/** A bike form's inputs (the year as typed). */
/** `saleDate`: the retail sale's day as a date input holds it ('' when not known). */
export type BikeFormValues = { year: string; make: string; model: string; vin: string; saleDate?: string };

export const EMPTY_BIKE_VALUES: BikeFormValues = { year: '', make: '', model: '', vin: '', saleDate: '' };

export function bikeFormValues(bike: RiderBike): BikeFormValues {
  return { year: String(bike.year), make: bike.make, model: bike.model, vin: bike.vin, saleDate: bike.saleDate ?? '' };
}

/** What a VIN input keeps of what is typed or pasted: no spaces, capitals (a VIN has neither). */
export function normaliseVinInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** `POST|PUT …/bikes`: trimmed, the VIN as it is stored (no spaces, capitals). */
export function bikeFormBody(values: BikeFormValues): BikeInput {
  return { year: values.year.trim(), make: values.make.trim(), model: values.model.trim(), vin: normaliseVinInput(values.vin), saleDate: values.saleDate?.trim() || null };
}
