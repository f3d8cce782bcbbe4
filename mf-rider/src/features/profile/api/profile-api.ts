import { del, get, post, put, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { BikeAddedAnswer, BikeInput, DocumentUploadAnswer, FavouriteDealersAnswer, PhotoUploadAnswer, PinInput, RiderDocumentsAnswer, RiderProfileAnswer, RiderProfileInput, RiderViewBody, UploadIdKind } from '@rr/contracts';
import type { MailPreferencesAnswer, MailPreferencesInput } from '@rr/contracts/mail-preferences';
import type { SessionUser } from '@rr/session';
import { postMultipart, type UploadOptions } from '@rr/ui/upload';
import { apiPath } from '@rr/contracts/routes';

// The rider's own profile: the record, its sections' saves, bikes, PIN, documents and photo, and the
// favourite dealers. Every call is the rider's own path (`/api/rider/rider/{riderId}…`); failures are shown by the
// card that made them (alert: false).

/** The profile's reads, under the riders area (an administrator's rider page in the same query client refreshes too). */
export const profileKeys = {
  rider: (riderId: string) => queryKeys.riders.detail(riderId),
  documents: (riderId: string) => [...queryKeys.riders.detail(riderId), 'documents'] as const,
  favouriteDealers: [...queryKeys.dealers.all, 'favourites'] as const,
  mailPreferences: (riderId: string) => [...queryKeys.riders.detail(riderId), 'mail-preferences'] as const,
};

/** GET /api/rider/rider/{riderId} → the rider's record (the BFF adds their redemptions and claims, unused here). */
export function useRiderProfile(riderId: string) {
  return useQuery({
    queryKey: profileKeys.rider(riderId),
    queryFn: (context) => get<{ rider: RiderViewBody }>(apiPath('/api/rider/rider/:riderId', { riderId }), { alert: false, ...queryCall(context) }).then((answer) => answer.rider),
    enabled: riderId !== '',
    meta: { alert: false },
  });
}

/** PUT /api/rider/rider/{riderId}: one section's fields (a partial update) → the rider as saved. */
export function saveProfile(riderId: string, body: RiderProfileInput, call: CallOptions = {}): Promise<RiderProfileAnswer> {
  return put(apiPath('/api/rider/rider/:riderId', { riderId }), body, { alert: false, ...call });
}

/** POST /api/rider/rider/{riderId}/bikes → 201 the bike (with its VIN status) and the rider. */
export function addBike(riderId: string, body: BikeInput, call: CallOptions = {}): Promise<BikeAddedAnswer> {
  return post(apiPath('/api/rider/rider/:riderId/bikes', { riderId }), body, { alert: false, ...call });
}

/** PUT /api/rider/rider/{riderId}/bikes/{bikeId}: corrects a bike (its VIN checked again). */
export function changeBike(riderId: string, bikeId: string, body: BikeInput, call: CallOptions = {}): Promise<BikeAddedAnswer> {
  return put(apiPath('/api/rider/rider/:riderId/bikes/:bikeId', { riderId, bikeId }), body, { alert: false, ...call });
}

/** DELETE /api/rider/rider/{riderId}/bikes/{bikeId} → the rider without it. */
export function removeBike(riderId: string, bikeId: string, call: CallOptions = {}): Promise<RiderProfileAnswer> {
  return del(apiPath('/api/rider/rider/:riderId/bikes/:bikeId', { riderId, bikeId }), { alert: false, ...call });
}

/** PUT /api/rider/rider/{riderId}/pin `{ pin, confirmPin, currentPin? }` → `{ user }` (the session user, PIN unlocked). */
export function savePin(riderId: string, body: PinInput, call: CallOptions = {}): Promise<{ user: SessionUser }> {
  return put(apiPath('/api/rider/rider/:riderId/pin', { riderId }), body, { alert: false, ...call });
}

/** GET /api/rider/rider/{riderId}/documents → the driver's licence and W-9 on file. */
export function useDocuments(riderId: string) {
  return useQuery({
    queryKey: profileKeys.documents(riderId),
    queryFn: (context) => get<RiderDocumentsAnswer>(apiPath('/api/rider/rider/:riderId/documents', { riderId }), { alert: false, ...queryCall(context) }),
    enabled: riderId !== '',
    meta: { alert: false },
  });
}

/** GET /api/rider/favourite-dealers → the rider's favourite (active) dealers, by name. */
export function useFavouriteDealers() {
  return useQuery({
    queryKey: profileKeys.favouriteDealers,
    queryFn: (context) => get<FavouriteDealersAnswer>(apiPath('/api/rider/favourite-dealers'), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** PUT /api/rider/favourite-dealers/{dealerId} `{ favourite }`. */
export function setFavouriteDealer(dealerId: string, favourite: boolean, call: CallOptions = {}): Promise<{ favourite: boolean }> {
  return put(apiPath('/api/rider/favourite-dealers/:dealerId', { dealerId }), { favourite }, { alert: false, ...call });
}

/** What an id-file upload answers: a document (licence, W-9) or the photo's new address. */
export type UploadAnswer<K extends UploadIdKind> = K extends 'photo' ? PhotoUploadAnswer : DocumentUploadAnswer;

/**
 * POST /api/rider/rider/{riderId}/upload-id-files, multipart `kind` + `file`, reporting progress (@rr/ui/upload). A
 * refusal is the usual ApiError (FILE_NOT_IMAGE, FILE_TYPE_MISMATCH, 413 UPLOAD_TOO_LARGE…).
 */
export function uploadIdFile<K extends UploadIdKind>(riderId: string, kind: K, file: File, options: UploadOptions = {}): Promise<UploadAnswer<K>> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return postMultipart<UploadAnswer<K>>(apiPath('/api/rider/rider/:riderId/upload-id-files', { riderId }), form, options);
}

/** GET /api/rider/mail-preferences → which mails about their money the signed-in rider gets. */
export function useMailPreferences(riderId: string) {
  return useQuery({
    queryKey: profileKeys.mailPreferences(riderId),
    queryFn: (context) => get<MailPreferencesAnswer>(apiPath('/api/rider/mail-preferences'), { alert: false, ...queryCall(context) }),
    enabled: riderId !== '',
    meta: { alert: false },
  });
}

/** PUT /api/rider/mail-preferences `{ <kind>: on }` → the switches as saved. */
export function saveMailPreferences(body: MailPreferencesInput, call: CallOptions = {}): Promise<MailPreferencesAnswer> {
  return put(apiPath('/api/rider/mail-preferences'), body, { alert: false, ...call });
}
