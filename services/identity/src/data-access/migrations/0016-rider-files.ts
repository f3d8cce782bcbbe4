import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * Riders' files: what each stored file is — its rider, kind, name, type, size, SHA-256, who
 * uploaded it and when — and its key in the file storage (data-access/storage), which keeps the bytes.
 * `rider_documents`: one row per rider and kind (licence, w9, photo; a new upload replaces the row).
 * `rider_timecards`: any number per rider (the programme staff's uploads).
 */
export const riderFilesMigration: Migration = {
  name: '0016-rider-files',
  async up({ context: { queryInterface } }) {
    const fileColumns = {
      storage_key: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      file_name: { type: DataTypes.STRING(200), allowNull: false },
      content_type: { type: DataTypes.STRING(64), allowNull: false },
      size_bytes: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      uploaded_by: { type: DataTypes.STRING(36), allowNull: true },
      uploaded_at: { type: DataTypes.DATE(3), allowNull: false },
    };
    await queryInterface.createTable('rider_documents', {
      rider_id: { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'riders', key: 'user_id' }, onDelete: 'CASCADE' },
      kind: { type: DataTypes.STRING(16), primaryKey: true },
      ...fileColumns,
    });
    await queryInterface.createTable('rider_timecards', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      rider_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'riders', key: 'user_id' }, onDelete: 'CASCADE' },
      ...fileColumns,
    });
    await queryInterface.addIndex('rider_timecards', ['rider_id', 'uploaded_at'], { name: 'rider_timecards_rider' });
    await queryInterface.addIndex('rider_timecards', ['rider_id', 'sha256'], { name: 'rider_timecards_rider_sha256' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('rider_timecards');
    await queryInterface.dropTable('rider_documents');
  },
};
