// @vitest-environment happy-dom
import type { Cashout, CashoutsAnswer, WalletAnswer } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRider } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { CashoutPage } from './cashout-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wallet: WalletAnswer = { wallet: { currency: 'USD', balances: { cash: 50_000, credit: 0 }, otherCurrencyBalances: [], debts: [] } };

const aCashout = (over: Partial<Cashout>): Cashout => ({
  _id: 'c-1',
  status: 'paid',
  amountCents: 12_500,
  currency: 'USD',
  method: 'prepaidCard',
  previousBalanceCents: 50_000,
  newBalanceCents: 37_500,
  orderId: 'ORD1',
  link: 'https://provider.example/redeem/rw1',
  linkExpiresAt: null,
  createdAt: '2026-07-20T18:00:00Z',
  ...over,
});

function renderPage(options: { history?: Cashout[]; orders?: Array<[number, unknown]>; links?: Record<string, string>; cash?: number } = {}) {
  const orders = [...(options.orders ?? [])];
  let history = options.history ?? [];
  const { calls } = fakeApi({
    'GET /api/rider/wallet': { body: options.cash === undefined ? wallet : { wallet: { ...wallet.wallet, balances: { cash: options.cash, credit: 0 } } } },
    'GET /api/payments/cashouts': () => ({ body: { cashouts: history } satisfies CashoutsAnswer }),
    'POST /api/payments/create-order': () => {
      const [status, body] = orders.shift() ?? [500, { code: 'INTERNAL', message: 'no answer stubbed' }];
      if (status < 300) history = [(body as { cashout: Cashout }).cashout, ...history];
      return { status, body };
    },
    ...Object.fromEntries(
      Object.entries(options.links ?? {}).map(([orderId, given]) => [
        `GET /api/payments/get-reward-link/${orderId}`,
        () => {
          history = history.map((c) => (c.orderId === orderId ? { ...c, link: given } : c));
          return { body: { link: given } };
        },
      ]),
    ),
  });
  renderRider(<CashoutPage />, { featureMessages: featureEn });
  const orderCalls = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/payments/create-order');
  return { calls, orderCalls };
}

