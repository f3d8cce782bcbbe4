// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { fakeApi } from '@rr/api-client/testing';
import type { EventResult, PublicEventPayoutsAnswer, PublicPayoutDecision } from '@rr/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { EventResults } from './results-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The public results showed the events service's own reckoning as if it were paid ("Eligible $100" for lines the
 * payout rules refused, a rival maker's bike as "Eligible · $300"). Each line now says what the payout rules decided.
 */

// Every line carries the events service's reckoning: eligible, with its place's table amount.
const result = (id: string, className: string, place: number, payout: number): EventResult => ({
  _id: id,
  className,
  place,
  riderName: `Rider ${id}`,
  bike: 'CRF450R',
  hometown: 'Perris, CA',
  payout,
  payoutType: 'cash',
  eligibility: 'eligible',
  resultType: 'overall',
});
const results = [
  result('win', 'Pro', 1, 50_000),
  result('rival', 'Pro', 2, 30_000),
  result('small', 'Vet', 1, 10_000),
  result('pro-docs', 'Pro', 3, 20_000),
  result('credit', 'Women', 1, 15_000),
];
const event = { _id: 'evt-1', results, resultsVersion: 3 };

const decision = (resultId: string, over: Partial<PublicPayoutDecision>): PublicPayoutDecision => ({
  resultId,
  outcome: 'notPaid',
  reason: 'riderRequirements',
  amountCents: null,
  currency: 'USD',
  lotType: null,
  ...over,
});
const answer = (version: number): PublicEventPayoutsAnswer => ({
  eventId: 'evt-1',
  version,
  decisions: [
    decision('win', { outcome: 'paid', reason: 'paid', amountCents: 50_000, lotType: 'cash' }),
    // A rival maker's bike: the rules did not pay it; why is the rider's own business.
    decision('rival', {}),
    decision('small', { reason: 'classTooSmall' }),
    decision('pro-docs', { outcome: 'pending', amountCents: 20_000, lotType: 'cash' }),
    decision('credit', { outcome: 'paid', reason: 'paid', amountCents: 15_000, lotType: 'credit' }),
  ],
});

/** Answers `GET /api/event-payouts/evt-1` from the kit's fake as given (a status and body, or never), and counts the calls. */
const fakePayouts = (reply: { status: number; body: unknown } | 'pending') => fakeApi({ 'GET /api/event-payouts/evt-1': reply }).fetchMock;

