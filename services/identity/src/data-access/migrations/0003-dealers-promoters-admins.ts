import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Profiles of the other account types, each 1:1 with its user row. */
export const dealersPromotersAdminsMigration: Migration = {
  name: '0003-dealers-promoters-admins',
  async up({ context: { queryInterface } }) {
    const userId = { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };
    const address = {
      address_line1: { type: DataTypes.STRING(200), allowNull: true },
      address_line2: { type: DataTypes.STRING(200), allowNull: true },
      city: { type: DataTypes.STRING(100), allowNull: true },
      state: { type: DataTypes.STRING(100), allowNull: true },
      zipcode: { type: DataTypes.STRING(20), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: true },
    };
    const timestamps = {
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    };

    await queryInterface.createTable('dealers', {
      user_id: userId,
      name: { type: DataTypes.STRING(200), allowNull: false },
      dealer_code: { type: DataTypes.STRING(50), allowNull: true },
      ...address,
      phone: { type: DataTypes.STRING(32), allowNull: true },
      website_url: { type: DataTypes.STRING(500), allowNull: true },
      bio: { type: DataTypes.STRING(500), allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps,
    });
    await queryInterface.addIndex('dealers', ['dealer_code'], { name: 'dealers_code_unique', unique: true });
    await queryInterface.addIndex('dealers', ['country', 'state'], { name: 'dealers_country_state' });
    await queryInterface.addIndex('dealers', ['name'], { name: 'dealers_name' });

    await queryInterface.createTable('promoters', {
      user_id: userId,
      name: { type: DataTypes.STRING(200), allowNull: false },
      contact_name: { type: DataTypes.STRING(200), allowNull: true },
      phone: { type: DataTypes.STRING(32), allowNull: true },
      ...address,
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps,
    });
    await queryInterface.addIndex('promoters', ['status'], { name: 'promoters_status' });

    await queryInterface.createTable('admins', {
      user_id: userId,
      first_name: { type: DataTypes.STRING(100), allowNull: false },
      last_name: { type: DataTypes.STRING(100), allowNull: false },
      ...timestamps,
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('admins');
    await queryInterface.dropTable('promoters');
    await queryInterface.dropTable('dealers');
  },
};
