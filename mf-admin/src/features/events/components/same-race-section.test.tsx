// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import type { SameDayEvent } from '@rr/contracts';
import { Toaster, uiEnglish } from '@rr/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { SameRaceSection } from './same-race-section';
import { fakeApi } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = { _id: 'evt-ama', startDate: '2026-07-05', country: 'US' };
const other = (id: string, title: string, over: Partial<SameDayEvent> = {}): SameDayEvent => ({
  _id: id,
  title,
  promoterId: `promoter-of-${id}`,
  startDate: '2026-07-05',
  endDate: '2026-07-05',
  venue: 'Prairie City',
  city: 'Rancho Cordova',
  state: 'CA',
  country: 'US',
  active: true,
  canceled: false,
  resultsSet: true,
  classes: ['Pro Open', '250 Amateur'],
  sanctioningBodies: ['CMA'],
  distinct: false,
  ...over,
});


/** The events service's marks, both ways, as the fake keeps them. */
function sameDayService(events: SameDayEvent[]) {
  let marked = new Set(events.filter((e) => e.distinct).map((e) => e._id));
  const puts: string[][] = [];
  const calls = fakeApi({
    'GET /api/admin/event/evt-ama/same-day-events': () => ({ body: { events: events.map((e) => ({ ...e, distinct: marked.has(e._id) })) } }),
    'PUT /api/admin/event/evt-ama/distinct-races': (body) => {
      const { eventIds } = body as { eventIds: string[] };
      puts.push(eventIds);
      if (eventIds.includes('evt-moved')) {
        return { status: 400, body: { code: 'VALIDATION', message: 'Please correct the highlighted fields', details: { eventIds: { id: 'validation.distinctRace.sameDay', message: 'x' } } } };
      }
      marked = new Set(eventIds);
      return { body: { eventIds: [...marked].sort() } };
    },
  });
  return { calls, puts };
}

function renderSection(promoterName?: (id: string) => string | undefined) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...englishMessages, ...en }} onError={() => undefined}>
        <MemoryRouter>
          <SameRaceSection event={event} {...(promoterName ? { promoterName } : {})} />
          <Toaster />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SameRaceSection', () => {
  it('lists the other events of the day with promoter, classes and bodies, explains the rule, and marks one as a different race', async () => {
    const { puts } = sameDayService([other('evt-cma', 'Hangtown CMA'), other('evt-club', 'Club night', { distinct: true, classes: [], sanctioningBodies: [], resultsSet: false, active: false })]);
    const user = renderSection((id) => (id === 'promoter-of-evt-cma' ? 'Gulf Coast MX' : undefined));

    expect(screen.getByText('The same race published twice pays each rider once. Mark an event as a different race only when it really was a separate race.')).toBeTruthy();
    const twin = await screen.findByRole('switch', { name: 'Different race: Hangtown CMA' });
    expect((twin as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Different race: Club night' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Promoter: Gulf Coast MX/)).toBeTruthy();
    // A promoter the page cannot name shows by id.
    expect(screen.getByText(/Promoter: promoter-of-evt-club/)).toBeTruthy();
    expect(screen.getByText('Classes: Pro Open, 250 Amateur')).toBeTruthy();
    expect(screen.getByText('No classes yet')).toBeTruthy();
    expect(screen.getByText('Sanctioned by CMA')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();

    await user.click(twin);
    // The whole set is sent: the event marked before stays marked.
    await waitFor(() => expect(puts).toEqual([['evt-cma', 'evt-club']]));
    expect(await screen.findByText('Hangtown CMA is marked as a different race. The payouts of both events are decided again.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Different race: Hangtown CMA' }) as HTMLInputElement).checked).toBe(true));

    await user.click(screen.getByRole('switch', { name: 'Different race: Club night' }));
    await waitFor(() => expect(puts.at(-1)).toEqual(['evt-cma']));
    expect(await screen.findByText('Club night counts as the same race again. The payouts of both events are decided again.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Different race: Club night' }) as HTMLInputElement).checked).toBe(false));
  });

  it('says why a mark was refused, and shows the marks as they stand', async () => {
    const { puts } = sameDayService([other('evt-moved', 'Moved to Sunday')]);
    const user = renderSection();
    await user.click(await screen.findByRole('switch', { name: 'Different race: Moved to Sunday' }));
    expect(await screen.findByText('Only another event on the same start day in the same country can be marked as a different race')).toBeTruthy();
    expect(puts).toEqual([['evt-moved']]);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Different race: Moved to Sunday' }) as HTMLInputElement).checked).toBe(false));
  });

  it('says when no other event starts that day in that country', async () => {
    const { calls } = sameDayService([]);
    renderSection();
    expect(await screen.findByText('No other event starts on Jul 5th, 2026 in United States.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
