import { buildUrl, get, post, put, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import type { SeriesList } from '@rr/contracts';
import type { RuleSet, RuleSetDetail, RuleSetDraftInput, RuleSetEditInput, RuleSetVersion, RuleSimulation, RuleSimulationRequest } from '@rr/contracts/rule-sets';
import { apiPath } from '@rr/contracts/routes';

/** The programme's rule sets (docs/rules.md): the versions, one with its audit, and the calls that change them. */

const quiet = { alert: false } as const;
const ruleSetKeys = [...queryKeys.payouts.all, 'rule-sets'] as const;

export function useRuleSets(year?: number) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'list', year ?? 'all'] as const,
    queryFn: (context) => get<{ ruleSets: RuleSetVersion[]; defaults: RuleSet }>(apiPath('/api/admin/rule-sets'), { query: year ? { year } : {}, ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** Pages of the series list read for the choice at most (100 series a page): far more series than a programme runs. */
const SERIES_CHOICE_PAGES = 50;

/**
 * The series a version may be scoped to, by name (staff pick one rather than type its id), and each id's name for
 * saying whom a version is for: every series, inactive ones too, read page after page (a series left off the list
 * could not be chosen at all).
 */
export function useSeriesChoices() {
  return useQuery({
    queryKey: [...queryKeys.series.all, 'rule-set-choices'] as const,
    queryFn: async (context) => {
      const all: SeriesList['series'] = [];
      for (let page = 1; page <= SERIES_CHOICE_PAGES; page += 1) {
        const answer = await get<SeriesList>(apiPath('/api/admin/series'), { query: { active: 'all', limit: 100, page }, ...quiet, ...queryCall(context) });
        all.push(...answer.series);
        if (page >= answer.pagination.pages || answer.series.length === 0) break;
      }
      return all;
    },
    select: (series) => series.map((s) => ({ id: s._id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name)),
    meta: { alert: false },
  });
}

export function useRuleSet(id: string) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'one', id] as const,
    queryFn: (context) => get<RuleSetDetail>(apiPath('/api/admin/rule-sets/:id', { id }), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export const createRuleSet = (body: RuleSetDraftInput) => post<{ ruleSet: RuleSetVersion }>(apiPath('/api/admin/rule-sets'), body, quiet);
export const saveRuleSet = (id: string, body: RuleSetEditInput) => put<{ ruleSet: RuleSetVersion }>(apiPath('/api/admin/rule-sets/:id', { id }), body, quiet);
export const publishRuleSet = (id: string, effectiveFrom: string) => post<{ ruleSet: RuleSetVersion }>(apiPath('/api/admin/rule-sets/:id/publish', { id }), { effectiveFrom }, quiet);

/** A change of the rule sets (a draft saved, copied or published, a simulation run or applied): every list and version is read again after it. */
export function useRuleSetWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: [ruleSetKeys], meta: { alert: false } });
}

/** A version's simulations, newest first; asked again every 2 s while one runs. */
export function useSimulations(ruleSetId: string) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'simulations', ruleSetId] as const,
    queryFn: (context) => get<{ simulations: RuleSimulation[] }>(apiPath('/api/admin/rule-sets/:ruleSetId/simulations', { ruleSetId }), { ...quiet, ...queryCall(context) }),
    refetchInterval: (query) => (query.state.data?.simulations.some((s) => s.status === 'running' || (s.applyRequestedAt && !s.appliedAt)) ? 2_000 : false),
    meta: { alert: false },
  });
}

/** One finished simulation with its result. */
export function useSimulation(ruleSetId: string, simulationId: string | null) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'simulation', ruleSetId, simulationId] as const,
    queryFn: (context) => get<{ simulation: RuleSimulation }>(apiPath('/api/admin/rule-sets/:ruleSetId/simulations/:simulationId', { ruleSetId, simulationId: simulationId ?? '' }), { ...quiet, ...queryCall(context) }),
    enabled: simulationId !== null,
    meta: { alert: false },
  });
}

export const simulate = (ruleSetId: string, body: RuleSimulationRequest) => post<{ simulation: RuleSimulation }>(apiPath('/api/admin/rule-sets/:ruleSetId/simulations', { ruleSetId }), body, quiet);
export const applySimulated = (ruleSetId: string, simulationId: string) =>
  post<{ simulation: RuleSimulation }>(apiPath('/api/admin/rule-sets/:ruleSetId/simulations/:simulationId/apply', { ruleSetId, simulationId }), {}, quiet);
/** Where a simulation's spreadsheet downloads from. */
export const simulationExport = (ruleSetId: string, simulationId: string, format: 'csv' | 'xlsx', rows: 'riders' | 'changes', locale: string) =>
  buildUrl(apiPath('/api/admin/rule-sets/:ruleSetId/simulations/:simulationId/export', { ruleSetId, simulationId }), { format, rows, locale });
