import type { EventClass, EventResult, PayoutType } from '@rr/contracts';

/** Spec §3: cash and dealerCredit both display as Cash; noPayout displays as No Payout. */
export type PayoutLabel = 'cash' | 'noPayout';

export function payoutLabel(type: PayoutType): PayoutLabel {
  return type === 'noPayout' ? 'noPayout' : 'cash';
}

export interface PayoutRow {
  id: string;
  name: string;
  label: PayoutLabel;
  /** One cell per place column; null where this class pays fewer places than the widest class. */
  cells: (number | null)[];
  total: number;
}

export interface PayoutTable {
  /** Place numbers of the columns: [1, 2, …, widest class]. */
  places: number[];
  rows: PayoutRow[];
  grandTotal: number;
}

/** Shapes an event's classes into a classes × places grid (any number of place columns, spec §3). */
export function buildPayoutTable(classes: readonly EventClass[]): PayoutTable {
  const width = classes.reduce((max, eventClass) => Math.max(max, eventClass.places.length), 0);
  const places = Array.from({ length: width }, (_, index) => index + 1);
  const rows = classes.map((eventClass): PayoutRow => {
    const label = payoutLabel(eventClass.payoutType);
    const sum = eventClass.places.reduce((total, cents) => total + (cents || 0), 0);
    return {
      id: eventClass._id,
      name: eventClass.name,
      label,
      cells: places.map((place) => eventClass.places[place - 1] ?? null),
      total: label === 'noPayout' ? 0 : Number.isFinite(eventClass.total) && eventClass.total > 0 ? eventClass.total : sum,
    };
  });
  return { places, rows, grandTotal: rows.reduce((total, row) => total + row.total, 0) };
}

export interface ResultGroup {
  className: string;
  /** The race of these lines when the class has several (its motos, heats, LCQ and overall), else null. */
  resultType: string | null;
  results: EventResult[];
}

/**
 * Results grouped by class (in order of first appearance), each class sorted by place. A class with lines of several
 * races (moto 1, moto 2, the overall) is one group per race, so each race's places read in order.
 */
export function groupResults(results: readonly EventResult[]): ResultGroup[] {
  const racesOf = new Map<string, Set<string>>();
  for (const result of results) racesOf.set(result.className, (racesOf.get(result.className) ?? new Set()).add(result.resultType));
  const groups = new Map<string, { className: string; resultType: string | null; results: EventResult[] }>();
  for (const result of results) {
    const several = racesOf.get(result.className)!.size > 1;
    const key = several ? `${result.className}|${result.resultType}` : result.className;
    const group = groups.get(key);
    if (group) group.results.push(result);
    else groups.set(key, { className: result.className, resultType: several ? result.resultType : null, results: [result] });
  }
  return [...groups.values()].map((group) => ({
    ...group,
    results: [...group.results].sort((a, b) => (a.place || Number.MAX_SAFE_INTEGER) - (b.place || Number.MAX_SAFE_INTEGER)),
  }));
}
