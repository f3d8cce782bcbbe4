import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import { addressViewFields } from './address-view';
import { MESSAGES } from './messages';
import { queryInteger, queryPaging, queryText } from './query';
import { ROLES, type Role } from './routes/roles';

/**
 * The bodies the BFF sends to identity's internal endpoints (docs/accounts.md, *internal*), parsed by identity
 * with the same schemas the BFF's clients type them with. A failure is the usual 400 VALIDATION body.
 */

const invalid = { error: MESSAGES.invalid.id };
const atMost = (max: number) => ({ error: MESSAGES.maxLength.id, params: { values: { max } } });

/** A page of the site the BFF builds mail links on (`{origin}/auth/email-verify`, `{origin}/forgot-password-reset`). */
export const pageUrlSchema = z
  .string(invalid)
  .max(500, atMost(500))
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), invalid);

/** The language of the mail a request sends, when it is one of ours. */
const mailLocale = z.enum(LOCALES, invalid).optional();

/** `POST /internal/auth/register`: the registration body (registrationSchema) plus where the verification link points. */
export const registerOptionsSchema = z.object({ verifyUrlBase: pageUrlSchema.optional() });
export type RegisterOptions = z.infer<typeof registerOptionsSchema>;

/** `POST /internal/users/:id/email-code`: mail a verification code, with a link on `verifyUrlBase`. */
export const emailCodeRequestSchema = z.object({ verifyUrlBase: pageUrlSchema, locale: mailLocale });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

