import { describe, expect, it } from 'vitest';
import { choiceFrom, filtersFrom, matchingEvents, pageFrom, searchParamsOf } from './list-search';
import { leanEvent as event } from '../testing/events';
import { isOver, upcomingFirst } from './upcoming-first';

describe('the rider lists’ search in the URL', () => {
  it('reads the text, country, state, page and view, with defaults for anything missing or wrong', () => {
    const params = new URLSearchParams('text=%20desert%20&country=us&state=az&page=3&view=past');
    expect(filtersFrom(params)).toEqual({ text: 'desert', country: 'US', state: 'AZ' });
    expect(pageFrom(params)).toBe(3);
    expect(pageFrom(new URLSearchParams('page=-2'))).toBe(1);
    expect(choiceFrom(params, 'view', ['upcoming', 'past', 'mine'] as const)).toBe('past');
    expect(choiceFrom(new URLSearchParams('view=all'), 'view', ['upcoming', 'past', 'mine'] as const)).toBe('upcoming');
  });

  it('writes only what differs from the defaults', () => {
    expect(searchParamsOf({ view: 'upcoming', filters: { text: 'mx', country: 'US', state: '' }, page: 1 }, { view: 'upcoming' }).toString()).toBe('text=mx&country=US');
    expect(searchParamsOf({ view: 'mine', page: 2 }, { view: 'upcoming' }).toString()).toBe('view=mine&page=2');
  });

  it('finds the rider’s own events by title, city or series (accents and case aside), country and state', () => {
    const list = [event('Montréal Grand Prix', '2026-05-01', { city: 'Montréal', state: 'QC', country: 'CA' }), event('Desert Round 1', '2026-06-01', { series: { _id: 's', name: 'Desert Series' } })];
    expect(matchingEvents(list, { text: 'montreal', country: '', state: '' }).map((e) => e.title)).toEqual(['Montréal Grand Prix']);
    expect(matchingEvents(list, { text: 'desert series', country: 'US', state: 'CA' }).map((e) => e.title)).toEqual(['Desert Round 1']);
    expect(matchingEvents(list, { text: '', country: 'CA', state: 'ON' })).toEqual([]);
  });
});

describe('upcomingFirst', () => {
  it('puts events not over yet first, soonest first, then past ones, latest first; an event on its last day is not over', () => {
    const list = [event('Past A', '2026-01-10'), event('Soon', '2026-07-01'), event('Today ends', '2026-06-14', { endDate: '2026-06-15' }), event('Past B', '2026-03-10'), event('Later', '2026-09-01')];
    expect(upcomingFirst(list, '2026-06-15').map((e) => e.title)).toEqual(['Today ends', 'Soon', 'Later', 'Past B', 'Past A']);
    expect(isOver(list[2]!, '2026-06-15')).toBe(false);
    expect(isOver(list[2]!, '2026-06-16')).toBe(true);
  });
});
