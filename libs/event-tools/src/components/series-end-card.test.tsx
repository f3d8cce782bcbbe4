// @vitest-environment happy-dom
import { queryKeys } from '@rr/api-client';
import type { SerieAnswer, SeriesEnd } from '@rr/contracts';
import { toast } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../testing/render';
import { SeriesEndCard } from './series-end-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(end: Partial<SeriesEnd> = {}): SerieAnswer {
  return {
    serie: {
      _id: 'ser-1',
      name: 'Desert Cup',
      notes: '',
      state: 'AZ',
      zipcode: '85001',
      country: 'US',
      races: end.plannedRounds === undefined ? 5 : end.plannedRounds,
      distance: null,
      active: true,
      bonus: 50_000,
      initialValue: 0,
      currency: 'USD',
      expirationDate: null,
      category: null,
      promoterId: 'p-1',
    },
    events: [],
    end: { plannedRounds: 5, rounds: 5, roundsWithResults: 2, closedAt: null, closedBy: null, finished: null, reopenable: false, ...end },
  };
}

describe('SeriesEndCard', () => {
  it('shows the planned rounds, how many have results, what waits, and the credit expiry from the programme default', () => {
    renderTool(<SeriesEndCard answer={answer()} />);
    const card = screen.getByTestId('series-end');
    expect(within(card).getByText('Planned rounds').nextElementSibling!.textContent).toBe('5');
    expect(card.textContent).toContain('2 of 5 rounds have results');
    expect(card.textContent).toContain('Dealer credit and the series bonus are paid when all 5 rounds have results, or when the series is closed.');
    expect(card.textContent).toContain('expires 365 days after the day it is paid');
  });

  it('counts the rounds created past the plan, and says a series without a plan waits for its close', () => {
    renderTool(<SeriesEndCard answer={answer({ plannedRounds: 2, rounds: 3, roundsWithResults: 2 })} />);
    expect(screen.getByTestId('series-end').textContent).toContain('2 of 3 rounds have results');
    cleanup();
    renderTool(<SeriesEndCard answer={answer({ plannedRounds: null, rounds: 1, roundsWithResults: 1 })} />);
    const card = screen.getByTestId('series-end');
    expect(within(card).getByText('Planned rounds').nextElementSibling!.textContent).toBe('None planned');
    expect(card.textContent).toContain('1 of 1 round has results');
    expect(card.textContent).toContain('No number of rounds is planned: dealer credit and the series bonus are paid when the series is closed');
  });

  it('closes only after confirming, warns of rounds without results, and shows the series as closed', async () => {
    const closed = answer({ closedAt: '2026-05-04T18:00:00.000Z', closedBy: 'promoter', reopenable: true });
    const api = fakeApi({ 'POST /api/serie/ser-1/close': { body: closed } });
    const { user, queryClient } = renderTool(<SeriesEndCard answer={answer()} />);

    await user.click(screen.getByRole('button', { name: 'Close the series' }));
    const dialog = screen.getByRole('dialog', { name: 'Close Desert Cup?' });
    expect(dialog.textContent).toContain('3 rounds have no results yet: the series finishes only when they have results or are canceled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close the series' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close Desert Cup?' })).getByRole('button', { name: 'Close the series' }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/serie/ser-1/close']));
    expect(api.calls[0]!.body).toEqual({});
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.series.detail('ser-1'))).toEqual(closed));
  });

  it('does not warn when every round has results', async () => {
    const { user } = renderTool(<SeriesEndCard answer={answer({ roundsWithResults: 5, plannedRounds: 6 })} />);
    await user.click(screen.getByRole('button', { name: 'Close the series' }));
    expect(screen.getByRole('dialog', { name: 'Close Desert Cup?' }).textContent).not.toContain('no results yet');
  });

  it('a closed series waits for its remaining rounds; only staff may reopen it, and only while the close paid nothing', () => {
    const waiting = answer({ closedAt: '2026-05-04T18:00:00.000Z', closedBy: 'admin', roundsWithResults: 4, reopenable: true });
    renderTool(<SeriesEndCard answer={waiting} />);
    const card = screen.getByTestId('series-end');
    expect(card.textContent).toContain('Dealer credit and the series bonus are paid when the round still waiting has results.');
    expect(card.textContent).toContain('Closed by programme staff on May 4th, 2026.');
    expect(screen.queryByRole('button', { name: 'Close the series' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen the series' })).toBeNull();
    cleanup();
    renderTool(<SeriesEndCard answer={waiting} staff />);
    expect(screen.getByRole('button', { name: 'Reopen the series' })).toBeTruthy();
    cleanup();
    renderTool(<SeriesEndCard answer={answer({ closedAt: '2026-05-04T18:00:00.000Z', closedBy: 'admin', roundsWithResults: 5, finished: 'closed', reopenable: false })} staff />);
    expect(screen.getByTestId('series-end').textContent).toContain('The series is closed and finished: dealer credit and the series bonus are being paid.');
    expect(screen.queryByRole('button', { name: 'Reopen the series' })).toBeNull();
  });

  it('reopens after confirming, and says why the service refused', async () => {
    const shown = vi.spyOn(toast, 'error');
    const api = fakeApi({ 'POST /api/admin/serie/ser-1/reopen': { status: 409, body: { code: 'SERIES_CLOSE_PAID', message: 'paid' } } });
    const { user } = renderTool(<SeriesEndCard answer={answer({ closedAt: '2026-05-04T18:00:00.000Z', closedBy: 'promoter', reopenable: true })} staff />);
    await user.click(screen.getByRole('button', { name: 'Reopen the series' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reopen Desert Cup?' })).getByRole('button', { name: 'Reopen the series' }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/admin/serie/ser-1/reopen']));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.stringContaining('it can no longer be reopened')));
  });
});
