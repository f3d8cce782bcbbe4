import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The results reminders sent to promoters (spec §9: results within 7 days): one row per event and kind
 * (`dueSoon` 2 days before the due date, `overdue` the day after it). The primary key makes each reminder go out
 * once, however many replicas run the job and however often.
 */
export const resultsRemindersMigration: Migration = {
  name: '0006-results-reminders',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('results_reminders', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      kind: { type: DataTypes.STRING(16), primaryKey: true },
      due_date: { type: DataTypes.DATEONLY, allowNull: false },
      sent_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('results_reminders');
  },
};
