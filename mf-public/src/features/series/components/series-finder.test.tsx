// @vitest-environment happy-dom
import { fakeApi } from '@rr/api-client/testing';
import type { CategoriesList, SeriesList, SeriesListItem } from '@rr/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { renderSeriesPage } from '../testing/render';
import { SeriesFinder, seriesSearchOf } from './series-finder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<SeriesListItem>): SeriesListItem => ({
  _id: 's1',
  name: 'SoCal Flat Track Championship',
  notes: '',
  state: 'CA',
  zipcode: '92570',
  country: 'US',
  races: 10,
  distance: 8,
  active: true,
  bonus: 0,
  initialValue: 0,
  currency: 'USD',
  expirationDate: null,
  category: { _id: 'cat-flat', name: 'Flat Track' },
  promoterId: 'p1',
  city: 'Perris',
  eventCount: 9,
  ...over,
});
const categories: CategoriesList = {
  allCategories: [
    { _id: 'cat-flat', name: 'Flat Track', description: '', active: true, series: [] },
    { _id: 'cat-mx', name: 'Motocross', description: '', active: true, series: [] },
  ],
};

/** Answers the finder's calls from the kit's fake `/api` and records every /api/series query. */
function fakeSeriesApi(series: SeriesListItem[]) {
  const list: SeriesList = { series, pagination: { page: 1, limit: 12, total: series.length, pages: 1 } };
  const { calls } = fakeApi({ 'GET /api/categories': { body: categories }, 'GET /api/series': { body: list } });
  return { asked: () => calls.filter(({ url }) => url.split('?')[0] === '/api/series').map(({ url }) => new URL(url, 'http://localhost').searchParams) };
}

const show = (url: string, locale: 'en' | 'fr' = 'en') => renderSeriesPage(<SeriesFinder />, { path: url, locale, messages: locale === 'fr' ? fr : en });

describe('the series finder', () => {
  it('reads discipline, state and a radius search from the address, and asks the API for them', async () => {
    expect(seriesSearchOf(new URLSearchParams('sdiscipline=cat-mx&sstate=ca&szip=92570&sdistance=50&spage=2')).search).toEqual({
      categoryId: 'cat-mx', state: 'CA', zipcode: '92570', zipDistance: 50, page: 2,
    });
    // No radius without a code, and none the finder does not offer.
    expect(seriesSearchOf(new URLSearchParams('sdistance=50')).search).toEqual({ page: 1 });
    expect(seriesSearchOf(new URLSearchParams('szip=92570&sdistance=42')).search).toEqual({ zipcode: '92570', page: 1 });
  });

  it('searches by discipline, state and distance from a postal code, nearest first with each distance', async () => {
    const { asked } = fakeSeriesApi([item({ distanceMiles: 0 }), item({ _id: 's2', name: 'Inland MX', city: 'Corona', zipcode: '92879', distanceMiles: 20.5, category: { _id: 'cat-mx', name: 'Motocross' } })]);
    show('/events?view=series');
    const form = await screen.findByRole('search', { name: 'Search series' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Motocross' })).toBeTruthy());
    fireEvent.change(within(form).getByLabelText('Discipline'), { target: { value: 'cat-mx' } });
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.change(within(form).getByLabelText('State or province'), { target: { value: 'CA' } });
    fireEvent.change(within(form).getByLabelText('Zip or postal code'), { target: { value: '92570' } });
    fireEvent.change(within(form).getByLabelText('Distance'), { target: { value: '50' } });
    fireEvent.submit(form);
    await waitFor(() => expect(asked().at(-1)?.get('categoryId')).toBe('cat-mx'));
    expect(Object.fromEntries(asked().at(-1)!)).toMatchObject({ categoryId: 'cat-mx', country: 'US', state: 'CA', zipcode: '92570', zipDistance: '50' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['SoCal Flat Track Championship', 'Inland MX']);
    expect(cards[0]!.textContent).toContain('Perris, California · 0 mi away');
    expect(cards[1]!.textContent).toContain('Corona, California · 21 mi away');
    expect(cards[0]!.textContent).not.toContain('92570');
  });

  it('offers the states and provinces by their French names on the French site, and writes places in French', async () => {
    fakeSeriesApi([item({}), item({ _id: 's3', name: 'Ontario MX', city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA', currency: 'CAD' })]);
    show('/fr/events?view=series&scountry=US', 'fr');
    const form = await screen.findByRole('search');
    const state = within(form).getByLabelText('État ou province') as HTMLSelectElement;
    const names = [...state.options].map((option) => option.textContent);
    expect(names).toContain('Californie');
    expect(names).toContain('Caroline du Nord');
    expect(names).not.toContain('California');
    fireEvent.change(within(form).getByLabelText('Pays'), { target: { value: 'CA' } });
    // The country goes through the address first (the router's update may land after this event's render).
    await waitFor(() => {
      const provinces = [...(within(form).getByLabelText('État ou province') as HTMLSelectElement).options].map((option) => option.textContent);
      expect(provinces).toEqual(expect.arrayContaining(['Colombie-Britannique', 'Québec', 'Terre-Neuve-et-Labrador']));
    });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]!.textContent).toContain('Perris, Californie, États-Unis');
    expect(cards[1]!.textContent).toContain('Barrie, Ontario, Canada');
  });
});
