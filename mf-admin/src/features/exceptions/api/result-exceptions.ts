import { get, keepPreviousData, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import type { ExceptionEvents } from '@rr/contracts';
import type { ResultExceptionIds, ResultExceptions } from '@rr/contracts/result-exceptions';
import { decideInChunks, decideLines, resolveMatch, type BulkDecision, type BulkOutcome, type LineDecisionBody } from '@rr/event-tools';
import { useCallback } from 'react';
import { apiPath } from '@rr/contracts/routes';

/** The queue's filters, as `GET /api/admin/result-exceptions` takes them (absent: no filter). */
export interface QueueFilters {
  eventId?: string;
  promoterId?: string;
  from?: string;
  to?: string;
  className?: string;
  name?: string;
}

/** Lines a page of the queue shows. */
export const QUEUE_PAGE_SIZE = 25;
/** Events with open lines offered by the event filter, most open lines first. */
const EVENT_CHOICES = 100;

// Under the events' key: a decision (here or in an event's tools) marks the events stale, and the queue with them.
const queueKey = (filters: QueueFilters, page: number) => [...queryKeys.events.all, 'result-exceptions', { ...filters, page }] as const;

/** A page of the queue: open lines across events with their events and suggested riders, and the total (the dashboard's count). */
export function useResultExceptions(filters: QueueFilters, page: number) {
  const query = { ...filters, page, limit: QUEUE_PAGE_SIZE };
  return useQuery({
    queryKey: queueKey(filters, page),
    queryFn: (context) => get<ResultExceptions>(apiPath('/api/admin/result-exceptions'), { query, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The events that have open lines, most first: the event filter's choices. */
export function useEventsWithExceptions() {
  const query = { limit: EVENT_CHOICES };
  return useQuery({
    queryKey: [...queryKeys.events.all, 'exception-events', query] as const,
    queryFn: (context) => get<ExceptionEvents>(apiPath('/api/admin/events-exceptions'), { query, alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** Promoters by name (the promoter filter, and who runs each line's event); the same read as the event forms'. */
export function usePromoterNames() {
  return useQuery({
    queryKey: [...queryKeys.promoters.all, 'choices'],
    queryFn: (context) => get<{ promoters: Array<{ _id: string; name: string; active: boolean }> }>(apiPath('/api/promoters/all'), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** `GET /api/admin/result-exceptions/ids`: every line the filters match (up to MAX_QUEUE_SELECTION) with its event. */
export function matchingLines(filters: QueueFilters): Promise<ResultExceptionIds> {
  return get<ResultExceptionIds>(apiPath('/api/admin/result-exceptions/ids'), { query: { ...filters }, alert: false });
}

/** Lines of the queue, each with its event. */
type QueueLines = ReadonlyArray<{ resultId: string; eventId: string }>;
/** A line's rider, or not a rider of the programme. */
type QueueDecision = { notRider: true } | { riderId: string };

/**
 * The queue's decisions, through the events' own endpoints (the single decision, and the bulk one per event in calls of
 * at most MAX_BULK_DECISIONS lines). Afterwards the queue, the events' lists and the decided events are read again.
 */
export function useQueueDecisions() {
  const one = useApiMutation({
    mutationFn: ({ eventId, resultId, body }: { eventId: string; resultId: string; body: LineDecisionBody }) => resolveMatch(eventId, resultId, body),
    invalidates: (_answer, { eventId }) => decidedStale([eventId]),
    meta: { alert: false },
  });
  // Never fails: a refusal is in the outcome, and the events decided up to it are read again all the same.
  const many = useApiMutation({
    mutationFn: ({ lines, decision }: { lines: QueueLines; decision: QueueDecision }) => decideQueueLines(lines, decision),
    invalidates: (_outcome, { lines }) => decidedStale(lines.map((line) => line.eventId)),
    meta: { alert: false },
  });
  const { mutateAsync: decideOneLine } = one;
  const { mutateAsync: decideLinesOf } = many;
  const decideOne = useCallback(
    async (eventId: string, resultId: string, body: LineDecisionBody) => {
      await decideOneLine({ eventId, resultId, body });
    },
    [decideOneLine],
  );
  const decideMany = useCallback(
    (lines: QueueLines, decision: QueueDecision) => decideLinesOf({ lines, decision }),
    [decideLinesOf],
  );
  return { decideOne, decideMany, deciding: one.isPending || many.isPending };
}

/** What a decision makes stale: the events' lists and each decided event. */
const decidedStale = (eventIds: Iterable<string>) => [queryKeys.events.all, ...[...new Set(eventIds)].map((eventId) => queryKeys.event.detail(eventId))];

/** Decides lines of several events, event by event; stops at the first refusal and says how far it got. */
async function decideQueueLines(lines: QueueLines, decision: QueueDecision): Promise<BulkOutcome> {
  const byEvent = new Map<string, string[]>();
  for (const line of lines) byEvent.set(line.eventId, [...(byEvent.get(line.eventId) ?? []), line.resultId]);
  let decided = 0;
  let error: unknown = null;
  for (const [eventId, resultIds] of byEvent) {
    const body: BulkDecision = 'riderId' in decision ? { lines: resultIds.map((resultId) => ({ resultId, riderId: decision.riderId })) } : { resultIds, notRider: true };
    const outcome = await decideInChunks(body, async (part) => (await decideLines(eventId, part)).results.length);
    decided += outcome.decided;
    if (outcome.error) {
      error = outcome.error;
      break;
    }
  }
  return { decided, total: lines.length, error };
}
