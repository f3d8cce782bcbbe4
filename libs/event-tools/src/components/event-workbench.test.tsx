// @vitest-environment happy-dom
import type { EventPayoutsAnswer, SessionUser } from '@rr/contracts';
import { BrowserRouter } from '@rr/router';
import { sessionAtom } from '@rr/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { EventWorkbench } from './event-workbench';

const store = getDefaultStore();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const event = managedEvent({
  event: { resultsVersion: 1 },
  classes: [managedClass({ _id: 'pro', name: 'Pro Open' })],
  results: [managedResult({ _id: 'p1', classId: 'pro', className: 'Pro Open', place: 1, riderName: 'Jordan Miller' })],
});
const decisions: EventPayoutsAnswer = {
  eventId: 'evt-1',
  version: 1,
  decisions: [
    { resultId: 'p1', riderId: 'rider-demo', className: 'Pro Open', place: 1, outcome: 'paid', reason: 'paid', facts: {}, amountCents: 50_000, currency: 'USD', lotType: 'cash', withholdPercent: 0 },
  ],
};

/** The workbench's calls from the kit's fake: the event (`manage`), its payout decisions (none: 404), the promoter's series. */
const fakeEventApi = (manage: unknown, payouts: EventPayoutsAnswer | null = decisions) =>
  fakeApi({
    'GET /api/event/evt-1/manage': { body: manage },
    'GET /api/promoter/event-payouts/evt-1': payouts ? { body: payouts } : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    'GET /api/promoter/promoter-demo/series': { body: { series: [], seasons: [] } },
  });

