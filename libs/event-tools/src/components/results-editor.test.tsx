// @vitest-environment happy-dom
import type { ManagedEvent } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { eventToolsKeys } from '../api/keys';
import { ExceptionsList } from './exceptions-list';
import { ResultsEditor } from './results-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unmatched = { status: 'unmatched' as const, method: null, rider: null, candidates: [] };
const event: ManagedEvent = managedEvent({
  classes: [managedClass({ _id: 'pro', name: 'Pro Open' }), managedClass({ _id: 'women', name: 'Women', payoutType: 'dealerCredit' }), managedClass({ _id: 'vet', name: 'Vet' })],
  results: [
    managedResult({ _id: 'p1', classId: 'pro', className: 'Pro Open', place: 1, riderName: 'Jordan Miller', payout: 50_000 }),
    managedResult({ _id: 'p2', classId: 'pro', className: 'Pro Open', place: 2, riderName: 'Walk In Racer', hometown: '', payout: 30_000, match: unmatched }),
    managedResult({
      _id: 'w1',
      classId: 'women',
      className: 'Women',
      place: 1,
      riderName: 'Sam Carter',
      payout: 15_000,
      match: { status: 'ambiguous', method: null, rider: null, candidates: [{ _id: 'rider-a', name: 'Sam Carter', hometown: 'Golden, CO' }, { _id: 'rider-b', name: 'Sam Carter', hometown: 'Tampa, FL' }] },
    }),
    managedResult({ _id: 'w2', classId: 'women', className: 'Women', place: 2, status: 'DNF', riderName: 'Early Exit', payout: 0, match: { status: 'notRider', method: null, rider: null, candidates: [] } }),
  ],
});
const resolved = (id: string): ManagedEvent => ({ ...event, results: event.results.map((r) => (r._id === id ? { ...r, match: { status: 'notRider', method: null, rider: null, candidates: [] } } : r)) });
/** What the service answers a decision: the line as it is now and the version the decision published. */
const answered = (id: string) => ({ result: resolved(id).results.find((r) => r._id === id)!, resultsVersion: event.event.resultsVersion + 1 });

/** A big event: `classes` classes of `perClass` lines each, every line matching nobody. */
function bigEvent(classes: number, perClass: number): ManagedEvent {
  const list = Array.from({ length: classes }, (_, c) => managedClass({ _id: `c${c}`, name: `Class ${c + 1}` }));
  const results = list.flatMap((cls, c) =>
    Array.from({ length: perClass }, (_, i) => managedResult({ _id: `r${c}-${i}`, classId: cls._id, className: cls.name, place: i + 1, riderName: `Racer ${c + 1}-${i + 1}`, match: unmatched })),
  );
  return managedEvent({ classes: list, results });
}

