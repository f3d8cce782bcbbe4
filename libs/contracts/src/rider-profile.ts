import { z } from 'zod';
import { sessionBikeSchema } from './session';
import { DOCUMENT_KINDS, riderDocumentsStatusSchema } from './documents';
import { RACING_TYPES, SEXES } from './enums';
import {
  BIO_MAX_LENGTH,
  bikeYear,
  choice,
  country,
  dateOfBirth,
  email,
  fieldRule,
  maxLength,
  optional,
  optionalBoolean,
  phone,
  postalCodeCheck,
  requiredAnd,
  requiredText,
  stateCheck,
  checkedWithSiblings,
  type FieldSchema,
} from './fields';
import { fail } from './issues';
import { MESSAGES, descriptor, type MessageDescriptor } from './messages';
import { VIN_REASONS, explainVin, type VinExplanation } from './vin';

/**
 * The rider's profile as the rider and the programme team change it (spec §2 rider profile, §3 rider fields, §5):
 * `PUT /api/{rider|admin}/rider/{riderId}` with `riderProfileInputSchema`, and the bikes (`POST …/bikes` with
 * `bikeInputSchema`, `DELETE …/bikes/{bikeId}`).
 *
 * The profile page saves one section at a time (contact, bio, social media), so the body is a partial update: a
 * key left out stays as it is, a key sent is checked with its rule (a blank required field is 'Required', a blank
 * optional one is cleared). The address travels as a whole: sending any address key needs the country, first line,
 * city and postal code, and the state follows the country (the registration's rules). `email` and `pro` are the
 * programme team's (a rider sending them is refused, 403).
 */

// ── social media (spec §5 "a username without @, or a full URL starting {host}") ──

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'facebook', 'vimeo', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** What a stored social account may hold (the column's size). */
export const SOCIAL_MAX_LENGTH = 300;

interface NetworkRule {
  /** The name shown in messages (a proper noun, the same in every language). */
  label: string;
  /** Hosts of the network's profile pages (subdomains such as www. or ca. included). */
  hosts: readonly string[];
  /** The address a message shows as the start of a full URL. */
  home: string;
  /** A username as the network allows it (no @). */
  username: RegExp;
}

export const SOCIAL_RULES: Readonly<Record<SocialNetwork, NetworkRule>> = {
  twitter: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'], home: 'https://x.com/', username: /^[A-Za-z0-9_]{1,15}$/ },
  instagram: { label: 'Instagram', hosts: ['instagram.com'], home: 'https://instagram.com/', username: /^[A-Za-z0-9._]{1,30}$/ },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'], home: 'https://facebook.com/', username: /^[A-Za-z0-9.]{5,50}$/ },
  vimeo: { label: 'Vimeo', hosts: ['vimeo.com'], home: 'https://vimeo.com/', username: /^[A-Za-z0-9_.-]{2,50}$/ },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'], home: 'https://linkedin.com/in/', username: /^[A-Za-z0-9-]{3,100}$/ },
  youtube: { label: 'YouTube', hosts: ['youtube.com'], home: 'https://youtube.com/@', username: /^[A-Za-z0-9._-]{3,30}$/ },
};

/** Why a social account was refused: starts with @, an address of another site, or neither a username nor a profile address. */
export type SocialProblem = 'at' | 'host' | 'invalid';

/** The reading of one social account: the value to store (null clears it), or what is wrong. */
export type SocialReading = { ok: true; value: string | null; kind: 'none' | 'username' | 'url' } | { ok: false; problem: SocialProblem };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** `instagram.com/name`, `www.x.com/name`: an address typed without its scheme. */
const BARE_ADDRESS = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\//i;

const onHost = (host: string, hosts: readonly string[]) => hosts.some((known) => host === known || host.endsWith(`.${known}`));

/**
 * Reads what a rider typed for `network`: blank clears it; a username (no @) is kept as typed, trimmed; an address of
 * the network (`https://`, `http://` or none) is kept as `https://host/path[?query]` (host in lower case, no
 * fragment, no trailing slash). The browser and identity use this one reading, so what is shown is what is stored.
 */
export function readSocialAccount(network: SocialNetwork, raw: unknown): SocialReading {
  if (raw === undefined || raw === null) return { ok: true, value: null, kind: 'none' };
  if (typeof raw !== 'string') return { ok: false, problem: 'invalid' };
  const text = raw.trim();
  if (text === '') return { ok: true, value: null, kind: 'none' };
  const rule = SOCIAL_RULES[network];
  if (text.startsWith('@')) return { ok: false, problem: 'at' };
  const hasScheme = SCHEME.test(text);
  if (!hasScheme && !BARE_ADDRESS.test(text)) {
    return rule.username.test(text) ? { ok: true, value: text, kind: 'username' } : { ok: false, problem: 'invalid' };
  }
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'invalid' };
  if (url.username || url.password || url.port) return { ok: false, problem: 'invalid' };
  const host = url.hostname.toLowerCase();
  if (!onHost(host, rule.hosts)) return { ok: false, problem: 'host' };
  const path = url.pathname.replace(/\/+$/, '');
  // The network's home page is not a profile.
  if (path === '' && url.search === '') return { ok: false, problem: 'invalid' };
  const value = `https://${host}${path}${url.search}`;
  if ([...value].length > SOCIAL_MAX_LENGTH) return { ok: false, problem: 'invalid' };
  return { ok: true, value, kind: 'url' };
}

