import { get, post, put, queryCall, queryKeys, useQuery, useQueryClient } from '@rr/api-client';
import type { RuleSet, RuleSetDetail, RuleSetDraftInput, RuleSetEditInput, RuleSetVersion, RuleSimulation, RuleSimulationRequest } from '@rr/contracts/rule-sets';

/** The programme's rule sets (docs/rules.md): the versions, one with its audit, and the calls that change them. */

const quiet = { alert: false } as const;
const ruleSetKeys = [...queryKeys.payouts.all, 'rule-sets'] as const;

export function useRuleSets(year?: number) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'list', year ?? 'all'] as const,
    queryFn: (context) => get<{ ruleSets: RuleSetVersion[]; defaults: RuleSet }>('/api/admin/rule-sets', { query: year ? { year } : {}, ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export function useRuleSet(id: string) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'one', id] as const,
    queryFn: (context) => get<RuleSetDetail>(`/api/admin/rule-sets/${encodeURIComponent(id)}`, { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export const createRuleSet = (body: RuleSetDraftInput) => post<{ ruleSet: RuleSetVersion }>('/api/admin/rule-sets', body, quiet);
export const saveRuleSet = (id: string, body: RuleSetEditInput) => put<{ ruleSet: RuleSetVersion }>(`/api/admin/rule-sets/${encodeURIComponent(id)}`, body, quiet);
export const publishRuleSet = (id: string, effectiveFrom: string) => post<{ ruleSet: RuleSetVersion }>(`/api/admin/rule-sets/${encodeURIComponent(id)}/publish`, { effectiveFrom }, quiet);

/** After a change: every rule set list and version read again. */
export function useRefreshRuleSets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ruleSetKeys });
}

/** A version's simulations, newest first; asked again every 2 s while one runs. */
export function useSimulations(ruleSetId: string) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'simulations', ruleSetId] as const,
    queryFn: (context) => get<{ simulations: RuleSimulation[] }>(`/api/admin/rule-sets/${encodeURIComponent(ruleSetId)}/simulations`, { ...quiet, ...queryCall(context) }),
    refetchInterval: (query) => (query.state.data?.simulations.some((s) => s.status === 'running' || (s.applyRequestedAt && !s.appliedAt)) ? 2_000 : false),
    meta: { alert: false },
  });
}

/** One finished simulation with its result. */
export function useSimulation(ruleSetId: string, simulationId: string | null) {
  return useQuery({
    queryKey: [...ruleSetKeys, 'simulation', ruleSetId, simulationId] as const,
    queryFn: (context) => get<{ simulation: RuleSimulation }>(`/api/admin/rule-sets/${encodeURIComponent(ruleSetId)}/simulations/${encodeURIComponent(simulationId ?? '')}`, { ...quiet, ...queryCall(context) }),
    enabled: simulationId !== null,
    meta: { alert: false },
  });
}

export const simulate = (ruleSetId: string, body: RuleSimulationRequest) => post<{ simulation: RuleSimulation }>(`/api/admin/rule-sets/${encodeURIComponent(ruleSetId)}/simulations`, body, quiet);
export const applySimulated = (ruleSetId: string, simulationId: string) =>
  post<{ simulation: RuleSimulation }>(`/api/admin/rule-sets/${encodeURIComponent(ruleSetId)}/simulations/${encodeURIComponent(simulationId)}/apply`, {}, quiet);
/** Where a simulation's spreadsheet downloads from. */
export const simulationExport = (ruleSetId: string, simulationId: string, format: 'csv' | 'xlsx', rows: 'riders' | 'changes', locale: string) =>
  `/api/admin/rule-sets/${encodeURIComponent(ruleSetId)}/simulations/${encodeURIComponent(simulationId)}/export?format=${format}&rows=${rows}&locale=${encodeURIComponent(locale)}`;
