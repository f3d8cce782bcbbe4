import type { Migration } from '@rr/server-kit';
import { createZipLocationsTable } from '@rr/server-kit/postal-codes';

/**
 * Reference points for the events finder's radius search and the venues' map pins: the programme's own list of US ZIP
 * code and Canadian FSA centres (`ZIP_REFERENCE`, shared with the identity service's dealer finder). A code not listed
 * here is looked up in the zipcodes registry.
 */
export const zipLocationsMigration: Migration = {
  name: '0003-zip-locations',
  async up({ context: { queryInterface } }) {
    await createZipLocationsTable(queryInterface);
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('zip_locations');
  },
};
