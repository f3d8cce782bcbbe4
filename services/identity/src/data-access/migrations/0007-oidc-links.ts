import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Single sign-on: an identity provider's account (issuer + subject) linked to one of our users. */
export const oidcLinksMigration: Migration = {
  name: '0007-oidc-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('oidc_links', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      issuer: { type: DataTypes.STRING(255), allowNull: false },
      subject: { type: DataTypes.STRING(255), allowNull: false },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('oidc_links', ['issuer', 'subject'], { name: 'oidc_links_issuer_subject_unique', unique: true });
    await queryInterface.addIndex('oidc_links', ['user_id'], { name: 'oidc_links_user' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('oidc_links');
  },
};
