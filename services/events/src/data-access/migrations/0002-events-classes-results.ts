import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Events, their classes with a payout per place, and the results entered for them.
 * - events: dates are calendar days (DATEONLY); `latitude`/`longitude` place the venue for radius searches.
 * - event_classes: ordered by `position`; `payout_type` is cash, dealerCredit or noPayout.
 * - class_places: one amount (integer cents, the event's currency) per finishing place, unique per class.
 * - results: one line per finisher; `rider_id` links a programme rider when known.
 * Indexes serve the events finder (period, location, series, promoter) and the rider merge.
 */
/** The id of the `table` row this row belongs to: deleted with it, re-keyed with it. Kept here, as this migration ran. */
const partOf = (table: string) => ({
  type: DataTypes.STRING(36),
  allowNull: false,
  references: { model: table, key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
});

export const eventsClassesResultsMigration: Migration = {
  name: '0002-events-classes-results',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('events', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      end_date: { type: DataTypes.DATEONLY, allowNull: false },
      city: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      state: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      zipcode: { type: DataTypes.STRING(12), allowNull: false, defaultValue: '' },
      country: { type: DataTypes.STRING(2), allowNull: false },
      venue: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      venue_website: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      series_id: {
        type: DataTypes.STRING(36),
        allowNull: true,
        references: { model: 'series', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      promoter_id: { type: DataTypes.STRING(36), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      canceled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      paying_event: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      latitude: { type: DataTypes.DOUBLE, allowNull: true },
      longitude: { type: DataTypes.DOUBLE, allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('events', ['active', 'start_date'], { name: 'events_active_start' });
    await queryInterface.addIndex('events', ['active', 'end_date'], { name: 'events_active_end' });
    await queryInterface.addIndex('events', ['country', 'state'], { name: 'events_country_state' });
    await queryInterface.addIndex('events', ['city'], { name: 'events_city' });
    await queryInterface.addIndex('events', ['zipcode'], { name: 'events_zipcode' });
    await queryInterface.addIndex('events', ['title'], { name: 'events_title' });
    await queryInterface.addIndex('events', ['latitude', 'longitude'], { name: 'events_location' });
    await queryInterface.addIndex('events', ['series_id', 'start_date'], { name: 'events_series_start' });
    await queryInterface.addIndex('events', ['promoter_id', 'start_date'], { name: 'events_promoter_start' });

    await queryInterface.createTable('event_classes', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: partOf('events'),
      name: { type: DataTypes.STRING(120), allowNull: false },
      payout_type: { type: DataTypes.STRING(16), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await queryInterface.addIndex('event_classes', ['event_id', 'position'], { name: 'event_classes_event_position' });

    await queryInterface.createTable('class_places', {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      class_id: partOf('event_classes'),
      place: { type: DataTypes.INTEGER, allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
    });
    await queryInterface.addIndex('class_places', ['class_id', 'place'], { name: 'class_places_class_place_unique', unique: true });

    await queryInterface.createTable('results', {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      event_id: partOf('events'),
      class_id: partOf('event_classes'),
      place: { type: DataTypes.INTEGER, allowNull: false },
      rider_id: { type: DataTypes.STRING(36), allowNull: true },
      rider_name: { type: DataTypes.STRING(200), allowNull: false },
      bike: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      hometown: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      payout_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      payout_type: { type: DataTypes.STRING(16), allowNull: false },
      eligibility: { type: DataTypes.STRING(40), allowNull: false },
      result_type: { type: DataTypes.STRING(40), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('results', ['event_id', 'class_id', 'place'], { name: 'results_event_class_place' });
    await queryInterface.addIndex('results', ['rider_id'], { name: 'results_rider' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('results');
    await queryInterface.dropTable('class_places');
    await queryInterface.dropTable('event_classes');
    await queryInterface.dropTable('events');
  },
};
