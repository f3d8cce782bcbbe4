import { riderContactBody, riderContactValues, riderSocialValues, type BikeFormValues, type RiderBike, type RiderContactValues, type RiderProfileInput, type RiderViewBody, type SocialNetwork } from '@rr/contracts';

// What the profile's forms hold and send, pure (tested without a browser).

/** The contact section (spec §3 identity, contact, address, personal and racing fields) as its inputs hold it. */
export type ContactValues = RiderContactValues & Record<string, string>;

export const contactValues: (rider: RiderViewBody) => ContactValues = riderContactValues;
/** The contact section's body: every key of the section (a blank optional field clears it). */
export const contactBody: (values: ContactValues) => RiderProfileInput = riderContactBody;

/** Whether any input differs from what is saved. */
export function changedFrom<V extends Record<string, string>>(saved: V, current: V): boolean {
  return Object.keys(saved).some((key) => (saved[key] ?? '') !== (current[key] ?? ''));
}

export type SocialValues = Record<SocialNetwork, string>;

export const socialValues: (rider: RiderViewBody) => SocialValues = riderSocialValues;

/** The bike form's inputs (the year as typed); its body and the VIN input's normalising are the contracts' (rider-form.ts). */
export type BikeValues = BikeFormValues & Record<string, string>;
export { EMPTY_BIKE_VALUES as EMPTY_BIKE, bikeFormValues as bikeValues, bikeFormBody as bikeBody, normaliseVinInput } from '@rr/contracts';

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
