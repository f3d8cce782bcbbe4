import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Promoters' yearly applications (spec §3, §4): one row per promoter and season with the answers
 * of that year's form, its status, and the history of every decision (approve, reject, undo: who and when), which
 * undo reads to return to the prior state.
 */
export const promoterApplicationsMigration: Migration = {
  name: '0011-promoter-applications',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('promoter_applications', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      promoter_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      season_year: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      contact_name: { type: DataTypes.STRING(200), allowNull: false },
      phone: { type: DataTypes.STRING(32), allowNull: false },
      address_line1: { type: DataTypes.STRING(200), allowNull: false },
      city: { type: DataTypes.STRING(120), allowNull: false },
      state: { type: DataTypes.STRING(100), allowNull: true },
      zipcode: { type: DataTypes.STRING(20), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      series_name: { type: DataTypes.STRING(200), allowNull: false },
      average_entries: { type: DataTypes.INTEGER, allowNull: false },
      races_count: { type: DataTypes.INTEGER, allowNull: false },
      ama_sanctioned: { type: DataTypes.BOOLEAN, allowNull: false },
      other_sanction: { type: DataTypes.STRING(200), allowNull: true },
      mixed_classes: { type: DataTypes.BOOLEAN, allowNull: false },
      /** JSON: [{ name, website }]. */
      tracks: { type: DataTypes.TEXT, allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'en' },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('promoter_applications', ['promoter_id', 'season_year'], { name: 'promoter_applications_season', unique: true });
    await queryInterface.addIndex('promoter_applications', ['season_year', 'status'], { name: 'promoter_applications_year_status' });

    await queryInterface.createTable('promoter_application_events', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      application_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'promoter_applications', key: 'id' }, onDelete: 'CASCADE' },
      action: { type: DataTypes.STRING(16), allowNull: false },
      from_status: { type: DataTypes.STRING(16), allowNull: true },
      to_status: { type: DataTypes.STRING(16), allowNull: false },
      /** What the decision also changed, for undo: { activated, loginMailed }. JSON. */
      effects: { type: DataTypes.STRING(500), allowNull: true },
      actor_id: { type: DataTypes.STRING(36), allowNull: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('promoter_application_events', ['application_id', 'id'], { name: 'promoter_application_events_app' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('promoter_application_events');
    await queryInterface.dropTable('promoter_applications');
  },
};