/** `POST /internal/password-reset`: `{ email, locale? }` (mailRequestSchema) and where the reset link points. */
export const passwordResetRequestSchema = z.object({ resetUrlBase: pageUrlSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /internal/auth/unlock-link`: `{ email, locale? }` (mailRequestSchema) and where the unlock link points. */
export const unlockLinkRequestSchema = z.object({ unlockUrlBase: pageUrlSchema });
export type UnlockLinkRequest = z.infer<typeof unlockLinkRequestSchema>;

/** `POST /internal/auth/unlock` and `POST /api/login-unlock`: the mailed token (checks answer UNLOCK_LINK_INVALID). */
export const unlockTokenSchema = z.object({ token: z.string().min(1).max(512) });
export type UnlockTokenInput = z.infer<typeof unlockTokenSchema>;

/** `POST /internal/auth/oidc`: who the organisation's provider says signed in. */
export const oidcSignInSchema = z.object({
  issuer: z.string(invalid).trim().min(1, MESSAGES.required.id).max(255, atMost(255)),
  subject: z.string(invalid).min(1, MESSAGES.required.id).max(255, atMost(255)),
  email: z.string(invalid).trim().max(320, atMost(320)).optional(),
  emailVerified: z.boolean(invalid),
});
export type OidcSignIn = z.infer<typeof oidcSignInSchema>;

/** What the BFF records itself: impersonation (docs/accounts.md "Impersonation"). Identity records its own actions. */
export const BFF_AUDIT_ACTIONS = ['proxy.start', 'proxy.stop', 'proxy.request'] as const;
export type BffAuditAction = (typeof BFF_AUDIT_ACTIONS)[number];

/** `POST /internal/audit`: one audit entry (the time is taken by identity). `details` is at most 4000 characters as JSON. */
export const auditEntrySchema = z.object({
  action: z.string(invalid).trim().min(1, MESSAGES.required.id).max(64, atMost(64)),
  actorId: z.string(invalid).min(1, MESSAGES.required.id).max(36, atMost(36)).nullable(),
  subjectId: z.string(invalid).min(1, MESSAGES.required.id).max(36, atMost(36)).nullable(),
  method: z.string(invalid).max(10, atMost(10)).optional(),
  path: z.string(invalid).max(500, atMost(500)).optional(),
  status: z.number(invalid).int(invalid).min(100, invalid).max(599, invalid).optional(),
  details: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || JSON.stringify(value).length <= 4000, atMost(4000)),
});
export type AuditEntryInput = z.input<typeof auditEntrySchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** What the BFF sends to `POST /internal/audit`. */
export type BffAuditEntry = AuditEntryInput & { action: BffAuditAction; actorId: string; subjectId: string; details?: Record<string, unknown> };

/** `PUT /api/admin/:type/:id/activation`: deactivate (true) or reactivate (false) an account. */
export const activationSchema = z.object({ deActivated: z.boolean(invalid) });
export type ActivationInput = z.infer<typeof activationSchema>;
/** `PUT /api/admin/rider/{riderId}/withholding`: the rider's non-resident alien flag (spec §9, 30 % withheld on cash). */
export const withholdingSchema = z.object({ nonResidentAlien: z.boolean(invalid) });
export type WithholdingInput = z.infer<typeof withholdingSchema>;

/**
 * `PUT /api/admin/rider/{riderId}/flags` `{ flags }`: the flags staff set on a rider (`factory-supported`, any a rule
 * set names: lower-case letters, digits and hyphens), each once, at most 20. The payout rules read them (docs/rules.md).
 */
export const riderFlagsSchema = z.object({
  flags: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'validation.rules.flag' }), invalid)
    .max(20, { error: 'validation.maxItems' })
    .refine((flags) => new Set(flags).size === flags.length, { error: 'validation.name.duplicate' }),
});
export type RiderFlagsInput = z.infer<typeof riderFlagsSchema>;

/** The accounts an administrator can deactivate and reactivate (`:type` of the activation path). */
export type ActivationType = Exclude<Role, 'admin'>;
export const ACTIVATION_TYPES: readonly ActivationType[] = ROLES.filter((role): role is ActivationType => role !== 'admin');

/** `GET /api/admin/audit-log ?userId&page=1&limit=15`: newest first, optionally one user's entries (as actor or subject). */
export const auditLogQuerySchema = z.object({ userId: queryText(36), ...queryPaging(15) });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `GET /api/admin/audit-log` entries. */
export const auditLogEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  status: z.number().int().nullable(),
  details: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;


/**
 * `POST /internal/riders/lookup` `{ ids, facts: true }` (events → identity): what result matching checks a number
 * plate's rider against before the plate may decide a line (name, towns, the makes of their registered bikes; e-mail,
 * licence and VIN are checked through the line's own lookup, so they never cross). Unknown ids are left out.
 */
export const riderMatchFactsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  hometown: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The rider's hometown and city, as they gave them. */
  towns: z.array(z.string()),
  /** The makes of the rider's registered bikes, each once. */
  makes: z.array(z.string()),
});
export type RiderMatchFacts = z.infer<typeof riderMatchFactsSchema>;
export const riderMatchFactsAnswerSchema = z.object({ riders: z.array(riderMatchFactsSchema) });

/**
 * `GET /internal/promoters/{id}/invoice-party` (events → identity): who a Canada invoice names as the promoter, their
 * organisation's name and postal address as their profile keeps them (empty parts null). 404 for an unknown id.
 */
export const invoicePartySchema = z.object({
  _id: z.string(),
  name: z.string(),
  ...addressViewFields,
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;
export const invoicePartyAnswerSchema = z.object({ promoter: invoicePartySchema });

/** `POST /internal/riders/payout-facts` (payouts → identity): the riders the payout rules need to know about. */
export const payoutFactsRequestSchema = z.object({ riderIds: z.array(z.string().trim().min(1).max(36)).max(5_000) });
export type PayoutFactsRequest = z.infer<typeof payoutFactsRequestSchema>;

/** What the payout rules need of a rider (spec §9): standing, pro, documents, withholding and registered bikes. */
export const riderPayoutFactsSchema = z.object({
  riderId: z.string(),
  active: z.boolean(),
  pro: z.boolean(),
  /** Driver's licence and W-9 both received. */
  documentsOnFile: z.boolean(),
  nonResidentAlien: z.boolean(),
  country: z.string(),
  /** `make` as the rider registered it (a sheet naming another make is not paid on these bikes); `saleDate` when given. */
  bikes: z.array(z.object({ vin: z.string(), year: z.number().int(), valid: z.enum(['verified', 'invalid', 'unverified']), make: z.string().default(''), saleDate: z.string().nullable().default(null) })),
  /** The day the account was made (YYYY-MM-DD): a programme may pay only riders registered soon after the race. */
  registeredOn: z.string().optional(),
  /** The flags staff set (`factory-supported`, any a rule set names). */
  flags: z.array(z.string()).default([]),
});
export type RiderPayoutFacts = z.infer<typeof riderPayoutFactsSchema>;
/** → `{ riders }`: one per known rider id (unknown ids are left out). */
export const payoutFactsAnswerSchema = z.object({ riders: z.array(riderPayoutFactsSchema) });
export type PayoutFactsAnswer = z.infer<typeof payoutFactsAnswerSchema>;

/**
 * `POST /internal/riders/claim-profile` (payouts → identity): who files a payout claim, kept on the claim so
 * administrators search claims by name, e-mail, country and bike (spec §3) without asking identity each time.
 */
export const claimProfileRequestSchema = z.object({ riderId: z.string().trim().min(1).max(36) });
export const claimProfileSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  active: z.boolean(),
  bikes: z.array(z.object({ vin: z.string(), model: z.string(), year: z.number().int() })),
});
export type ClaimProfile = z.infer<typeof claimProfileSchema>;

/**
 * `POST /internal/riders/statement-facts` (payouts → identity): who a year-end statement or the finance team's
 * year-end report names, asked at request time and never stored by payouts: name, e-mail, language, country, whether
 * staff marked the rider a non-resident alien and when the W-9 came in. Unknown ids are left out.
 */
export const statementFactsRequestSchema = z.object({ riderIds: z.array(z.string().trim().min(1).max(36)).max(5_000) });
export const statementFactsSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  country: z.string(),
  nonResidentAlien: z.boolean(),
  /** ISO, or null: no W-9 on file. */
  w9ReceivedAt: z.string().nullable(),
});
export type StatementFacts = z.infer<typeof statementFactsSchema>;
export const statementFactsAnswerSchema = z.object({ riders: z.array(statementFactsSchema) });

// ── The rider directory identity answers the events and payouts services (`/internal/riders/...`) ──

const directoryText = (max: number) => z.string().trim().max(max);
/**
 * `POST /internal/riders/lookup`: result lines to match (`lines`), or riders by id (`ids`); `facts: true` adds what a
 * number plate's rider is checked against (riderMatchFactsSchema).
 */
export const riderLookupBodySchema = z.union([
  z.object({
    lines: z
      .array(
        z.object({
          key: directoryText(40),
          email: directoryText(254).optional(),
          amaNumber: directoryText(50).optional(),
          vin: directoryText(17).optional(),
          name: directoryText(200),
          hometown: directoryText(200).optional(),
        }),
      )
      .max(5_000),
  }),
  z.object({ ids: z.array(directoryText(36)).max(5_000), facts: z.literal(true).optional() }),
]);
export type RiderLookupBody = z.infer<typeof riderLookupBodySchema>;

/** `GET /internal/riders/search?q=&limit=`: active riders by name, e-mail start or AMA number. */
export const riderSearchQuerySchema = z.object({ q: directoryText(100).pipe(z.string().min(2)), limit: z.coerce.number().int().min(1).max(50).default(20) });

/** At most this many lines a `POST /internal/riders/suggest` (the events side sends batches of this size). */
export const SUGGEST_LINES_MAX = 1_000;
/** `POST /internal/riders/suggest`: lines nobody matched, each with a name and maybe an e-mail. */
export const riderSuggestBodySchema = z.object({
  lines: z.array(z.object({ key: directoryText(48), name: directoryText(200), email: directoryText(254).optional() })).max(SUGGEST_LINES_MAX),
});
export type RiderSuggestBody = z.infer<typeof riderSuggestBodySchema>;

/** `?after=<riderId>&limit=1..1000` (default 500) of `GET /internal/reporting/riders`. */
export const reportingRidersQuerySchema = z.object({ after: queryText(64), limit: queryInteger(1, 1000).transform((value) => value ?? 500) });
