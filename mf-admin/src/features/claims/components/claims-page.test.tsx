// @vitest-environment happy-dom
import { fakeApi } from '@rr/api-client/testing';
import type { PayoutClaim, PayoutClaimsAnswer } from '@rr/contracts';
import { aPayoutClass, lorettaQualifier } from '@rr/contracts/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimsPage } from './claims-page';
import { renderAdmin } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const claim = (id: string, className: string, place: number): PayoutClaim => ({
  _id: id,
  riderId: 'r1',
  riderName: 'Jordan Miller',
  riderEmail: 'jordan@example.com',
  country: 'US',
  eventId: 'e1',
  eventTitle: 'Loretta Qualifier',
  eventDate: '2026-06-13',
  currency: 'USD',
  className,
  place,
  vin: null,
  bikeModel: '',
  bikeYear: null,
  message: 'The sheet lists me as a walk-in',
  status: 'open',
  createdByRole: 'rider',
  payoutType: null,
  amountCents: null,
  decisionNote: null,
  decidedAt: null,
  lotId: null,
  createdAt: '2026-06-20T18:00:00.000Z',
});

const list: PayoutClaimsAnswer = {
  payoutClaims: [claim('k1', '250 B', 2), claim('k2', 'Supermini', 1)],
  pagination: { page: 1, limit: 25, total: 2, pages: 1 },
};
const event = lorettaQualifier([aPayoutClass('c1', '250 B', 'cash', [8_000, 6_000]), aPayoutClass('c2', 'Vet', 'dealerCredit', [5_000, 4_000, 3_000])], { results: [] });

/** `eventAnswer`: when the event's payout table answers (at once unless given). */
function renderPage(eventAnswer: Promise<void> = Promise.resolve()) {
  const decided = () => ({ body: { payoutClaim: { ...claim('k9', '', 1), riderName: 'Jordan Miller', status: 'approved' } } });
  const { calls, fetchMock } = fakeApi({
    'GET /api/admin/payout-claims': ({ url }) =>
      new URL(url, 'https://x.test').searchParams.get('eventQuery')
        ? { body: { ...list, claimableEvents: [{ eventId: 'e1', title: 'Loretta Qualifier', date: '2026-06-13', deadline: '2026-07-28', currency: 'USD', raced: false }] } }
        : { body: list },
    'GET /api/event/e1': { body: event },
    'PUT /api/admin/payout-claim/k1': decided,
    'PUT /api/admin/payout-claim/k2': decided,
  });
  // The event's payout table answers once `eventAnswer` settles.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/event/e1') await eventAnswer;
    return fetchMock(input, init);
  });
  const sent = () => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, path: new URL(url, 'https://x.test').pathname, body }));
  renderAdmin(<ClaimsPage />, { path: '/auth/admin/payout-claims' });
  return { sent };
}

const factOf = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;

describe('ClaimsPage: deciding beside what the payout table pays', () => {
  it('shows what the claimed place pays (amount and type) beside the amount, offers it, and approves what staff send', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Decide' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(factOf(dialog, 'What the payout table pays')).toBe('$60 (Cash)'));
    const amount = within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ });
    expect(within(dialog).getByText('The event’s payout table pays $60 (Cash) for this place.')).toBeTruthy();
    await waitFor(() => expect(amount).toHaveProperty('value', '60.00'));
    expect(within(dialog).getByRole('combobox', { name: /^Pay as/ })).toHaveProperty('value', 'cash');

    await user.clear(amount);
    await user.type(amount, '55');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(sent()).toEqual([{ method: 'PUT', path: '/api/admin/payout-claim/k1', body: { action: 'approve', amountCents: 5_500, payoutType: 'cash' } }]));
  });

  it('leaves the amount to staff who are in the field when the payout table answers', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const { sent } = renderPage(new Promise<void>((resolve) => (answer = resolve)));
    await user.click((await screen.findAllByRole('button', { name: 'Decide' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ });
    // In the field, not yet typed: the offer must not land under the caret.
    await user.click(amount);
    answer();
    await waitFor(() => expect(factOf(dialog, 'What the payout table pays')).toBe('$60 (Cash)'));
    await user.type(amount, '90');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Pay as/ }), 'credit');
    expect(amount).toHaveProperty('value', '90');
    expect(within(dialog).getByRole('combobox', { name: /^Pay as/ })).toHaveProperty('value', 'credit');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(sent()).toEqual([{ method: 'PUT', path: '/api/admin/payout-claim/k1', body: { action: 'approve', amountCents: 9_000, payoutType: 'credit' } }]));
  });

  it('says when the claimed class is not in the event’s payout table', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Decide' }))[1]!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(factOf(dialog, 'What the payout table pays')).toBe('This class and place are not in the event’s payout table'));
    expect(within(dialog).getByRole('textbox', { name: /^Amount \(USD\)/ })).toHaveProperty('value', '');
  });

  it('files a claim for a class of the event and a place its table pays, chosen from lists', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'File a claim for a rider' }));
    const dialog = await screen.findByRole('dialog');
    const classSelect = within(dialog).getByRole('combobox', { name: /^Class/ });
    expect(within(classSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose the event first']);
    await user.type(within(dialog).getByRole('searchbox', { name: /^Find the event/ }), 'lor');
    const eventSelect = within(dialog).getByRole('combobox', { name: /^Event/ });
    await waitFor(() => expect(within(eventSelect).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(eventSelect, 'e1');
    await waitFor(() => expect(within(classSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose the class', '250 B', 'Vet']));
    await user.selectOptions(classSelect, 'Vet');
    const placeSelect = within(dialog).getByRole('combobox', { name: /^Place/ });
    expect(within(placeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose the place', 'Place 1 · $50 (Dealer credit)', 'Place 2 · $40 (Dealer credit)', 'Place 3 · $30 (Dealer credit)']);
  });
});

describe('ClaimsPage: nothing to show', () => {
  const none: PayoutClaimsAnswer = { payoutClaims: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 } };

  it('says no claim was filed yet when nothing is filtered, and blames the filters only when some are set', async () => {
    fakeApi({ 'GET /api/admin/payout-claims': { body: none } });
    renderAdmin(<ClaimsPage />, { path: '/auth/admin/payout-claims' });
    expect(await screen.findByText('No payout claims yet.')).toBeTruthy();
    expect(screen.queryByText('No claims match these filters.')).toBeNull();
    cleanup();

    fakeApi({ 'GET /api/admin/payout-claims': { body: none } });
    renderAdmin(<ClaimsPage />, { path: '/auth/admin/payout-claims?status=open' });
    expect(await screen.findByText('No claims match these filters.')).toBeTruthy();
  });
});
