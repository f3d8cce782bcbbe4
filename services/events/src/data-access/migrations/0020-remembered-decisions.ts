import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Decisions a promoter (or staff on their event) took on a result line, remembered for that promoter's next uploads
 * (docs/architecture.md "Remembered decisions"): one row per promoter and line identity (`line_key`, the SHA-256 of
 * the line's name, plate and bike make as compared), the latest decision winning. `results.remembered_id` marks a
 * line a remembered decision decided, so the tools can say where it was first taken and undo it. The index on
 * `results (match_status, event_id)` serves staff's queue of open lines across events.
 */
export const rememberedDecisionsMigration: Migration = {
  name: '0020-remembered-decisions',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('remembered_decisions', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      promoter_id: { type: DataTypes.STRING(36), allowNull: false },
      line_key: { type: DataTypes.STRING(64), allowNull: false },
      name_key: { type: DataTypes.STRING(200), allowNull: false },
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      make: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      decision: { type: DataTypes.STRING(16), allowNull: false },
      rider_id: { type: DataTypes.STRING(36), allowNull: true },
      // Where it was taken, kept as it was then: the event may be renamed or deleted later.
      event_id: { type: DataTypes.STRING(36), allowNull: true },
      event_title: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      result_id: { type: DataTypes.STRING(48), allowNull: true },
      decided_by: { type: DataTypes.STRING(36), allowNull: false },
      decided_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('remembered_decisions', ['promoter_id', 'line_key'], { name: 'remembered_decisions_line', unique: true });
    await queryInterface.addColumn('results', 'remembered_id', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addIndex('results', ['match_status', 'event_id'], { name: 'results_match_status_event' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('results', 'results_match_status_event');
    await queryInterface.removeColumn('results', 'remembered_id');
    await queryInterface.dropTable('remembered_decisions');
  },
};
