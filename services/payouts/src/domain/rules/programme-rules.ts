/**
 * The payout rules' parameters (spec §9), per programme year and country: each is configurable, these are the
 * defaults. A programme year is the calendar year of the event's first day; the country is the event's (US or
 * Canada; any other country uses the US parameters).
 */
export interface ProgrammeRules {
  /** Riders who start and finish a class for it to pay (5 in the current rules; 6 in the older general rule). */
  minFinishers: number;
  /** Classes a rider can be paid in at one event, one registered unit each. */
  maxPaidClasses: number;
  /** Oldest eligible model year, as years before the event's year ("a recent-year bike"); next year's models count too. */
  modelYearsBack: number;
  /** Percent withheld from a non-resident alien's cash prize. */
  withholdingPercent: number;
  /** Days after its award that dealer credit expires. */
  creditExpiryDays: number;
  /**
   * Points a finisher scores toward the series championship per place (index 0 = 1st place; places past the end
   * score nothing). The class champions of a series are paid its bonus after the final race.
   */
  championPoints: number[];
}

export const DEFAULT_RULES: ProgrammeRules = {
  minFinishers: 5,
  maxPaidClasses: 2,
  modelYearsBack: 3,
  withholdingPercent: 30,
  creditExpiryDays: 365,
  // AMA-style: 25, 22, 20, 18, 16, then one less per place down to 1 point for 20th.
  championPoints: [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
};

/** Changes from the defaults, by programme year and country (`*` = every country). */
export type RuleOverrides = Record<string, Partial<ProgrammeRules>>;

/** The parameters for one programme year and country: the defaults, then `year:*`, then `year:COUNTRY`. */
export function rulesFor(year: number, country: string, overrides: RuleOverrides = {}): ProgrammeRules {
  const programmeCountry = country === 'CA' ? 'CA' : 'US';
  return { ...DEFAULT_RULES, ...overrides[`${year}:*`], ...overrides[`${year}:${programmeCountry}`] };
}
