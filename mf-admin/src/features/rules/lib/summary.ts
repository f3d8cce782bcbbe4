import type { RuleSet, RuleSetScope } from '@rr/contracts/rule-sets';

/** One sentence of a rule set's summary: a message of this feature's catalog (`admin.rules.summary.<id>`) and its values. */
export interface SummaryLine {
  id: string;
  values: Record<string, string | number>;
}

/** What amounts are in: the scope's country's currency, none when the set is for every country. */
export function currencyOf(country: RuleSetScope['country']): 'USD' | 'CAD' | null {
  return country === 'US' ? 'USD' : country === 'CA' ? 'CAD' : null;
}

/**
 * A rule set in sentences, in the order a programme manager reads their rules: who it is for, which classes pay and
 * which places, how much, how many classes, which machines, which riders, which result, and the rest.
 */
export interface SummaryNames {
  /** Cents in the scope's currency (or a plain amount for every country). */
  money: (cents: number) => string;
  discipline: (discipline: string) => string;
  resultType: (resultType: string) => string;
}

export function summarise(rules: RuleSet, scope: Pick<RuleSetScope, 'year' | 'country' | 'discipline' | 'seriesId'>, names: SummaryNames): SummaryLine[] {
  const { money } = names;
  const types = (list: readonly string[]) => list.map(names.resultType).join(' → ');
  const lines: SummaryLine[] = [];
  const line = (id: string, values: Record<string, string | number> = {}) => lines.push({ id, values });
  line('scope', { country: scope.country, year: scope.year, discipline: scope.discipline ? names.discipline(scope.discipline) : 'any', series: scope.seriesId ? 'yes' : 'no' });

  // The tiers, lowest first: each up to the next one's threshold less one; the last "or more".
  const tiers = [...rules.minimumRiders.tiers].sort((a, b) => a.atLeast - b.atLeast);
  const counted = rules.minimumRiders.count;
  tiers.forEach((tier, index) => {
    const next = tiers[index + 1];
    const places = tier.paidPlaces ?? 0;
    if (next) line(tier.paidPlaces === null ? 'tierRangeAll' : 'tierRange', { from: tier.atLeast, to: next.atLeast - 1, counted, places });
    else line(tier.paidPlaces === null ? 'tierFromAll' : 'tierFrom', { from: tier.atLeast, counted, places });
  });
  if (tiers[0]) line('tierNone', { below: tiers[0].atLeast, counted });

  if (rules.placeRanges.length === 0) line('amountsTable');
  for (const range of [...rules.placeRanges].sort((a, b) => a.from - b.from)) {
    line(range.from === range.to ? 'amountPlace' : 'amountRange', { from: range.from, to: range.to, amount: money(range.amountCents), type: range.payoutType });
  }

  line('classes', { perEvent: rules.classesPerEvent, perMachine: rules.classesPerMachine, selection: rules.selection });

  const years = rules.modelYears;
  if (years.kind === 'relative') line('yearsRelative', { back: years.yearsBack, ahead: years.yearsAhead });
  else if (years.to === null) line('yearsFrom', { from: years.from });
  else line('yearsBetween', { from: years.from, to: years.to });
  line(rules.bike.verifiedVin ? 'vinVerified' : 'vinAny');
  if (rules.bike.makes.length > 0) line('makes', { makes: rules.bike.makes.join(', ') });
  if (rules.bike.soldBeforeRace) line('soldBeforeRace');

  if (rules.rider.registeredWithinDays !== null) line('registeredWithin', { days: rules.rider.registeredWithinDays });
  if (rules.rider.ineligibleFlags.length > 0) line('ineligible', { flags: rules.rider.ineligibleFlags.join(', ') });
  line('documents', { who: rules.rider.documentsForCash });

  line('resultTypes', { types: types(rules.defaultResultTypes) });
  for (const d of rules.disciplines) line('resultTypesOf', { discipline: names.discipline(d.discipline), types: types(d.resultTypes) });

  line('claims', { claims: rules.claims });
  line('money', { withholding: rules.withholdingPercent, days: rules.creditExpiryDays });
  if (rules.championPoints.length > 0) line('points', { places: rules.championPoints.length, first: rules.championPoints[0]! });
  return lines;
}
