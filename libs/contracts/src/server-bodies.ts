import { z } from 'zod';
import { reportExportParamsSchema } from './reports';
import { deadlineReportQuerySchema } from './results/deadlines';

// Bodies only servers read or write (the services and the BFF: a provider's webhook, a bulk import, an export's
// query), documented by the operation catalog: no browser builds or parses them, so they live in the server entry
// rather than the main one every first load carries.

/**
 * `PUT /api/event/{id}/results`: many lines in one transaction. Each line is parsed on its own with
 * `resultInputSchema`, so a fault names its line (`results.3.place`).
 */
export const resultsInputSchema = z.object({ results: z.array(z.unknown()).min(1).max(500) });

/** `GET /api/event/{id}/rider-search?q=`: programme riders to pick for an exception (2 to 100 characters). */
export const eventRiderSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });

/** `GET /api/admin/events-late/export` · `/events-finished/export` (events service): the lists' filters and sort, every row, as a file. */
export const deadlineExportQuerySchema = deadlineReportQuerySchema.pick({ startDate: true, endDate: true, sortBy: true, sortDirection: true }).extend(reportExportParamsSchema.shape);
export type DeadlineExportQuery = z.output<typeof deadlineExportQuerySchema>;

const oidcParam = z.string().max(4096).optional();
/** POST /api/oauth/callback: the provider's authorization response as the callback page posts it (RFC 6749, RFC 9207's `iss`). */
export const oidcCallbackSchema = z.object({
  code: oidcParam,
  state: oidcParam,
  iss: oidcParam,
  error: oidcParam,
  error_description: oidcParam,
  error_uri: oidcParam,
});

/**
 * The payment provider's webhook (`POST /api/payments/webhook`, Tremendous's format), signed over its raw body; read
 * by the payouts service only after the signature holds.
 */
export const providerWebhookSchema = z.object({
  event: z.string().trim().min(1).max(64),
  uuid: z.string().trim().min(1).max(64),
  created_utc: z.string().trim().min(1).max(40),
  payload: z
    .object({ resource: z.object({ id: z.string().trim().min(1).max(64), type: z.string().trim().min(1).max(32) }).optional() })
    .optional(),
});
/** The provider's webhook received: acted on (`cashout`), seen before (`duplicate`), or about nothing of ours (`ignored`, why). */
export const providerWebhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.string().optional(),
  cashout: z.object({ id: z.string(), status: z.string() }).optional(),
});
export type ProviderWebhookAnswer = z.infer<typeof providerWebhookAnswerSchema>;

/**
 * `GET /api/{role}/riders-lean?q=&limit=` (dealer, admin): the short rider list of pickers, active riders matching at
 * least 2 characters (a dealer as the till's search matches: name, city, AMA number or whole e-mail; staff by name,
 * e-mail start or AMA number), by name and hometown only.
 */
export const ridersLeanQuerySchema = z.object({ q: z.string().trim().min(2).max(100), limit: z.coerce.number().int().min(1).max(50).default(20) });
export const ridersLeanAnswerSchema = z.object({ riders: z.array(z.object({ _id: z.string(), name: z.string(), hometown: z.string() })) });
export type RidersLeanAnswer = z.infer<typeof ridersLeanAnswerSchema>;
