import type { Migration } from '@rr/server-kit';

/**
 * The reports' reads of payouts' own tables: the dashboard's recent payouts take the newest lots
 * (`ORDER BY awarded_at DESC, id DESC`, optionally within a range of award instants), and the cash-out report the
 * cash-outs asked for in a range of instants. Without these, both sort the whole table on every request.
 */
export const reportIndexesMigration: Migration = {
  name: '0012-report-indexes',
  async up({ context: { queryInterface } }) {
    await queryInterface.addIndex('lots', ['awarded_at', 'id'], { name: 'lots_awarded' });
    await queryInterface.addIndex('cashouts', ['created_at'], { name: 'cashouts_created' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('cashouts', 'cashouts_created');
    await queryInterface.removeIndex('lots', 'lots_awarded');
  },
};
