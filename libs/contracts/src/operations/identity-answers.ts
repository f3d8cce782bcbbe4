import { z } from 'zod';
import { auditLogEntrySchema, claimProfileSchema } from '../internal';
import { paginationSchema } from '../query';
import { riderChangedSchema } from '../report-messages';
import { riderViewSchema } from '../rider-profile';
import { riderBikeSchema } from '../rider-profile';
import { sessionUserSchema } from '../session';
import { tillRiderSchema } from '../till';
import { vinMatchSchema, vinPatternSchema, vinReportRowSchema } from '../vin-patterns';

/**
 * The identity service's answers that no other contract described yet, written from what its domain returns
 * (services/identity/src/domain). The API tests check every answer they receive against them
 * (`checkAnswers`), so they cannot drift from the service. Objects whose every field is not listed here are
 * `looseObject`s: the listed fields are promised, others may come with them.
 */

/** `{ user }`: the signed-in user as sessions keep it. */
export const userAnswerSchema = z.object({ user: sessionUserSchema });
/** `{ user, sessionsValidAfter }`: a change that may end the user's other sessions (ms since the epoch, or null). */
export const userSessionsAnswerSchema = z.object({ user: sessionUserSchema, sessionsValidAfter: z.number().nullable() });
/** `{ rider }`: a rider as the programme team and the rider see them. */
export const riderAnswerSchema = z.object({ rider: riderViewSchema });
/** A rider's record: a rider or staff see the whole view, a dealer the till's view; the lists are the BFF's to fill. */
export const riderRecordAnswerSchema = z.object({
  rider: z.union([riderViewSchema, tillRiderSchema]),
  creditRedemptions: z.array(z.unknown()),
  payoutClaims: z.array(z.unknown()),
});
export const bikeAnswerSchema = z.object({ bike: riderBikeSchema, rider: riderViewSchema });
export const auditLogAnswerSchema = z.object({ entries: z.array(auditLogEntrySchema), pagination: paginationSchema });
export const unlockedAnswerSchema = z.object({ email: z.string() });
export const acceptedAnswerSchema = z.object({ accepted: z.literal(true) });
export const createdIdAnswerSchema = z.object({ id: z.string() });
export const auditRecordedAnswerSchema = z.object({ _id: z.string() });
export const updatedCountAnswerSchema = z.object({ updated: z.number().int().nonnegative() });
export const deletedCountAnswerSchema = z.object({ deleted: z.number().int().nonnegative() });

/** A rider the directory names: id, name and hometown only (never an e-mail). */
export const directoryRiderSchema = z.object({ _id: z.string(), name: z.string(), hometown: z.string() });
export const directoryRidersAnswerSchema = z.object({ riders: z.array(directoryRiderSchema) });
/** `POST /internal/riders/lookup`: matches per line key and the riders they name, or riders by id (with facts when asked). */
export const riderLookupAnswerSchema = z.union([
  z.object({
    lines: z.array(z.looseObject({ key: z.string() })),
    riders: z.array(z.looseObject({ _id: z.string(), name: z.string(), hometown: z.string() })),
  }),
  z.object({ riders: z.array(z.looseObject({ _id: z.string(), name: z.string(), hometown: z.string() })) }),
]);
export const riderSuggestAnswerSchema = z.object({
  lines: z.array(
    z.object({
      key: z.string(),
      riders: z.array(directoryRiderSchema.extend({ reason: z.enum(['email', 'name']), distance: z.number().nullable() })),
    }),
  ),
});
export const claimProfileAnswerSchema = z.object({ rider: claimProfileSchema });
export const reportingRidersAnswerSchema = z.object({ riders: z.array(riderChangedSchema) });

/** A promoter row of the lists: the record and their latest application. */
export const promoterListItemSchema = z.looseObject({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  active: z.boolean(),
  deActivated: z.boolean(),
  hasPassword: z.boolean(),
  seasonYear: z.number().int().nullable(),
  applications: z.number().int(),
});
export const promoterListAnswerSchema = z.object({ promoters: z.array(promoterListItemSchema), pagination: paginationSchema });
export const promoterSummaryAnswerSchema = z.object({
  year: z.number().int(),
  total: z.number().int(),
  active: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  appliedThisYear: z.number().int(),
});
export const allPromotersAnswerSchema = z.object({ promoters: z.array(z.object({ _id: z.string(), name: z.string(), active: z.boolean() })) });
/** A season's application with its decisions. */
export const promoterApplicationViewSchema = z.looseObject({ _id: z.string(), promoterId: z.string(), seasonYear: z.number().int(), status: z.string() });
export const promoterDetailAnswerSchema = z.object({
  promoter: promoterListItemSchema.extend({ addressLine1: z.string().nullable(), zipcode: z.string().nullable(), createdAt: z.string() }),
  applications: z.array(promoterApplicationViewSchema),
});
export const promoterApplicationAnswerSchema = z.object({ application: promoterApplicationViewSchema });

export const vinCheckAnswerSchema = z.object({ explanation: z.looseObject({}), match: vinMatchSchema.nullable() });
export const vinMakesAnswerSchema = z.object({ makes: z.array(z.string()) });
export const vinPatternListAnswerSchema = z.object({
  vinPatterns: z.array(vinPatternSchema),
  pagination: paginationSchema,
  models: z.array(z.string()),
  years: z.array(z.number().int()),
});
export const vinImportAnswerSchema = z.object({
  dryRun: z.boolean(),
  imported: z.boolean(),
  rows: z.array(z.looseObject({ row: z.number().int(), pattern: z.string(), errors: z.array(z.string()) })),
  counts: z.object({ rows: z.number().int(), create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), errors: z.number().int() }),
});
export const verifyBikesAnswerSchema = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  toVerified: z.number().int(),
  toInvalid: z.number().int(),
  toUnverified: z.number().int(),
});
export const vinPatternDeletedAnswerSchema = z.object({ deleted: z.string() });
export const vinReportAnswerSchema = z.object({
  rows: z.array(vinReportRowSchema),
  pagination: paginationSchema,
  totals: z.record(z.string(), z.number().int()),
  models: z.array(z.string()),
  years: z.array(z.number().int()),
  countries: z.array(z.string()),
});
