/** Shapes returned by the events service (spec §3 Event, Series, Class, Result). Amounts are integer cents. */
export type Currency = 'USD' | 'CAD' | 'EUR';
export type PayoutType = 'cash' | 'dealerCredit' | 'noPayout';

export interface SeriesRef {
  _id: string;
  name: string;
}

export interface Event {
  _id: string;
  title: string;
  /** Race style key (flat, motocross, road, offroad, supercross, supermoto, mototrials, …). */
  type: string;
  startDate: string | null;
  endDate: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  venue: string;
  venueWebsite: string;
  series: SeriesRef | null;
  active: boolean;
  canceled: boolean;
  payingEvent: boolean;
  contingencyAmount: number;
  currency: Currency;
}

export interface EventClass {
  _id: string;
  name: string;
  payoutType: PayoutType;
  /** Cents per place; index 0 is 1st place. */
  places: number[];
  total: number;
}

export interface EventResult {
  _id: string;
  className: string;
  place: number;
  riderName: string;
  bike: string;
  hometown: string;
  payout: number;
  payoutType: PayoutType;
  eligibility: string;
  resultType: string;
}

export interface EventDetail extends Event {
  classes: EventClass[];
  results: EventResult[];
}

export interface Series {
  _id: string;
  name: string;
  notes: string;
  state: string;
  zipcode: string;
  country: string;
  races?: number;
  distance?: number;
  active: boolean;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}