/** The value identity stores for what was typed (null: none); what was typed when it cannot be read (the parse refused it already). */
export function normaliseSocialAccount(network: SocialNetwork, raw: unknown): string | null {
  const reading = readSocialAccount(network, raw);
  return reading.ok ? reading.value : typeof raw === 'string' ? raw : null;
}

/** The address of a stored account, to link to: a stored URL as is, a username on the network's profile address. */
export function socialAccountUrl(network: SocialNetwork, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https:\/\//i.test(stored)) return stored;
  return `${SOCIAL_RULES[network].home}${encodeURIComponent(stored)}`;
}

const SOCIAL_MESSAGES: Record<SocialProblem, { id: string; defaultMessage: string }> = {
  at: MESSAGES.socialAt,
  host: MESSAGES.socialHost,
  invalid: MESSAGES.social,
};

/** The message for a refused account of `network`, with the network's name and profile address as values. */
export function socialProblemDescriptor(network: SocialNetwork, problem: SocialProblem): MessageDescriptor {
  const rule = SOCIAL_RULES[network];
  return descriptor(SOCIAL_MESSAGES[problem], { network: rule.label, host: rule.home });
}

/** One social account field: blank (clears it), a username without @, or an address of that network's profiles. */
export function socialAccount(network: SocialNetwork): FieldSchema<string | null | undefined> {
  return fieldRule<string | null | undefined>((value) => {
    const reading = readSocialAccount(network, value);
    return reading.ok ? null : socialProblemDescriptor(network, reading.problem);
  });
}

// ── the profile body ──

/** Runs `schema` on a value only when its key was sent (an optional key: `undefined` leaves the field as it is). */
function whenSent<T>(schema: z.ZodType<T>): z.ZodOptional<FieldSchema<T | undefined>> {
  return z
    .custom<T | undefined>()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0]);
    })
    .prefault(undefined as never)
    .optional();
}

/** The address keys, sent together or not at all. */
export const RIDER_ADDRESS_FIELDS = ['country', 'addressLine1', 'addressLine2', 'city', 'state', 'zipcode'] as const;
/** The fields only the programme team changes (a rider sending one is refused). */
export const RIDER_ADMIN_ONLY_FIELDS = ['email', 'pro'] as const;

