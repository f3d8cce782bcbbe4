import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The answers given to a timing system's pushes and commits, by the `Idempotency-Key` it sent with its token (docs/api.md
 * "Integrations"): the same key again gets the same answer and writes nothing twice. Keyed by the token's id, so a
 * rotated token's retries still find theirs.
 */
export const integrationRequestsMigration: Migration = {
  name: '0022-integration-requests',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('integration_requests', {
      token_id: { type: DataTypes.STRING(24), primaryKey: true },
      idempotency_key: { type: DataTypes.STRING(200), primaryKey: true },
      /** SHA-256 of what was asked (route, options, the file's bytes): the same key with another request is refused. */
      request_hash: { type: DataTypes.STRING(64), allowNull: false },
      import_id: { type: DataTypes.STRING(36), allowNull: false },
      status: { type: DataTypes.INTEGER, allowNull: false },
      /** The answer's JSON. */
      answer: { type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('integration_requests', ['created_at'], { name: 'integration_requests_created' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('integration_requests');
  },
};
