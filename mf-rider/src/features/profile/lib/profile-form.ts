import { SOCIAL_NETWORKS, type BikeInput, type RiderBike, type RiderProfileInput, type RiderViewBody, type SocialNetwork } from '@rr/contracts';

// What the profile's forms hold and send, pure (tested without a browser).

/** The contact section (spec §3 identity, contact, address, personal and racing fields) as its inputs hold it. */
export interface ContactValues {
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
  [key: string]: string;
}

const text = (value: string | null | undefined): string => value ?? '';

export function contactValues(rider: RiderViewBody): ContactValues {
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

/** The contact section's body: every key of the section (a blank optional field clears it). */
export function contactBody(values: ContactValues): RiderProfileInput {
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

/** Whether any input differs from what is saved. */
export function changedFrom<V extends Record<string, string>>(saved: V, current: V): boolean {
  return Object.keys(saved).some((key) => (saved[key] ?? '') !== (current[key] ?? ''));
}

export type SocialValues = Record<SocialNetwork, string>;

export function socialValues(rider: RiderViewBody): SocialValues {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(rider[network])])) as SocialValues;
}

/** The bike form's inputs (the year as typed). */
export interface BikeValues {
  year: string;
  make: string;
  model: string;
  vin: string;
  [key: string]: string;
}

export const EMPTY_BIKE: BikeValues = { year: '', make: '', model: '', vin: '' };

export function bikeValues(bike: RiderBike): BikeValues {
  return { year: String(bike.year), make: bike.make, model: bike.model, vin: bike.vin };
}

/** The bike's body: the VIN trimmed and in capitals as it is stored (the rule reads it so too). */
export function bikeBody(values: BikeValues): BikeInput {
  return { year: values.year.trim(), make: values.make, model: values.model, vin: values.vin.trim().toUpperCase() };
}

/** What a VIN input keeps of what is typed or pasted: no spaces, capitals (a VIN has neither lower case nor spaces). */
export function normaliseVinInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * What the route guard's `redirect=vin` (spec §4 rider readiness) asks the rider to fix, from their bikes now:
 * nothing, a first bike, or the bikes whose VIN is invalid.
 */
export type VinAttention = { kind: 'ready' } | { kind: 'noBike' } | { kind: 'invalid'; bikes: RiderBike[] };

export function vinAttention(bikes: readonly RiderBike[]): VinAttention {
  if (bikes.length === 0) return { kind: 'noBike' };
  const invalid = bikes.filter((bike) => bike.valid === 'invalid');
  return invalid.length > 0 ? { kind: 'invalid', bikes: invalid } : { kind: 'ready' };
}

/** The PIN card's case: a first PIN, a change (the current PIN asked), or a PIN the till locked (replaced without it). */
export type PinMode = 'create' | 'change' | 'locked';

export function pinMode(user: { hasPin?: boolean; pinLocked?: boolean } | null | undefined): PinMode {
  if (user?.pinLocked) return 'locked';
  return user?.hasPin ? 'change' : 'create';
}

/** What a PIN input keeps: digits only, 4 at most. */
export function normalisePinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** Documents and photos (spec §5): PNG or JPEG, up to 10 MB. Checked before sending; the server reads the content again. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked file is refused before it is sent: too big, empty, or not named as a PNG/JPEG picture. Null when it may go. */
export function fileProblem(file: { size: number; type: string; name: string }): 'tooLarge' | 'empty' | 'type' | null {
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  const named = /\.(png|jpe?g)$/i.test(file.name);
  if (file.type ? !['image/png', 'image/jpeg'].includes(file.type) : !named) return 'type';
  return null;
}
