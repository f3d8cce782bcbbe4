import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Each event's contingency total as an indexed column (`events.contingency_cents`), maintained with its classes and
 * places (`refreshEventContingency`), filled here for the events that exist; and an index the finder's totals can be
 * read from alone.
 */
export const finderIndexesMigration: Migration = {
  name: '0004-finder-indexes',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('events', 'contingency_cents', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await queryInterface.sequelize.query(
      `UPDATE events SET contingency_cents = (
         SELECT COALESCE(SUM(cp.amount_cents), 0) FROM event_classes ec JOIN class_places cp ON cp.class_id = ec.id
         WHERE ec.event_id = events.id AND ec.payout_type <> 'noPayout'
       )`,
    );
    await queryInterface.addIndex('events', ['active', 'contingency_cents'], { name: 'events_active_contingency' });
    // The finder's count and per-currency sum of a period read this index alone, never the rows.
    await queryInterface.addIndex('events', ['active', 'end_date', 'canceled', 'currency', 'contingency_cents'], { name: 'events_finder_totals' });
    // A page in date order filters the period inside the index instead of reading every row it passes; it replaces
    // (active, start_date), which planners kept choosing and which made them read each past event's row.
    await queryInterface.addIndex('events', ['active', 'start_date', 'end_date'], { name: 'events_active_start_end' });
    await queryInterface.removeIndex('events', 'events_active_start');
    // The same two for a state (the finder's most used filter).
    await queryInterface.addIndex('events', ['state', 'active', 'end_date', 'canceled', 'currency', 'contingency_cents'], { name: 'events_state_totals' });
    await queryInterface.addIndex('events', ['state', 'active', 'start_date', 'end_date'], { name: 'events_state_start_end' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('events', 'events_state_start_end');
    await queryInterface.removeIndex('events', 'events_state_totals');
    await queryInterface.addIndex('events', ['active', 'start_date'], { name: 'events_active_start' });
    await queryInterface.removeIndex('events', 'events_active_start_end');
    await queryInterface.removeIndex('events', 'events_finder_totals');
    await queryInterface.removeIndex('events', 'events_active_contingency');
    await queryInterface.removeColumn('events', 'contingency_cents');
  },
};
