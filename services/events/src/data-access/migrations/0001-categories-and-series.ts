import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Categories group series (Flat Track, Motocross…); a series belongs to one promoter and, optionally, one
 * category. Money is integer cents in the series currency. Indexes serve the series finder's filters.
 */
export const categoriesAndSeriesMigration: Migration = {
  name: '0001-categories-and-series',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('categories', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('categories', ['name'], { name: 'categories_name' });

    await queryInterface.createTable('series', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      notes: { type: DataTypes.TEXT, allowNull: true },
      state: { type: DataTypes.STRING(40), allowNull: true },
      zipcode: { type: DataTypes.STRING(12), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      races: { type: DataTypes.INTEGER, allowNull: true },
      distance: { type: DataTypes.INTEGER, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      bonus_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      initial_value_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      expiration_date: { type: DataTypes.DATEONLY, allowNull: true },
      category_id: {
        type: DataTypes.STRING(36),
        allowNull: true,
        references: { model: 'categories', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      promoter_id: { type: DataTypes.STRING(36), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('series', ['active', 'name'], { name: 'series_active_name' });
    await queryInterface.addIndex('series', ['country', 'state'], { name: 'series_country_state' });
    await queryInterface.addIndex('series', ['category_id'], { name: 'series_category' });
    await queryInterface.addIndex('series', ['promoter_id'], { name: 'series_promoter' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('series');
    await queryInterface.dropTable('categories');
  },
};
