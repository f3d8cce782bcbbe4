import { z } from 'zod';
import { lineMatchSchema, rowMessageSchema } from './line-match';
import { IMPORT_FORMATS, IMPORT_KINDS } from './vocabulary';

/** Row of an upload preview; `values` depends on the kind (a class, a result line, an event). */
export const importRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number())])),
  match: lineMatchSchema.nullable(),
  warnings: z.array(rowMessageSchema),
  errors: z.array(rowMessageSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  matched: z.number().int(),
  exceptions: z.number().int(),
  /** Classes the commit creates (results of a class the payout table lacks: paid nothing until it is added). */
  newClasses: z.array(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** An uploaded file, parsed: nothing is written until it is committed (all or nothing). */
export const importPreviewSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  status: z.enum(['previewed', 'committed']),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  summary: importSummarySchema,
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importAnswerSchema = z.object({ import: importPreviewSchema });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
