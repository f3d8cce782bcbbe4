import { z } from 'zod';
import { MATCH_METHODS, MATCH_STATUSES } from './vocabulary';

export const matchCandidateSchema = z.object({ _id: z.string(), name: z.string(), hometown: z.string() });
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

/**
 * A decision the promoter took on a line with the same identity before (not a programme rider, or this rider), taken
 * again for this line when it came in: where and when it was first taken (docs/architecture.md "Remembered decisions").
 */
export const rememberedDecisionSchema = z.object({ decisionId: z.string(), eventId: z.string().nullable(), eventTitle: z.string(), decidedAt: z.string() });
export type RememberedDecision = z.infer<typeof rememberedDecisionSchema>;

/** How a line was (or was not) linked to a programme rider; `remembered` when a remembered decision decided it. */
export const lineMatchSchema = z.object({
  status: z.enum(MATCH_STATUSES),
  method: z.enum(MATCH_METHODS).nullable(),
  rider: matchCandidateSchema.nullable(),
  candidates: z.array(matchCandidateSchema),
  remembered: rememberedDecisionSchema.optional(),
});
export type LineMatch = z.infer<typeof lineMatchSchema>;

/**
 * A message for one row of an upload: `{ id, values }` of the contracts catalogue ('validation.*'), and the
 * spreadsheet column it is about (A, B, …), shown before it as 'validation.import.column'.
 */
export const rowMessageSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  column: z.string().optional(),
});
export type RowMessage = z.infer<typeof rowMessageSchema>;
