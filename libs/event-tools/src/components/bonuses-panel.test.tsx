// @vitest-environment happy-dom
import type { ManagedEvent } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { BonusesPanel, bonusRiders } from './bonuses-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unmatched = { status: 'unmatched' as const, method: null, rider: null, candidates: [] };
const event: ManagedEvent = managedEvent({
  classes: [managedClass({ _id: 'pro', name: 'Pro Open' })],
  results: [
    managedResult({ _id: 'p1', classId: 'pro', className: 'Pro Open', place: 1, riderName: 'Jordan Miller' }),
    managedResult({ _id: 'p2', classId: 'pro', className: 'Pro Open', place: 2, riderName: 'Walk In Racer', match: unmatched }),
  ],
  bonuses: [{ _id: 'b1', riderId: 'rider-demo', riderName: 'Jordan Miller', amount: 10_000, payoutType: 'dealerCredit', note: 'Hard charger', createdAt: '2026-03-08T10:00:00.000Z' }],
});

describe('BonusesPanel', () => {
  it('offers only riders matched on the results, each once', () => {
    expect(bonusRiders(event)).toEqual([{ riderId: 'rider-demo', label: 'Jordan Miller (Pro Open, 1)' }]);
  });

  it('lists the bonuses and adds one in cents, checked with the contract first', async () => {
    const api = fakeApi({ 'POST /api/event/evt-1/bonuses': { status: 201, body: event } });
    const { user } = renderTool(<BonusesPanel managed={event} />);
    expect(screen.getByRole('row', { name: /Jordan Miller/ }).textContent).toMatch(/\$100.*Dealer credit.*Hard charger/);
    await user.click(screen.getByRole('button', { name: 'Add bonus' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/^Rider/), 'rider-demo');
    await user.type(screen.getByLabelText(/^Amount \(USD\)/), '150.50');
    await user.type(screen.getByLabelText(/^Note/), 'Holeshot');
    await user.click(screen.getByRole('button', { name: 'Add bonus' }));
    await waitFor(() => expect(api.calls.map((c) => c.body)).toEqual([{ riderId: 'rider-demo', amount: 15_050, payoutType: 'cash', note: 'Holeshot' }]));
    // The form settles before the test ends (a state update after teardown is an unhandled error).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add bonus' }).getAttribute('aria-busy')).toBeNull());
  });

  it('removes a bonus only after confirming', async () => {
    const api = fakeApi({ 'DELETE /api/event/evt-1/bonus/b1': { body: { ...event, bonuses: [] } } });
    const { user } = renderTool(<BonusesPanel managed={event} />);
    await user.click(screen.getByRole('button', { name: 'Remove the bonus of Jordan Miller' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove the bonus of Jordan Miller' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove the bonus of $100 for Jordan Miller?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/event/evt-1/bonus/b1']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
