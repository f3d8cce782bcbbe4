import type { Transaction } from 'sequelize';
import { ruleSetSchema, type RuleSet } from '@rr/contracts/rule-sets';
import type { PayoutsDb } from '../data-access/database.js';
import { findRuleSet, pinnedRuleSetOf, publishedRuleSets, ruleOverridesOf } from '../data-access/rule-sets-repository.js';
import type { RuleSetRow } from '../data-access/models/index.js';
import { legacyRuleSet, type RuleOverrides } from './rules/programme-rules.js';

/** The overrides of the payout rules for one programme year (`programme_rule_overrides`). */
export async function ruleOverrides(db: PayoutsDb, year: number, transaction?: Transaction): Promise<RuleOverrides> {
  const rows = await ruleOverridesOf(db, year, transaction);
  return Object.fromEntries(rows.map((row) => [`${row.year}:${row.country}`, JSON.parse(row.params) as object]));
}

/** What a race is judged by: its first day, country, discipline and series. */
export interface RaceScope {
  /** The event: one staff re-judged by a version explicitly keeps it. */
  eventId?: string;
  startDate: string;
  country: string;
  type?: string;
  seriesId?: string | null;
}

/** The rule set a race is judged by, and the published version it comes from (null: the spec's, with any year overrides). */
export interface RulesInForce {
  rules: RuleSet;
  ruleSet: { id: string; version: number; year: number; country: string; discipline: string | null; seriesId: string | null } | null;
}

/** The country a rule set is kept for: Canada, else the US rules (any other country uses them). */
export const programmeCountry = (country: string) => (country === 'CA' ? 'CA' : 'US');

/** How specific a scope is: a series before a discipline before a country before every country. */
const specificity = (row: Pick<RuleSetRow, 'seriesId' | 'discipline' | 'country'>) => (row.seriesId ? 4 : 0) + (row.discipline ? 2 : 0) + (row.country !== '*' ? 1 : 0);

/**
 * Of the published versions that apply to a race, the one in force on its first day: the most specific scope, then
 * the latest effective day, then the highest version. Pure, so simulation can ask it of drafts too.
 */
export function versionInForce<T extends Pick<RuleSetRow, 'year' | 'country' | 'discipline' | 'seriesId' | 'effectiveFrom' | 'version' | 'status'>>(rows: readonly T[], race: RaceScope): T | null {
  const year = Number(race.startDate.slice(0, 4));
  const country = programmeCountry(race.country);
  const applies = (row: T) =>
    row.status === 'published' &&
    row.year === year &&
    (row.country === '*' || row.country === country) &&
    (row.discipline === null || row.discipline === race.type) &&
    (row.seriesId === null || row.seriesId === (race.seriesId ?? null)) &&
    row.effectiveFrom <= race.startDate.slice(0, 10);
  const order = (a: T, b: T) => specificity(b) - specificity(a) || b.effectiveFrom.localeCompare(a.effectiveFrom) || b.version - a.version;
  return [...rows].filter(applies).sort(order)[0] ?? null;
}

const inForce = (row: RuleSetRow): RulesInForce => ({
  rules: ruleSetSchema.parse(JSON.parse(row.rules)),
  ruleSet: { id: row.id, version: row.version, year: row.year, country: row.country, discipline: row.discipline, seriesId: row.seriesId },
});

/**
 * The payout rules a race is judged by: the version staff re-judged its event by (`event_rule_sets`), else the
 * published rule set version in force on its first day (docs/rules.md),
 * else the spec's rules with the year's overrides (`programme_rule_overrides`, from before rule sets).
 */
export async function rulesInForce(db: PayoutsDb, race: RaceScope, transaction?: Transaction): Promise<RulesInForce> {
  const year = Number(race.startDate.slice(0, 4));
  const pinned = race.eventId ? await pinnedRuleSetOf(db, race.eventId, transaction) : null;
  const pinnedSet = pinned ? await findRuleSet(db, pinned.ruleSetId, transaction) : null;
  if (pinnedSet) return inForce(pinnedSet);
  const rows = await publishedRuleSets(db, year, ['*', programmeCountry(race.country)], transaction);
  const row = versionInForce(rows, race);
  if (row) return inForce(row);
  return { rules: legacyRuleSet(year, race.country, await ruleOverrides(db, year, transaction)), ruleSet: null };
}

/** The payout rules of a programme year and country, as in force at its end (credit expiry, withholding, points). */
export async function rulesOfYear(db: PayoutsDb, year: number, country: string, transaction?: Transaction): Promise<RuleSet> {
  return (await rulesInForce(db, { startDate: `${year}-12-31`, country }, transaction)).rules;
}

/** Class names as the rules compare them: case, outer spaces and runs of spaces do not matter. */
export const comparableClass = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
