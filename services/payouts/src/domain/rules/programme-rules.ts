import { DEFAULT_RULE_SET, ruleSetFromParameters, type RuleParameters, type RuleSet } from '@rr/contracts/rule-sets';

/**
 * The six parameters a programme year could change before rule sets (`programme_rule_overrides`, written by
 * operations, never by a screen): kept so years configured that way decide as they did when no rule set is published
 * for them. The spec's values are `DEFAULT_RULE_SET`'s.
 */
export type ProgrammeRules = RuleParameters;

export const DEFAULT_RULES: ProgrammeRules = {
  minFinishers: DEFAULT_RULE_SET.minimumRiders.tiers[0]!.atLeast,
  maxPaidClasses: DEFAULT_RULE_SET.classesPerEvent,
  modelYearsBack: DEFAULT_RULE_SET.modelYears.kind === 'relative' ? DEFAULT_RULE_SET.modelYears.yearsBack : 3,
  withholdingPercent: DEFAULT_RULE_SET.withholdingPercent,
  creditExpiryDays: DEFAULT_RULE_SET.creditExpiryDays,
  championPoints: DEFAULT_RULE_SET.championPoints,
};

/** Changes from the defaults, by programme year and country (`*` = every country). */
export type RuleOverrides = Record<string, Partial<ProgrammeRules>>;

/** The parameters for one programme year and country: the defaults, then `year:*`, then `year:COUNTRY`. */
export function rulesFor(year: number, country: string, overrides: RuleOverrides = {}): ProgrammeRules {
  const programmeCountry = country === 'CA' ? 'CA' : 'US';
  return { ...DEFAULT_RULES, ...overrides[`${year}:*`], ...overrides[`${year}:${programmeCountry}`] };
}

/** The rule set those parameters make: the spec's with the year's overrides. */
export function legacyRuleSet(year: number, country: string, overrides: RuleOverrides = {}): RuleSet {
  const parameters = rulesFor(year, country, overrides);
  return ruleSetFromParameters(parameters);
}
