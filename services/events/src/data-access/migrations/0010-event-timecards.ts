import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Timecards of an event (spec §2 "timecard upload"): the scans or PDFs of the timing sheets a promoter keeps as proof of
 * the results, stored in the database with the event (PDF, PNG, JPEG or WebP, ≤ 10 MB each; the same file twice is
 * kept once), seen only by the event's promoter and programme staff.
 */
export const eventTimecardsMigration: Migration = {
  name: '0010-event-timecards',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('event_timecards', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'events', key: 'id' }, onDelete: 'CASCADE' },
      file_name: { type: DataTypes.STRING(200), allowNull: false },
      content_type: { type: DataTypes.STRING(100), allowNull: false },
      size_bytes: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      bytes: { type: DataTypes.BLOB('long'), allowNull: false },
      uploaded_by: { type: DataTypes.STRING(36), allowNull: false },
      uploaded_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('event_timecards', ['event_id', 'sha256'], { name: 'event_timecards_event_sha', unique: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('event_timecards');
  },
};
