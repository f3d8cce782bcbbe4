import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { requiredText } from '../fields';
import { paginationSchema, queryChoice, queryPaging, queryText } from '../query';
import { debtSchema } from './balances';

/** What riders owe (corrections after the money left): staff's receivables. */

/** `GET /api/admin/receivables?currency=&query=&page=&limit=`: riders who owe the programme, largest debt first. */
export const receivablesQuerySchema = z.object({ currency: queryChoice(CURRENCIES), query: queryText(100), ...queryPaging(25) });
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;
export const receivableSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  owedCents: z.number().int(),
  /** When the debt last changed (ISO). */
  changedAt: z.string(),
});
export type Receivable = z.infer<typeof receivableSchema>;
export const receivablesAnswerSchema = z.object({
  receivables: z.array(receivableSchema),
  /** Every matching debt, per currency (not only this page). */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), owedCents: z.number().int(), riders: z.number().int() })),
  pagination: paginationSchema,
});
export type ReceivablesAnswer = z.infer<typeof receivablesAnswerSchema>;

/** One change of what a rider owes, as staff read it: created by a correction, repaid, written off, moved by a merge. */
export const debtEntrySchema = z.object({
  at: z.string(),
  change: z.enum(['owed', 'repaid', 'writtenOff', 'merged']),
  currency: z.enum(CURRENCIES),
  /** Signed: + owed more, − owed less. */
  cents: z.number().int(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  /** A write-off's reason, a correction's memo. */
  note: z.string(),
  /** Who wrote it off (an administrator's id), or null. */
  by: z.string().nullable(),
});
export type DebtEntry = z.infer<typeof debtEntrySchema>;
/** `GET /api/admin/receivables/{riderId}`: what the rider owes now and every change of it, newest first. */
export const riderDebtsAnswerSchema = z.object({ riderId: z.string(), debts: z.array(debtSchema), history: z.array(debtEntrySchema) });
export type RiderDebtsAnswer = z.infer<typeof riderDebtsAnswerSchema>;

/** `POST /api/admin/receivables/{riderId}/write-off`: forgive (part of) a debt, with the reason on record. */
export const writeOffSchema = z.object({
  currency: z.enum(CURRENCIES),
  amountCents: z.number().int().min(1).max(100_000_000),
  reason: requiredText(500),
  /** A new random key per write-off meant (a retried request sends the same one). */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;
