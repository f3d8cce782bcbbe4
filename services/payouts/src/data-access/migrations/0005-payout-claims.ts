import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Payout claims (spec §3 and §9): a rider's (or an administrator's) claim of a missing payment for an
 * event, filed within 45 days of the race and decided by an administrator. The claim keeps what was filed (rider,
 * event, class, place, bike) as it was on that day, so the list is searched without asking identity; an approval
 * names the lot it posted. `event_results.end_date` is the race's last day the 45-day window runs from.
 */
export const payoutClaimsMigration: Migration = {
  name: '0005-payout-claims',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('event_results', 'end_date', { type: DataTypes.STRING(10), allowNull: true });
    await queryInterface.createTable('payout_claims', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false },
      rider_name: { type: DataTypes.STRING(200), allowNull: false },
      rider_email: { type: DataTypes.STRING(254), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
      event_title: { type: DataTypes.STRING(200), allowNull: false },
      event_date: { type: DataTypes.STRING(10), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      class_name: { type: DataTypes.STRING(120), allowNull: false },
      place: { type: DataTypes.INTEGER, allowNull: false },
      vin: { type: DataTypes.STRING(17), allowNull: true },
      bike_model: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      bike_year: { type: DataTypes.INTEGER, allowNull: true },
      message: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      status: { type: DataTypes.STRING(12), allowNull: false },
      created_by: { type: DataTypes.STRING(36), allowNull: false },
      created_by_role: { type: DataTypes.STRING(8), allowNull: false },
      payout_type: { type: DataTypes.STRING(8), allowNull: true },
      amount_cents: { type: DataTypes.INTEGER, allowNull: true },
      decision_note: { type: DataTypes.STRING(1000), allowNull: true },
      decided_by: { type: DataTypes.STRING(36), allowNull: true },
      decided_at: { type: DataTypes.DATE(3), allowNull: true },
      lot_id: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('payout_claims', ['rider_id', 'created_at'], { name: 'payout_claims_rider' });
    await queryInterface.addIndex('payout_claims', ['status', 'created_at'], { name: 'payout_claims_status' });
    await queryInterface.addIndex('payout_claims', ['event_id', 'rider_id'], { name: 'payout_claims_event_rider' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('payout_claims');
    await queryInterface.removeColumn('event_results', 'end_date');
  },
};
