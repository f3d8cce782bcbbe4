import { queryCall, queryKeys, useApiMutation, mutationCall } from '@rr/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@rr/api-client';
import { useCallback } from 'react';
import { RIDERS_PAGE_SIZE, apiQuery, ridersPage, type ListQuery } from '../lib/rider-list';
import { getRiders } from './get-riders';
import { setRiderActivation } from './set-rider-activation';

/**
 * One page of the rider list (GET /api/admin/riders), cached under `queryKeys.riders.list(params)`. While the
 * next page, order or search loads, the previous rows stay. Failures are shown by the screen, not alerted.
 */
export function useRidersList(list: ListQuery, limit = RIDERS_PAGE_SIZE) {
  const params = apiQuery(list, limit);
  return useQuery({
    queryKey: queryKeys.riders.list(params),
    queryFn: (context) => getRiders(params, queryCall(context)),
    select: (answer) => ridersPage(answer, limit),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** Activate or deactivate a rider; every rider list and page is fetched again afterwards. */
export function useSetRiderActivation() {
  return useApiMutation({
    mutationFn: ({ id, deActivated }: { id: string; deActivated: boolean }) => setRiderActivation(id, deActivated, mutationCall),
    invalidates: [queryKeys.riders.all],
    meta: { alert: false },
  });
}

/** Marks every rider list and page stale (after a merge, which removes one rider and changes the other). */
export function useInvalidateRiders(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.riders.all }), [queryClient]);
}
