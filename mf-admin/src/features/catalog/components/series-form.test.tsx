// @vitest-environment happy-dom
import type { Series } from '@rr/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import { SeriesForm } from './series-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: Series = {
  _id: 'series-new', name: 'Prairie Night Series', notes: '', state: 'AB', zipcode: 'T4N 5E1', country: 'CA', races: null, distance: null, active: true, bonus: 0, initialValue: 0,
  currency: 'CAD', expirationDate: null, category: null, promoterId: 'p-1', discipline: null, seasonYear: null, reviewStatus: 'approved', venues: [],
};

describe('staff’s series form', () => {
  it('builds the series’ own fields with the promoter’s: the country brings its provinces and its currency, and the body sent', async () => {
    const calls = fakeApi({
      'GET /api/promoters/all': () => ({ body: { promoters: [{ _id: 'p-1', name: 'Prairie Promotions', active: true }] } }),
      'GET /api/categories': () => ({ body: { allCategories: [] } }),
      'POST /api/admin/series': () => ({ status: 201, body: { serie: saved } }),
    });
    const onSaved = vi.fn();
    const { user } = renderAdmin(<SeriesForm onSaved={onSaved} />);

    fireEvent.change(await screen.findByLabelText(/^Series name/), { target: { value: 'Prairie Night Series' } });
    await user.selectOptions(screen.getByLabelText(/^Promoter/), 'p-1');
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('USD');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('CAD');
    await user.selectOptions(screen.getByLabelText(/^Province/), 'AB');
    fireEvent.change(screen.getByLabelText(/^ZIP or postal code/), { target: { value: 'T4N 5E1' } });
    await user.click(screen.getByRole('button', { name: 'Create series' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        url: expect.stringContaining('/api/admin/series'),
        body: expect.objectContaining({ name: 'Prairie Night Series', promoterId: 'p-1', country: 'CA', state: 'AB', zipcode: 'T4N 5E1', currency: 'CAD', active: true }),
      }),
    ]);
  });
});
