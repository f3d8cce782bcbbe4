import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';
import { PROGRAMME_TIME_ZONE } from '@rr/contracts';
import { timeZoneOfAddress } from '@rr/contracts/time-zones';

/**
 * Each dealer's time zone: the zone its counter reads redemption times in. `time_zone` is the zone in force (IANA
 * name); `time_zone_from_address` says it follows the address (the zone of most of its state or province) until the
 * dealer or the programme team choose another. Dealers already on file get their address's zone.
 */
export const dealerTimeZonesMigration: Migration = {
  name: '0017-dealer-time-zones',
  async up({ context: { queryInterface, sequelize } }) {
    await queryInterface.addColumn('dealers', 'time_zone', { type: DataTypes.STRING(64), allowNull: false, defaultValue: PROGRAMME_TIME_ZONE });
    await queryInterface.addColumn('dealers', 'time_zone_from_address', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    const dealers = await sequelize.query<{ user_id: string; state: string | null; country: string | null }>('SELECT user_id, state, country FROM dealers', { type: QueryTypes.SELECT });
    for (const dealer of dealers) {
      const zone = timeZoneOfAddress(dealer);
      if (zone !== PROGRAMME_TIME_ZONE) await queryInterface.bulkUpdate('dealers', { time_zone: zone }, { user_id: dealer.user_id });
    }
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('dealers', 'time_zone_from_address');
    await queryInterface.removeColumn('dealers', 'time_zone');
  },
};
