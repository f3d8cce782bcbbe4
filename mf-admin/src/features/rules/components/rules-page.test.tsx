// @vitest-environment happy-dom
import { DEFAULT_RULE_SET, type RuleSetVersion } from '@rr/contracts/rule-sets';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import { ruleSetVersion } from '../testing/rule-set';
import featureEn from '../i18n/en.json';
import { RulesPage } from './rules-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `GET /api/admin/rule-sets` answering `versions`; `POST` creating `rs-new` (or answering `refusal`); every call recorded. */
const fakeRuleSetsApi = (versions: RuleSetVersion[], refusal?: object) =>
  fakeApi({
    'GET /api/admin/rule-sets': () => ({ body: { ruleSets: versions, defaults: DEFAULT_RULE_SET } }),
    'POST /api/admin/rule-sets': () => (refusal ? { status: 400, body: refusal } : { status: 201, body: { ruleSet: ruleSetVersion({ _id: 'rs-new', status: 'draft', version: 2 }) } }),
  });

function renderPage(path = '/auth/admin/rules?year=2027') {
  return renderAdmin(
    <Routes>
      <Route path="/auth/admin/rules" element={<RulesPage />} />
      <Route path="/auth/admin/rules/:ruleSetId" element={<p>Version page</p>} />
    </Routes>,
    { path, messages: featureEn },
  );
}

describe('RulesPage', () => {
  it('lists the year’s versions with their scope, status and day, and the standard rules in plain words', async () => {
    fakeRuleSetsApi([ruleSetVersion({ _id: 'rs-2', version: 2, status: 'draft', effectiveFrom: '2027-06-01', note: 'Tiers' }), ruleSetVersion({ scope: { year: 2027, country: 'CA', discipline: 'supercross', seriesId: null } })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payout rules' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['United StatesTiers', '2', 'Draft', 'Jun 1, 2027'],
      ['Canada · Supercross', '1', 'Published', 'Mar 1, 2027'],
    ]);
    expect(within(table).getByRole('link', { name: 'Canada · Supercross' }).getAttribute('href')).toBe('/auth/admin/rules/rs-1');
    expect(screen.getByText('classes with 5 or more finishers pay every paying place;')).toBeTruthy();
  });

  it('creates a draft from a version for a scope and opens it', async () => {
    const calls = fakeRuleSetsApi([ruleSetVersion({})]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Payout rules' });
    await user.click(screen.getByRole('button', { name: 'New version' }));
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    await user.selectOptions(screen.getByLabelText(/^Start from/), 'rs-1');
    const day = screen.getByLabelText(/In force from/) as HTMLInputElement;
    await user.clear(day);
    await user.type(day, '2027-05-01');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Version page')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ scope: { year: 2027, country: 'CA', discipline: null, seriesId: null }, fromId: 'rs-1', effectiveFrom: '2027-05-01', note: '' });
  });

  it('refuses a day outside the programme year on the field, before anything is sent', async () => {
    const calls = fakeRuleSetsApi([]);
    const { user } = renderPage();
    await screen.findByText(/No rule set versions for 2027 yet/);
    await user.click(screen.getByRole('button', { name: 'New version' }));
    const day = screen.getByLabelText(/In force from/) as HTMLInputElement;
    await user.clear(day);
    await user.type(day, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a day of 2027')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('starts a draft from an example preset', async () => {
    const calls = fakeRuleSetsApi([]);
    const { user } = renderPage();
    await screen.findByText(/No rule set versions for 2027 yet/);
    await user.click(screen.getByRole('button', { name: 'New version' }));
    await user.selectOptions(screen.getByLabelText(/^Start from/), 'Example: two classes per machine, the same amounts in every class');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Version page')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ preset: 'twoClassesPerMachine' });
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('fromId');
  });

  it('scopes a draft to a series chosen by name, and names the series a version is for', async () => {
    // Two pages of series: the one on the second page can be chosen too.
    const pages = [[{ _id: 'series-sc', name: 'SoCal Flat Track Championship' }], [{ _id: 'series-desert', name: 'Desert Southwest Motocross Series' }]];
    let asked = 0;
    const calls = fakeApi({
      'GET /api/admin/rule-sets': () => ({ body: { ruleSets: [ruleSetVersion({ scope: { year: 2027, country: 'US', discipline: null, seriesId: 'series-sc' } })], defaults: DEFAULT_RULE_SET } }),
      'GET /api/admin/series': () => {
        asked += 1;
        return { body: { series: pages[asked - 1] ?? [], pagination: { page: asked, limit: 100, total: 2, pages: 2 } } };
      },
      'POST /api/admin/rule-sets': () => ({ status: 201, body: { ruleSet: ruleSetVersion({ _id: 'rs-new', status: 'draft', version: 2 }) } }),
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Payout rules' });
    await within(table).findByRole('link', { name: 'United States · Series SoCal Flat Track Championship' });
    await user.click(screen.getByRole('button', { name: 'New version' }));
    const choice = screen.getByLabelText(/^Series/) as HTMLSelectElement;
    // Every series first, then the series by name.
    expect(Array.from(choice.options, (option) => option.textContent)).toEqual(['Every series', 'Desert Southwest Motocross Series', 'SoCal Flat Track Championship']);
    await user.selectOptions(choice, 'Desert Southwest Motocross Series');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Version page')).toBeTruthy();
    expect((calls.find((c) => c.method === 'POST')!.body as { scope: unknown }).scope).toEqual({ year: 2027, country: 'US', discipline: null, seriesId: 'series-desert' });
  });
});

