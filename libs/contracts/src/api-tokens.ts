import { z } from 'zod';
import { importPreviewSchema } from './results/imports';

/**
 * Promoter API tokens (docs/api.md "Integrations: pushing results with a token"): a timing system pushes results
 * into the same import flow as the event tools' upload, with `Authorization: Bearer rr_pt_<id>_<secret>`. Its own entry
 * (`@rr/contracts/api-tokens`): the main one is shared by every first load, untreeshaken, and no first load needs these.
 */

/** What a token may do, always on its promoter's own events only. */
export const API_TOKEN_SCOPES = [
  /** List the promoter's events and read the imports sent. */
  'results:read',
  /** Send a results file for a preview, and commit a previewed import. */
  'results:write',
  /** Commit in the same call as the preview (`?commit=true`) when the preview has no errors. */
  'results:commit',
] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** The token's recognisable start: `rr_pt_` (Race Rewards promoter token), then the id, `_` and the secret. */
export const API_TOKEN_PREFIX = 'rr_pt_';
export const API_TOKEN_NAME_MAX = 80;
/** Live (not revoked) tokens a promoter may hold at once. */
export const API_TOKENS_PER_PROMOTER = 20;

/** `POST /api/{role}/promoter/{id}/api-tokens`: a name the promoter recognises, and what the token may do. */
export const apiTokenInputSchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX),
  scopes: z.array(apiTokenScopeSchema).min(1).max(API_TOKEN_SCOPES.length),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** A token as listed: never its secret (only its hash is stored). */
export const apiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  /** `rr_pt_<id>_`: how the token starts, to tell tokens apart in a timing system's settings. */
  prefix: z.string(),
  createdAt: z.string(),
  /** The last call made with it, to the minute (null: never used). */
  lastUsedAt: z.string().nullable(),
  /** When its secret was last replaced (null: never). */
  rotatedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `GET /api/{role}/promoter/{id}/api-tokens`: the live tokens, newest first. */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** Creating or rotating a token: the only answer that carries the whole token; it is never shown again. */
export const apiTokenSecretAnswerSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type ApiTokenSecretAnswer = z.infer<typeof apiTokenSecretAnswerSchema>;

/** *internal* `POST /internal/api-tokens/verify` (the BFF, for each token call). */
export const apiTokenVerifyRequestSchema = z.object({ token: z.string().min(1).max(200) });
/** The promoter a valid token acts for, and what it may do. Any other token: 401 TOKEN_INVALID. */
export const apiTokenVerifiedSchema = z.object({ tokenId: z.string(), promoterId: z.string(), scopes: z.array(apiTokenScopeSchema) });
export type ApiTokenVerified = z.infer<typeof apiTokenVerifiedSchema>;

// ---- the integrations API (`/api/integrations/…`, Bearer tokens only) ----

/** How a pushed results file is laid out: the event tools' three result uploads. */
export const INTEGRATION_LAYOUTS = ['all', 'formatted', 'class'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** `POST /api/integrations/events/{eventId}/results?layout&classId&commit`. */
export const integrationPushQuerySchema = z
  .object({
    /** `all` (default): every class, a class column; `formatted`: class headings in the sheet; `class`: one class (`classId`). */
    layout: z.enum(INTEGRATION_LAYOUTS).default('all'),
    classId: z.string().trim().min(1).max(64).optional(),
    /** Commit at once when the preview has no errors (needs `results:commit`). */
    commit: flag,
  })
  .refine((query) => query.layout !== 'class' || query.classId !== undefined, { path: ['classId'], message: 'Required' });
export type IntegrationPushQuery = z.infer<typeof integrationPushQuerySchema>;

/** The answer of every import call: the import (preview or committed) and whether it is committed now. */
export const integrationImportAnswerSchema = z.object({ import: importPreviewSchema, committed: z.boolean() });
export type IntegrationImportAnswer = z.infer<typeof integrationImportAnswerSchema>;

/** `GET /api/integrations/events`: the token's promoter's events, with the class ids a one-class push names. */
export const integrationEventsAnswerSchema = z.object({
  events: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      classes: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
});
export type IntegrationEventsAnswer = z.infer<typeof integrationEventsAnswerSchema>;

/** The request header a client names a push or commit with: the same key again answers the same, writing nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
