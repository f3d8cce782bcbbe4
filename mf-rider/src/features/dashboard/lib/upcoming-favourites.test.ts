import type { RiderEvent } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { upcomingFavourites } from './upcoming-favourites';

const event = (title: string, startDate: string, over: Partial<RiderEvent> = {}): RiderEvent => ({
  _id: title,
  title,
  type: 'motocross',
  startDate,
  endDate: startDate,
  city: 'Perris',
  state: 'CA',
  country: 'US',
  series: null,
  active: true,
  canceled: false,
  favourite: true,
  raced: false,
  ...over,
});

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
