// @vitest-environment happy-dom
import type { ManagedEvent } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { ResultsEditor } from './results-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: ManagedEvent = managedEvent({
  results: [
    managedResult({ _id: 'p1', place: 1, riderName: 'J. Lindqvist', number: '77', match: { status: 'matched', method: 'plate', rider: { _id: 'rider-tyler', name: 'Tyler Brooks', hometown: 'Calgary, AB' }, candidates: [] } }),
    managedResult({ _id: 'p2', place: 2, riderName: 'Walk In Racer', match: { status: 'unmatched', method: null, rider: null, candidates: [] } }),
  ],
});
const unmatched: ManagedEvent = { ...event, results: event.results.map((r) => (r._id === 'p1' ? { ...r, payout: 0, match: { status: 'unmatched', method: null, rider: null, candidates: [] } } : r)) };

describe('Wrong rider', () => {
  it('is offered on matched lines only', () => {
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    expect(screen.getByRole('button', { name: 'Wrong rider for the result of J. Lindqvist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wrong rider for the result of Walk In Racer' })).toBeNull();
  });

  it('says what it does before it does it, sends the rider shown, and reports the line unmatched', async () => {
    const api = fakeApi({ 'POST /api/event/evt-1/result/p1/wrong-rider': { body: unmatched } });
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Wrong rider for the result of J. Lindqvist' }));
    const dialog = screen.getByRole('dialog', { name: 'Unmatch Tyler Brooks from the result of J. Lindqvist?' });
    expect(dialog.textContent).toContain('This unmatches Tyler Brooks from the line and takes back what it paid; it will not be matched to them again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Wrong rider for the result of J. Lindqvist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/event/evt-1/result/p1/wrong-rider', body: { riderId: 'rider-tyler' } }]));
    expect(await screen.findByText('Tyler Brooks is unmatched from the result of J. Lindqvist. The line is now among the lines to resolve.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why when the server refuses it (the line matched anew since)', async () => {
    fakeApi({ 'POST /api/event/evt-1/result/p1/wrong-rider': { status: 409, body: { code: 'CONFLICT', message: 'The line is matched to another rider now' } } });
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Wrong rider for the result of J. Lindqvist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unmatch' }));
    const title = await screen.findByText('Sorry, the rider could not be unmatched');
    expect(title.closest('[role=alert]')!.textContent).toContain('That conflicts with data already saved');
  });
});
