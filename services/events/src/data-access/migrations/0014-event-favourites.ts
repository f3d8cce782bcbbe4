import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Riders' favourite events (spec §2 rider favourites, the dashboard's upcoming favourites): one row per rider and event. */
export const eventFavouritesMigration: Migration = {
  name: '0014-event-favourites',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('event_favourites', {
      rider_id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: { type: DataTypes.STRING(36), primaryKey: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('event_favourites', ['event_id'], { name: 'event_favourites_event' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_favourites');
  },
};
