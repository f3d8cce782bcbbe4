import { DataTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';

/**
 * The mail a user turned off (the rider profile's Mail card): one row per user and kind of mail (`OPTIONAL_RIDER_MAILS`
 * of @rr/contracts), none while every mail is on, so riders already on file keep getting everything. Gone with the
 * user (a rider merged away keeps none of theirs: the kept rider's own choices stand).
 */
export const mailOptOutsMigration: Migration = {
  name: '0019-mail-opt-outs',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('mail_opt_outs', {
      user_id: { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      kind: { type: DataTypes.STRING(32), primaryKey: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('mail_opt_outs');
  },
};
