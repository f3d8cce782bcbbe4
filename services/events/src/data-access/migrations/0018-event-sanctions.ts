import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Spec §9 "double-sanctioned events pay once". Each event records the bodies that sanction it (`sanctioning_bodies`,
 * JSON: `["AMA", "CMA"]`; `[]` while none is recorded, when `results.published` names the promoter's application
 * for the season instead). `distinct_races` holds the pairs of events on one day in one country that programme staff
 * marked as different races (not one race published twice), once each way, so either event finds its marks by key.
 */
export const eventSanctionsMigration: Migration = {
  name: '0018-event-sanctions',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('events', 'sanctioning_bodies', { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' });
    await queryInterface.createTable('distinct_races', {
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      other_event_id: { type: DataTypes.STRING(36), primaryKey: true },
      marked_by: { type: DataTypes.STRING(36), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('distinct_races', ['other_event_id'], { name: 'distinct_races_other_event' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('distinct_races');
    await queryInterface.removeColumn('events', 'sanctioning_bodies');
  },
};
