// @vitest-environment happy-dom
import type { Earning, RiderRace, RiderViewBody } from '@rr/contracts';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { aRace, anEarning } from '../testing/races';
import { RacesCard } from './races-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rider = { _id: 'rider-1', fullName: 'Jordan Miller' } as RiderViewBody;
const race = (id: string, eventId: string, title: string, place: number): RiderRace =>
  aRace({
    _id: id,
    eventId,
    eventTitle: title,
    startDate: '2026-04-18',
    endDate: '2026-04-18',
    classId: `${eventId}-c1`,
    className: 'Open Pro',
    place,
    payoutCents: 32_500,
    number: '12',
    bike: '2024 Apex MX 450F',
  });
const earning = (eventId: string, place: number, currentCents: number): Earning =>
  anEarning({
    _id: `dec-${eventId}`,
    eventId,
    eventTitle: '',
    date: '2026-04-18',
    className: 'Open Pro',
    place,
    amountCents: 32_500,
    history: [{ at: '2026-04-20T00:00:00Z', change: 'paid', cents: 32_500, owedCents: 0 }],
    lot: { _id: `lot-${eventId}`, status: 'current', initialCents: 32_500, currentCents, awardedAt: '2026-04-20T00:00:00Z', expiresAt: null, sentAt: null },
  });

const renderCard = () =>
  renderAdmin(
    <>
      <RacesCard rider={rider} />
      <Toaster />
    </>,
    { path: '/', messages: featureEn },
  ).user;

describe('RacesCard', () => {
  it('says what removing the chosen results does to the money, then removes exactly those', async () => {
    let races = [race('r-1', 'evt-1', 'Spring Opener', 1), race('r-2', 'evt-2', 'Summer Classic', 2), race('r-3', 'evt-3', 'Fall Finale', 3)];
    const calls = fakeApi({
      'GET /api/admin/rider/rider-1/races': () => ({ body: { races } }),
      // The first race's $325 is all still in the wallet; the second's was spent down to $50.
      'GET /api/admin/earnings': () => ({ body: { period: 'lifetime', totals: [], earnings: [earning('evt-1', 1, 32_500), earning('evt-2', 2, 5_000)] } }),
      'DELETE /api/admin/rider/rider-1/remove-races': (body) => {
        const ids = (body as { resultIds: string[] }).resultIds;
        races = races.filter((r) => !ids.includes(r._id));
        return { body: { removed: ids.length, events: ids.map((id) => ({ eventId: id, eventTitle: '', removed: 1 })) } };
      },
    });
    const user = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Select Spring Opener, Open Pro, place 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Summer Classic, Open Pro, place 2' }));
    expect(screen.getByText('2 results selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove 2 results' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 results of Jordan Miller?' });
    const effects = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(effects).toEqual([
      '$375 from these results still in the rider’s wallet goes back to the contingency fund.',
      '$275 the rider already spent or cashed out becomes a debt: the rider’s next earnings in that currency repay it first.',
      'This cannot be undone here: to restore a result, the event’s promoter or an administrator enters it again.',
    ]);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 results' }));
    expect(await screen.findByText('2 results removed from 2 events')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([{ resultIds: ['r-1', 'r-2'] }]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Spring Opener/ })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Fall Finale, Open Pro, place 3' })).toBeTruthy();
  });

  it('shows what the payout decision says, and for a line not decided yet never its place’s table amount', async () => {
    fakeApi({
      'GET /api/admin/rider/rider-1/races': () => ({ body: { races: [race('r-1', 'evt-1', 'Spring Opener', 1), race('r-2', 'evt-2', 'Summer Classic', 2)] } }),
      'GET /api/admin/earnings': () => ({ body: { period: 'lifetime', totals: [], earnings: [earning('evt-1', 1, 32_500)] } }),
    });
    renderCard();
    const decided = (await screen.findByRole('checkbox', { name: 'Select Spring Opener, Open Pro, place 1' })).closest('tr')!;
    // The races may come before the earnings: wait for the decision.
    await waitFor(() => expect(decided.textContent).toContain('$325'));
    const waiting = screen.getByRole('checkbox', { name: 'Select Summer Classic, Open Pro, place 2' }).closest('tr')!;
    expect(waiting.textContent).toContain('Being checked');
    expect(waiting.textContent).not.toContain('$325');
  });

  it('keeps the results when the removal is refused and says why', async () => {
    fakeApi({
      'GET /api/admin/rider/rider-1/races': () => ({ body: { races: [race('r-1', 'evt-1', 'Spring Opener', 1)] } }),
      'GET /api/admin/earnings': () => ({ body: { period: 'lifetime', totals: [], earnings: [] } }),
      'DELETE /api/admin/rider/rider-1/remove-races': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Some of these results are not this rider’s' } }),
    });
    const user = renderCard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Spring Opener, Open Pro, place 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove 1 result' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No payout is recorded for 1 result: there is nothing to take back for it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1 result' }));
    expect(await screen.findByText(/Not found|not this rider/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Spring Opener, Open Pro, place 1' })).toBeTruthy();
  });
});
