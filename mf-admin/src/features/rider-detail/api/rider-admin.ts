import { del, get, post, put, queryCall, queryKeys, useApiMutation, useQuery, useQueryClient } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { riderTimecardPaths, type AdminRiderCreateInput, type BikeAddedAnswer, type BikeInput, type RemoveRacesAnswer, type RiderDocumentsAnswer, type RiderProfileAnswer, type RiderProfileInput, type RiderRacesAnswer, type RiderTimecardAnswer, type RiderTimecardsAnswer, type RiderViewBody } from '@rr/contracts';
import { postMultipart, type UploadProgress } from '@rr/ui/upload';

// The rider detail page's reads and writes beyond money: the record and its edit, bikes, documents,
// races (events), timecards, and a new rider. Failures are shown by the card that made the call (alert: false).

const quiet = { alert: false } as const;

/** The page's keys: every one under the rider's detail key, so one invalidation refreshes the whole page. */
export const riderKeys = {
  detail: (riderId: string) => queryKeys.riders.detail(riderId),
  documents: (riderId: string) => [...queryKeys.riders.detail(riderId), 'documents'] as const,
  races: (riderId: string) => [...queryKeys.riders.detail(riderId), 'races'] as const,
  timecards: (riderId: string) => [...queryKeys.riders.detail(riderId), 'timecards'] as const,
};

/** POST /api/admin/riders → 201 `{ rider }`; the rider is mailed an invitation to choose a password. */
export const createRider = (body: AdminRiderCreateInput) => post<{ rider: RiderViewBody }>(apiPath('/api/admin/riders'), body, quiet);

/** PUT /api/admin/rider/{riderId}: the fields sent (staff may also change the e-mail and pro) → the rider as saved. */
export const saveRider = (riderId: string, body: RiderProfileInput) => put<RiderProfileAnswer>(apiPath('/api/admin/rider/:riderId', { riderId }), body, quiet);

/** POST /api/admin/rider/{riderId}/bikes → 201 the bike (with its VIN status and reason) and the rider. */
export const addBike = (riderId: string, body: BikeInput) => post<BikeAddedAnswer>(apiPath('/api/admin/rider/:riderId/bikes', { riderId }), body, quiet);

/** PUT /api/admin/rider/{riderId}/bikes/{bikeId}: a bike corrected (a mistyped VIN or year, its sale day), checked again. */
export const changeBike = (riderId: string, bikeId: string, body: BikeInput) => put<BikeAddedAnswer>(apiPath('/api/admin/rider/:riderId/bikes/:bikeId', { riderId, bikeId }), body, quiet);

/** DELETE /api/admin/rider/{riderId}/bikes/{bikeId} → the rider without it. */
export const removeBike = (riderId: string, bikeId: string) => del<RiderProfileAnswer>(apiPath('/api/admin/rider/:riderId/bikes/:bikeId', { riderId, bikeId }), quiet);

/** GET /api/admin/rider/{riderId}/documents → the driver's licence and W-9 on file. */
export function useRiderDocuments(riderId: string) {
  return useQuery({
    queryKey: riderKeys.documents(riderId),
    queryFn: (context) => get<RiderDocumentsAnswer>(apiPath('/api/admin/rider/:riderId/documents', { riderId }), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** GET /api/admin/rider/{riderId}/races (events) → the rider's result lines, newest race first. */
export function useRiderRaces(riderId: string) {
  return useQuery({
    queryKey: riderKeys.races(riderId),
    queryFn: (context) => get<RiderRacesAnswer>(apiPath('/api/admin/rider/:riderId/races', { riderId }), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** DELETE /api/admin/rider/{riderId}/remove-races `{ resultIds }` → what was removed, per event. */
export const removeRaces = (riderId: string, resultIds: string[]) => del<RemoveRacesAnswer>(apiPath('/api/admin/rider/:riderId/remove-races', { riderId }), { ...quiet, body: { resultIds } });

/** GET /api/admin/rider/{riderId}/timecards → the rider's timecard files, newest first. */
export function useRiderTimecards(riderId: string) {
  return useQuery({
    queryKey: riderKeys.timecards(riderId),
    queryFn: (context) => get<RiderTimecardsAnswer>(riderTimecardPaths.list(riderId), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** POST /api/admin/rider/{riderId}/timecard, multipart `file` (PDF, PNG or JPEG ≤ 10 MB), reporting progress. */
export function uploadTimecard(riderId: string, file: File, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<RiderTimecardAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postMultipart<RiderTimecardAnswer>(riderTimecardPaths.upload(riderId), form, options);
}

/** DELETE /api/admin/rider/{riderId}/timecard/{fileId}. */
export const deleteTimecard = (riderId: string, fileId: string) => del<unknown>(riderTimecardPaths.file(riderId, fileId), quiet);

/** What a change of the rider makes stale: their page (record, documents, races, timecards), every rider list, and money when asked. */
const riderStale = (riderId: string, money: boolean) => [
  queryKeys.riders.detail(riderId),
  queryKeys.riders.lists(),
  ...(money ? [queryKeys.payouts.all, queryKeys.redemptions.all] : []),
];

/** A write of the rider (record, bikes, races, timecards); `money` when it changes what they are paid. The card shows the failure. */
export function useRiderWrite<V, A>(riderId: string, write: (variables: V) => Promise<A>, { money = false }: { money?: boolean } = {}) {
  return useApiMutation({ mutationFn: write, invalidates: riderStale(riderId, money), meta: { alert: false } });
}

/** The rider read again after a change made elsewhere: a merge by the riders' merge dialog, which kept this rider. */
export function useRefreshRider(riderId: string) {
  const client = useQueryClient();
  return (options: { money?: boolean } = {}) => Promise.all(riderStale(riderId, options.money ?? false).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** A new rider; every rider list and page is read again after it. The form shows the failure. */
export function useCreateRider() {
  return useApiMutation({ mutationFn: createRider, invalidates: [queryKeys.riders.all], meta: { alert: false } });
}