describe('CashoutPage: the review before money leaves', () => {
  it('Enter in the amount opens the review, with focus on its heading, and sends nothing', async () => {
    const user = userEvent.setup();
    const { orderCalls } = renderPage();
    await user.type(await screen.findByLabelText(/^Amount/), '125{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Check your cash-out' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const review = heading.closest('section')!;
    const facts = Object.fromEntries(within(review).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      Amount: '$125',
      'How you receive it': 'Prepaid card',
      Fee: 'No fee: you receive the full $125',
      'Cash balance now': '$500',
      'Cash balance after': '$375',
      Currency: 'US Dollar (USD)',
    });
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    expect(orderCalls()).toEqual([]);
  });

  it('Confirm sends exactly one order with the amount, currency, method and a key, then focuses the outcome with its link', async () => {
    const user = userEvent.setup();
    const paid = aCashout({ amountCents: 12_550, method: 'bank', newBalanceCents: 37_450 });
    const { orderCalls } = renderPage({ orders: [[201, { cashout: paid }]] });
    await user.type(await screen.findByLabelText(/^Amount/), '125.50');
    await user.click(screen.getByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Review the cash-out' }));
    expect(orderCalls()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Cash out $125.50' }));
    const outcome = await screen.findByRole('heading', { name: 'Cash-out sent' });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(orderCalls()).toHaveLength(1);
    expect(orderCalls()[0]!.body).toEqual({ amountCents: 12_550, currency: 'USD', method: 'bank', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByText('$125.50 is on its way. Your cash balance is now $374.50.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the link to collect your money' }).getAttribute('href')).toBe('https://provider.example/redeem/rw1');
    // The form is back, empty, for the next cash-out.
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
  });

  it('Back returns to the form with the amount and the method kept, focus in the amount', async () => {
    const user = userEvent.setup();
    const { orderCalls } = renderPage();
    await user.type(await screen.findByLabelText(/^Amount/), '80');
    await user.click(screen.getByRole('radio', { name: /^Digital wallet/ }));
    await user.click(screen.getByRole('button', { name: 'Review the cash-out' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    expect(amount.value).toBe('80');
    expect((screen.getByRole('radio', { name: /^Digital wallet/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(orderCalls()).toEqual([]);
  });

  it('a failure keeps the review with focus on the alert; the retry sends the same key, a changed amount a new one', async () => {
    const user = userEvent.setup();
    const { orderCalls } = renderPage({
      orders: [
        [503, { code: 'UNAVAILABLE', message: 'The payments service is busy' }],
        [503, { code: 'UNAVAILABLE', message: 'The payments service is busy' }],
        [201, { cashout: aCashout({ amountCents: 6_000, newBalanceCents: 44_000 }) }],
      ],
    });
    await user.type(await screen.findByLabelText(/^Amount/), '50');
    await user.click(screen.getByRole('button', { name: 'Review the cash-out' }));
    await user.click(await screen.findByRole('button', { name: 'Cash out $50' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(screen.getByRole('heading', { name: 'Check your cash-out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cash out $50' }));
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    // The retry's answer is in (the buttons wait while it is out).
    await waitFor(() => expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(false));
    const [first, retry] = orderCalls().map((call) => call.body as { idempotencyKey: string; amountCents: number });
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);

    // Another amount is another cash-out: it is not sent under the key of the one whose outcome was unknown.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const amount = await screen.findByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '60{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cash out $60' }));
    await screen.findByRole('heading', { name: 'Cash-out sent' });
    const third = orderCalls()[2]!.body as { idempotencyKey: string; amountCents: number };
    expect(third.amountCents).toBe(6_000);
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});

describe('CashoutPage: the amount', () => {
  it('says in the page’s words what is wrong with the amount, next to it with focus there, and opens no review', async () => {
    const user = userEvent.setup();
    const { orderCalls } = renderPage();
    const amount = await screen.findByLabelText(/^Amount/);
    await user.type(amount, '600{Enter}');
    expect(await screen.findByText('Your cash balance is $500')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '2500');
    expect(await screen.findByText('You can cash out up to $2,000 per transaction')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, 'ten{Enter}');
    expect(await screen.findByText('Enter an amount in dollars, like 125 or 125.50')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your cash-out' })).toBeNull();
    expect(orderCalls()).toEqual([]);
  });
});

describe('CashoutPage: the history', () => {
  it('offers the link to collect every paid cash-out that has one, with its expiry, and asks for a link a paid one lacks', async () => {
    const user = userEvent.setup();
    renderPage({
      history: [
        aCashout({ _id: 'c-3', amountCents: 7_000, orderId: 'ORD3', link: null, createdAt: '2026-07-22T18:00:00Z' }),
        aCashout({ _id: 'c-2', amountCents: 3_000, status: 'failed', orderId: null, link: null, createdAt: '2026-07-21T18:00:00Z' }),
        aCashout({ _id: 'c-1', amountCents: 12_500, linkExpiresAt: '2099-03-15T23:59:59Z' }),
      ],
      links: { ORD3: 'https://provider.example/redeem/rw3' },
    });
    const table = await screen.findByRole('table', { name: 'Your cash-outs' });
    await within(table).findByRole('link', { name: /^Collect \$125 cashed out on/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);

    const collect = within(rows[3]!).getByRole('link', { name: /^Collect \$125 cashed out on/ });
    expect(collect.getAttribute('href')).toBe('https://provider.example/redeem/rw1');
    expect(collect.getAttribute('target')).toBe('_blank');
    expect(rows[3]!.textContent).toContain('Link valid until Mar 15th, 2099');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByText(/The provider can let a link expire/)).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: /^Get the link to collect \$70 cashed out on/ }));
    const got = await within(table).findByRole('link', { name: /^Collect \$70 cashed out on/ });
    expect(got.getAttribute('href')).toBe('https://provider.example/redeem/rw3');
    await waitFor(() => expect(document.activeElement).toBe(got));
  });
});

describe('CashoutPage with no cash', () => {
  it('says there is nothing to take out and where cash comes from, with no amount to type', async () => {
    renderPage({ cash: 0 });
    expect(await screen.findByText(/You have no cash to take out right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your earnings' }).getAttribute('href')).toBe('/auth/rider/earnings');
    expect(screen.queryByLabelText(/Amount/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review the cash-out' })).toBeNull();
  });

  it('offers the form as soon as there is cash', async () => {
    renderPage({ cash: 1 });
    expect(await screen.findByRole('button', { name: 'Review the cash-out' })).toBeTruthy();
    expect(screen.queryByText(/You have no cash to take out right now/)).toBeNull();
  });
});

