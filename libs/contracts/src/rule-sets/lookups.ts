import type { EventType } from '../enums';
import type { ModelYears, PlaceRange, RiderTier, RuleSet } from './rule-set';

/** What the rules engine looks up in a rule set for one event, class or place. */

/** The result types that pay at an event of `discipline`, in order of preference. */
export function resultTypesFor(rules: Pick<RuleSet, 'defaultResultTypes' | 'disciplines'>, discipline: EventType | string): readonly string[] {
  return rules.disciplines.find((d) => d.discipline === discipline)?.resultTypes ?? rules.defaultResultTypes;
}

/** The oldest and newest eligible model years at an event of `eventYear`. */
export function modelYearWindow(modelYears: ModelYears, eventYear: number): { oldest: number; newest: number } {
  return modelYears.kind === 'relative'
    ? { oldest: eventYear - modelYears.yearsBack, newest: eventYear + modelYears.yearsAhead }
    : { oldest: modelYears.from, newest: modelYears.to ?? eventYear + 1 };
}

/** The tier a class of `counted` riders falls in (the highest it reaches), or null below the lowest. */
export function tierFor(tiers: readonly RiderTier[], counted: number): RiderTier | null {
  let reached: RiderTier | null = null;
  for (const tier of tiers) if (counted >= tier.atLeast && (!reached || tier.atLeast > reached.atLeast)) reached = tier;
  return reached;
}

/** The place range that pays `place`, or null. */
export function rangeFor(ranges: readonly PlaceRange[], place: number): PlaceRange | null {
  return ranges.find((range) => place >= range.from && place <= range.to) ?? null;
}