const socialFields = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, whenSent(socialAccount(network))])) as Record<
  SocialNetwork,
  ReturnType<typeof whenSent<string | null | undefined>>
>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (input: Record<string, unknown>, key: string): unknown => (Object.hasOwn(input, key) ? input[key] : undefined);

/** The address as a whole: once any address key is sent, the country, first line, city and postal code are needed, the state per country. */
const addressAsAWhole = z.superRefine<Record<string, unknown>>(
  (input, ctx) => {
    if (!RIDER_ADDRESS_FIELDS.some((key) => own(input, key) !== undefined)) return;
    for (const key of ['country', 'addressLine1', 'city'] as const) {
      if (own(input, key) === undefined) fail(ctx, descriptor(MESSAGES.required), undefined, [key]);
    }
    const countryValue = own(input, 'country');
    const state = stateCheck(countryValue)(own(input, 'state'));
    if (state) fail(ctx, state, state.values, ['state']);
    const zipcode = postalCodeCheck(countryValue)(own(input, 'zipcode'));
    if (zipcode) fail(ctx, zipcode, zipcode.values, ['zipcode']);
  },
  { when: (payload) => isRecord(payload.value) },
);

/**
 * `PUT /api/{rider|admin}/rider/{riderId}`: any of the rider's fields (spec §3), each checked when sent. Identity
 * trims what it stores, upper-cases the postal code and stores social accounts as `readSocialAccount` reads them.
 */
export const riderProfileInputSchema = z
  .object({
    firstName: whenSent(requiredText(100)),
    lastName: whenSent(requiredText(100)),
    phone1: whenSent(requiredAnd(phone())),
    phone2: whenSent(optional(phone(), { blankIsAbsent: true })),
    country: whenSent(country()),
    addressLine1: whenSent(requiredText(200)),
    addressLine2: whenSent(maxLength(200)),
    city: whenSent(requiredText(100)),
    state: checkedWithSiblings<string | null | undefined>().optional(),
    zipcode: checkedWithSiblings<string | undefined>().optional(),
    sex: whenSent(choice(SEXES)),
    dateOfBirth: whenSent(requiredAnd(dateOfBirth())),
    racingType: whenSent(choice(RACING_TYPES)),
    amaNumber: whenSent(maxLength(50)),
    hometown: whenSent(maxLength(200)),
    bio: whenSent(maxLength(BIO_MAX_LENGTH)),
    ...socialFields,
    /** The programme team's: the rider's login e-mail (unique among accounts). */
    email: whenSent(requiredAnd(email())),
    /** The programme team's: pro (cash; licence and W-9 needed) or amateur. */
    pro: whenSent(optionalBoolean()),
  })
  .check(addressAsAWhole);
export type RiderProfileInput = z.infer<typeof riderProfileInputSchema>;

// ── bikes ──

/**
 * What is wrong with a VIN as one field message, the first problem a rider should fix (explainVin's order): its
 * length, a letter a VIN never has (I, O, Q; with the positions), or the check digit (what position 9 should be).
 * Null for a VIN without those problems.
 */
export function vinProblemDescriptor(explanation: VinExplanation): MessageDescriptor | null {
  const [problem] = explanation.problems;
  switch (problem) {
    case 'length':
      return descriptor(MESSAGES.vinLength, { length: explanation.length });
    case 'characters':
      return descriptor(MESSAGES.vinCharacters, { positions: explanation.illegalCharacters.map((bad) => bad.position).join(', ') });
    case 'checkDigit':
      return descriptor(MESSAGES.vinCheckDigit, { expected: explanation.checkDigit.expected ?? '', found: explanation.checkDigit.found ?? '' });
    default:
      return null;
  }
}

/**
 * A bike's VIN as typed: 'Required' when blank, else explained (`vinProblemDescriptor`) when it is not a VIN: 17
 * characters (spaces around it and lower case do not count), no I, O or Q, the check digit right where it applies
 * (North-American numbering). Whether the programme accepts the model is the VIN patterns' call, not this rule's.
 */
