import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/** Rider profiles (1:1 with a rider user) and their bikes, identified by a unique 17-character VIN. */
export const ridersAndBikesMigration: Migration = {
  name: '0002-riders-and-bikes',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('riders', {
      user_id: { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      first_name: { type: DataTypes.STRING(100), allowNull: false },
      last_name: { type: DataTypes.STRING(100), allowNull: false },
      phone1: { type: DataTypes.STRING(32), allowNull: true },
      phone2: { type: DataTypes.STRING(32), allowNull: true },
      address_line1: { type: DataTypes.STRING(200), allowNull: true },
      address_line2: { type: DataTypes.STRING(200), allowNull: true },
      city: { type: DataTypes.STRING(100), allowNull: true },
      state: { type: DataTypes.STRING(100), allowNull: true },
      zipcode: { type: DataTypes.STRING(20), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      sex: { type: DataTypes.STRING(16), allowNull: true },
      date_of_birth: { type: DataTypes.DATEONLY, allowNull: true },
      racing_type: { type: DataTypes.STRING(32), allowNull: true },
      ama_number: { type: DataTypes.STRING(50), allowNull: true },
      pin_hash: { type: DataTypes.STRING(255), allowNull: true },
      bio: { type: DataTypes.STRING(500), allowNull: true },
      hometown: { type: DataTypes.STRING(200), allowNull: true },
      pro: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      twitter: { type: DataTypes.STRING(300), allowNull: true },
      instagram: { type: DataTypes.STRING(300), allowNull: true },
      facebook: { type: DataTypes.STRING(300), allowNull: true },
      vimeo: { type: DataTypes.STRING(300), allowNull: true },
      linkedin: { type: DataTypes.STRING(300), allowNull: true },
      youtube: { type: DataTypes.STRING(300), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('riders', ['last_name', 'first_name'], { name: 'riders_name' });
    await queryInterface.addIndex('riders', ['country', 'state'], { name: 'riders_country_state' });

    await queryInterface.createTable('bikes', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'riders', key: 'user_id' }, onDelete: 'CASCADE' },
      year: { type: DataTypes.INTEGER, allowNull: false },
      make: { type: DataTypes.STRING(100), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      vin: { type: DataTypes.STRING(17), allowNull: false },
      valid: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'unverified' },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('bikes', ['vin'], { name: 'bikes_vin_unique', unique: true });
    await queryInterface.addIndex('bikes', ['rider_id'], { name: 'bikes_rider' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('bikes');
    await queryInterface.dropTable('riders');
  },
};
