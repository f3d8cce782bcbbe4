import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Who did what to whom: impersonation (recorded by the BFF) and identity's own admin changes. No
 * foreign keys on purpose: entries outlive the users they name (a merged rider's history stays).
 */
export const auditLogMigration: Migration = {
  name: '0006-audit-log',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('audit_log', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
      action: { type: DataTypes.STRING(64), allowNull: false },
      actor_id: { type: DataTypes.STRING(36), allowNull: true },
      subject_id: { type: DataTypes.STRING(36), allowNull: true },
      method: { type: DataTypes.STRING(10), allowNull: true },
      path: { type: DataTypes.STRING(500), allowNull: true },
      status: { type: DataTypes.INTEGER, allowNull: true },
      details: { type: DataTypes.TEXT, allowNull: true },
    });
    await queryInterface.addIndex('audit_log', ['subject_id', 'at'], { name: 'audit_log_subject' });
    await queryInterface.addIndex('audit_log', ['actor_id', 'at'], { name: 'audit_log_actor' });
    await queryInterface.addIndex('audit_log', ['at'], { name: 'audit_log_at' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('audit_log');
  },
};
