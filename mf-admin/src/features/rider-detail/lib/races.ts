// A rider's races on the admin rider page: each result line with what the payout rules made of it,
// and what removing some of them does to the rider's money. Pure.
import type { Earning, RiderRace } from '@rr/contracts';

/** A race line and its earning (the payouts decision of the same event, class and place), or null when none is known. */
export interface RaceRow {
  race: RiderRace;
  earning: Earning | null;
}

const keyOf = (eventId: string | null, className: string | null, place: number | null) => `${eventId ?? ''}|${(className ?? '').trim().toLowerCase()}|${place ?? ''}`;

/** Each race with its earning; earnings are matched once (two lines of one class and place do not share one). */
export function raceRows(races: readonly RiderRace[], earnings: readonly Earning[]): RaceRow[] {
  const byKey = new Map<string, Earning[]>();
  for (const earning of earnings) {
    if (!earning.eventId) continue;
    const key = keyOf(earning.eventId, earning.className, earning.place);
    byKey.set(key, [...(byKey.get(key) ?? []), earning]);
  }
  return races.map((race) => {
    const found = byKey.get(keyOf(race.eventId, race.className, race.place));
    return { race, earning: found?.shift() ?? null };
  });
}

/** Amounts of one currency, in cents. */
export interface CurrencyAmount {
  currency: string;
  cents: number;
}

/**
 * What removing the chosen lines does to the money (spec §6 "remove races"): payouts takes each award back whole —
 * what is left of the lot goes back to the fund, what had already left it becomes a debt of the rider.
 */
export interface RemovalSummary {
  lines: number;
  events: number;
  /** What the lines paid and is still in the rider's wallet: taken back to the fund. */
  takenBack: CurrencyAmount[];
  /** What the rider already spent or cashed out of it: owed to the programme, repaid from the rider's next earnings. */
  alreadySpent: CurrencyAmount[];
  /** Payouts still waiting (documents, series end…): they will not be paid. */
  pending: CurrencyAmount[];
  /** Lines the payout rules decided pay nothing. */
  unpaid: number;
  /** Lines with no payout decision on record (results not applied yet, or older than the rules): nothing to take back. */
  unrecorded: number;
}

function add(list: CurrencyAmount[], currency: string, cents: number): void {
  if (cents <= 0) return;
  const row = list.find((item) => item.currency === currency);
  if (row) row.cents += cents;
  else list.push({ currency, cents });
}

export function removalSummary(rows: readonly RaceRow[]): RemovalSummary {
  const summary: RemovalSummary = { lines: rows.length, events: new Set(rows.map((row) => row.race.eventId)).size, takenBack: [], alreadySpent: [], pending: [], unpaid: 0, unrecorded: 0 };
  for (const { earning } of rows) {
    if (!earning) {
      summary.unrecorded += 1;
    } else if (earning.outcome === 'notPaid') {
      summary.unpaid += 1;
    } else if (earning.outcome === 'pending' || !earning.lot) {
      add(summary.pending, earning.currency, earning.amountCents);
    } else {
      const { lot } = earning;
      // The tax the ledger withheld left the lot but was never the rider's to spend: it is not owed.
      add(summary.takenBack, earning.currency, lot.currentCents);
      add(summary.alreadySpent, earning.currency, lot.initialCents - lot.currentCents - earning.withheldCents);
    }
  }
  return summary;
}
