import { queryKeys, useApiMutation, useQueryClient, type QueryClient } from '@rr/api-client';
import { resolveMatchSchema, wrongRiderSchema, type BonusInput, type ClassInput, type EventInput, type ManagedEvent, type ResolveMatchInput, type ResolvedLine, type ResultInput } from '@rr/contracts';
import { useCallback } from 'react';
import {
  addBonus,
  commitImport,
  createPromoterEvent,
  deleteEvent,
  deleteResults,
  duplicateEvent,
  markWrongRider,
  removeBonus,
  resolveMatch,
  saveClasses,
  saveResult,
  updateEvent,
  type ResultsScope,
} from './event-calls';
import { eventToolsKeys } from './keys';
import { uploadFile, type UploadRequest } from './upload-file';

/**
 * The event tools' writes. Each failure is shown where it happened (a form's fields, the tool's alert), never as
 * the generic alert (`meta.alert: false`). A write that answers the event's new state puts it in the cache at once;
 * the lists (promoter's events, the public pages) are marked stale.
 */

/** Stores an event's new state and marks what shows it elsewhere stale (lists, the public event page). */
export function useKeepManaged(): (managed: ManagedEvent) => void {
  const client = useQueryClient();
  return useCallback(
    (managed: ManagedEvent) => {
      client.setQueryData(eventToolsKeys.managed(managed.event._id), managed);
      markShownElsewhereStale(client, managed.event._id);
    },
    [client],
  );
}

/** What shows the event outside its tools (the lists, its public page) is read again when next shown. */
function markShownElsewhereStale(client: QueryClient, eventId: string) {
  void client.invalidateQueries({ queryKey: queryKeys.events.all });
  void client.invalidateQueries({ queryKey: queryKeys.event.detail(eventId), exact: true });
}

function useManagedWrite<V>(write: (variables: V) => Promise<ManagedEvent>) {
  const keep = useKeepManaged();
  return useApiMutation({ mutationFn: write, onSuccess: keep, meta: { alert: false } });
}

/** A write whose answer is not the event: the event's reads and the lists are fetched again. */
const staleAfter = (eventId: string) => [queryKeys.event.detail(eventId), queryKeys.events.all];

/** Create an event for a promoter (`POST /api/promoter/{id}/events`). */
export function useCreateEvent(promoterId: string) {
  return useManagedWrite((body: EventInput) => createPromoterEvent(promoterId, body));
}

export function useUpdateEvent(eventId: string) {
  return useManagedWrite((body: EventInput) => updateEvent(eventId, body));
}

export function useDuplicateEvent(eventId: string) {
  return useManagedWrite(() => duplicateEvent(eventId));
}

/** Delete an event; the page then leaves it (its own reads are not fetched again). */
export function useDeleteEvent(eventId: string) {
  return useApiMutation({ mutationFn: () => deleteEvent(eventId), invalidates: [queryKeys.events.all], meta: { alert: false } });
}

export function useSaveClasses(eventId: string) {
  return useManagedWrite((classes: ClassInput[]) => saveClasses(eventId, classes));
}

export function useSaveResult(eventId: string) {
  return useManagedWrite((body: ResultInput) => saveResult(eventId, body));
}

export function useDeleteResults(eventId: string) {
  return useApiMutation({ mutationFn: (scope: ResultsScope) => deleteResults(eventId, scope), invalidates: staleAfter(eventId), meta: { alert: false } });
}

/**
 * Resolve an exception: the body is checked with the schema the service parses (`resolveMatchSchema`) first. The
 * answer is the line alone: it replaces its old self in the event held, with the results version it published, and
 * what shows the event elsewhere is marked stale.
 */
export function useResolveMatch(eventId: string) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ resultId, body }: { resultId: string; body: ResolveMatchInput }) => resolveMatch(eventId, resultId, resolveMatchSchema.parse(body)),
    onSuccess: ({ result, resultsVersion }: ResolvedLine) => {
      client.setQueryData<ManagedEvent>(eventToolsKeys.managed(eventId), (held) =>
        held
          ? {
              ...held,
              event: { ...held.event, resultsVersion: Math.max(held.event.resultsVersion, resultsVersion) },
              results: held.results.map((line) => (line._id === result._id ? result : line)),
            }
          : held,
      );
      markShownElsewhereStale(client, eventId);
    },
    meta: { alert: false },
  });
}

/** "Wrong rider" on a matched line, naming the rider the caller saw on it; the answer is the event's new state. */
export function useWrongRider(eventId: string) {
  return useManagedWrite(({ resultId, riderId }: { resultId: string; riderId: string }) => markWrongRider(eventId, resultId, wrongRiderSchema.parse({ riderId })));
}

/** Send a file for its preview; nothing is written until it is committed. */
export function useUpload(eventId: string) {
  return useApiMutation({ mutationFn: (request: Omit<UploadRequest, 'eventId'>) => uploadFile({ ...request, eventId }), meta: { alert: false } });
}

export function useCommitImport(eventId: string) {
  return useApiMutation({ mutationFn: (importId: string) => commitImport(eventId, importId), invalidates: staleAfter(eventId), meta: { alert: false } });
}

/** Add a bonus for a rider of the event; the answer is the event's new state. */
export function useAddBonus(eventId: string) {
  return useManagedWrite((body: BonusInput) => addBonus(eventId, body));
}

export function useRemoveBonus(eventId: string) {
  return useManagedWrite((bonusId: string) => removeBonus(eventId, bonusId));
}
