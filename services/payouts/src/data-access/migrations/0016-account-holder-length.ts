import type { Migration } from '@rr/server-kit';

/**
 * An account's `holder` is a rider id, `programme`, or `dealer:<dealer id>`: 7 characters longer than an id. It was
 * 36 characters, so the account of any dealer whose id is a full UUID (every dealer staff create) could not be
 * written on MariaDB/MySQL and their till answered 500. 64 fits every holder with room. SQLite does not enforce a
 * VARCHAR's length, and rebuilding the table there (all that changing a column can do) would gain nothing.
 */
export const HOLDER_LENGTH = 64;

export const accountHolderLengthMigration: Migration = {
  name: '0016-account-holder-length',
  async up({ context: { queryInterface } }) {
    if (queryInterface.sequelize.getDialect() === 'sqlite') return;
    await queryInterface.sequelize.query(`ALTER TABLE accounts MODIFY holder VARCHAR(${HOLDER_LENGTH}) NOT NULL`);
  },
  async down({ context: { queryInterface } }) {
    if (queryInterface.sequelize.getDialect() === 'sqlite') return;
    await queryInterface.sequelize.query('ALTER TABLE accounts MODIFY holder VARCHAR(36) NOT NULL');
  },
};
