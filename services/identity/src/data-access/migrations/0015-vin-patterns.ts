import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * VIN patterns (docs/vin.md): the models and years the programme accepts, and why each bike has its VIN
 * status (`bikes.valid_reason`, a VinReason code). Bikes on file keep their status with the reason `notChecked` until
 * the next bulk verify.
 */
export const vinPatternsMigration: Migration = {
  name: '0015-vin-patterns',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('vin_patterns', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      pattern: { type: DataTypes.STRING(17), allowNull: false },
      wmi: { type: DataTypes.STRING(3), allowNull: false },
      make: { type: DataTypes.STRING(100), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      year: { type: DataTypes.INTEGER, allowNull: false },
      verified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    // One row per pattern and model year (an import of the same pair updates it).
    await queryInterface.addIndex('vin_patterns', ['pattern', 'year'], { name: 'vin_patterns_pattern_year', unique: true });
    await queryInterface.addIndex('vin_patterns', ['wmi'], { name: 'vin_patterns_wmi' });
    await queryInterface.addIndex('vin_patterns', ['model', 'year'], { name: 'vin_patterns_model_year' });
    await queryInterface.addIndex('vin_patterns', ['make', 'verified'], { name: 'vin_patterns_make_verified' });

    await queryInterface.addColumn('bikes', 'valid_reason', { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'notChecked' });
    // The rider VIN report filters and counts bikes by status, model and year.
    await queryInterface.addIndex('bikes', ['valid'], { name: 'bikes_valid' });
    await queryInterface.addIndex('bikes', ['model', 'year'], { name: 'bikes_model_year' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('bikes', 'bikes_model_year');
    await queryInterface.removeIndex('bikes', 'bikes_valid');
    await queryInterface.removeColumn('bikes', 'valid_reason');
    await queryInterface.dropTable('vin_patterns');
  },
};