describe('EventWorkbench', () => {
  it('asks for the payout decisions beside the event, not once the event has come back', async () => {
    store.set(sessionAtom, { authenticated: true, type: 'promoter', user: { _id: 'promoter-demo', type: 'promoter', email: 'promoter@example.com' } as unknown as SessionUser, proxyHost: false });
    window.history.replaceState(null, '', '/auth/promoter/event/evt-1?tab=results');
    let releaseEvent: () => void = () => undefined;
    const eventHeld = new Promise<void>((resolve) => (releaseEvent = resolve));
    const { calls, fetchMock } = fakeEventApi(event);
    // The event answers once released; the call is seen at once.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = fetchMock(input, init);
      if (String(input) === '/api/event/evt-1/manage') await eventHeld;
      return answer;
    });
    const seen = () => calls.map((call) => call.url);
    renderTool(
      <BrowserRouter>
        <EventWorkbench eventId="evt-1" links={{ back: 'All my events', eventPath: (id) => `/auth/promoter/event/${id}`, afterDelete: '/auth/promoter' }} />
      </BrowserRouter>,
    );
    // The event has not answered yet, and its decisions are already asked for.
    await waitFor(() => expect(seen()).toContain('/api/promoter/event-payouts/evt-1'));
    expect(seen().filter((url) => url === '/api/event/evt-1/manage')).toHaveLength(1);
    releaseEvent();
    const pro = await screen.findByRole('region', { name: 'Results of Pro Open' });
    await waitFor(() => expect(within(pro).getAllByRole('row')[1]!.textContent).toContain('$500'));
    // One request for the decisions: the Results tab used the one already under way.
    expect(seen().filter((url) => url === '/api/promoter/event-payouts/evt-1')).toHaveLength(1);
  });

  it('offers the Canada invoice once the payout rules paid a line of the current results, and not before', async () => {
    store.set(sessionAtom, { authenticated: true, type: 'promoter', user: { _id: 'promoter-demo', type: 'promoter', email: 'promoter@example.com' } as unknown as SessionUser, proxyHost: false });
    const canadian = { ...event, event: { ...event.event, country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD' as const } };
    const show = async (answer: EventPayoutsAnswer | null) => {
      window.history.replaceState(null, '', '/auth/promoter/event/evt-1');
      const { calls } = fakeEventApi(canadian, answer);
      renderTool(
        <BrowserRouter>
          <EventWorkbench eventId="evt-1" links={{ back: 'All my events', eventPath: (id) => `/auth/promoter/event/${id}`, afterDelete: '/auth/promoter' }} />
        </BrowserRouter>,
      );
      await screen.findByRole('heading', { name: 'Perris Half-Mile' });
      return calls;
    };
    const calls = await show({ ...decisions, decisions: decisions.decisions.map((d) => ({ ...d, outcome: 'notPaid' as const, reason: 'classTooSmall' as const, amountCents: 0 })) });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/promoter/event-payouts/evt-1'));
    expect(screen.queryByRole('link', { name: /Canada invoice/ })).toBeNull();
    cleanup();

    await show(decisions);
    const link = await screen.findByRole('link', { name: /Canada invoice/ });
    expect(link.getAttribute('href')).toBe('/api/event/evt-1/invoice.pdf');
  });

  describe('unsaved payout-table changes', () => {
    const links = { back: 'All my events', eventPath: (id: string) => `/auth/promoter/event/${id}`, afterDelete: '/auth/promoter' };
    const open = async () => {
      store.set(sessionAtom, { authenticated: true, type: 'promoter', user: { _id: 'promoter-demo', type: 'promoter', email: 'promoter@example.com' } as unknown as SessionUser, proxyHost: false });
      window.history.replaceState(null, '', '/auth/promoter/event/evt-1?tab=classes');
      fakeEventApi(event);
      const rendered = renderTool(
        <BrowserRouter>
          <EventWorkbench eventId="evt-1" links={links} />
          <a href="/auth/promoter">All my events (sidebar)</a>
        </BrowserRouter>,
      );
      const amount = await screen.findByLabelText('Amount for place 1 in Pro Open');
      return { ...rendered, amount: amount as HTMLInputElement };
    };

    it('asks before a tab switch drops them: Keep editing stays with the changes, Discard changes goes on without them', async () => {
      const { user, amount } = await open();
      // Without changes, a tab switch asks nothing.
      await user.click(screen.getByRole('tab', { name: /Details/ }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(screen.getByRole('tab', { name: /Classes and payouts/ }));
      const input = (await screen.findByLabelText('Amount for place 1 in Pro Open')) as HTMLInputElement;
      expect(input).not.toBe(amount);

      await user.clear(input);
      await user.type(input, '650');
      await user.click(screen.getByRole('tab', { name: /Results/ }));
      const prompt = screen.getByRole('dialog', { name: 'Leave without saving the payout table?' });
      await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('tab', { name: /Classes and payouts/ }).getAttribute('aria-selected')).toBe('true');
      expect((screen.getByLabelText('Amount for place 1 in Pro Open') as HTMLInputElement).value).toBe('650');

      await user.click(screen.getByRole('tab', { name: /Results/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
      expect(screen.getByRole('tab', { name: /Results/ }).getAttribute('aria-selected')).toBe('true');
      expect(new URLSearchParams(window.location.search).get('tab')).toBe('results');
      await user.click(screen.getByRole('tab', { name: /Classes and payouts/ }));
      expect(((await screen.findByLabelText('Amount for place 1 in Pro Open')) as HTMLInputElement).value).toBe('500');
    });

    it('asks before a link to another page drops them, and the browser asks before the page unloads', async () => {
      const { user, amount } = await open();
      const unload = () => {
        const leaving = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await user.type(amount, '5');
      expect(unload()).toBe(true);

      await user.click(screen.getByRole('link', { name: 'All my events (sidebar)' }));
      expect(window.location.pathname).toBe('/auth/promoter/event/evt-1');
      await user.click(within(screen.getByRole('dialog', { name: 'Leave without saving the payout table?' })).getByRole('button', { name: 'Keep editing' }));
      expect(window.location.pathname).toBe('/auth/promoter/event/evt-1');
      expect(amount.value).toBe('5005');

      await user.click(screen.getByRole('link', { name: 'All my events (sidebar)' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
      expect(window.location.pathname).toBe('/auth/promoter');
      expect(unload()).toBe(false);
    });
  });
});
