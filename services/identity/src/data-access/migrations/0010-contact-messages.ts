import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Messages sent with the public contact form (spec §2), kept as sent; the programme team gets each by mail. */
export const contactMessagesMigration: Migration = {
  name: '0010-contact-messages',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('contact_messages', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      company: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      reason: { type: DataTypes.STRING(20), allowNull: false },
      message: { type: DataTypes.STRING(2000), allowNull: false },
      locale: { type: DataTypes.STRING(5), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('contact_messages', ['created_at'], { name: 'contact_messages_created' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('contact_messages');
  },
};
