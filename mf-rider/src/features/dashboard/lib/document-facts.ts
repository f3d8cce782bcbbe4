import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { RiderViewBody } from '@rr/contracts';
import type { DocumentFacts } from './readiness';
import { apiPath } from '@rr/contracts/routes';

/** The part of the rider record the dashboard reads. */
type RiderDocumentsRead = Partial<Pick<RiderViewBody, 'requiredDocuments' | 'documents'>>;

/**
 * The rider record's document facts (`GET /api/rider/rider/{id}`, by the profile page's key and with its answer, the
 * rider itself, so an upload there updates the dashboard): null while it loads; a failed read asks for none. The
 * checklist and the deadlines read the same answer, so they never disagree on what is missing.
 */
export function useDocumentFacts(riderId: string): DocumentFacts | null {
  const rider = useQuery({
    queryKey: queryKeys.riders.detail(riderId),
    queryFn: (context) => get<{ rider: RiderDocumentsRead }>(apiPath('/api/rider/rider/:riderId', { riderId }), { alert: false, ...queryCall(context) }).then((answer) => answer.rider),
    meta: { alert: false },
  });
  if (rider.isPending) return null;
  const view = rider.data;
  return { requiredDocuments: view?.requiredDocuments ?? [], documents: view?.documents ?? { licence: null, w9: null } };
}
