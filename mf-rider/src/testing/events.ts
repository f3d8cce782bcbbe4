import type { LeanEvent, RiderEvent } from '@rr/contracts';

/** An event of the rider's lists for tests: a motocross in Perris, California, on one day, named and keyed `title`. */
export const leanEvent = (title: string, startDate: string, over: Partial<LeanEvent> = {}): LeanEvent => ({
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
  ...over,
});

/** The same event as the rider's own list has it: a favourite, not raced, unless `over` says otherwise. */
export const riderEvent = (title: string, startDate: string, over: Partial<RiderEvent> = {}): RiderEvent => ({ ...leanEvent(title, startDate), favourite: true, raced: false, ...over });
