// @vitest-environment happy-dom
import type { RuleSetVersion, RuleSimulation } from '@rr/contracts/rule-sets';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import { ruleSetVersion } from '../testing/rule-set';
import featureEn from '../i18n/en.json';
import { SimulationCard } from './simulation-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const published = ruleSetVersion({ version: 2 });
const done: RuleSimulation = {
  _id: 'sim-1',
  ruleSetId: 'rs-1',
  from: '2026-01-01',
  to: '2026-12-31',
  status: 'done',
  requestedBy: 'staff-1',
  requestedAt: '2026-11-22T10:00:00Z',
  finishedAt: '2026-11-22T10:00:05Z',
  error: null,
  applyRequestedAt: null,
  appliedAt: null,
  appliedEvents: null,
  result: {
    events: 120,
    lines: 2_400,
    totals: [{ currency: 'USD', beforeCents: 60_000, afterCents: 50_000, differenceCents: -10_000, riders: 3, more: 1, less: 1, newlyPaid: 0, noLongerPaid: 1 }],
    riders: [
      { riderId: 'r-fay', name: 'Fay Rider', currency: 'USD', beforeCents: 10_000, afterCents: 0, differenceCents: -10_000, change: 'noLongerPaid', lines: 1 },
      { riderId: 'r-eli', name: 'Eli Rider', currency: 'USD', beforeCents: 20_000, afterCents: 25_000, differenceCents: 5_000, change: 'more', lines: 1 },
    ],
    changes: [],
    changesLeftOut: 0,
  },
};

/** The simulations API behind fetch: none at first; a POST starts one that is done at the next read; every call recorded. */
function fakeSimulationsApi(start: RuleSimulation[] = []) {
  let simulations = start;
  const simulationsPath = '/api/admin/rule-sets/rs-1/simulations';
  return fakeApi({
    [`GET ${simulationsPath}`]: () => ({ body: { simulations: simulations.map((s) => ({ ...s, result: null })) } }),
    [`GET ${simulationsPath}/sim-1`]: () => ({ body: { simulation: simulations[0] } }),
    [`POST ${simulationsPath}`]: () => {
      simulations = [done];
      return { status: 202, body: { simulation: { ...done, status: 'running', result: null } } };
    },
    [`POST ${simulationsPath}/sim-1/apply`]: () => {
      simulations = [{ ...done, applyRequestedAt: '2026-11-22T11:00:00Z' }];
      return { status: 202, body: { simulation: simulations[0] } };
    },
  });
}

const render = (ruleSet: RuleSetVersion) =>
  renderAdmin(
    <>
      <SimulationCard ruleSet={ruleSet} />
      <Toaster />
    </>,
    { path: '/auth/admin/rules/rs-1', messages: featureEn },
  );

describe('SimulationCard', () => {
  it('simulates last season by default and shows what changes per currency and per rider, with the spreadsheets', async () => {
    const calls = fakeSimulationsApi();
    const { user } = render(published);
    await user.click(await screen.findByRole('button', { name: 'Simulate' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ from: '2026-01-01', to: '2026-12-31' }));
    expect(await screen.findByText("120 events, 2,400 result lines judged again; 2 riders' pay changes.")).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Per currency' });
    expect(within(totals).getAllByRole('row')[1]!.textContent).toContain('-$100');
    expect(within(totals).getByText('3: 1 more, 1 less, 0 newly paid, 1 no longer paid')).toBeTruthy();
    const riders = screen.getByRole('table', { name: 'Riders whose pay changes most (2 of 2)' });
    expect(within(riders).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('Fay Rider'), expect.stringContaining('Eli Rider')]);
    expect(within(riders).getByText('+$50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Every changed line (XLSX)' }).getAttribute('href')).toBe('/api/admin/rule-sets/rs-1/simulations/sim-1/export?format=xlsx&rows=changes&locale=en');
  });

  it('applies a published version to the simulated events after a confirmation', async () => {
    const calls = fakeSimulationsApi([done]);
    const { user } = render(published);
    await user.click(await screen.findByRole('button', { name: 'Apply to these events' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Apply version 2 to 120 events?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply to these events' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/rule-sets/rs-1/simulations/sim-1/apply')).toBe(true));
  });

  it('asks a draft to be published before it is applied', async () => {
    fakeSimulationsApi([done]);
    render({ ...published, status: 'draft' });
    expect(await screen.findByText('Publish this version to apply it to these events.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to these events' })).toBeNull();
  });
});
