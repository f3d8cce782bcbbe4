import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Matches a promoter or programme staff turned down ("wrong rider"): the rider is never matched again, at that event,
 * to a line with the same name (as names are compared) and number plate, whether the sheet is uploaded again or the
 * line is edited and matched anew. One row per event, rider, name and plate; `result_id` is the line it was said of.
 */
export const rejectedMatchesMigration: Migration = {
  name: '0016-rejected-matches',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('rejected_matches', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'events', key: 'id' }, onDelete: 'CASCADE' },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      name_key: { type: DataTypes.STRING(200), allowNull: false },
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      result_id: { type: DataTypes.STRING(48), allowNull: true },
      created_by: { type: DataTypes.STRING(36), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('rejected_matches', ['event_id', 'rider_id', 'name_key', 'plate'], { name: 'rejected_matches_line', unique: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('rejected_matches');
  },
};
