import { z } from 'zod';
import { seriesSchema } from '../events';
import { matchCandidateSchema } from '../results/line-match';
import { tillRedemptionSchema } from '../till';

// Answers only the operation catalog (and the API tests that check answers against it) reads: no browser code parses
// them, so they stay out of the contracts' main entry, which every first load carries whole.

/** A series as staff or its promoter just wrote it: `POST /api/admin/series`, `PUT /api/admin/serie/{id}`, its events added or removed, a promoter's series. */
export const seriesChangeAnswerSchema = z.object({ serie: seriesSchema });
/** `DELETE /api/admin/serie/{id}`: how many events left the series (they and their results stay). */
export const seriesDeletedAnswerSchema = z.object({ removedFromEvents: z.number().int().nonnegative() });
/** `DELETE /api/admin/category/{id}`: how many series lost the category. */
export const categoryDeletedAnswerSchema = z.object({ removedFromSeries: z.number().int().nonnegative() });

/** `DELETE /api/event/{id}/result` → how many lines were deleted. */
export const deleteResultsAnswerSchema = z.object({ deleted: z.number().int().nonnegative() });
/** `GET /api/event/{id}/rider-search?q=`: riders by name and hometown only (at most 20). */
export const riderSearchAnswerSchema = z.object({ riders: z.array(matchCandidateSchema) });

/** Both favourite marks answer the mark as it now stands. */
export const favouriteAnswerSchema = z.object({ favourite: z.boolean() });

/** `GET /api/payments/get-reward-link/{orderId}`: where the rider redeems a paid cash-out's reward. */
export const rewardLinkAnswerSchema = z.object({ link: z.string() });

/** `DELETE /api/admin/credit-redemption/{id}`: the refunded redemption (revoked, with who refunded it and when). */
export const refundAnswerSchema = z.object({ redemption: tillRedemptionSchema });
