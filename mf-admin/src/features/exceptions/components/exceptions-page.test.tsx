// @vitest-environment happy-dom
import type { ExceptionLine, ResultExceptions } from '@rr/contracts/result-exceptions';
import { eventToolsEnglish } from '@rr/event-tools';
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featureEn from '../i18n/en.json';
import { ExceptionsPage } from './exceptions-page';
import { fakeApi, renderAdmin } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tyler = { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA' };
const reno = { _id: 'evt-reno', title: 'Reno Round', startDate: '2026-03-07', endDate: '2026-03-07', promoterId: 'p-west' };
const gulf = { _id: 'evt-gulf', title: 'Gulf Coast MX', startDate: '2026-03-14', endDate: '2026-03-15', promoterId: 'p-gulf' };

function line(id: string, riderName: string, event: typeof reno, extra: Partial<ExceptionLine> = {}): ExceptionLine {
  return {
    _id: id,
    classId: 'c-pro',
    className: 'Pro Open',
    place: 3,
    status: 'finished',
    resultType: 'overall',
    riderName,
    number: '31',
    bike: 'Apex 450',
    hometown: '',
    email: '',
    amaNumber: '',
    vin: '',
    payout: 0,
    payoutType: 'cash',
    eligibility: 'notRegistered',
    match: { status: 'unmatched', method: null, rider: null, candidates: [] },
    sourceRow: 4,
    event,
    suggestions: [],
    ...extra,
  };
}

// Page 1 of 27 open lines: two are shown.
const queue: ResultExceptions = {
  lines: [
    line('l-gulf', 'Tyler Brookes', gulf, { suggestions: [{ rider: tyler, reasons: ['name'], distance: 1 }] }),
    line('l-reno', 'T. Brookes', reno, { match: { status: 'ambiguous', method: null, rider: null, candidates: [tyler] } }),
  ],
  pagination: { page: 1, limit: 25, total: 27, pages: 2 },
  suggestionsUnavailable: false,
};

/** `emptied`: the queue has no line left once a bulk decision was made (every line it held was decided). */
function renderPage(url: string, { emptied = false }: { emptied?: boolean } = {}) {
  let anyDecided = false;
  const decide = (body: unknown) => {
    const decided = body as { resultIds?: string[]; lines?: Array<{ resultId: string }> };
    const ids = decided.resultIds ?? decided.lines!.map((l) => l.resultId);
    anyDecided = true;
    return { body: { results: ids.map((id) => ({ ...line(id, 'x', reno), match: { status: 'notRider', method: null, rider: null, candidates: [] } })), resultsVersion: 2 } };
  };
  const matchOne = () => ({ body: { result: queue.lines[0], resultsVersion: 2 } });
  const calls = fakeApi({
    'GET /api/admin/result-exceptions': () => ({ body: emptied && anyDecided ? { ...queue, lines: [], pagination: { ...queue.pagination, total: 0, pages: 0 } } : queue }),
    'GET /api/admin/result-exceptions/ids': () => ({
      body: {
        lines: [
          { _id: 'l-gulf', eventId: 'evt-gulf' },
          { _id: 'l-reno', eventId: 'evt-reno' },
          { _id: 'l-reno-2', eventId: 'evt-reno' },
        ],
        total: 3,
      },
    }),
    'GET /api/admin/events-exceptions': () => ({ body: { events: [{ ...reno, exceptions: 19 }, { ...gulf, exceptions: 8 }], pagination: { page: 1, limit: 100, total: 2, pages: 1 }, lines: 27 } }),
    'GET /api/promoters/all': () => ({ body: { promoters: [{ _id: 'p-west', name: 'West Coast Racing', active: true }, { _id: 'p-gulf', name: 'Gulf Coast MX Series', active: true }] } }),
    'PUT /api/event/evt-gulf/results/match': decide,
    'PUT /api/event/evt-reno/results/match': decide,
    'PUT /api/event/evt-gulf/result/l-gulf/match': matchOne,
    'PUT /api/event/evt-reno/result/l-reno/match': matchOne,
    'PUT /api/event/evt-reno/result/l-reno-2/match': matchOne,
  });
  /** The calls as they come, each URL read. */
  const seen = () => calls.map((call) => ({ ...call, url: new URL(call.url, 'https://x.test') }));
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  const { user } = renderAdmin(
    <>
      <ExceptionsPage />
      <Address />
    </>,
    { path: url, messages: { ...eventToolsEnglish, ...featureEn } },
  );
  const queueReads = () => seen().filter((s) => s.method === 'GET' && s.url.pathname === '/api/admin/result-exceptions');
  return { user, seen, queueReads, address: () => new URLSearchParams(search) };
}

describe('ExceptionsPage (staff queue of result lines to match)', () => {
  it('lists the open lines of every event with their event, promoter and suggested riders, and the queue’s total', async () => {
    renderPage('/auth/admin/exceptions');
    expect(await screen.findByText('27 lines to match')).toBeTruthy();
    const gulfLine = screen.getByText('Tyler Brookes', { selector: 'strong' }).closest('li')!;
    expect(within(gulfLine).getByRole('link', { name: 'Gulf Coast MX' }).getAttribute('href')).toBe('/auth/admin/event/evt-gulf?tab=exceptions');
    expect(await within(gulfLine).findByText(/Gulf Coast MX Series/)).toBeTruthy();
    expect(within(gulfLine).getByText('Did you mean Tyler Brooks (Perris, CA)?')).toBeTruthy();
    const renoLine = screen.getByText('T. Brookes', { selector: 'strong' }).closest('li')!;
    expect(within(renoLine).getByRole('button', { name: 'It is Tyler Brooks (Perris, CA)' })).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const { user, queueReads, address } = renderPage('/auth/admin/exceptions?from=2026-03-01&page=2');
    await screen.findByText('27 lines to match fit the filters');
    expect(Object.fromEntries(queueReads()[0]!.url.searchParams)).toEqual({ from: '2026-03-01', page: '2', limit: '25' });
    await user.selectOptions(await screen.findByLabelText('Promoter'), 'p-west');
    await user.selectOptions(screen.getByLabelText('Event'), 'evt-reno');
    await user.type(screen.getByLabelText('Class'), 'pro');
    await user.type(screen.getByLabelText('Rider name'), 'brookes');
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ from: '2026-03-01', promoterId: 'p-west', eventId: 'evt-reno', className: 'pro', name: 'brookes' }));
    await waitFor(() =>
      expect(Object.fromEntries(queueReads().at(-1)!.url.searchParams)).toEqual({ from: '2026-03-01', promoterId: 'p-west', eventId: 'evt-reno', className: 'pro', name: 'brookes', page: '1', limit: '25' }),
    );
    expect((screen.getByLabelText('Event') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Reno Round (Mar 7th, 2026): 19 to match');
  });

  it('selects every line the filters match, across events, and marks them not programme riders event by event', async () => {
    const { user, seen, queueReads } = renderPage('/auth/admin/exceptions');
    await screen.findByText('27 lines to match');
    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 27 lines matching the filter' }));
    expect(await within(bar).findByText('3 lines selected')).toBeTruthy();
    const readsBefore = queueReads().length;
    await user.click(within(bar).getByRole('button', { name: 'Mark 3 lines as not programme riders' }));
    expect(await within(bar).findByText('3 lines decided.')).toBeTruthy();
    const puts = seen().filter((s) => s.method === 'PUT').map((s) => [s.url.pathname, s.body]);
    expect(puts).toEqual([
      ['/api/event/evt-gulf/results/match', { resultIds: ['l-gulf'], notRider: true }],
      ['/api/event/evt-reno/results/match', { resultIds: ['l-reno', 'l-reno-2'], notRider: true }],
    ]);
    // The queue (and the dashboard's count with it) is read again.
    await waitFor(() => expect(queueReads().length).toBeGreaterThan(readsBefore));
  });

  it('still says what was decided when the decision empties the queue', async () => {
    const { user } = renderPage('/auth/admin/exceptions', { emptied: true });
    await screen.findByText('27 lines to match');
    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 27 lines matching the filter' }));
    await user.click(await within(bar).findByRole('button', { name: 'Mark 3 lines as not programme riders' }));
    expect(await screen.findByText('Nothing to match: every result line of the active events has its rider or is marked as not a programme rider.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Decide several lines at once' })).getByText('3 lines decided.')).toBeTruthy();
  });

  it('matches the selected lines of this page to the rider they share, and one line to its suggestion', async () => {
    const { user, seen } = renderPage('/auth/admin/exceptions');
    await screen.findByText('27 lines to match');
    const bar = screen.getByRole('group', { name: 'Decide several lines at once' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar).getByRole('button', { name: 'Match 2 lines to Tyler Brooks (Perris, CA)' }));
    await waitFor(() =>
      expect(seen().filter((s) => s.method === 'PUT').map((s) => [s.url.pathname, s.body])).toEqual([
        ['/api/event/evt-gulf/results/match', { lines: [{ resultId: 'l-gulf', riderId: 'r-tyler' }] }],
        ['/api/event/evt-reno/results/match', { lines: [{ resultId: 'l-reno', riderId: 'r-tyler' }] }],
      ]),
    );
    expect(await within(bar).findByText('2 lines decided.')).toBeTruthy();
    const gulfLine = screen.getByText('Tyler Brookes', { selector: 'strong' }).closest('li')!;
    await user.click(within(gulfLine).getByRole('button', { name: 'Match to Tyler Brooks' }));
    await waitFor(() => {
      const last = seen().filter((s) => s.method === 'PUT').at(-1)!;
      expect([last.url.pathname, last.body]).toEqual(['/api/event/evt-gulf/result/l-gulf/match', { riderId: 'r-tyler' }]);
    });
  });
});
