import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Room for one decision's rule: its clause, tier and place range, and the rule set version that decided. */
export const DECISION_RULE_LENGTH = 600;

/**
 * Programme rules as data. `rule_sets`: versions of a rule set per scope (programme year, country or every country,
 * and optionally one discipline or series), drafts until staff publish them with the day they take effect; the
 * rules engine judges a race by the most specific published version in force on its first day. `rule_set_changes`:
 * who created, edited, published or withdrew which version, and the rules before and after. `payout_decisions.rule`:
 * the clause (and tier, place range) and the version that decided each line, shown in its explanation.
 */
export const ruleSetsMigration: Migration = {
  name: '0019-rule-sets',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('rule_sets', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      year: { type: DataTypes.INTEGER, allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      discipline: { type: DataTypes.STRING(20), allowNull: true },
      series_id: { type: DataTypes.STRING(36), allowNull: true },
      /** year|country|discipline|series (`-` for none): one sequence of versions per scope, unique with the version. */
      scope_key: { type: DataTypes.STRING(80), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false },
      effective_from: { type: DataTypes.STRING(10), allowNull: false },
      rules: { type: DataTypes.TEXT, allowNull: false },
      note: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      created_by: { type: DataTypes.STRING(36), allowNull: false },
      published_by: { type: DataTypes.STRING(36), allowNull: true },
      published_at: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('rule_sets', ['scope_key', 'version'], { unique: true, name: 'rule_sets_scope_version' });
    await queryInterface.addIndex('rule_sets', ['year', 'status'], { name: 'rule_sets_year_status' });
    await queryInterface.createTable('rule_set_changes', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rule_set_id: { type: DataTypes.STRING(36), allowNull: false },
      action: { type: DataTypes.STRING(12), allowNull: false },
      actor_id: { type: DataTypes.STRING(36), allowNull: false },
      rules_before: { type: DataTypes.TEXT, allowNull: true },
      rules_after: { type: DataTypes.TEXT, allowNull: true },
      effective_from: { type: DataTypes.STRING(10), allowNull: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('rule_set_changes', ['rule_set_id', 'at'], { name: 'rule_set_changes_set_at' });
    await queryInterface.addColumn('payout_decisions', 'rule', { type: DataTypes.STRING(DECISION_RULE_LENGTH), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('payout_decisions', 'rule');
    await queryInterface.dropTable('rule_set_changes');
    await queryInterface.dropTable('rule_sets');
  },
};
