import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Accounts of every type. One row per login; the per-type profile lives in riders / dealers /
 * promoters / admins keyed by the same id. E-mails are stored trimmed and lower-cased.
 */
export const usersMigration: Migration = {
  name: '0001-users',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('users', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      type: { type: DataTypes.STRING(16), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: true },
      email_verified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      deactivated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      last_login_at: { type: DataTypes.DATE(3), allowNull: true },
      login_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      profile_image: { type: DataTypes.STRING(500), allowNull: true },
      phone: { type: DataTypes.STRING(32), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('users', ['email'], { name: 'users_email_unique', unique: true });
    await queryInterface.addIndex('users', ['type'], { name: 'users_type' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('users');
  },
};
