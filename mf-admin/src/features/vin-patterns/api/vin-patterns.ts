import { buildUrl, del, get, keepPreviousData, post, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import type { VerifyBikesResponse, VinImportResponse, VinPatternListResponse } from '@rr/contracts';
import { postMultipart, type UploadProgress } from '@rr/ui/upload';
import { apiPath } from '@rr/contracts/routes';

/** The programme team's VIN patterns (spec §7 "VIN patterns"; docs/vin.md). */

const quiet = { alert: false } as const;

/** What the list asks for (the URL's filters). */
export interface VinPatternParams {
  query?: string;
  model?: string;
  year?: number;
  pattern?: string;
  verified?: 'true' | 'false';
  page: number;
  limit: number;
}

export function useVinPatterns(params: VinPatternParams) {
  return useQuery({
    queryKey: queryKeys.vinPatterns.list({ ...params }),
    queryFn: (context) => get<VinPatternListResponse>(apiPath('/api/vin-patterns'), { query: { ...params }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** POST /api/vin-patterns/import (multipart `file`): `dryRun` answers the preview; the import stores all rows or none. */
export function importVinPatterns(file: File, dryRun: boolean, onProgress?: (progress: UploadProgress) => void): Promise<VinImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postMultipart<VinImportResponse>(buildUrl(apiPath('/api/vin-patterns/import'), { dryRun: dryRun ? 1 : undefined }), form, onProgress ? { onProgress } : {});
}

export const verifyVinPatterns = (ids: string[]) => post<{ updated: number }>(apiPath('/api/vin-patterns/verify'), { ids }, quiet);
export const unverifyVinPatterns = (ids: string[]) => post<{ updated: number }>(apiPath('/api/vin-patterns/unverify'), { ids }, quiet);
export const deleteVinPattern = (id: string) => del<{ deleted: string }>(apiPath('/api/vin-patterns/:id', { id }), quiet);
/** Every bike checked again against the patterns; how many changed status. */
export const verifyBikes = () => post<VerifyBikesResponse>(apiPath('/api/vin-patterns/verify-bikes'), {}, quiet);

/** A change of the patterns or bikes: the pattern lists, the accepted makes, and the VIN report (bike statuses) are read again after it. */
export function useVinPatternWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: [queryKeys.vinPatterns.all, queryKeys.vinReport.all], meta: { alert: false } });
}
