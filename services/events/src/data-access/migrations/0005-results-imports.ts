import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * What results imports and rider matching need:
 * - event_classes.start_group: classes that start together (spec §9: they are not combined for the minimum count).
 * - results: the line as the timing sheet gave it (status finished/DNF/DNS, number plate, e-mail, AMA number, VIN,
 *   laps), how it was linked to a programme rider (match_method, match_status, candidates for an ambiguous line),
 *   and the import and source row it came from.
 * - events.results_version / results_updated_at / results_submitted_at: the version of the `results.published`
 *   message, when results were last set and when first (the deadline reports read them).
 * - result_imports: an uploaded file parsed into a preview (rows as JSON) before anything is written; `scope_key`
 *   (target, kind, class, SHA-256 of the bytes) makes uploading the same file again return the same import.
 */
export const resultsImportsMigration: Migration = {
  name: '0005-results-imports',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('event_classes', 'start_group', { type: DataTypes.STRING(60), allowNull: true });

    await queryInterface.addColumn('events', 'results_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await queryInterface.addColumn('events', 'results_updated_at', { type: DataTypes.DATE(3), allowNull: true });
    // When results were first set: the deadline report's "on time" is judged on it, not on later corrections.
    await queryInterface.addColumn('events', 'results_submitted_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addIndex('events', ['results_version', 'end_date'], { name: 'events_results_deadline' });

    await queryInterface.addColumn('results', 'status', { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'finished' });
    await queryInterface.addColumn('results', 'number', { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' });
    await queryInterface.addColumn('results', 'email', { type: DataTypes.STRING(254), allowNull: false, defaultValue: '' });
    await queryInterface.addColumn('results', 'ama_number', { type: DataTypes.STRING(50), allowNull: false, defaultValue: '' });
    await queryInterface.addColumn('results', 'vin', { type: DataTypes.STRING(17), allowNull: false, defaultValue: '' });
    await queryInterface.addColumn('results', 'laps', { type: DataTypes.INTEGER, allowNull: true });
    await queryInterface.addColumn('results', 'match_method', { type: DataTypes.STRING(16), allowNull: true });
    await queryInterface.addColumn('results', 'match_status', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'unmatched' });
    await queryInterface.addColumn('results', 'candidates', { type: DataTypes.TEXT, allowNull: true });
    await queryInterface.addColumn('results', 'import_id', { type: DataTypes.STRING(36), allowNull: true });
    await queryInterface.addColumn('results', 'source_row', { type: DataTypes.INTEGER, allowNull: true });
    await queryInterface.addIndex('results', ['event_id', 'match_status'], { name: 'results_event_match_status' });
    // Earlier lines of a series carry the number a rider races under: the plate match looks them up.
    await queryInterface.addIndex('results', ['number'], { name: 'results_number' });

    await queryInterface.createTable('result_imports', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      scope_key: { type: DataTypes.STRING(200), allowNull: false },
      event_id: { type: DataTypes.STRING(36), allowNull: true },
      series_id: { type: DataTypes.STRING(36), allowNull: true },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      class_id: { type: DataTypes.STRING(36), allowNull: true },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      format: { type: DataTypes.STRING(20), allowNull: false },
      file_name: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      row_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // Up to 10 MB of parsed rows: LONGTEXT on MariaDB (TEXT stops at 64 KB), TEXT on SQLite.
      preview: { type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'previewed' },
      created_by: { type: DataTypes.STRING(36), allowNull: false },
      committed_by: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      committed_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('result_imports', ['scope_key'], { name: 'result_imports_scope_unique', unique: true });
    await queryInterface.addIndex('result_imports', ['event_id', 'created_at'], { name: 'result_imports_event' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('result_imports');
    await queryInterface.removeIndex('results', 'results_number');
    await queryInterface.removeIndex('results', 'results_event_match_status');
    for (const column of ['source_row', 'import_id', 'candidates', 'match_status', 'match_method', 'laps', 'vin', 'ama_number', 'email', 'number', 'status']) {
      await queryInterface.removeColumn('results', column);
    }
    await queryInterface.removeIndex('events', 'events_results_deadline');
    await queryInterface.removeColumn('events', 'results_submitted_at');
    await queryInterface.removeColumn('events', 'results_updated_at');
    await queryInterface.removeColumn('events', 'results_version');
    await queryInterface.removeColumn('event_classes', 'start_group');
  },
};
