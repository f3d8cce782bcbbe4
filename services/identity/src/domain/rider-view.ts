import { requiredDocuments, type DocumentKind, type RiderBike, type RiderDocumentsStatus, type RiderListItem } from '@rr/contracts';
import type { Rider } from '../data-access/models/index.js';
import { currencyForCountry } from './currency.js';

/** A rider as the API shows it. Secrets (password and PIN hashes) never leave the service: `hasPin` says whether a PIN exists. */
export interface RiderView {
  _id: string;
  email: string;
  emailVerified: boolean;
  deActivated: boolean;
  firstName: string;
  lastName: string;
  fullName: string;
  phone1: string | null;
  phone2: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string;
  currency: string;
  sex: string | null;
  dateOfBirth: string | null;
  racingType: string | null;
  amaNumber: string | null;
  hasPin: boolean;
  bio: string | null;
  hometown: string | null;
  pro: boolean;
  /** Programme staff's flag: part of a cash prize is withheld for tax (spec §9). */
  nonResidentAlien: boolean;
  /** Flags staff set (`factory-supported`, any a rule set names): the payout rules read them. */
  flags: string[];
  twitter: string | null;
  instagram: string | null;
  facebook: string | null;
  vimeo: string | null;
  linkedin: string | null;
  youtube: string | null;
  profileImage: string | null;
  lastLoginAt: string | null;
  loginCount: number;
  createdAt: string;
  /** The session's bikes, each with why its VIN check came out so (`validReason`, a VinReason of @rr/contracts). */
  bikes: RiderBike[];
  /** The driver's licence and W-9 on file (when each was received), from `riders.licence_received_at` / `w9_received_at`. */
  documents: RiderDocumentsStatus;
  /** Pro riders (paid in cash) must supply both documents (spec §4/§5). */
  documentsRequired: boolean;
  requiredDocuments: DocumentKind[];
}

/** The lighter row of rider lists (the admin rider manager): account state, contact, bikes and their count (@rr/contracts). */
export type { RiderListItem } from '@rr/contracts';

const LIST_FIELDS = ['_id', 'email', 'emailVerified', 'deActivated', 'firstName', 'lastName', 'fullName', 'phone1', 'city', 'state', 'country', 'pro', 'lastLoginAt', 'loginCount', 'createdAt', 'bikes'] as const satisfies readonly (keyof RiderView)[];

/** The named fields of a view, and nothing else (new fields stay private until a projection names them). */
function only<K extends keyof RiderView>(view: RiderView, keys: readonly K[]): Pick<RiderView, K> {
  return Object.fromEntries(keys.map((key) => [key, view[key]])) as Pick<RiderView, K>;
}

/** Needs the rider loaded with `user` and `bikes`. */
export function toRiderView(rider: Rider): RiderView {
  const user = rider.user;
  if (!user) throw new Error('toRiderView needs the rider loaded with its user');
  const required = requiredDocuments({ pro: Boolean(rider.pro), country: rider.country });
  return {
    _id: rider.userId,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    deActivated: Boolean(user.deactivated),
    firstName: rider.firstName,
    lastName: rider.lastName,
    fullName: `${rider.firstName} ${rider.lastName}`.trim(),
    phone1: rider.phone1 ?? null,
    phone2: rider.phone2 ?? null,
    addressLine1: rider.addressLine1 ?? null,
    addressLine2: rider.addressLine2 ?? null,
    city: rider.city ?? null,
    state: rider.state ?? null,
    zipcode: rider.zipcode ?? null,
    country: rider.country,
    currency: currencyForCountry(rider.country),
    sex: rider.sex ?? null,
    dateOfBirth: rider.dateOfBirth ?? null,
    racingType: rider.racingType ?? null,
    amaNumber: rider.amaNumber ?? null,
    hasPin: Boolean(rider.pinHash),
    bio: rider.bio ?? null,
    hometown: rider.hometown ?? null,
    pro: Boolean(rider.pro),
    nonResidentAlien: Boolean(rider.nonResidentAlien),
    flags: flagsOf(rider.flags),
    twitter: rider.twitter ?? null,
    instagram: rider.instagram ?? null,
    facebook: rider.facebook ?? null,
    vimeo: rider.vimeo ?? null,
    linkedin: rider.linkedin ?? null,
    youtube: rider.youtube ?? null,
    profileImage: user.profileImage ?? null,
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    loginCount: user.loginCount,
    createdAt: user.createdAt.toISOString(),
    bikes: (rider.bikes ?? []).map((bike) => ({ _id: bike.id, year: bike.year, make: bike.make, model: bike.model, vin: bike.vin, valid: bike.valid, validReason: bike.validReason ?? 'notChecked', saleDate: bike.saleDate ?? null })),
    documents: {
      licence: rider.licenceReceivedAt ? { uploadedAt: rider.licenceReceivedAt.toISOString() } : null,
      w9: rider.w9ReceivedAt ? { uploadedAt: rider.w9ReceivedAt.toISOString() } : null,
    },
    documentsRequired: required.length > 0,
    requiredDocuments: required,
  };
}

export function toRiderListItem(rider: Rider): RiderListItem {
  const view = toRiderView(rider);
  return { ...only(view, LIST_FIELDS), bikesCount: view.bikes.length };
}

/** A rider's flags as stored (a JSON array; anything else reads as none). */
export function flagsOf(stored: string | null | undefined): string[] {
  try {
    const parsed = JSON.parse(stored ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((flag): flag is string => typeof flag === 'string') : [];
  } catch {
    return [];
  }
}
