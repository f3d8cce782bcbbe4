// @vitest-environment happy-dom
import type { EventAnswer, PayoutClaimsAnswer } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRider } from '../../../testing/render';
import { ClaimsCard } from './claims-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const claims: PayoutClaimsAnswer = {
  payoutClaims: [],
  pagination: { page: 1, limit: 100, total: 0, pages: 1 },
  claimableEvents: [
    { eventId: 'e1', title: 'Loretta Qualifier', date: '2026-06-13', deadline: '2026-07-28', currency: 'USD', raced: true },
    { eventId: 'e2', title: 'Canada Cup', date: '2026-06-20', deadline: '2026-08-04', currency: 'CAD', raced: false },
  ],
  bikes: [],
};

/** An event's answer with its payout table: the claim form reads only the classes. */
const eventWith = (classes: EventAnswer['event']['classes']) => ({ event: { _id: 'e', title: 'Event', classes, results: [] }, series: null });
const EVENTS: Record<string, unknown> = {
  e1: eventWith([
    { _id: 'c1', name: '250 B', payoutType: 'cash', places: [8_000, 6_000], total: 14_000 },
    { _id: 'c2', name: 'Mini', payoutType: 'noPayout', places: [], total: 0 },
    { _id: 'c3', name: 'Vet', payoutType: 'dealerCredit', places: [5_000], total: 5_000 },
  ]),
  e2: eventWith([{ _id: 'c9', name: 'Open', payoutType: 'cash', places: [20_000], total: 20_000 }]),
};

function renderCard() {
  const { calls } = fakeApi({
    'GET /api/rider/payout-claims': { body: claims },
    'POST /api/rider/payout-claims': { status: 201, body: { payoutClaim: {} } },
    ...Object.fromEntries(Object.entries(EVENTS).map(([eventId, answer]) => [`GET /api/event/${eventId}`, { body: answer }])),
  });
  renderRider(<ClaimsCard />);
  /** The claims filed, as sent. */
  const posted = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/rider/payout-claims').map((call) => call.body);
  return { posted };
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('ClaimsCard: a claim names a class of the event and a place its payout table pays', () => {
  it('offers the event’s paying classes, then that class’s places with what each pays, and files the choice', async () => {
    const user = userEvent.setup();
    const { posted } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Claim a missing payment' }));

    const classSelect = screen.getByRole('combobox', { name: /^Class/ });
    await waitFor(() => expect(optionsOf(classSelect)).toEqual(['Choose the class', '250 B', 'Vet']));
    const placeSelect = screen.getByRole('combobox', { name: /^Place/ });
    expect(placeSelect).toHaveProperty('disabled', true);

    await user.selectOptions(classSelect, '250 B');
    expect(optionsOf(placeSelect)).toEqual(['Choose the place', 'Place 1 · $80 (cash)', 'Place 2 · $60 (cash)']);
    await user.selectOptions(classSelect, 'Vet');
    expect(optionsOf(placeSelect)).toEqual(['Choose the place', 'Place 1 · $50 (dealer credit)']);
    await user.selectOptions(placeSelect, '1');
    await user.click(screen.getByRole('button', { name: 'File the claim' }));
    await waitFor(() => expect(posted()).toEqual([{ eventId: 'e1', className: 'Vet', place: 1 }]));
  });

  it('chooses the class and place again for another event, and asks for both before filing', async () => {
    const user = userEvent.setup();
    const { posted } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Claim a missing payment' }));
    const classSelect = screen.getByRole('combobox', { name: /^Class/ });
    await waitFor(() => expect(optionsOf(classSelect)).toContain('250 B'));
    await user.selectOptions(classSelect, '250 B');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Event/ }), 'e2');
    await waitFor(() => expect(optionsOf(classSelect)).toEqual(['Choose the class', 'Open']));
    expect(classSelect).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'File the claim' }));
    await waitFor(() => expect(classSelect.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('combobox', { name: /^Place/ }).getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toEqual([]);

    await user.selectOptions(classSelect, 'Open');
    expect(optionsOf(screen.getByRole('combobox', { name: /^Place/ }))).toEqual(['Choose the place', 'Place 1 · CA$200 (cash)']);
  });
});
