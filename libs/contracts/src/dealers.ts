import { z } from 'zod';
import { addressViewFields } from './address-view';
import { BIO_MAX_LENGTH, addressByCountry, checkedWithSiblings, choice, country, email, maxLength, phone, requiredText } from './fields';
import { queryZipDistance, requireZipcodeForRadius, zipDistanceOf } from './finder-query';
import { MESSAGES } from './messages';
import { paginationSchema, queryActive, queryChoice, queryCode, queryPaging, queryText } from './query';
import { optionalUrl } from './results';
import { DEALER_TIME_ZONES } from './time-zones';

/** Identity's public dealer lists (spec §7 "Dealers"). */

/**
 * GET /api/dealers-lean `?name&state&zipcode&zipDistance&country&active=true|false` (the dealer finder): administrators
 * get every dealer when `active` is absent; anyone else only active ones, whatever `active` says. `zipDistance` is the
 * spec's radius (`Exact`, the postal code itself, by default; or 25, 50, 100, 500 miles) and needs a `zipcode`.
 */
export const dealersLeanQuerySchema = z
  .object({
    name: queryText(200),
    state: queryText(200),
    zipcode: queryText(12),
    zipDistance: queryZipDistance(),
    country: queryText(200).transform((value) => value?.toUpperCase()),
    active: queryActive({ allowAll: false, fallback: undefined }),
  })
  .check(requireZipcodeForRadius)
  .transform(({ zipDistance, ...query }) => ({ ...query, zipDistance: zipDistanceOf(zipDistance) }));
export type DealersLeanQuery = z.output<typeof dealersLeanQuerySchema>;

/**
 * A dealer in the public finder and in a rider's favourites: where to find them, no account details. `latitude` and
 * `longitude` are their postal code's reference point (null when it could not be placed); `distanceMiles` (from the
 * searched postal code, one decimal) only when the search names a postal code; `favourite` only for a signed-in rider.
 */
export const dealerFinderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  dealerId: z.string().nullable(),
  ...addressViewFields,
  phone: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  active: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distanceMiles: z.number().nullable().optional(),
  favourite: z.boolean().optional(),
});
export type DealerFinderItem = z.infer<typeof dealerFinderItemSchema>;

/** GET /api/dealers-lean → the matching dealers (by name, or nearest first when a postal code is searched) and the finder's choices. */
export const dealersLeanAnswerSchema = z.object({
  dealers: z.array(dealerFinderItemSchema),
  distinctStates: z.array(z.string()),
  distinctCountry: z.array(z.string()),
});
export type DealersLeanAnswer = z.infer<typeof dealersLeanAnswerSchema>;

/** GET /api/rider/favourite-dealers → the signed-in rider's favourite dealers (active ones), by name. PUT …/{dealerId} takes `favouriteInputSchema`. */
export const favouriteDealersAnswerSchema = z.object({ dealers: z.array(dealerFinderItemSchema) });
export type FavouriteDealersAnswer = z.infer<typeof favouriteDealersAnswerSchema>;

/**
 * A dealer's record (spec §3 "Dealer"). The dealer edits their own (`PUT /api/dealer/dealer/{id}`:
 * not the dealer number, the login e-mail or the active flag); the programme team edits every field
 * (`POST /api/admin/dealers`, `PUT /api/admin/dealer/{id}`). One login per dealer: the dealer's e-mail; the employee
 * who serves a rider names themself on each redemption.
 */
const dealerOwnFields = {
  name: requiredText(200),
  addressLine1: requiredText(200),
  addressLine2: maxLength(200).optional(),
  city: requiredText(100),
  state: checkedWithSiblings<string | null | undefined>().optional(),
  zipcode: checkedWithSiblings<string>(),
  country: country(),
  phone: phone(),
  websiteUrl: optionalUrl().optional(),
  bio: maxLength(BIO_MAX_LENGTH).optional(),
  /**
   * The zone the dealer's times are shown in: one of `DEALER_TIME_ZONES`, or blank to follow the address (the zone of
   * most of its state or province). Left out, it stays as it is.
   */
  timeZone: choice(DEALER_TIME_ZONES).optional(),
};

export const dealerOwnRecordSchema = z.object(dealerOwnFields).check(addressByCountry());
export type DealerOwnRecordInput = z.infer<typeof dealerOwnRecordSchema>;

export const dealerAdminRecordSchema = z
  .object({
    ...dealerOwnFields,
    /** The dealer number (spec `dealerId`), unique when set. */
    dealerId: maxLength(50).optional(),
    email: email(),
    active: z.boolean().optional(),
  })
  .check(addressByCountry());
export type DealerAdminRecordInput = z.infer<typeof dealerAdminRecordSchema>;

