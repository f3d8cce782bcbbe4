import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * `rule_set_simulations`: a rule set version applied to a period's published results without posting anything, run in
 * the background (a season is thousands of events) and kept: what each rider would be paid against what the rules
 * decided, per currency (gzip JSON in `result`). Re-applying a version to past events needs a finished simulation of it;
 * `event_rule_sets` keeps which events were re-judged by which version.
 */
export const ruleSetSimulationsMigration: Migration = {
  name: '0020-rule-set-simulations',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('rule_set_simulations', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rule_set_id: { type: DataTypes.STRING(36), allowNull: false },
      from_day: { type: DataTypes.STRING(10), allowNull: false },
      to_day: { type: DataTypes.STRING(10), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false },
      requested_by: { type: DataTypes.STRING(36), allowNull: false },
      requested_at: { type: DataTypes.DATE(3), allowNull: false },
      finished_at: { type: DataTypes.DATE(3), allowNull: true },
      result: { type: DataTypes.BLOB('long'), allowNull: true },
      error: { type: DataTypes.STRING(500), allowNull: true },
      /** When staff re-judged the period's events by the version after this simulation, and when that was done. */
      apply_requested_at: { type: DataTypes.DATE(3), allowNull: true },
      applied_at: { type: DataTypes.DATE(3), allowNull: true },
      applied_events: { type: DataTypes.INTEGER, allowNull: true },
    });
    await queryInterface.addIndex('rule_set_simulations', ['rule_set_id', 'requested_at'], { name: 'rule_set_simulations_set' });
    // Events staff re-judged by a version explicitly: they keep it (a later correction of their results too), whatever
    // version would be in force on their day.
    await queryInterface.createTable('event_rule_sets', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      rule_set_id: { type: DataTypes.STRING(36), allowNull: false },
      simulation_id: { type: DataTypes.STRING(36), allowNull: false },
      applied_by: { type: DataTypes.STRING(36), allowNull: false },
      applied_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_rule_sets');
    await queryInterface.dropTable('rule_set_simulations');
  },
};
