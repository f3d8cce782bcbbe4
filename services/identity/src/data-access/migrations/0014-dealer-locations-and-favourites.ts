import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from '@rr/server-kit';
import { ZIP_REFERENCE, addressPostalCode, createZipLocationsTable, lookupPostalCode } from '@rr/server-kit/postal-codes';

/**
 * The dealer finder: where each dealer is (the reference point of their postal code, for the map
 * and the radius search), the service's own postal-code reference points (`zip_locations`, seeded from the programme's
 * list the events service uses too), and riders' favourite dealers (one row per rider and dealer). Dealers already on
 * file are placed from their postal codes.
 */
export const dealerLocationsAndFavouritesMigration: Migration = {
  name: '0014-dealer-locations-and-favourites',
  async up({ context: { queryInterface, sequelize } }) {
    await queryInterface.addColumn('dealers', 'latitude', { type: DataTypes.DOUBLE, allowNull: true });
    await queryInterface.addColumn('dealers', 'longitude', { type: DataTypes.DOUBLE, allowNull: true });
    await queryInterface.addIndex('dealers', ['latitude', 'longitude'], { name: 'dealers_location' });
    await createZipLocationsTable(queryInterface);
    await queryInterface.createTable('dealer_favourites', {
      rider_id: { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'riders', key: 'user_id' }, onDelete: 'CASCADE' },
      dealer_id: { type: DataTypes.STRING(36), primaryKey: true, references: { model: 'dealers', key: 'user_id' }, onDelete: 'CASCADE' },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('dealer_favourites', ['dealer_id'], { name: 'dealer_favourites_dealer' });

    // The dealers on file: their postal code's point (the list above, as the new table holds it, else the registry).
    const reference = new Map(ZIP_REFERENCE.map(([code, , , latitude, longitude]) => [code, { latitude, longitude }]));
    const dealers = await sequelize.query<{ user_id: string; zipcode: string | null; country: string | null }>(
      'SELECT user_id, zipcode, country FROM dealers WHERE zipcode IS NOT NULL',
      { type: QueryTypes.SELECT },
    );
    for (const dealer of dealers) {
      const code = addressPostalCode(dealer.zipcode, dealer.country);
      const point = code ? (reference.get(code.key) ?? (await lookupPostalCode(code.key))) : null;
      if (!point) continue;
      await queryInterface.bulkUpdate('dealers', { latitude: point.latitude, longitude: point.longitude }, { user_id: dealer.user_id });
    }
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('dealer_favourites');
    await queryInterface.dropTable('zip_locations');
    await queryInterface.removeIndex('dealers', 'dealers_location');
    await queryInterface.removeColumn('dealers', 'longitude');
    await queryInterface.removeColumn('dealers', 'latitude');
  },
};
