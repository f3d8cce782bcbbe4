import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Promoters' API tokens (docs/api.md "Integrations"): a timing system pushes results with one. Only the SHA-256 of the
 * secret is kept (the secret is shown once); a revoked token keeps its row, so the audit log's entries still name
 * it, and never works again. Gone with the promoter's user.
 */
export const promoterApiTokensMigration: Migration = {
  name: '0021-promoter-api-tokens',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('promoter_api_tokens', {
      id: { type: DataTypes.STRING(24), primaryKey: true },
      promoter_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      name: { type: DataTypes.STRING(80), allowNull: false },
      scopes: { type: DataTypes.STRING(200), allowNull: false },
      secret_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_by: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      rotated_at: { type: DataTypes.DATE(3), allowNull: true },
      last_used_at: { type: DataTypes.DATE(3), allowNull: true },
      revoked_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('promoter_api_tokens', ['promoter_id', 'created_at'], { name: 'promoter_api_tokens_promoter' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('promoter_api_tokens');
  },
};
