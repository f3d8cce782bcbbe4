import { z } from 'zod';
import { fail } from '../issues';
import { MESSAGES } from '../messages';
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