function show(messages: Record<string, string> = en, locale = 'en', shown: typeof event = event) {
  return render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        <EventResults event={shown} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const rowOf = (rider: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(rider))!;
const cells = (rider: string) => within(rowOf(rider)).getAllByRole('cell').map((cell) => cell.textContent);
/** The Payout status column's cells (the wide screen's), every line of every class. */
const statusCells = () => screen.getAllByRole('row').flatMap((row) => within(row).queryAllByRole('cell').slice(-2, -1));

describe('the public results: what the payout rules decided for each line', () => {
  it('shows a refused line’s reason and no amount, even where the table pays its place', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    show();
    await waitFor(() => expect(rowOf('Rider small').textContent).toContain('Not paid'));
    expect(cells('Rider small').slice(-2)).toEqual(['Not paidToo few finishers in the class', '—']);
    expect(cells('Rider rival').slice(-2)).toEqual(['Not paidRider requirements', '—']);
    expect(rowOf('Rider rival').textContent).not.toMatch(/\$300|Eligible/);
    expect(rowOf('Rider small').textContent).not.toContain('$100');
  });

  it('shows a paid line’s amount and whether it is cash or dealer credit', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    show();
    await waitFor(() => expect(cells('Rider win').slice(-2)).toEqual(['Paid', '$500Cash']));
    expect(cells('Rider credit').slice(-2)).toEqual(['Paid', '$150Dealer credit']);
  });

  it('shows a waiting line as waiting, with why, and no amount yet', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    show();
    await waitFor(() => expect(cells('Rider pro-docs').slice(-2)).toEqual(['WaitingRider requirements', '—']));
    expect(rowOf('Rider pro-docs').textContent).not.toContain('$200');
  });

  it('says every line is being checked while the decisions are of older results than those shown', async () => {
    fakePayouts({ status: 200, body: answer(2) });
    show();
    await waitFor(() => expect(statusCells().map((cell) => cell.textContent)).toEqual(results.map(() => 'Being checked')));
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('says so too while the payouts service has no results of the event (404)', async () => {
    fakePayouts({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    show();
    await waitFor(() => expect(statusCells().map((cell) => cell.textContent)).toEqual(results.map(() => 'Being checked')));
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows a quiet placeholder, never the table amount, until the decisions arrive', async () => {
    const fetchMock = fakePayouts('pending');
    show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(cells('Rider win').slice(-2)).toEqual(['…Loading the payout status', '…']);
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText(/Eligible|Paid|Not paid/)).toBeNull();
  });

  it('says when the decisions cannot be loaded, and shows no amount', async () => {
    fakePayouts({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
    show();
    expect(await screen.findByText('The payout of each result could not be loaded. Try again later.')).toBeTruthy();
    expect(cells('Rider win').slice(-2)).toEqual(['—', '—']);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    show({ ...en, ...de }, 'de');
    await waitFor(() => expect(cells('Rider small').slice(-2)).toEqual(['Nicht ausgezahltZu wenige Fahrer der Klasse im Ziel', '—']));
    expect(cells('Rider credit').at(-1)).toContain('Händlerguthaben');
    expect(cells('Rider pro-docs').slice(-2)).toEqual(['WartetVoraussetzungen des Fahrers', '—']);
    expect(within(rowOf('Rider win')).queryByText(/public\.event/)).toBeNull();
  });

  it('keeps the Payout column in view on a phone: bike, hometown and status step aside, Payout stays at the edge', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    const { container } = show();
    await waitFor(() => expect(cells('Rider win').at(-1)).toBe('$500Cash'));
    const table = container.querySelector('table')!;
    expect(table.querySelectorAll('.rr-table__secondary')).toHaveLength(3 * (1 + 3)); // header and three Pro lines: bike, hometown, status
    const header = within(table).getByRole('columnheader', { name: 'Payout' });
    expect(header.className).toBe('rr-align-right rr-table__sticky-end');
    expect(within(rowOf('Rider win')).getAllByRole('cell').at(-1)!.className).toBe('rr-align-right rr-table__sticky-end');
  });
  it('says each line’s payout status under the rider’s name on a phone, where the status column steps aside', async () => {
    fakePayouts({ status: 200, body: answer(3) });
    const { container } = show();
    await waitFor(() => expect(cells('Rider win').at(-1)).toBe('$500Cash'));
    const table = container.querySelector('table')!;
    const status = within(table).getByRole('columnheader', { name: 'Payout status' });
    expect(status.className).toBe('rr-table__secondary');
    const rider = (name: string) => within(rowOf(name)).getAllByRole('cell')[1]!;
    expect(rider('Rider small').querySelector('.rr-table__phone-note')?.textContent).toBe('Not paidToo few finishers in the class');
    expect(rider('Rider win').querySelector('.rr-table__phone-note')?.textContent).toBe('Paid');
    expect(rider('Rider pro-docs').querySelector('.rr-table__phone-note')?.textContent).toBe('WaitingRider requirements');
  });
});

describe('a big event’s public results', () => {
  it('starts past 200 lines with each class as its name and number of riders, and opens one to a page of 25', async () => {
    fakePayouts('pending');
    const many = Array.from({ length: 300 }, (_, i) => result(`l${i}`, `Class ${(i % 10) + 1}`, Math.floor(i / 10) + 1, 0));
    show(en, 'en', { _id: 'evt-1', results: many, resultsVersion: 3 });
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: /^Class 2\b/ });
    expect(toggle.textContent).toContain('30 riders');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('row')).toHaveLength(26);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('Rider l251');
  });

  it('keeps every class open for a small event', () => {
    fakePayouts('pending');
    show();
    expect(screen.getAllByRole('row')).toHaveLength(results.length + 3);
  });
});
