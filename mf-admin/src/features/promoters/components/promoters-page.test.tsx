// @vitest-environment happy-dom
import { REJECT_REASON_MAX, type PromoterList, type PromoterListItem, type PromoterSummary } from '@rr/contracts';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotersPage } from './promoters-page';
import { renderAdmin, fakeApi, type FakeAnswer as Answer } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promoter = (id: string, name: string, status: PromoterListItem['status']): PromoterListItem => ({
  _id: id,
  email: `${id}@example.com`,
  name,
  contactName: 'Jo Rivera',
  phone: '3035550111',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  status,
  active: status === 'approved',
  deActivated: false,
  hasPassword: false,
  seasonYear: 2026,
  seriesName: `${name} Series`,
  appliedAt: '2026-01-10T10:00:00Z',
  applications: 1,
});

const list: PromoterList = {
  promoters: [promoter('p1', 'High Plains Racing', 'pending'), promoter('p2', 'Desert Dirt', 'rejected')],
  pagination: { page: 1, limit: 15, total: 2, pages: 1 },
};
const summary: PromoterSummary = { year: 2026, total: 2, active: 0, approved: 0, pending: 1, rejected: 1, appliedThisYear: 2 };


const reads = { 'GET /api/promoters': () => ({ body: list }), 'GET /api/promoters/summary': () => ({ body: summary }) };
const writes = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method !== 'GET');

function renderPage() {
  return renderAdmin(
    <>
      <PromotersPage kind="applications" />
      <Toaster />
    </>,
    { path: '/auth/admin/promoter-applications?status=any&year=' },
  ).user;
}

describe('PromotersPage: rejecting and undoing', () => {
  it('asks for an optional reason before rejecting; Cancel sends nothing', async () => {
    const calls = fakeApi(reads);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject – High Plains Racing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject High Plains Racing?' });
    expect(within(dialog).getByText(/they get an email in the language they applied in/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Tracks outside the programme area');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  });

  it('rejects with the reason once confirmed, says so and reads the list again', async () => {
    const calls = fakeApi({ ...reads, 'PUT /api/admin/promoter/p1/reject': () => ({ body: {} }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject – High Plains Racing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject High Plains Racing?' });
    expect(writes(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), '  Tracks outside the programme area ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('High Plains Racing is rejected.')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'PUT', url: '/api/admin/promoter/p1/reject', body: { reason: 'Tracks outside the programme area' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/promoters?')).length).toBeGreaterThan(1));
  });

  it('rejects without a reason when none is typed, and shows the server’s refusal in the dialog', async () => {
    let answer: Answer = { status: 400, body: { code: 'VALIDATION', message: 'Please correct the highlighted fields', details: { reason: { id: 'validation.maxLength', values: { max: REJECT_REASON_MAX } } } } };
    const calls = fakeApi({ ...reads, 'PUT /api/admin/promoter/p1/reject': () => answer });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject – High Plains Racing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject High Plains Racing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(`Must be at most ${REJECT_REASON_MAX} characters`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reject High Plains Racing?' })).toBeTruthy();
    answer = { body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((call) => call.body)).toEqual([{}, {}]);
  });

  it('asks before undoing; Cancel sends nothing, confirming undoes', async () => {
    const calls = fakeApi({ ...reads, 'PUT /api/admin/promoter/p2/undo': () => ({ body: {} }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Undo – Desert Dirt' }));
    let dialog = await screen.findByRole('dialog', { name: 'Undo the last decision on Desert Dirt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo – Desert Dirt' }));
    dialog = await screen.findByRole('dialog', { name: 'Undo the last decision on Desert Dirt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The last decision on Desert Dirt is undone.')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'PUT', url: '/api/admin/promoter/p2/undo', body: {} }]);
  });

  it('rejects the selected ones together with one reason after the dialog', async () => {
    const calls = fakeApi({ ...reads, 'POST /api/admin/promoters/reject': () => ({ body: { updated: 2 } }) });
    const user = renderPage();
    await screen.findByRole('button', { name: 'Reject – High Plains Racing' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every promoter on this page' }));
    await user.click(within(screen.getByRole('region', { name: 'Actions on the selected promoters' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 promoters?' });
    expect(writes(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Season full');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('2 promoters rejected.')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/admin/promoters/reject', body: { ids: ['p1', 'p2'], reason: 'Season full' } }]);
  });
});
