import { CURRENCIES, type ContingencyHeadline, type Currency } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import { finderSums } from '../data-access/events-repository.js';
import { programmeToday } from './programme-date.js';

/** The programme's own currency: the headline's `contingencyAmount` is in it. */
export const PROGRAMME_CURRENCY: Currency = 'USD';

/**
 * The home page headline (GET /api/aggregates/contingency): what riders can still race for, the contingency posted
 * for every upcoming event (active, not canceled, last day today or later in the programme's time zone), one sum per
 * currency.
 */
export async function contingencyHeadline(db: EventsDb, now: Date = new Date()): Promise<ContingencyHeadline> {
  const { totals, total: events } = await finderSums(db, {
    active: true,
    canceled: false,
    period: { which: 'upcoming', today: programmeToday(now) },
  });
  return {
    contingencyTitle: 'Contingency posted for upcoming events',
    contingencyAmount: totals.get(PROGRAMME_CURRENCY) ?? 0,
    currency: PROGRAMME_CURRENCY,
    totals: currencyTotals(totals),
    events,
  };
}

/** Sums by currency as the API gives them: every currency with money in it, the largest first. */
export function currencyTotals(totals: ReadonlyMap<string, number>): Array<{ currency: Currency; cents: number }> {
  return CURRENCIES.flatMap((currency) => {
    const cents = totals.get(currency) ?? 0;
    return cents > 0 ? [{ currency, cents }] : [];
  }).sort((a, b) => b.cents - a.cents);
}
