// @vitest-environment happy-dom
import type { ManagedEvent, ManagedResult } from '@rr/contracts';
import type { BulkMatchBody } from '@rr/contracts/result-exceptions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventToolsKeys } from '../api/keys';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool, type SeenCall } from '../testing/render';
import { ExceptionsList } from './exceptions-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unmatched = { status: 'unmatched' as const, method: null, rider: null, candidates: [] };
const line = (id: string, riderName: string, place: number, extra: Partial<ManagedResult> = {}) =>
  managedResult({ _id: id, classId: 'pro', className: 'Pro Open', place, riderName, payout: 0, eligibility: 'notRegistered', match: unmatched, ...extra });
/** An event whose `count` lines match nobody (riders of other makers, mostly). */
const walkIns = (count: number): ManagedEvent =>
  managedEvent({ classes: [managedClass({ _id: 'pro', name: 'Pro Open' })], results: Array.from({ length: count }, (_, n) => line(`r${n + 1}`, `Walk In ${n + 1}`, n + 1)) });
const tyler = { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA' };

/** The service's answer to a bulk decision: the lines named, decided. */
const decided = (event: ManagedEvent) => (call: SeenCall) => {
  const body = call.body as BulkMatchBody;
  const ids = 'lines' in body ? body.lines.map((l) => l.resultId) : body.resultIds;
  const results = event.results
    .filter((r) => ids.includes(r._id))
    .map((r) => ({ ...r, match: 'lines' in body ? { status: 'matched' as const, method: 'manual' as const, rider: tyler, candidates: [] } : { status: 'notRider' as const, method: null, rider: null, candidates: [] } }));
  return { body: { results, resultsVersion: 2 } };
};
const bulkCalls = (calls: SeenCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === '/api/event/evt-1/results/match');

describe('ExceptionsList: deciding many lines at once', () => {
  it('selects every line the filter matches across pages and marks them not programme riders, in calls of at most 500', async () => {
    const event = walkIns(505);
    const api = fakeApi({ 'PUT /api/event/evt-1/results/match': decided(event) });
    const { user, queryClient } = renderTool(<ExceptionsList managed={event} />);
    queryClient.setQueryData(eventToolsKeys.managed('evt-1'), event);
    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('10 lines selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Select all 505 lines matching the filter' }));
    expect(within(bar).getByText('505 lines selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Mark 505 lines as not programme riders' }));

    expect(await within(bar).findByText('505 lines decided.')).toBeTruthy();
    const calls = bulkCalls(api.calls);
    expect(calls.map((c) => (c.body as { resultIds: string[] }).resultIds.length)).toEqual([500, 5]);
    expect(calls[0]!.body).toMatchObject({ notRider: true });
    expect(new Set(calls.flatMap((c) => (c.body as { resultIds: string[] }).resultIds))).toEqual(new Set(event.results.map((r) => r._id)));
    // Each answer went into the event held; the selection is cleared.
    const held = queryClient.getQueryData<ManagedEvent>(eventToolsKeys.managed('evt-1'))!;
    expect(held.results.every((r) => r.match.status === 'notRider')).toBe(true);
    expect(held.event.resultsVersion).toBe(2);
    expect(within(bar).queryByText(/selected/)).toBeNull();
  });

  it('selects a page, narrows by hand and matches the lines that share a suggested rider to them', async () => {
    const event = managedEvent({
      classes: [managedClass({ _id: 'pro', name: 'Pro Open' })],
      results: [line('l1', 'Tyler Brookes', 1, { number: '31' }), line('l2', 'T. Brookes', 2, { match: { status: 'ambiguous', method: null, rider: null, candidates: [tyler] } }), line('l3', 'Lars Berg', 3)],
    });
    const api = fakeApi({
      'GET /api/event/evt-1/suggestions': { body: { suggestions: { l1: [{ rider: tyler, reasons: ['name'], distance: 1 }] } } },
      'PUT /api/event/evt-1/results/match': decided(event),
      'PUT /api/event/evt-1/result/l1/match': { body: { result: { ...event.results[0], match: { status: 'matched', method: 'manual', rider: tyler, candidates: [] } }, resultsVersion: 2 } },
    });
    const { user } = renderTool(<ExceptionsList managed={event} />);
    const first = screen.getByText('Tyler Brookes', { selector: 'strong' }).closest('li')!;
    expect(await within(first).findByText('Did you mean Tyler Brooks (Perris, CA)?')).toBeTruthy();
    expect(within(first).getByText('(a name spelled alike)')).toBeTruthy();

    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('3 lines selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Clear the selection' }));
    expect(within(bar).queryByText(/selected/)).toBeNull();
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    // Lars Berg is nobody's: no rider is shared by all three.
    expect(within(bar).queryByRole('button', { name: /^Match 3 lines/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lars Berg, Pro Open place 3' }));
    expect((within(bar).getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).indeterminate).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Match 2 lines to Tyler Brooks (Perris, CA)' }));
    await waitFor(() => expect(bulkCalls(api.calls).map((c) => c.body)).toEqual([{ lines: [{ resultId: 'l1', riderId: 'r-tyler' }, { resultId: 'l2', riderId: 'r-tyler' }] }]));
    expect(await within(bar).findByText('2 lines decided.')).toBeTruthy();

    // One click on a suggestion decides its line alone.
    await user.click(within(first).getByRole('button', { name: 'Match to Tyler Brooks' }));
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/event/evt-1/result/l1/match', body: { riderId: 'r-tyler' } }));
  });

  it('says how far a decision got when a call is refused, and keeps the rest selected', async () => {
    const event = walkIns(505);
    let calls = 0;
    fakeApi({
      'PUT /api/event/evt-1/results/match': (call) => {
        calls += 1;
        return calls === 1 ? decided(event)(call) : { status: 404, body: { code: 'NOT_FOUND', message: 'Result not found' } };
      },
    });
    const { user } = renderTool(<ExceptionsList managed={event} />);
    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 505 lines matching the filter' }));
    await user.click(within(bar).getByRole('button', { name: 'Mark 505 lines as not programme riders' }));
    const alert = await within(bar).findByRole('alert');
    expect(alert.textContent).toContain('Sorry, not every line could be decided');
    expect(alert.textContent).toContain('500 of 505 lines decided. The rest:');
    expect(within(bar).getByText('505 lines selected')).toBeTruthy();
  });
});

