import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Bonuses a promoter (or staff) adds at an event for a programme rider who raced it (spec §2 "add bonus"): the
 * amount, cash or dealer credit, a note, who added it and when. Tied to the rider, not to a result line, so
 * uploading the results again keeps them; published with the event's results for the payout rules.
 */
export const eventBonusesMigration: Migration = {
  name: '0009-event-bonuses',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('event_bonuses', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'events', key: 'id' }, onDelete: 'CASCADE' },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      rider_name: { type: DataTypes.STRING(200), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      payout_type: { type: DataTypes.STRING(16), allowNull: false },
      note: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      created_by: { type: DataTypes.STRING(36), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('event_bonuses', ['event_id'], { name: 'event_bonuses_event' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_bonuses');
  },
};
