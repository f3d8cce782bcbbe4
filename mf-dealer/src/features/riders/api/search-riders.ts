import { get, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { TILL_SEARCH_LIMIT, tillSearchAnswerSchema, type TillSearchAnswer } from '@rr/contracts';
import { checked } from '../../../lib/checked';

/** GET /api/dealer/riders?query= → the riders matching a name, e-mail, city or AMA number (at most TILL_SEARCH_LIMIT). */
export async function searchRiders(query: string, call: CallOptions = {}): Promise<TillSearchAnswer> {
  return checked(tillSearchAnswerSchema, await get(apiPath('/api/dealer/riders'), { query: { query }, alert: false, ...call }));
}

/** The till's rider search; nothing is asked while `term` is null (too short). */
export function useRiderSearch(term: string | null) {
  return useQuery({
    queryKey: queryKeys.riders.list({ till: term, limit: TILL_SEARCH_LIMIT }),
    queryFn: (context) => searchRiders(term ?? '', queryCall(context)),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
