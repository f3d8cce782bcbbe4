// @vitest-environment happy-dom
import type { EventPayoutDecision, EventPayoutsAnswer, SessionUser } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { ResultsEditor } from './results-editor';

/** Issue 12 item 3: each result line says whether it pays, and why, for the event's promoter and programme staff. */

const store = getDefaultStore();
const signIn = (type: 'promoter' | 'admin' | 'rider') =>
  store.set(sessionAtom, { authenticated: true, type, user: { _id: `${type}-demo`, type, email: `${type}@example.com` } as unknown as SessionUser, proxyHost: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const event = managedEvent({
  event: { resultsVersion: 3 },
  classes: [managedClass({ _id: 'pro', name: 'Pro Open' }), managedClass({ _id: 'vet', name: 'Vet' })],
  results: [
    managedResult({ _id: 'p1', classId: 'pro', className: 'Pro Open', place: 1, riderName: 'Jordan Miller', payout: 50_000 }),
    managedResult({ _id: 'p2', classId: 'pro', className: 'Pro Open', place: 2, riderName: 'Casey Pro', payout: 30_000 }),
    managedResult({ _id: 'p3', classId: 'pro', className: 'Pro Open', place: 3, riderName: 'Early Exit', status: 'DNF', payout: 20_000 }),
    managedResult({ _id: 'v1', classId: 'vet', className: 'Vet', place: 1, riderName: 'Pat Vet', payout: 10_000 }),
    managedResult({ _id: 'v2', classId: 'vet', className: 'Vet', place: 2, riderName: 'Late Entry', payout: 5_000 }),
  ],
});

const decision = (over: Partial<EventPayoutDecision>): EventPayoutDecision => ({
  riderId: 'rider-demo',
  className: 'Pro Open',
  place: 1,
  outcome: 'notPaid',
  reason: 'paid',
  facts: {},
  amountCents: 0,
  currency: 'USD',
  lotType: null,
  withholdPercent: 0,
  ...over,
});

const answer = (version: number): EventPayoutsAnswer => ({
  eventId: 'evt-1',
  version,
  decisions: [
    decision({ resultId: 'p1', outcome: 'paid', amountCents: 50_000, lotType: 'cash', withholdPercent: 30 }),
    decision({ resultId: 'p2', place: 2, outcome: 'pending', reason: 'documentsMissing', amountCents: 30_000, lotType: 'cash' }),
    decision({ resultId: 'p3', place: 3, reason: 'didNotFinish' }),
    decision({ resultId: 'v1', className: 'Vet', reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 } }),
    decision({ bonusId: 'holeshot', className: null, place: null, outcome: 'paid', amountCents: 2_500, lotType: 'bonus' }),
  ],
});

const rowOf = (region: string, rider: string) =>
  within(screen.getByRole('region', { name: `Results of ${region}` }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(rider))!;

describe('ResultsEditor: payout decisions', () => {
  it('shows, for the promoter, each line’s status in words and why: paid (amount, unit, place and class), waiting, not paid', async () => {
    signIn('promoter');
    const api = fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { body: answer(3) } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);

    await waitFor(() => expect(rowOf('Pro Open', 'Jordan Miller').textContent).toContain('Paid$500 in cash for place 1 in Pro Open (30 % withheld for tax)'));
    expect(rowOf('Pro Open', 'Casey Pro').textContent).toContain('Waiting$300 once resolved: Waiting for the rider’s driver’s licence and W-9');
    expect(rowOf('Pro Open', 'Early Exit').textContent).toContain('Not paidDid not finish');
    expect(rowOf('Vet', 'Pat Vet').textContent).toContain('Not paidClass too small: 4 of 5 finishers needed');
    // A line the payouts service has not decided yet.
    expect(rowOf('Vet', 'Late Entry').textContent).toContain('Not processed yet');
    expect(within(screen.getByRole('region', { name: 'Results of Pro Open' })).getByRole('columnheader', { name: 'Payout status' })).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/promoter/event-payouts/evt-1']);
  });

  it('asks as staff on the admin path, and calls every line not processed yet while the service has no results of the event', async () => {
    signIn('admin');
    const api = fakeApi({ 'GET /api/admin/event-payouts/evt-1': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(rowOf('Pro Open', 'Jordan Miller').textContent).toContain('Not processed yet'));
    expect(screen.getAllByText('Not processed yet')).toHaveLength(5);
    expect(api.calls[0]!.url).toBe('/api/admin/event-payouts/evt-1');
  });

  it('does not show decisions of older results than the lines shown, as if they fit them', async () => {
    signIn('promoter');
    fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { body: answer(2) } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(screen.getAllByText('Not processed yet')).toHaveLength(5));
    expect(screen.queryByText(/Did not finish/)).toBeNull();
  });

  it('says so when the decisions cannot be loaded, and still lists the results', async () => {
    signIn('promoter');
    fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    expect(await screen.findByText('The payout decisions could not be loaded; the results show without them.')).toBeTruthy();
    expect(rowOf('Pro Open', 'Jordan Miller').textContent).toContain('$500');
    expect(screen.queryByRole('columnheader', { name: 'Payout status' })).toBeNull();
  });

  it('asks nothing for a caller who may not read payouts', () => {
    signIn('rider');
    const api = fakeApi({});
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    expect(screen.queryByRole('columnheader', { name: 'Payout status' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
