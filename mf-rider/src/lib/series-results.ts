import type { Currency, Earning, RiderSeriesStanding } from '@rr/contracts';

/** What the rider earned in a series, per currency: paid cash, paid dealer credit (bonus included), and what waits. */
export interface SeriesMoney {
  currency: Currency;
  cash: number;
  credit: number;
  pending: number;
}

/**
 * The money of the rider's results at the series' events (their lifetime earnings kept to `eventIds`) per currency,
 * never added across currencies: paid cash, paid credit (bonus included), and what waits (documents, the end of the
 * series). A result that paid nothing adds nothing.
 */
export function seriesMoney(earnings: readonly Earning[], eventIds: ReadonlySet<string>): SeriesMoney[] {
  const totals = new Map<Currency, SeriesMoney>();
  for (const earning of earnings) {
    if (earning.eventId === null || !eventIds.has(earning.eventId) || earning.outcome === 'notPaid' || earning.amountCents <= 0) continue;
    const money = totals.get(earning.currency) ?? { currency: earning.currency, cash: 0, credit: 0, pending: 0 };
    if (earning.outcome === 'pending') money.pending += earning.amountCents;
    else if (earning.type === 'cash') money.cash += earning.amountCents;
    else money.credit += earning.amountCents;
    totals.set(earning.currency, money);
  }
  return [...totals.values()];
}

type Finish = RiderSeriesStanding['finishes'][number];

/** One line of the rider's results in a series: a finish (from the results), what the programme decided on it, or both. */
export interface SeriesResultRow {
  key: string;
  eventId: string;
  finish: Finish | null;
  earning: Earning | null;
}

const sameClass = (a: string | null, b: string) => a !== null && a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The rider's results at the series' events, event by event in the series' order: each finish with the earning the
 * payout rules decided for it (same event and class), then the earnings at those events that match no finish (a
 * bonus, an approved claim). `eventOrder` is the series' events' ids in the order to show them.
 */
export function seriesResults(finishes: readonly Finish[], earnings: readonly Earning[], eventOrder: readonly string[]): SeriesResultRow[] {
  const position = new Map(eventOrder.map((id, index) => [id, index]));
  const mine = earnings.filter((earning) => earning.eventId !== null && position.has(earning.eventId));
  const used = new Set<string>();
  const rows: SeriesResultRow[] = finishes
    .filter((finish) => position.has(finish.eventId))
    .map((finish, index) => {
      const earning = mine.find((e) => !used.has(e._id) && e.eventId === finish.eventId && sameClass(e.className, finish.className)) ?? null;
      if (earning) used.add(earning._id);
      return { key: `finish-${index}`, eventId: finish.eventId, finish, earning };
    });
  for (const earning of mine) if (!used.has(earning._id)) rows.push({ key: earning._id, eventId: earning.eventId!, finish: null, earning });
  return rows.sort((a, b) => position.get(a.eventId)! - position.get(b.eventId)!);
}
