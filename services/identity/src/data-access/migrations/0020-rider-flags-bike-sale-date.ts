import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * What a programme's own payout rules may ask of riders and machines (docs/rules.md): `riders.flags`, the flags staff
 * set on a rider (`factory-supported`, any a rule set names; JSON array, none by default), and `bikes.sale_date`, the
 * day the machine was sold at retail (YYYY-MM-DD) when the rider, staff or a dealer gave it; `vin_patterns.sale_date`,
 * the day a dealer's VIN import says a full VIN was sold (a bike registered with it later takes it).
 */
export const riderFlagsBikeSaleDateMigration: Migration = {
  name: '0020-rider-flags-bike-sale-date',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('riders', 'flags', { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '[]' });
    await queryInterface.addColumn('bikes', 'sale_date', { type: DataTypes.STRING(10), allowNull: true });
    await queryInterface.addColumn('vin_patterns', 'sale_date', { type: DataTypes.STRING(10), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('vin_patterns', 'sale_date');
    await queryInterface.removeColumn('bikes', 'sale_date');
    await queryInterface.removeColumn('riders', 'flags');
  },
};