describe('ResultsEditor', () => {
  it('lists each class’s results by place with the rider matched and how, and no payout the payout rules did not decide', () => {
    renderTool(<ResultsEditor managed={event} hideExceptions />);
    const pro = screen.getByRole('region', { name: 'Results of Pro Open' });
    const rows = within(pro).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/1Jordan Miller.*by name only/);
    // Signed out here, so no decisions: the place's table amount is not what the line was paid.
    expect(rows[1]!.textContent).not.toContain('$500');
    expect(rows[2]!.textContent).toContain('No rider found');
    const women = within(screen.getByRole('region', { name: 'Results of Women' })).getAllByRole('row');
    expect(women[2]!.textContent).toMatch(/2 · DNF.*Not a programme rider/);
    // The short status a narrow column shows is named in full (screen readers, and a tooltip on hover).
    const status = within(women[2]!).getByTitle('DNF (did not finish)');
    expect(status.className).toContain('et-nowrap');
    expect(within(status).getByText('2 · DNF', { ignore: '.rr-visually-hidden' }).getAttribute('aria-hidden')).toBe('true');
    expect(within(status).getByText('2 · DNF (did not finish)').className).toBe('rr-visually-hidden');
    // Each class's table is wrapped for its layout (event-tools.css .et-results-table: actions that wrap, badges whole).
    expect(screen.getByRole('region', { name: 'Results of Women' }).closest('.et-table.et-results-table')).not.toBeNull();
    expect(within(women[2]!).getByRole('button', { name: 'Delete the result of Early Exit' }).closest('.et-row-actions')).not.toBeNull();
    expect(screen.getByText('No results yet for: Vet.')).toBeTruthy();
    expect(screen.queryByText(/lines? to resolve/)).toBeNull();
  });

  it('deletes a line, a class’s results or every result only after confirming', async () => {
    const api = fakeApi({ 'DELETE /api/event/evt-1/result': { body: { deleted: 2 } }, 'GET /api/event/evt-1/manage': { body: event } });
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Delete the result of Jordan Miller' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete the result of Jordan Miller?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete the result of Jordan Miller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/event/evt-1/result?resultId=p1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByRole('region', { name: 'Women' })).getByRole('button', { name: 'Delete this class’s results' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete the 2 results of Women?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/event/evt-1/result?classId=women'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete all results' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete every result of this event (4)?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toContain('/api/event/evt-1/result'));
    expect(await screen.findByText('2 results deleted.')).toBeTruthy();
  });

  it('says the removal failed, and why, when the server refuses it', async () => {
    fakeApi({ 'DELETE /api/event/evt-1/result': { status: 404, body: { code: 'NOT_FOUND', message: 'Result not found' } } });
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Delete the result of Jordan Miller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText('Sorry could not complete the removal');
    expect(alert.closest('[role=alert]')!.textContent).toContain('Not found');
  });

  it('adds a line in a dialog, checked with the contract, and edits one with its id', async () => {
    const api = fakeApi({ 'PUT /api/event/evt-1/result': { body: event } });
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Add a result' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a result' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), 'vet');
    await user.type(within(dialog).getByLabelText(/^Place/), '3');
    await user.type(within(dialog).getByLabelText(/^Rider name/), ' Kyle Nolan ');
    await user.type(within(dialog).getByLabelText(/^Email/), 'Kyle@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]!.body).toMatchObject({ classId: 'vet', place: 3, status: 'finished', riderName: 'Kyle Nolan', email: 'kyle@example.com' });
    await user.click(screen.getByRole('button', { name: 'Edit the result of Jordan Miller' }));
    const edit = screen.getByRole('dialog', { name: 'Edit result' });
    expect((within(edit).getByLabelText(/^Rider name/) as HTMLInputElement).value).toBe('Jordan Miller');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]!.body).toMatchObject({ _id: 'p1', classId: 'pro', place: 1 });
  });

  it('says in the line dialog that a decision taken on the line stays unless who raced it changes', async () => {
    const { user } = renderTool(<ResultsEditor managed={event} hideExceptions />);
    await user.click(screen.getByRole('button', { name: 'Edit the result of Early Exit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit result' });
    expect(within(dialog).getByText(/^Marked as not a programme rider\. The mark stays unless you change the name, number, hometown, email, licence number or VIN\.$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // A line matching found by itself has no such note: matching decides it again on every save.
    await user.click(screen.getByRole('button', { name: 'Edit the result of Jordan Miller' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit result' })).queryByText(/stays unless/)).toBeNull();
  });
});

describe('ResultsEditor on a big event', () => {
  it('starts with each class as its summary past 200 lines, and opens one to a page of 25 lines', async () => {
    const big = bigEvent(10, 30);
    const { user } = renderTool(<ResultsEditor managed={big} hideExceptions />);
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Class 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.closest('h3')!.textContent).toContain('30 to resolve');
    await user.click(toggle);
    const rows = within(screen.getByRole('region', { name: 'Class 3' })).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(rows[1]!.textContent).toContain('Racer 3-1');
    await user.click(within(screen.getByRole('region', { name: 'Class 3' })).getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('region', { name: 'Class 3' })).getAllByRole('row')[1]!.textContent).toContain('Racer 3-26');
  });

  it('keeps every class open when the event is small', () => {
    renderTool(<ResultsEditor managed={bigEvent(2, 5)} hideExceptions />);
    expect(screen.getAllByRole('row')).toHaveLength(12);
  });
});

describe('ExceptionsList', () => {
  it('offers the candidates of an ambiguous line and saves the one picked', async () => {
    const api = fakeApi({ 'PUT /api/event/evt-1/result/w1/match': { body: answered('w1') } });
    const { user } = renderTool(<ExceptionsList managed={event} />);
    expect(screen.getByRole('heading', { name: '2 lines to resolve' })).toBeTruthy();
    const line = screen.getByText('Sam Carter', { selector: 'strong' }).closest('li')!;
    await user.click(within(line).getByRole('button', { name: 'It is Sam Carter (Tampa, FL)' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ method: 'PUT', url: '/api/event/evt-1/result/w1/match', body: { riderId: 'rider-b' } }));
  });

  it('finds a rider by search for a line that matched nobody, or marks it as not a programme rider', async () => {
    const api = fakeApi({
      'GET /api/event/evt-1/rider-search?q=nolan': { body: { riders: [{ _id: 'rider-k', name: 'Kyle Nolan', hometown: 'Denver, CO' }] } },
      'GET /api/event/evt-1/rider-search?q=zzz': { body: { riders: [] } },
      'PUT /api/event/evt-1/result/p2/match': { body: answered('p2') },
    });
    const { user } = renderTool(<ExceptionsList managed={event} />);
    const line = screen.getByText('Walk In Racer').closest('li')!;
    const search = within(line).getByRole('searchbox', { name: 'Search the programme’s riders for Walk In Racer' });
    await user.type(search, 'zzz');
    await user.click(within(line).getByRole('button', { name: 'Search' }));
    expect(await within(line).findByText('No programme rider matches “zzz”.')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nolan{Enter}');
    await user.click(await within(line).findByRole('button', { name: 'It is Kyle Nolan (Denver, CO)' }));
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { riderId: 'rider-k' } }));
    const notRider = within(line).getByRole('button', { name: 'Not a programme rider' }) as HTMLButtonElement;
    await waitFor(() => expect(notRider.disabled).toBe(false));
    await user.click(notRider);
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/event/evt-1/result/p2/match', body: { notRider: true } }));
  });

  it('puts the answered line into the event held, with the version the decision published, and reads nothing else', async () => {
    const api = fakeApi({ 'PUT /api/event/evt-1/result/p2/match': { body: answered('p2') } });
    const { user, queryClient } = renderTool(<ExceptionsList managed={event} />);
    queryClient.setQueryData(eventToolsKeys.managed('evt-1'), event);
    await user.click(within(screen.getByText('Walk In Racer').closest('li')!).getByRole('button', { name: 'Not a programme rider' }));
    await waitFor(() => expect(queryClient.getQueryData<ManagedEvent>(eventToolsKeys.managed('evt-1'))!.results.find((r) => r._id === 'p2')!.match.status).toBe('notRider'));
    const held = queryClient.getQueryData<ManagedEvent>(eventToolsKeys.managed('evt-1'))!;
    expect(held.event.resultsVersion).toBe(event.event.resultsVersion + 1);
    expect(held.results.filter((r) => r._id !== 'p2')).toEqual(event.results.filter((r) => r._id !== 'p2'));
    // Besides the riders suggested for the open lines (read once, with the list), only the decision.
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/event/evt-1/suggestions', 'PUT /api/event/evt-1/result/p2/match']);
  });

  it('shows a big event’s lines to resolve ten at a time, narrowed by class or by name', async () => {
    const big = bigEvent(6, 10);
    fakeApi({});
    const { user } = renderTool(<ExceptionsList managed={big} />);
    expect(screen.getByRole('heading', { name: '60 lines to resolve' })).toBeTruthy();
    const shown = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('et-exception')).map((li) => li.querySelector('strong')!.textContent);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `Racer 1-${i + 1}`));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(shown()[0]).toBe('Racer 6-1');
    await user.selectOptions(screen.getByLabelText('Class'), 'c2');
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `Racer 3-${i + 1}`));
    expect(screen.getByRole('status').textContent).toBe('10 lines of 60 shown');
    await user.selectOptions(screen.getByLabelText('Class'), '');
    await user.type(screen.getByLabelText('Rider name'), 'racer 4-1');
    expect(shown()).toEqual(['Racer 4-1', 'Racer 4-10']);
  });

  it('says when nothing is left to resolve', () => {
    fakeApi({});
    renderTool(<ExceptionsList managed={resolved('p2')} showEmpty />);
    expect(screen.getByRole('heading', { name: '1 line to resolve' })).toBeTruthy();
    cleanup();
    renderTool(<ExceptionsList managed={resolved('w1')} showEmpty />);
    cleanup();
    renderTool(<ExceptionsList managed={{ ...event, results: event.results.filter((r) => r.match.status !== 'unmatched' && r.match.status !== 'ambiguous') }} showEmpty />);
    expect(screen.getByText(/Nothing to resolve/)).toBeTruthy();
  });
});