/** A dealer as its own page and the admin pages read it. */
export const dealerViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  dealerId: z.string().nullable(),
  email: z.string(),
  ...addressViewFields,
  phone: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  bio: z.string().nullable(),
  /** The zone the dealer's times are shown in (IANA name): the address's unless `timeZoneFromAddress` is false. */
  timeZone: z.string(),
  /** The zone follows the address (false: the dealer or the programme team chose it). */
  timeZoneFromAddress: z.boolean(),
  active: z.boolean(),
  /** The login: invited (no password yet), when it last signed in, how often. */
  invited: z.boolean(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  createdAt: z.string(),
});
export type DealerView = z.infer<typeof dealerViewSchema>;

/** `GET /api/{role}/dealer/{id}` (spec §7: dealer, redemptions, distinctCountry; the redemptions come from payouts' list). */
export const dealerAnswerSchema = z.object({ dealer: dealerViewSchema, distinctCountry: z.array(z.string()) });
export type DealerAnswer = z.infer<typeof dealerAnswerSchema>;

// ── the programme team's dealer lists ──

/** Spec §9: admin lists show 15 a page. */
export const DEALERS_DEFAULT_LIMIT = 15;

/** `GET /api/admin/dealers ?query&active&country&page&limit`: `query` matches each word in name, dealer number, city, e-mail. */
export const dealerListQuerySchema = z.object({
  query: queryText(200),
  active: queryActive({ allowAll: true, fallback: undefined }),
  country: queryCode(/^[A-Z]{2}$/, MESSAGES.country),
  ...queryPaging(DEALERS_DEFAULT_LIMIT),
});
export type DealerListQuery = z.output<typeof dealerListQuerySchema>;
export type DealerListParams = { query?: string; active?: string; country?: string; page: number; limit: number };

/**
 * A dealer's login (one per dealer, the dealer's e-mail): `invited` until a password is set through the mailed link,
 * then `active`; `deactivated` when the programme team switched it off (whatever the password).
 */
export const DEALER_LOGIN_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type DealerLoginStatus = (typeof DEALER_LOGIN_STATUSES)[number];

/** A row of `GET /api/admin/dealers`: the record and the state of its login. */
export const dealerListItemSchema = dealerViewSchema.extend({ loginStatus: z.enum(DEALER_LOGIN_STATUSES) });
export type DealerListItem = z.infer<typeof dealerListItemSchema>;

export const dealerListSchema = z.object({
  dealers: z.array(dealerListItemSchema),
  pagination: paginationSchema,
  /** Countries with dealers (the country filter's choices). */
  distinctCountry: z.array(z.string()),
});
export type DealerList = z.infer<typeof dealerListSchema>;

/** `PUT /api/admin/dealer/{id}/active`: whether the dealer takes part (listed, redeems), apart from its login. */
export const dealerActiveSchema = z.object({ active: z.boolean() });
export type DealerActiveInput = z.infer<typeof dealerActiveSchema>;

/** `GET /api/admin/dealer-logins ?query&status&page&limit`. */
export const dealerLoginListQuerySchema = z.object({
  query: queryText(200),
  status: queryChoice(DEALER_LOGIN_STATUSES),
  ...queryPaging(DEALERS_DEFAULT_LIMIT),
});
export type DealerLoginListQuery = z.output<typeof dealerLoginListQuerySchema>;
export type DealerLoginListParams = { query?: string; status?: string; page: number; limit: number };

/** A dealer's login as the dealer-logins page and the dealer page show it (`GET /api/admin/dealer-login/{id}`). */
export const dealerLoginSchema = z.object({
  /** The dealer's id (its user id). */
  _id: z.string(),
  name: z.string(),
  /** The dealer number. */
  dealerId: z.string().nullable(),
  email: z.string(),
  status: z.enum(DEALER_LOGIN_STATUSES),
  /** The dealer takes part in the programme (its own flag, apart from the login). */
  active: z.boolean(),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  /** When the last invitation or reset link still open was sent, and until when it works; null when none is. */
  linkSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DealerLogin = z.infer<typeof dealerLoginSchema>;

export const dealerLoginListSchema = z.object({ logins: z.array(dealerLoginSchema), pagination: paginationSchema });
export type DealerLoginList = z.infer<typeof dealerLoginListSchema>;
export const dealerLoginAnswerSchema = z.object({ login: dealerLoginSchema });
export type DealerLoginAnswer = z.infer<typeof dealerLoginAnswerSchema>;

/** `POST /api/admin/dealer-login/{id}/invite`: the invitation (no password yet) or a password-reset link was mailed. */
export const dealerInviteAnswerSchema = z.object({ sent: z.enum(['invitation', 'reset']) });
export type DealerInviteAnswer = z.infer<typeof dealerInviteAnswerSchema>;
