// @vitest-environment happy-dom
import { DEFAULT_RULE_SET, type RuleSetDetail, type RuleSetVersion } from '@rr/contracts/rule-sets';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import { ruleSetVersion } from '../testing/rule-set';
import featureEn from '../i18n/en.json';
import { RuleSetPage } from './rule-set-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = ruleSetVersion({ status: 'draft', note: 'Small classes', publishedBy: null, publishedAt: null });
const detailOf = (ruleSet: RuleSetVersion): RuleSetDetail => ({ ruleSet, changes: [{ action: 'created', actorId: 'staff-1', at: '2026-11-20T10:00:00Z', effectiveFrom: '2027-03-01', differences: [] }], previous: null, differences: [] });

/** A fake `/api` behind fetch: the draft, its save (echoing what was sent) and its publishing; every call recorded. */
function fakeRuleSetApi() {
  let current = draft;
  return fakeApi({
    'GET /api/admin/rule-sets/rs-1': () => ({ body: detailOf(current) }),
    'GET /api/admin/rule-sets/rs-1/simulations': () => ({ body: { simulations: [] } }),
    'PUT /api/admin/rule-sets/rs-1': (body) => {
      current = { ...current, ...(body as object) } as RuleSetVersion;
      return { body: { ruleSet: current } };
    },
    'POST /api/admin/rule-sets/rs-1/publish': (body) => {
      current = { ...current, status: 'published', effectiveFrom: (body as { effectiveFrom: string }).effectiveFrom, publishedBy: 'staff-1' };
      return { body: { ruleSet: current } };
    },
  });
}

function renderPage() {
  return renderAdmin(
    <>
      <Routes>
        <Route path="/auth/admin/rules/:ruleSetId" element={<RuleSetPage />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/auth/admin/rules/rs-1', messages: featureEn },
  );
}

describe('RuleSetPage', () => {
  it('reads a draft in plain words and says it is the same as the standard rules', async () => {
    fakeRuleSetApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rules 2027, version 1' })).toBeTruthy();
    expect(screen.getByText('In the United States, 2027:')).toBeTruthy();
    expect(screen.getByText('classes with 5 or more finishers pay every paying place;')).toBeTruthy();
    expect(screen.getByText('Nothing: the same rules.')).toBeTruthy();
    expect(screen.getByText(/Created by staff-1/)).toBeTruthy();
  });

  it('refuses tiers that go down on the field, sends nothing, and saves once they are right', async () => {
    const calls = fakeRuleSetApi();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Rules 2027, version 1' });
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const atLeast = screen.getAllByLabelText(/Riders, at least/);
    await user.type(atLeast[1]!, '3');
    await user.type(screen.getAllByLabelText(/Places paid/)[1]!, '2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Each tier must need more riders than the one before it (5)')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    // 3 riders pay the top 2, 7 or more every place.
    await user.clear(atLeast[0]!);
    await user.type(atLeast[0]!, '3');
    await user.clear(screen.getAllByLabelText(/Places paid/)[0]!);
    await user.type(screen.getAllByLabelText(/Places paid/)[0]!, '2');
    await user.clear(atLeast[1]!);
    await user.type(atLeast[1]!, '7');
    await user.clear(screen.getAllByLabelText(/Places paid/)[1]!);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/rule-sets/rs-1');
    expect((put.body as { rules: typeof DEFAULT_RULE_SET }).rules.minimumRiders.tiers).toEqual([
      { atLeast: 3, paidPlaces: 2 },
      { atLeast: 7, paidPlaces: null },
    ]);
    expect(await screen.findByText('Draft saved')).toBeTruthy();
  });

  it('publishes the saved draft from the day chosen in the confirmation', async () => {
    const calls = fakeRuleSetApi();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Rules 2027, version 1' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    const dayInput = within(dialog).getByLabelText('In force from') as HTMLInputElement;
    await user.clear(dayInput);
    await user.type(dayInput, '2027-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/rule-sets/rs-1/publish')).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/publish'))!.body).toEqual({ effectiveFrom: '2027-04-01' });
    expect(await screen.findByText(/Version 1 is in force from/)).toBeTruthy();
  });
});
