import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../data-access/database.js';
import { rulesFor, type ProgrammeRules, type RuleOverrides } from './rules/programme-rules.js';

/** The overrides of the payout rules for one programme year (`programme_rule_overrides`). */
export async function ruleOverrides(db: PayoutsDb, year: number, transaction?: Transaction): Promise<RuleOverrides> {
  const rows = await db.models.ProgrammeRuleOverride.findAll({ where: { year }, ...(transaction ? { transaction } : {}) });
  return Object.fromEntries(rows.map((row) => [`${row.year}:${row.country}`, JSON.parse(row.params) as object]));
}

/** The payout rules of a programme year and country (spec §9 defaults with the year's overrides). */
export async function rulesOfYear(db: PayoutsDb, year: number, country: string, transaction?: Transaction): Promise<ProgrammeRules> {
  return rulesFor(year, country, await ruleOverrides(db, year, transaction));
}

/** Class names as the rules compare them: case, outer spaces and runs of spaces do not matter. */
export const comparableClass = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
