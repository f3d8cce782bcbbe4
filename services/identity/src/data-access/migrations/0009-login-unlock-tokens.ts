import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Unlock links mailed to the owner of an account under a sign-in attack (docs/security.md "Sign-in throttling"):
 * one use, an hour, stored as SHA-256 of 32 random bytes like password reset tokens.
 */
export const loginUnlockTokensMigration: Migration = {
  name: '0009-login-unlock-tokens',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('login_unlock_tokens', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      used_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('login_unlock_tokens', ['token_hash'], { name: 'login_unlock_tokens_hash_unique', unique: true });
    await queryInterface.addIndex('login_unlock_tokens', ['user_id', 'created_at'], { name: 'login_unlock_tokens_user' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('login_unlock_tokens');
  },
};