describe('ExceptionsList: remembered decisions', () => {
  const remembered = { decisionId: 'd-1', eventId: 'evt-0', eventTitle: 'Reno Round 1', decidedAt: '2026-03-01T18:00:00.000Z' };
  const event = managedEvent({
    classes: [managedClass({ _id: 'pro', name: 'Pro Open' })],
    results: [
      line('m1', 'Lars Berg', 1, { match: { status: 'notRider', method: null, rider: null, candidates: [], remembered } }),
      line('m2', 'Mia Duarte', 2, { match: { status: 'notRider', method: null, rider: null, candidates: [], remembered } }),
    ],
  });
  const reopened = (id: string) => ({ result: { ...event.results.find((r) => r._id === id)!, match: unmatched }, resultsVersion: 3 });

  it('shows where and when each was decided, undoes one (still remembered) and forgets another', async () => {
    const api = fakeApi({ 'POST /api/event/evt-1/result/m1/undo-remembered': { body: reopened('m1') }, 'POST /api/event/evt-1/result/m2/undo-remembered': { body: reopened('m2') } });
    const { user, queryClient } = renderTool(<ExceptionsList managed={event} showEmpty />);
    queryClient.setQueryData(eventToolsKeys.managed('evt-1'), event);
    expect(screen.getByRole('heading', { name: '2 lines decided as before' })).toBeTruthy();
    const lars = screen.getByText('Lars Berg', { selector: 'strong' }).closest('li')!;
    expect(within(lars).getByText('Decided as at Reno Round 1 on Mar 1st, 2026')).toBeTruthy();
    expect(within(lars).getByText('as decided at Reno Round 1')).toBeTruthy();

    await user.click(within(lars).getByRole('button', { name: 'Undo the decision on Lars Berg' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ method: 'POST', url: '/api/event/evt-1/result/m1/undo-remembered', body: { forget: false } }));
    await waitFor(() => expect(queryClient.getQueryData<ManagedEvent>(eventToolsKeys.managed('evt-1'))!.results.find((r) => r._id === 'm1')!.match.status).toBe('unmatched'));
    const mia = screen.getByText('Mia Duarte', { selector: 'strong' }).closest('li')!;
    await user.click(within(mia).getByRole('button', { name: 'Forget this decision on Mia Duarte' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ method: 'POST', url: '/api/event/evt-1/result/m2/undo-remembered', body: { forget: true } }));
  });

  it('says why an undo was refused', async () => {
    fakeApi({ 'POST /api/event/evt-1/result/m1/undo-remembered': { status: 404, body: { code: 'NOT_FOUND', message: 'Result not found' } } });
    const { user } = renderTool(<ExceptionsList managed={event} />);
    const lars = screen.getByText('Lars Berg', { selector: 'strong' }).closest('li')!;
    await user.click(within(lars).getByRole('button', { name: 'Undo the decision on Lars Berg' }));
    expect(await within(lars).findByRole('alert')).toBeTruthy();
  });
});
