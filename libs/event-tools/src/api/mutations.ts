import { queryKeys, useApiMutation, useQueryClient, type QueryClient, type StaleKey } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { resolveMatchSchema, wrongRiderSchema, type BonusInput, type ClassInput, type EventInput, type ManagedEvent, type ManagedResult, type ResolveMatchInput, type ResolvedLine, type ResultInput } from '@rr/contracts';
import { undoRememberedSchema, type UndoRememberedInput } from '@rr/contracts/result-exceptions';
import {
  addBonus,
  commitImport,
  createPromoterEvent,
  decideLines,
  deleteEvent,
  deleteResults,
  duplicateEvent,
  markWrongRider,
  removeBonus,
  removeTimecard,
  resolveMatch,
  saveClasses,
  saveResult,
  undoRemembered,
  updateEvent,
  type ResultsScope,
} from './event-calls';
import { decideInChunks, type BulkDecision, type BulkOutcome } from '../lib/bulk';
import { eventToolsKeys } from './keys';
import { uploadFile, type UploadProgress, type UploadRequest } from './upload-file';

/**
 * The event tools' writes. Each failure is shown where it happened (a form's fields, the tool's alert), never as
 * the generic alert (`meta.alert: false`). A write that answers the event's new state puts it in the cache at once;
 * the lists (promoter's events, the public pages) are marked stale.
 */

/**
 * What shows the event outside its tools (the lists, its public page) is read again when next shown; the tools'
 * own reads under the event's key are not: the write's answer was just put there.
 */
const shownElsewhere = (eventId: string): StaleKey[] => [queryKeys.events.all, { queryKey: queryKeys.event.detail(eventId), exact: true }];

/** A write answered with the event's new state: it is stored at once, and what shows the event elsewhere is marked stale. */
function useManagedWrite<V>(write: (variables: V) => Promise<ManagedEvent>) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: write,
    invalidates: (managed) => shownElsewhere(managed.event._id),
    onSuccess: (managed) => {
      client.setQueryData(eventToolsKeys.managed(managed.event._id), managed);
    },
    meta: { alert: false },
  });
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
    invalidates: shownElsewhere(eventId),
    onSuccess: ({ result, resultsVersion }: ResolvedLine) => putLines(client, eventId, [result], resultsVersion),
    meta: { alert: false },
  });
}

/** Answered lines replace their old selves in the event held, with the results version their decision published. */
function putLines(client: QueryClient, eventId: string, lines: readonly ManagedResult[], resultsVersion: number) {
  const answered = new Map(lines.map((line) => [line._id, line]));
  client.setQueryData<ManagedEvent>(eventToolsKeys.managed(eventId), (held) =>
    held
      ? {
          ...held,
          event: { ...held.event, resultsVersion: Math.max(held.event.resultsVersion, resultsVersion) },
          results: held.results.map((line) => answered.get(line._id) ?? line),
        }
      : held,
  );
}

/**
 * Decide many lines of the event (`PUT …/results/match`), in calls of at most MAX_BULK_DECISIONS lines, one after the
 * other: each call is all or nothing, and the answer says how many were decided before a call failed (`BulkOutcome`),
 * never throws. Each call's lines go into the event held as they come.
 */
export function useDecideLines(eventId: string) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (decision: BulkDecision): Promise<BulkOutcome> =>
      decideInChunks(decision, async (body) => {
        const answer = await decideLines(eventId, body);
        putLines(client, eventId, answer.results, answer.resultsVersion);
        return answer.results.length;
      }),
    invalidates: shownElsewhere(eventId),
    meta: { alert: false },
  });
}

/** Undo a remembered decision on a line (`forget`: not at the next uploads either); the answered line replaces its old self. */
export function useUndoRemembered(eventId: string) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ resultId, body }: { resultId: string; body: UndoRememberedInput }) => undoRemembered(eventId, resultId, undoRememberedSchema.parse(body)),
    invalidates: shownElsewhere(eventId),
    onSuccess: ({ result, resultsVersion }: ResolvedLine) => putLines(client, eventId, [result], resultsVersion),
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

/** Add a timecard (a scan or PDF of the timing sheets), reporting the upload's progress; the answer is the event's new state. */
export function useAddTimecard(eventId: string) {
  return useManagedWrite(
    ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
      uploadFile({ eventId, kind: 'upload-class', path: apiPath('/api/event/:eventId/timecards', { eventId }), file, onProgress }) as unknown as Promise<ManagedEvent>,
  );
}

export function useRemoveTimecard(eventId: string) {
  return useManagedWrite((timecardId: string) => removeTimecard(eventId, timecardId));
}
