import type { RuleSet, RuleSetEditInput } from '@rr/contracts/rule-sets';

/**
 * The rule set as the form holds it: numbers as typed (text), lists of names as one comma-separated text, amounts in
 * currency units (600 or 600.50). Field names follow the body's paths (`rules.placeRanges.0.amountCents`), so the
 * contract's messages, in the browser and from the server, land on the field they are about.
 */
export interface RulesFormValues {
  effectiveFrom: string;
  note: string;
  rules: {
    minimumRiders: { count: string; tiers: Array<{ atLeast: string; paidPlaces: string }> };
    classesPerEvent: string;
    classesPerMachine: string;
    selection: string;
    placeRanges: Array<{ from: string; to: string; amountCents: string; payoutType: string }>;
    modelYears: { kind: 'relative' | 'absolute'; yearsBack: string; yearsAhead: string; from: string; to: string };
    bike: { verifiedVin: boolean; makes: string; soldBeforeRace: boolean };
    rider: { registeredWithinDays: string; ineligibleFlags: string; documentsForCash: string };
    defaultResultTypes: string;
    disciplines: Array<{ discipline: string; resultTypes: string }>;
    claims: string;
    withholdingPercent: string;
    creditExpiryDays: string;
    championPoints: string;
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const list = (values: readonly (string | number)[]) => values.join(', ');
/** Cents as units with two decimals (600.00), the way an amount is typed. */
export const units = (cents: number) => (cents / 100).toFixed(2);

export function toForm(rules: RuleSet, effectiveFrom: string, note: string): RulesFormValues {
  const years = rules.modelYears;
  return {
    effectiveFrom,
    note,
    rules: {
      minimumRiders: { count: rules.minimumRiders.count, tiers: rules.minimumRiders.tiers.map((tier) => ({ atLeast: text(tier.atLeast), paidPlaces: text(tier.paidPlaces) })) },
      classesPerEvent: text(rules.classesPerEvent),
      classesPerMachine: text(rules.classesPerMachine),
      selection: rules.selection,
      placeRanges: rules.placeRanges.map((range) => ({ from: text(range.from), to: text(range.to), amountCents: units(range.amountCents), payoutType: range.payoutType })),
      modelYears:
        years.kind === 'relative'
          ? { kind: 'relative', yearsBack: text(years.yearsBack), yearsAhead: text(years.yearsAhead), from: '', to: '' }
          : { kind: 'absolute', yearsBack: '3', yearsAhead: '1', from: text(years.from), to: text(years.to) },
      bike: { verifiedVin: rules.bike.verifiedVin, makes: list(rules.bike.makes), soldBeforeRace: rules.bike.soldBeforeRace },
      rider: { registeredWithinDays: text(rules.rider.registeredWithinDays), ineligibleFlags: list(rules.rider.ineligibleFlags), documentsForCash: rules.rider.documentsForCash },
      defaultResultTypes: list(rules.defaultResultTypes),
      disciplines: rules.disciplines.map((d) => ({ discipline: d.discipline, resultTypes: list(d.resultTypes) })),
      claims: rules.claims,
      withholdingPercent: text(rules.withholdingPercent),
      creditExpiryDays: text(rules.creditExpiryDays),
      championPoints: list(rules.championPoints),
    },
  };
}

/** A whole number as typed, else the text itself (the contract then says what is wrong, on the field). */
const whole = (value: string): number => {
  const trimmed = value.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : (trimmed as unknown as number);
};
/** Empty means "none" (every place, any time, up to next year's models). */
const wholeOrNull = (value: string): number | null => (value.trim() === '' ? null : whole(value));
/** Units to cents: 600, 600.5 and 600.50 are 60,000 and 60,050 cents; a decimal comma is read too. */
const cents = (value: string): number => {
  const trimmed = value.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : (trimmed as unknown as number);
};
const names = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The body the contract checks and the server stores. */
export function toBody(values: RulesFormValues): RuleSetEditInput {
  const r = values.rules;
  return {
    effectiveFrom: values.effectiveFrom,
    note: values.note,
    rules: {
      minimumRiders: { count: r.minimumRiders.count as RuleSet['minimumRiders']['count'], tiers: r.minimumRiders.tiers.map((tier) => ({ atLeast: whole(tier.atLeast), paidPlaces: wholeOrNull(tier.paidPlaces) })) },
      classesPerEvent: whole(r.classesPerEvent),
      classesPerMachine: whole(r.classesPerMachine),
      selection: r.selection as RuleSet['selection'],
      placeRanges: r.placeRanges.map((range) => ({ from: whole(range.from), to: whole(range.to), amountCents: cents(range.amountCents), payoutType: range.payoutType as RuleSet['placeRanges'][number]['payoutType'] })),
      modelYears:
        r.modelYears.kind === 'relative'
          ? { kind: 'relative', yearsBack: whole(r.modelYears.yearsBack), yearsAhead: whole(r.modelYears.yearsAhead) }
          : { kind: 'absolute', from: whole(r.modelYears.from), to: wholeOrNull(r.modelYears.to) },
      bike: { verifiedVin: r.bike.verifiedVin, makes: names(r.bike.makes), soldBeforeRace: r.bike.soldBeforeRace },
      rider: { registeredWithinDays: wholeOrNull(r.rider.registeredWithinDays), ineligibleFlags: names(r.rider.ineligibleFlags), documentsForCash: r.rider.documentsForCash as RuleSet['rider']['documentsForCash'] },
      defaultResultTypes: names(r.defaultResultTypes) as RuleSet['defaultResultTypes'],
      disciplines: r.disciplines.map((d) => ({ discipline: d.discipline as RuleSet['disciplines'][number]['discipline'], resultTypes: names(d.resultTypes) as RuleSet['defaultResultTypes'] })),
      claims: r.claims as RuleSet['claims'],
      withholdingPercent: whole(r.withholdingPercent),
      creditExpiryDays: whole(r.creditExpiryDays),
      championPoints: names(r.championPoints).map(whole),
    },
  };
}
