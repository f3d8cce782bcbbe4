import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Riders' favourite series (the rider's series pages list them first): one row per rider and series. */
export const seriesFavouritesMigration: Migration = {
  name: '0015-series-favourites',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('series_favourites', {
      rider_id: { type: DataTypes.STRING(36), primaryKey: true },
      series_id: { type: DataTypes.STRING(36), primaryKey: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('series_favourites', ['series_id'], { name: 'series_favourites_series' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('series_favourites');
  },
};
