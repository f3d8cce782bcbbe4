import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * One-time codes (e-mail verification, account recovery) and password reset tokens. Neither is ever
 * stored in plain: codes as HMAC-SHA256 (keyed), reset tokens as SHA-256 of 32 random bytes.
 * One code per user and purpose: a new code replaces the row of the previous one.
 */
export const oneTimeCodesAndResetTokensMigration: Migration = {
  name: '0005-one-time-codes-and-reset-tokens',
  async up({ context: { queryInterface } }) {
    const userId = { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };
    await queryInterface.createTable('one_time_codes', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: userId,
      purpose: { type: DataTypes.STRING(16), allowNull: false },
      code_hash: { type: DataTypes.STRING(64), allowNull: false },
      issued_at: { type: DataTypes.DATE(3), allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      consumed_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('one_time_codes', ['user_id', 'purpose'], { name: 'one_time_codes_user_purpose_unique', unique: true });

    await queryInterface.createTable('password_reset_tokens', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: userId,
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      used_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('password_reset_tokens', ['token_hash'], { name: 'password_reset_tokens_hash_unique', unique: true });
    await queryInterface.addIndex('password_reset_tokens', ['user_id', 'created_at'], { name: 'password_reset_tokens_user' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('password_reset_tokens');
    await queryInterface.dropTable('one_time_codes');
  },
};
