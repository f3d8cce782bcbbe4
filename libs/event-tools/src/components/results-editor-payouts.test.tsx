// @vitest-environment happy-dom
import type { EventPayoutDecision, EventPayoutsAnswer, SessionUser } from '@rr/contracts';
import { sessionAtom } from '@rr/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { ResultsEditor } from './results-editor';

/** Each result line says whether it pays, and why, for the event's promoter and programme staff. */

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
/** The Payout column's cell of a line. */
const payoutOf = (region: string, rider: string) => {
  const table = within(screen.getByRole('region', { name: `Results of ${region}` }));
  const column = table.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Payout');
  return within(rowOf(region, rider)).getAllByRole('cell')[column]!.textContent;
};
/** The table amounts of the lines (`payout` of the events service): none may show unless the rules paid it. */
const TABLE_AMOUNTS = /\$(500|300|200|100|50)\b/;

describe('ResultsEditor: payout decisions', () => {
  it('shows, for the promoter, each line’s payout as the rules decided it: paid (amount, unit, place and class), waiting, not paid', async () => {
    signIn('promoter');
    const api = fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { body: answer(3) } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);

    await waitFor(() => expect(payoutOf('Pro Open', 'Jordan Miller')).toBe('Paid$500 in cash for place 1 in Pro Open (30 % withheld for tax)'));
    expect(payoutOf('Pro Open', 'Casey Pro')).toBe('Waiting$300 once resolved: Waiting for the rider’s driver’s licence and W-9');
    expect(payoutOf('Pro Open', 'Early Exit')).toBe('Not paidDid not finish');
    expect(payoutOf('Vet', 'Pat Vet')).toBe('Not paidClass too small: 4 of 5 finishers needed');
    // A line the payouts service has not decided yet.
    expect(payoutOf('Vet', 'Late Entry')).toBe('Being checked');
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/promoter/event-payouts/evt-1']);
  });

  it('never shows the table amount of a line the rules refused, or have not decided', async () => {
    signIn('promoter');
    fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { body: answer(3) } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(payoutOf('Pro Open', 'Early Exit')).toBe('Not paidDid not finish'));
    // The table pays these places $200, $100 and $50.
    expect(rowOf('Pro Open', 'Early Exit').textContent).not.toMatch(TABLE_AMOUNTS);
    expect(rowOf('Vet', 'Pat Vet').textContent).not.toMatch(TABLE_AMOUNTS);
    expect(rowOf('Vet', 'Late Entry').textContent).not.toMatch(TABLE_AMOUNTS);
  });

  it('asks as staff on the admin path, and says every line is being checked while the service has no results of the event', async () => {
    signIn('admin');
    const api = fakeApi({ 'GET /api/admin/event-payouts/evt-1': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(payoutOf('Pro Open', 'Jordan Miller')).toBe('Being checked'));
    expect(screen.getAllByText('Being checked')).toHaveLength(5);
    expect(screen.queryByText(TABLE_AMOUNTS)).toBeNull();
    expect(api.calls[0]!.url).toBe('/api/admin/event-payouts/evt-1');
  });

  it('says a line is being checked, not what older results decided, while the decisions lag behind the lines shown', async () => {
    signIn('promoter');
    fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { body: answer(2) } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(screen.getAllByText('Being checked')).toHaveLength(5));
    expect(screen.queryByText(/Did not finish/)).toBeNull();
    expect(screen.queryByText(/\$500/)).toBeNull();
  });

  it('shows a quiet placeholder, never the table amount, until the decisions arrive', async () => {
    signIn('promoter');
    // The payouts service does not answer (yet).
    const { fetchMock } = fakeApi({ 'GET /api/promoter/event-payouts/evt-1': 'pending' });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/promoter/event-payouts/evt-1');
    expect(payoutOf('Pro Open', 'Jordan Miller')).toBe('…Loading the payout decision');
    expect(screen.queryByText(TABLE_AMOUNTS)).toBeNull();
    expect(screen.queryByText(/Paid|Not paid|Being checked/)).toBeNull();
  });

  it('says so when the decisions cannot be loaded, and still lists the results, with no amount', async () => {
    signIn('promoter');
    fakeApi({ 'GET /api/promoter/event-payouts/evt-1': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } });
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    expect(await screen.findByText('The payout decisions could not be loaded; the results show without them.')).toBeTruthy();
    expect(payoutOf('Pro Open', 'Jordan Miller')).toBe('—');
    expect(screen.queryByText(TABLE_AMOUNTS)).toBeNull();
  });

  it('asks nothing for a caller who may not read payouts, and shows no amount', () => {
    signIn('rider');
    const api = fakeApi({});
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    expect(payoutOf('Pro Open', 'Jordan Miller')).toBe('—');
    expect(screen.queryByText(TABLE_AMOUNTS)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