export function bikeVin(): FieldSchema<string> {
  return fieldRule<string>(
    (value) => (typeof value === 'string' && value.trim() !== '' ? null : descriptor(MESSAGES.required)),
    (value) => vinProblemDescriptor(explainVin(String(value))),
  );
}

/**
 * `POST /api/{rider|admin}/rider/{riderId}/bikes`: a model year the programme takes (OLDEST_BIKE_YEAR to next year),
 * make, model and the VIN (`bikeVin`; identity trims it and stores it in upper case).
 */
export const bikeInputSchema = z.object({
  year: bikeYear(),
  make: requiredText(100),
  model: requiredText(100),
  vin: bikeVin(),
  saleDate: bikeSaleDate(),
});

/**
 * The day the machine was sold at retail (YYYY-MM-DD), when the rider or staff know it: some programmes pay only
 * machines sold before the race (docs/rules.md). Empty is none; a day in the future or before 1980 is refused.
 */
function bikeSaleDate() {
  return fieldRule<string | null | undefined>((value) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return descriptor(MESSAGES.date);
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value || value < '1980-01-01') return descriptor(MESSAGES.date);
    // A day later than tomorrow anywhere on earth is not a sale yet.
    return day.getTime() > Date.now() + 86_400_000 ? descriptor(MESSAGES.date) : null;
  });
}
export type BikeInput = z.infer<typeof bikeInputSchema>;

/** A bike as the profile shows it: the session's bike plus why its VIN check came out so (`validReason`, a VinReason of vin.ts). */
export const riderBikeSchema = sessionBikeSchema.extend({
  validReason: z.enum(VIN_REASONS),
  /** The retail sale's day, when given. */
  saleDate: z.string().nullable().optional(),
});
export type RiderBike = z.infer<typeof riderBikeSchema>;

/** Who a rider is and the state of their account, first in both the rider's record and a row of the rider list. */
export const riderAccountFields = {
  _id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  deActivated: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone1: z.string().nullable(),
};

/**
 * A rider as their profile and the programme team read it (identity's RiderView, `GET /api/{rider|admin}/rider/{id}`).
 * Secrets never leave identity: `hasPin` says whether a PIN exists. Fields identity adds later pass through.
 */
export const riderViewSchema = z.looseObject({
  ...riderAccountFields,
  phone2: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  sex: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  racingType: z.string().nullable(),
  amaNumber: z.string().nullable(),
  hasPin: z.boolean(),
  bio: z.string().nullable(),
  hometown: z.string().nullable(),
  pro: z.boolean(),
  nonResidentAlien: z.boolean(),
  /** Flags staff set for the payout rules (`factory-supported`, any a rule set names). */
  flags: z.array(z.string()).optional(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  vimeo: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  profileImage: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  createdAt: z.string(),
  bikes: z.array(riderBikeSchema),
  /** Which of the driver's licence and W-9 are on file, and since when (documents.ts). */
  documents: riderDocumentsStatusSchema,
  /** Whether the rider must supply documents (pro riders, paid in cash; spec §4/§5): `missingDocuments` tells what is left. */
  documentsRequired: z.boolean(),
  /** Which: a pro's driver's licence, and the W-9 too when the rider lives in the US (`requiredDocuments`). */
  requiredDocuments: z.array(z.enum(DOCUMENT_KINDS)),
});
export type RiderViewBody = z.infer<typeof riderViewSchema>;

/** `PUT /api/{role}/rider/{id}`, `DELETE …/bikes/{bikeId}` → the rider as saved. */
export interface RiderProfileAnswer {
  rider: RiderViewBody;
}
/** `POST /api/{role}/rider/{id}/bikes` → 201 the new bike and the rider with it. */
export interface BikeAddedAnswer {
  bike: RiderBike;
  rider: RiderViewBody;
}
