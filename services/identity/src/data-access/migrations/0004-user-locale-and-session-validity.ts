import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Users gain their mail locale (one of the eight interface locales, default en) and the time before
 * which every session of theirs is void (`sessions_valid_after`, ms precision; set when the account is
 * deactivated or its password changes; null = no session has been ended).
 */
export const userLocaleAndSessionValidityMigration: Migration = {
  name: '0004-user-locale-and-session-validity',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('users', 'locale', { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' });
    await queryInterface.addColumn('users', 'sessions_valid_after', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('users', 'sessions_valid_after');
    await queryInterface.removeColumn('users', 'locale');
  },
};
