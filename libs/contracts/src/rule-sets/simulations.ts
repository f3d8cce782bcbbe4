import { z } from 'zod';
import { fail } from '../issues';
import { MESSAGES } from '../messages';
import { queryChoice } from '../query';
import { reportExportParamsSchema } from '../reports';
import { day } from './field-rules';

/** `POST /api/admin/rule-sets/{id}/simulations`: the period whose published results are judged again (race days, both included). */
export const ruleSimulationRequestSchema = z
  .object({ from: day, to: day })
  .superRefine((input, ctx) => {
    if (input.to < input.from) fail(ctx, MESSAGES.dateOrder, undefined, ['to']);
    else if (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`) > 400 * 86_400_000) fail(ctx, MESSAGES.rulesPeriod, { days: 400 }, ['to']);
  });
export type RuleSimulationRequest = z.infer<typeof ruleSimulationRequestSchema>;

/** How a rider's (or a line's) pay changes: more, less, paid now and not before, paid before and not now. */
export const SIMULATION_CHANGES = ['more', 'less', 'newlyPaid', 'noLongerPaid'] as const;
export type SimulationChange = (typeof SIMULATION_CHANGES)[number];

/** What a simulation found: per currency, per rider, and each line whose pay would change. Amounts in cents. */
export interface RuleSimulationResult {
  events: number;
  lines: number;
  totals: Array<{ currency: string; beforeCents: number; afterCents: number; differenceCents: number; riders: number } & Record<SimulationChange, number>>;
  riders: Array<{ riderId: string; name: string; currency: string; beforeCents: number; afterCents: number; differenceCents: number; change: SimulationChange; lines: number }>;
  changes: Array<{ eventId: string; eventTitle: string; startDate: string; riderId: string; className: string | null; place: number | null; currency: string; beforeCents: number; afterCents: number; beforeReason: string; afterReason: string; change: SimulationChange }>;
  /** Lines whose change is not listed (the list keeps the first `MAX_SIMULATION_CHANGES`). */
  changesLeftOut: number;
}
export const MAX_SIMULATION_CHANGES = 20_000;

/** One simulation as staff read it: `result` once done, `error` when it failed. */
export interface RuleSimulation {
  _id: string;
  ruleSetId: string;
  from: string;
  to: string;
  status: 'running' | 'done' | 'failed';
  requestedBy: string;
  requestedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** When staff re-judged the period's events by the version after this simulation, when that finished, and how many events. */
  applyRequestedAt: string | null;
  appliedAt: string | null;
  appliedEvents: number | null;
  result: RuleSimulationResult | null;
}

const cents = z.number().int();
const change = z.enum(SIMULATION_CHANGES);
/** `RuleSimulationResult` as the API answers it. */
export const ruleSimulationResultSchema = z.object({
  events: z.number().int(),
  lines: z.number().int(),
  totals: z.array(
    z.object({ currency: z.string(), beforeCents: cents, afterCents: cents, differenceCents: cents, riders: z.number().int(), more: z.number().int(), less: z.number().int(), newlyPaid: z.number().int(), noLongerPaid: z.number().int() }),
  ),
  riders: z.array(z.object({ riderId: z.string(), name: z.string(), currency: z.string(), beforeCents: cents, afterCents: cents, differenceCents: cents, change, lines: z.number().int() })),
  changes: z.array(
    z.object({
      eventId: z.string(),
      eventTitle: z.string(),
      startDate: z.string(),
      riderId: z.string(),
      className: z.string().nullable(),
      place: z.number().int().nullable(),
      currency: z.string(),
      beforeCents: cents,
      afterCents: cents,
      beforeReason: z.string(),
      afterReason: z.string(),
      change,
    }),
  ),
  changesLeftOut: z.number().int(),
}) satisfies z.ZodType<RuleSimulationResult>;
/** `RuleSimulation` as the API answers it. */
export const ruleSimulationSchema = z.object({
  _id: z.string(),
  ruleSetId: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  applyRequestedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
  appliedEvents: z.number().int().nullable(),
  result: ruleSimulationResultSchema.nullable(),
}) satisfies z.ZodType<Omit<RuleSimulation, 'error'> & { error?: string | null | undefined }>;
/** A simulation requested, read, or applied: `{ simulation }`. */
export const ruleSimulationAnswerSchema = z.object({ simulation: ruleSimulationSchema });
/** `GET /api/admin/rule-sets/{id}/simulations`: newest first, without their results (`result` null). */
export const ruleSimulationsAnswerSchema = z.object({ simulations: z.array(ruleSimulationSchema) });
/** `…/simulations/{simulationId}/export?format=csv|xlsx&locale=&rows=riders|changes`: per rider (default) or every changed line. */
export const ruleSimulationExportQuerySchema = reportExportParamsSchema.extend({ rows: queryChoice(['riders', 'changes'] as const).transform((value) => value ?? 'riders') });
