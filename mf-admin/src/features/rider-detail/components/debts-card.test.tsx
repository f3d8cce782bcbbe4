// @vitest-environment happy-dom
import type { RiderDebtsAnswer, RiderViewBody } from '@rr/contracts';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featureEn from '../i18n/en.json';
import { renderAdmin, fakeApi } from '../../../testing/render';
import { DebtsCard } from './debts-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rider = { _id: 'rider-1', fullName: 'Jordan Miller' } as RiderViewBody;

/** Jordan owes $100 from a corrected 1st at Desert Cup Round 3 (of a $250 award, $100 had been cashed out). */
const owing: RiderDebtsAnswer = {
  riderId: 'rider-1',
  debts: [{ currency: 'USD', owedCents: 10_000, from: [{ at: '2026-07-20T18:00:00Z', eventId: 'evt-3', eventTitle: 'Desert Cup Round 3', className: '450 Pro', place: 1, cents: 10_000 }] }],
  history: [{ at: '2026-07-20T18:00:00Z', change: 'owed', currency: 'USD', cents: 10_000, eventId: 'evt-3', eventTitle: 'Desert Cup Round 3', note: 'Result corrected: 1st → 2nd', by: null }],
};


function renderCard() {
  return renderAdmin(
    <>
      <DebtsCard rider={rider} />
      <Toaster />
    </>,
    { messages: featureEn },
  ).user;
}

const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method === 'POST');

describe('DebtsCard', () => {
  it('shows what the rider owes, where it comes from and its history', async () => {
    fakeApi({ 'GET /api/admin/receivables/rider-1': () => ({ body: owing }) });
    renderCard();
    expect(await screen.findByText('$100 owed')).toBeTruthy();
    expect(screen.getByText('$100 from Desert Cup Round 3 (450 Pro · place 1)')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Changes to what the rider owes' });
    const row = within(history).getAllByRole('row')[1]!;
    expect(within(row).getByText('Owed after a correction')).toBeTruthy();
    expect(within(row).getByText('Result corrected: 1st → 2nd')).toBeTruthy();
    expect(within(row).getByText('+$100')).toBeTruthy();
  });

  it('writes off with the reason and a key, then shows what is owed after it', async () => {
    let answer = owing;
    const calls = fakeApi({
      'GET /api/admin/receivables/rider-1': () => ({ body: answer }),
      'POST /api/admin/receivables/rider-1/write-off': () => {
        answer = {
          ...owing,
          debts: [],
          history: [{ at: '2026-07-21T10:00:00Z', change: 'writtenOff', currency: 'USD', cents: -10_000, eventId: null, eventTitle: '', note: 'Promoter’s error, not the rider’s', by: 'admin-7' }, ...owing.history],
        };
        return { body: answer };
      },
    });
    const user = renderCard();
    await screen.findByText('$100 owed');
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off what Jordan Miller owes' });
    // It starts from the whole debt; the reason is required, so nothing is sent without one.
    expect((within(dialog).getByLabelText(/^Amount \(USD\)/) as HTMLInputElement).value).toBe('100');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Promoter’s error, not the rider’s');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('$100 written off')).toBeTruthy();
    const [sent] = posts(calls);
    expect(sent!.body).toEqual({ currency: 'USD', amountCents: 10_000, reason: 'Promoter’s error, not the rider’s', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The rider owes nothing.')).toBeTruthy();
    expect(screen.getByText('Written off')).toBeTruthy();
  });

  it('shows the refusal when the rider owes less than that by now, and keeps the dialog open', async () => {
    const calls = fakeApi({
      'GET /api/admin/receivables/rider-1': () => ({ body: owing }),
      'POST /api/admin/receivables/rider-1/write-off': () => ({ status: 409, body: { code: 'WRITE_OFF_TOO_LARGE', message: 'More than is owed' } }),
    });
    const user = renderCard();
    await screen.findByText('$100 owed');
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off what Jordan Miller owes' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Hardship');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('The rider owes less than that in this currency: write off at most what is owed')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Write off what Jordan Miller owes' })).toBeTruthy();
    // The same write-off sent again keeps its key; another amount is another write-off with a new key.
    const submit = within(dialog).getByRole('button', { name: 'Write off' });
    await user.click(submit);
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBeNull());
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    const keys = posts(calls).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect((posts(calls)[2]!.body as { amountCents: number }).amountCents).toBe(4_000);
  });

  it('refuses more than is owed before sending anything', async () => {
    const calls = fakeApi({ 'GET /api/admin/receivables/rider-1': () => ({ body: owing }) });
    const user = renderCard();
    await screen.findByText('$100 owed');
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Hardship');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('The rider owes less than that in this currency: write off at most what is owed')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });
});
