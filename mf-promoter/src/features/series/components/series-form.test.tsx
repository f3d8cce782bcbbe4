// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { fakeApi, type SeenCall } from '@rr/api-client/testing';
import { englishMessages } from '@rr/contracts/messages';
import type { Series } from '@rr/contracts';
import { eventToolsEnglish } from '@rr/event-tools/i18n';
import { Toaster, uiEnglish } from '@rr/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { SeriesForm } from './series-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const writes = (calls: readonly SeenCall[]) => calls.filter((call) => call.method !== 'GET');

const saved: Series = {
  _id: 'series-new', name: 'Prairie Night Series', notes: '', state: 'AB', zipcode: 'T4N 5E1', country: 'CA', races: null, distance: null, active: false, bonus: 0, initialValue: 0,
  currency: 'CAD', expirationDate: null, category: null, promoterId: 'p-1', discipline: 'flat', seasonYear: 2027, reviewStatus: 'pending', venues: [],
};

function renderForm(props: { serie?: Series; seasons?: number[]; onSaved?: (serie: Series) => void } = {}) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...englishMessages, ...eventToolsEnglish, ...en }} onError={() => undefined}>
        <SeriesForm promoterId="p-1" serie={props.serie} seasons={props.seasons ?? [2026, 2027]} onSaved={props.onSaved ?? (() => undefined)} />
        <Toaster />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the promoter’s series form', () => {
  it('creates a series in a season they are approved for: the country brings its provinces and its currency', async () => {
    const { calls } = fakeApi({ 'POST /api/promoter/p-1/series': () => ({ status: 201, body: { serie: saved } }) });
    const onSaved = vi.fn();
    const user = renderForm({ onSaved });
    const season = screen.getByLabelText(/^Season/) as HTMLSelectElement;
    expect([...season.options].map((option) => option.value)).toEqual(['2026', '2027']);
    expect(season.value).toBe('2027');

    fireEvent.change(screen.getByLabelText(/^Series name/), { target: { value: 'Prairie Night Series' } });
    await user.selectOptions(screen.getByLabelText(/^Discipline/), 'flat');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('CAD');
    await user.selectOptions(screen.getByLabelText(/^Province/), 'AB');
    fireEvent.change(screen.getByLabelText(/^ZIP or postal code/), { target: { value: 't4n 5e1' } });
    await user.click(screen.getByRole('button', { name: 'Create series' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { name: 'Prairie Night Series', discipline: 'flat', country: 'CA', state: 'AB', zipcode: 't4n 5e1', currency: 'CAD', seasonYear: 2027 } }),
    ]);
    expect(await screen.findByText('Prairie Night Series is created. It waits for the programme team’s review.')).toBeTruthy();
  });

  it('sends nothing while the name and discipline are missing, and says so on the fields', async () => {
    const { calls } = fakeApi({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create series' }));
    // The name, the discipline, and the state and ZIP code a US series needs.
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(screen.getByLabelText(/^Series name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Discipline/).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
  });

  it('shows the events service’s refusal of a season on the season field, translated', async () => {
    const { calls } = fakeApi({
      'PUT /api/serie/series-new': () => ({
        status: 400,
        body: { code: 'VALIDATION', message: 'Please correct the highlighted fields', details: { seasonYear: { id: 'validation.season.notApproved', message: 'x', values: { year: 2026, seasons: '2027' } } } },
      }),
    });
    const user = renderForm({ serie: { ...saved, seasonYear: 2026 }, seasons: [2027] });
    const season = screen.getByLabelText(/^Season/) as HTMLSelectElement;
    // The season it runs in stays offered beside the approved ones.
    expect([...season.options].map((option) => option.value)).toEqual(['2026', '2027']);
    fireEvent.change(screen.getByLabelText(/^Series name/), { target: { value: 'Prairie Night Flat Track' } });
    await user.click(screen.getByRole('button', { name: 'Save series' }));
    expect(await screen.findByText('You are not approved for the 2026 season. Your approved seasons: 2027')).toBeTruthy();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ name: 'Prairie Night Flat Track', seasonYear: 2026 }) })]);
  });
});
