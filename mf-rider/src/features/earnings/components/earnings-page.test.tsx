// @vitest-environment happy-dom
import type { Earning, EarningsAnswer } from '@rr/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRider } from '../../../testing/render';
import { EarningsPage } from './earnings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (over: Partial<Earning>): Earning => ({
  _id: 'dec-1',
  eventId: 'evt-1',
  eventTitle: 'Desert Cup Round 3',
  date: '2026-07-12',
  className: '450 Pro',
  place: 2,
  outcome: 'paid',
  reason: 'paid',
  facts: {},
  amountCents: 15_000,
  currency: 'USD',
  type: 'cash',
  withholdPercent: 0,
  withheldCents: 0,
  history: [],
  lot: { _id: 'lot-2', status: 'current', initialCents: 15_000, currentCents: 15_000, awardedAt: '2026-07-20T18:00:00Z', expiresAt: null, sentAt: null },
  ...over,
});

/** GET /api/rider/earnings answers `earnings`; every other call (the claims card's) is refused. */
function renderPage(earnings: Earning[]) {
  const answer: EarningsAnswer = { period: 'thisYear', totals: [], earnings };
  fakeApi({ 'GET /api/rider/earnings': { body: answer } });
  renderRider(<EarningsPage />);
}

/** The table row that links to the event titled `title`. */
async function rowOf(title: string): Promise<HTMLElement> {
  return (await screen.findByRole('link', { name: title })).closest('tr')!;
}

describe('EarningsPage', () => {
  it('shows under a corrected line what its money did: the first award, its reversal with what became owed, the new award', async () => {
    renderPage([
      line({
        history: [
          { at: '2026-07-12T18:00:00Z', change: 'paid', cents: 25_000, owedCents: 0 },
          { at: '2026-07-20T18:00:00Z', change: 'corrected', cents: -25_000, owedCents: 25_000 },
          { at: '2026-07-20T18:00:00Z', change: 'paid', cents: 15_000, owedCents: 0 },
        ],
      }),
    ]);
    const row = await rowOf('Desert Cup Round 3');
    const history = within(row).getByRole('list', { name: "What this result's money did" });
    expect(history.textContent).toContain('corrected on Jul 20th, 2026: −$250 ($250 of it owed)');
    expect(history.textContent).toContain('+$150 on Jul 20th, 2026');
    expect(within(row).getByText('Available')).toBeTruthy();
  });

  it('shows a removed line as removed, with no amount, never as paid', async () => {
    renderPage([
      line({
        _id: 'evt-9|line-4',
        eventId: 'evt-9',
        eventTitle: 'Spring Opener',
        outcome: 'notPaid',
        reason: 'resultRemoved',
        amountCents: 0,
        lot: null,
        history: [
          { at: '2026-04-20T18:00:00Z', change: 'paid', cents: 10_000, owedCents: 0 },
          { at: '2026-05-01T18:00:00Z', change: 'removed', cents: -10_000, owedCents: 0 },
        ],
      }),
    ]);
    const row = await rowOf('Spring Opener');
    expect(within(row).getByText('Removed')).toBeTruthy();
    expect(within(row).getAllByText("This result is no longer in the event's results; what it paid was taken back").length).toBeGreaterThan(0);
    const amount = row.querySelector('.rdr-earning-amount')!;
    expect(amount.textContent).not.toMatch(/\$/);
    expect(within(row).queryByText(/^(Paid|Available|Spent|Paid out|Earned)$/)).toBeNull();
  });

  it('shows the tax the ledger withheld, never one worked out from the rate', async () => {
    // 30 % of $333.33 would round to $100.00; the ledger withheld $99.99 and that is what the rider reads.
    renderPage([line({ amountCents: 33_333, withholdPercent: 30, withheldCents: 9_999 }), line({ _id: 'dec-2', eventId: 'evt-2', eventTitle: 'Summer Classic', outcome: 'pending', reason: 'documentsMissing', withholdPercent: 30, lot: null })]);
    const paid = await rowOf('Desert Cup Round 3');
    expect(within(paid).getByText('$99.99 withheld for tax')).toBeTruthy();
    const waiting = await rowOf('Summer Classic');
    expect(within(waiting).getByText('30 % will be withheld for tax')).toBeTruthy();
  });

  it('says what is left of dealer credit partly spent at a dealer, and nothing of credit untouched or spent', async () => {
    const credit = { type: 'credit' as const, amountCents: 15_000 };
    const lot = { status: 'current' as const, initialCents: 15_000, awardedAt: '2026-07-20T18:00:00Z', expiresAt: '2027-03-30T08:00:00Z', sentAt: null };
    renderPage([
      // $60 of $150 spent: $90 is what the till can still take and what the dashboard says expires.
      line({ ...credit, lot: { _id: 'lot-1', ...lot, currentCents: 9_000 } }),
      line({ ...credit, _id: 'dec-2', eventId: 'evt-2', eventTitle: 'Summer Classic', lot: { _id: 'lot-2', ...lot, currentCents: 15_000 } }),
      line({ ...credit, _id: 'dec-3', eventId: 'evt-3', eventTitle: 'Winter Indoor', lot: { _id: 'lot-3', ...lot, status: 'spent', currentCents: 0 } }),
    ]);
    const partly = (await rowOf('Desert Cup Round 3')).querySelector('.rdr-earning-amount')!;
    expect(within(partly as HTMLElement).getByText('$90 left')).toBeTruthy();
    expect(partly.textContent).toContain('$150');
    expect((await rowOf('Summer Classic')).querySelector('.rdr-earning-amount')!.textContent).not.toContain('left');
    expect((await rowOf('Winter Indoor')).querySelector('.rdr-earning-amount')!.textContent).not.toContain('left');
  });
});
