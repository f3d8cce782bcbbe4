import { describe, expect, it } from 'vitest';
import { riderEvent as event } from '../../../testing/events';
import { upcomingFavourites } from './upcoming-favourites';

describe('upcomingFavourites', () => {
  it('keeps favourites not over yet and not canceled, soonest first, at most three', () => {
    const list = [
      event('Later', '2026-12-20'),
      event('Past', '2026-11-01'),
      event('Raced only', '2026-12-01', { favourite: false, raced: true }),
      event('Canceled', '2026-12-02', { canceled: true }),
      event('Today ends', '2026-11-25', { endDate: '2026-11-26' }),
      event('Soon', '2026-12-05'),
      event('Much later', '2027-01-10'),
    ];
    expect(upcomingFavourites(list, '2026-11-26').map((e) => e.title)).toEqual(['Today ends', 'Soon', 'Later']);
  });
});
