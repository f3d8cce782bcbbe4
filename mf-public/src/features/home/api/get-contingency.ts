import { api } from '@rr/api-client';
import { useRequest } from '../../../lib/use-request';

export interface ContingencyResponse {
  contingencyTitle?: string;
  /** Programme-wide contingency, in cents. */
  contingencyAmount?: number;
}

/** GET /api/aggregates/contingency — the home page headline; optional, so a failure stays silent. */
export function getContingency(signal?: AbortSignal): Promise<ContingencyResponse> {
  return api.get<ContingencyResponse>('/api/aggregates/contingency', { alert: false, ...(signal ? { signal } : {}) });
}

export function useContingency() {
  return useRequest('contingency', getContingency);
}
