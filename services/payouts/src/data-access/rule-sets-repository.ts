import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { EventRuleSet, ProgrammeRuleOverride, RuleSetChange, RuleSetRow } from './models/index.js';

// The programme's rule set versions (docs/rules.md), their audit, the events pinned to one, and the per-year
// overrides from before rule sets. Simulations: rule-simulations-repository.ts.

type RuleSetFields = CreationAttributes<RuleSetRow>;

const inTransaction = (transaction?: Transaction) => (transaction ? { transaction } : {});

/** Every version (of one programme year), newest year first, by scope, newest version first. */
export async function ruleSetVersions(db: PayoutsDb, year?: number): Promise<RuleSetRow[]> {
  return db.models.RuleSet.findAll({ where: year ? { year } : {}, order: [['year', 'DESC'], ['scopeKey', 'ASC'], ['version', 'DESC']] });
}

export async function findRuleSet(db: PayoutsDb, id: string, transaction?: Transaction): Promise<RuleSetRow | null> {
  return db.models.RuleSet.findByPk(id, inTransaction(transaction));
}

/** The version, locked: an edit and a publication of one draft take turns. */
export async function lockRuleSet(db: PayoutsDb, id: string, transaction: Transaction): Promise<RuleSetRow | null> {
  return db.models.RuleSet.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The version before this one in its scope. */
export async function previousVersionOf(db: PayoutsDb, row: RuleSetRow): Promise<RuleSetRow | null> {
  return db.models.RuleSet.findOne({ where: { scopeKey: row.scopeKey, version: { [Op.lt]: row.version } }, order: [['version', 'DESC']] });
}

/** The highest version number of a scope (null: none yet). */
export async function lastVersionOf(db: PayoutsDb, scopeKey: string, transaction: Transaction): Promise<number | null> {
  return (await db.models.RuleSet.max('version', { where: { scopeKey }, transaction })) as number | null;
}

export async function createRuleSet(db: PayoutsDb, row: RuleSetFields, transaction: Transaction): Promise<RuleSetRow> {
  return db.models.RuleSet.create(row, { transaction });
}

export async function changeRuleSet(row: RuleSetRow, fields: Partial<RuleSetFields>, transaction: Transaction): Promise<void> {
  await row.update(fields, { transaction });
}

/** Published versions of a programme year for these countries (`*` among them). */
export async function publishedRuleSets(db: PayoutsDb, year: number, countries: readonly string[], transaction?: Transaction): Promise<RuleSetRow[]> {
  return db.models.RuleSet.findAll({ where: { year, status: 'published', country: { [Op.in]: [...countries] } }, ...inTransaction(transaction) });
}

/** A version's audit, oldest first. */
export async function changesOfRuleSet(db: PayoutsDb, ruleSetId: string): Promise<RuleSetChange[]> {
  return db.models.RuleSetChange.findAll({ where: { ruleSetId }, order: [['at', 'ASC'], ['id', 'ASC']] });
}

export async function recordRuleSetChange(db: PayoutsDb, change: CreationAttributes<RuleSetChange>, transaction: Transaction): Promise<void> {
  await db.models.RuleSetChange.create(change, { transaction });
}

/** The version an event was re-judged by (it keeps it), if any. */
export async function pinnedRuleSetOf(db: PayoutsDb, eventId: string, transaction?: Transaction): Promise<EventRuleSet | null> {
  return db.models.EventRuleSet.findByPk(eventId, inTransaction(transaction));
}

/** Pins an event to the version it is re-judged by. */
export async function pinRuleSet(db: PayoutsDb, pin: CreationAttributes<EventRuleSet>): Promise<void> {
  await db.models.EventRuleSet.upsert(pin);
}

/** The overrides of the payout rules for one programme year (`programme_rule_overrides`). */
export async function ruleOverridesOf(db: PayoutsDb, year: number, transaction?: Transaction): Promise<ProgrammeRuleOverride[]> {
  return db.models.ProgrammeRuleOverride.findAll({ where: { year }, ...inTransaction(transaction) });
}
